// The Cache API service behind plain workerd (deploy/workerd/cache.js), spoken to as workerd speaks
// to it: GET to match, PUT with the response as HTTP/1.1 bytes, PURGE to delete, the name of
// `caches.open(name)` in cf-cache-namespace. What Hydrogen stores must come back; what a shared cache
// must never keep (one shopper's cookie, a private answer) must not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import cache from '../../deploy/workerd/cache.js';

let counter = 0;
const freshKey = () => `https://shop.example/api/2026-04/graphql.json?query=${++counter}`;

function put(key: string, head: string, body = '{"data":{}}', namespace = 'hydrogen') {
  const bytes = `HTTP/1.1 200 OK\r\n${head}\r\ncontent-type: application/json\r\n\r\n${body}`;
  return cache.fetch(new Request(key, { method: 'PUT', headers: { 'cf-cache-namespace': namespace }, body: bytes }));
}
const match = (key: string, namespace = 'hydrogen') => cache.fetch(new Request(key, { headers: { 'cf-cache-namespace': namespace } }));

afterEach(() => {
  vi.useRealTimers();
});

describe('the plain workerd cache service', () => {
  it('gives back what Hydrogen stored, body and headers, until its lifetime ends', async () => {
    const key = freshKey();
    expect((await put(key, 'cache-control: public, max-age=3600', '{"data":{"shop":"Bottega"}}')).status).toBe(204);
    const hit = await match(key);
    expect(hit.status).toBe(200);
    expect(hit.headers.get('cf-cache-status')).toBe('HIT');
    expect(hit.headers.get('content-type')).toBe('application/json');
    expect(await hit.text()).toBe('{"data":{"shop":"Bottega"}}');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3_601_000);
    expect((await match(key)).status).toBe(504);
  });

  it('answers a miss the way workerd reads one', async () => {
    const miss = await match(freshKey());
    expect(miss.status).toBe(504);
    expect(miss.headers.get('cf-cache-status')).toBe('MISS');
  });

  it('keeps each named cache apart', async () => {
    const key = freshKey();
    await put(key, 'cache-control: max-age=60', '{}', 'hydrogen');
    expect((await match(key, 'other')).status).toBe(504);
  });

  it('never keeps a private answer, one that sets a cookie, or one without a lifetime', async () => {
    for (const head of [
      'cache-control: private, max-age=60',
      'cache-control: no-store',
      'cache-control: max-age=60\r\nset-cookie: session=abc',
      'cache-control: max-age=0',
      'x-nothing: here',
    ]) {
      const key = freshKey();
      expect((await put(key, head)).status, head).toBe(413);
      expect((await match(key)).status, head).toBe(504);
    }
  });

  it('takes s-maxage, the shared-cache lifetime, before max-age', async () => {
    const key = freshKey();
    expect((await put(key, 'cache-control: max-age=0, s-maxage=60')).status).toBe(204);
    expect((await match(key)).status).toBe(200);
  });

  it('forgets a purged entry', async () => {
    const key = freshKey();
    await put(key, 'cache-control: max-age=60');
    const purge = (url: string) => cache.fetch(new Request(url, { method: 'PURGE', headers: { 'cf-cache-namespace': 'hydrogen' } }));
    expect((await purge(key)).status).toBe(200);
    expect((await match(key)).status).toBe(504);
    expect((await purge(key)).status).toBe(404);
  });

  it('refuses a body that is not an HTTP response', async () => {
    const response = await cache.fetch(new Request(freshKey(), { method: 'PUT', body: 'not http' }));
    expect(response.status).toBe(400);
  });
});
