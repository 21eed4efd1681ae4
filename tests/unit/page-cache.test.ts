// The page cache's freshness rules, with the clock in the test's hands: fresh copies are replayed,
// stale ones are replayed while one background render replaces them, and nothing that is not a
// public 200 without cookies is ever kept. (The integration suite runs it in workerd's real cache.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageCache } from '~/core/page-cache/page-cache.server';
import { SHARED_PAGE_FRESH_SECONDS } from '~/core/constants';

/** The Cache API as the worker runtimes offer it, kept in memory. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(request: Request) {
    return this.entries.get(request.url)?.clone();
  }
  async put(request: Request, response: Response) {
    const body = await response.arrayBuffer();
    this.entries.set(request.url, new Response(body, { status: response.status, headers: response.headers }));
  }
}

let cache: MemoryCache;
let pending: Promise<unknown>[];
const executionContext = () =>
  ({ waitUntil: (work: Promise<unknown>) => pending.push(work), passThroughOnException() {} }) as unknown as ExecutionContext;
const settle = async () => {
  while (pending.length) await Promise.all(pending.splice(0));
};

beforeEach(() => {
  cache = new MemoryCache();
  pending = [];
  vi.stubGlobal('caches', { open: async () => cache });
  vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function page(version: number, headers: Record<string, string> = {}) {
  return new Response(`<p>render ${version}</p>`, {
    headers: { 'Content-Type': 'text/html', 'Cache-Control': 'public, max-age=60', ...headers },
  });
}

function renderer(headers: Record<string, string> = {}) {
  let renders = 0;
  const handler = vi.fn(async (_request: Request) => page(++renders, headers));
  const stage = pageCache('build-1');
  const fetch = (request: Request, env: Env, executionContext: ExecutionContext) => stage(request, handler, { env, executionContext });
  return { handler, fetch };
}

const visit = async (fetch: ReturnType<typeof renderer>['fetch'], method = 'GET', cookie?: string) => {
  const response = await fetch(
    new Request('https://bottega.test/products/arco-tote', { method, headers: cookie ? { cookie } : {} }),
    {} as Env,
    executionContext(),
  );
  return { state: response.headers.get('X-Page-Cache'), body: await response.text(), age: response.headers.get('Age') };
};

describe('the page cache', () => {
  it('replays a fresh copy without rendering again', async () => {
    const shop = renderer();
    expect(await visit(shop.fetch)).toMatchObject({ state: 'MISS', body: '<p>render 1</p>' });
    await settle();
    vi.setSystemTime(Date.now() + (SHARED_PAGE_FRESH_SECONDS - 1) * 1000);
    expect(await visit(shop.fetch)).toMatchObject({ state: 'HIT', body: '<p>render 1</p>', age: String(SHARED_PAGE_FRESH_SECONDS - 1) });
    expect(shop.handler).toHaveBeenCalledTimes(1);
  });

  it('serves a stale copy at once and renders its replacement once in the background, however many ask', async () => {
    const shop = renderer();
    await visit(shop.fetch);
    await settle();
    vi.setSystemTime(Date.now() + (SHARED_PAGE_FRESH_SECONDS + 1) * 1000);
    const [first, second] = await Promise.all([visit(shop.fetch), visit(shop.fetch)]);
    expect([first.state, second.state]).toEqual(['STALE', 'STALE']);
    expect([first.body, second.body]).toEqual(['<p>render 1</p>', '<p>render 1</p>']);
    await settle();
    expect(shop.handler).toHaveBeenCalledTimes(2);
    expect(await visit(shop.fetch)).toMatchObject({ state: 'HIT', body: '<p>render 2</p>' });
  });

  it('keeps nothing that sets a cookie, nor anything not marked public', async () => {
    const refused: Array<Record<string, string>> = [
      { 'Set-Cookie': 'bottega_locale=IT-IT; Max-Age=31536000' },
      { 'Cache-Control': 'private, no-store' },
    ];
    for (const headers of refused) {
      const shop = renderer(headers);
      await visit(shop.fetch);
      await settle();
      expect(await visit(shop.fetch)).toMatchObject({ state: null, body: '<p>render 2</p>' });
      expect(cache.entries.size).toBe(0);
    }
  });

  it('neither answers nor stores for a shopper with a bag', async () => {
    const shop = renderer();
    await visit(shop.fetch);
    await settle();
    expect(await visit(shop.fetch, 'GET', 'cart=abc')).toMatchObject({ state: null, body: '<p>render 2</p>' });
    expect(await visit(shop.fetch, 'GET', 'cart=abc')).toMatchObject({ state: null, body: '<p>render 3</p>' });
  });

  it('answers HEAD from a stored copy without its body, and stores nothing from a HEAD', async () => {
    const shop = renderer();
    await visit(shop.fetch, 'HEAD');
    await settle();
    expect(cache.entries.size).toBe(0);
    await visit(shop.fetch);
    await settle();
    expect(await visit(shop.fetch, 'HEAD')).toMatchObject({ state: 'HIT', body: '' });
  });
});
