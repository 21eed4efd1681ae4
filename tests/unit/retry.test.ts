import { describe, expect, it } from 'vitest';
import { DataRequestFailed, fetchWithRetry } from '~/lib/retry';

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
  it('does not retry an answer, even an error status', async () => {
    let calls = 0;
    const fetchImpl = (async () => {
      calls++;
      return new Response('no', { status: 502 });
    }) as typeof fetch;
    expect((await fetchWithRetry('http://x', {}, { delayMs: 1, fetchImpl })).status).toBe(502);
    expect(calls).toBe(1);
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
