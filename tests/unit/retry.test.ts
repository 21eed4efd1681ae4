import { describe, expect, it } from 'vitest';
import { DataRequestFailed, fetchWithRetry } from '~/core/services/retry';

describe('data request retries', () => {
  it('retries network failures and returns the first answer', async () => {
    let calls = 0;
    const fetchImpl = (async () => {
      calls++;
      if (calls < 3) throw new TypeError('fetch failed');
      return new Response('ok');
    }) as typeof fetch;
    const response = await fetchWithRetry('http://x', {}, { delayMs: 1, fetchImpl });
    expect(await response.text()).toBe('ok');
    expect(calls).toBe(3);
  });
  it('gives up after 3 attempts with the spec text and status 500', async () => {
    let calls = 0;
    const fetchImpl = (async () => {
      calls++;
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const failure = await fetchWithRetry('http://x', {}, { delayMs: 1, fetchImpl }).catch((e) => e);
    expect(failure).toBeInstanceOf(DataRequestFailed);
    expect(failure.message).toBe('GraphQL fetch request failed after 3 attempts.');
    expect(failure.status).toBe(500);
    expect(calls).toBe(3);
  });
  it('does not retry an answer from the API, even an error status', async () => {
    for (const status of [400, 404, 500]) {
      let calls = 0;
      const fetchImpl = (async () => {
        calls++;
        return new Response('no', { status });
      }) as typeof fetch;
      expect((await fetchWithRetry('http://x', {}, { delayMs: 1, fetchImpl })).status).toBe(status);
      expect(calls).toBe(1);
    }
  });
  it('retries a gateway that did not reach the API, then gives up with the spec text', async () => {
    let calls = 0;
    const flaky = (async () => (++calls < 3 ? new Response('bad gateway', { status: 502 }) : new Response('ok'))) as typeof fetch;
    expect(await (await fetchWithRetry('http://x', {}, { delayMs: 1, fetchImpl: flaky })).text()).toBe('ok');
    expect(calls).toBe(3);
    const down = (async () => new Response('unavailable', { status: 503 })) as typeof fetch;
    const failure = await fetchWithRetry('http://x', {}, { delayMs: 1, fetchImpl: down }).catch((e) => e);
    expect(failure).toBeInstanceOf(DataRequestFailed);
    expect(failure.status).toBe(500);
  });
  it('waits about a second between attempts by default', async () => {
    const started = Date.now();
    const fetchImpl = (async () => {
      throw new TypeError('down');
    }) as typeof fetch;
    await fetchWithRetry('http://x', {}, { fetchImpl }).catch(() => {});
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });
});
