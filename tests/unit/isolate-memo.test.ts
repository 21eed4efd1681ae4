import { afterEach, describe, expect, it, vi } from 'vitest';
import { CacheCustom, CacheLong, CacheNone, CacheShort, type Storefront, type WithCache } from '@shopify/hydrogen';
import { IsolateMemo, memoisedWithCache, withMemoisedQueries, memoSeconds } from '~/core/services/isolate-memo.server';
import { CATALOGUE_CACHE_SECONDS, ISOLATE_MEMO_SECONDS } from '~/core/constants';

afterEach(() => vi.useRealTimers());

describe('the isolate memo', () => {
  it('answers from one load while the answer is young, then loads again', async () => {
    vi.useFakeTimers();
    const memo = new IsolateMemo();
    const load = vi.fn(async () => ({ title: `answer ${load.mock.calls.length}` }));
    const first = await memo.get('k', 5, load);
    expect(await memo.get('k', 5, load)).toBe(first);
    vi.advanceTimersByTime(4_999);
    expect(await memo.get('k', 5, load)).toBe(first);
    vi.advanceTimersByTime(2);
    const second = await memo.get('k', 5, load);
    expect(second).not.toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never hands out unfinished work: callers that ask before an answer is in each load their own', async () => {
    const memo = new IsolateMemo();
    const releases: Array<(value: string) => void> = [];
    const load = vi.fn(() => new Promise<string>((resolve) => releases.push(resolve)));
    const first = memo.get('k', 5, load);
    const second = memo.get('k', 5, load);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(2);
    // The first caller's work never finishes (its request was cancelled): the second is not held up.
    releases[1]('second answer');
    expect(await second).toBe('second answer');
    expect(await memo.get('k', 5, load)).toBe('second answer');
    expect(load).toHaveBeenCalledTimes(2);
    void first;
  });

  it('does not remember a failure, or an answer the cache would not keep', async () => {
    const memo = new IsolateMemo();
    await expect(memo.get('k', 5, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('k', 5, async () => 'back')).toBe('back');

    const refused = vi.fn(async () => null);
    expect(await memo.get('n', 5, refused, (value) => value !== null)).toBeNull();
    expect(await memo.get('n', 5, refused, (value) => value !== null)).toBeNull();
    expect(refused).toHaveBeenCalledTimes(2);
  });

  it('hands out a frozen answer, so one request cannot change what the next one reads', async () => {
    const memo = new IsolateMemo();
    const answer = await memo.get('k', 5, async () => ({ product: { options: [{ name: 'Color', values: ['Nero'] }] } }));
    expect(() => {
      (answer.product.options[0]!.values as string[]).push('Rosso');
    }).toThrow(TypeError);
    expect(() => {
      (answer.product as { title?: string }).title = 'changed';
    }).toThrow(TypeError);
  });

  it('keeps a bounded number of answers, the oldest leaving first', async () => {
    const memo = new IsolateMemo(3);
    for (const key of ['a', 'b', 'c', 'd']) await memo.get(key, 5, async () => key);
    expect(memo.size).toBe(3);
    const reload = vi.fn(async () => 'a again');
    expect(await memo.get('a', 5, reload)).toBe('a again');
    expect(await memo.get('d', 5, reload)).toBe('d');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('what the memo may keep', () => {
  it('keeps public answers for a few seconds at most, never private or uncached ones', () => {
    expect(memoSeconds(undefined)).toBe(0);
    expect(memoSeconds(CacheNone())).toBe(0);
    expect(memoSeconds(CacheCustom({ mode: 'private', maxAge: 60 }))).toBe(0);
    expect(memoSeconds(CacheShort())).toBe(1);
    expect(memoSeconds(CacheLong())).toBe(ISOLATE_MEMO_SECONDS);
    expect(memoSeconds(CacheCustom({ mode: 'public', maxAge: CATALOGUE_CACHE_SECONDS }))).toBe(ISOLATE_MEMO_SECONDS);
  });
});

describe('the memo in front of the Storefront API client', () => {
  function storefront(country = 'US', language = 'EN') {
    const query = vi.fn(async (_document: string, options?: { variables?: { handle?: string } }) => ({
      product: { handle: options?.variables?.handle, country },
    }));
    const client = { query, i18n: { country, language } } as unknown as Storefront;
    return { client: withMemoisedQueries(client, new IsolateMemo()), query };
  }

  it('asks the shop once for a query cached publicly, per query, variables and locale', async () => {
    const { client, query } = storefront();
    const cache = CacheCustom({ mode: 'public', maxAge: CATALOGUE_CACHE_SECONDS });
    const first = await client.query('query Product', { variables: { handle: 'arco-tote' }, cache });
    expect(await client.query('query Product', { variables: { handle: 'arco-tote' }, cache })).toBe(first);
    await client.query('query Product', { variables: { handle: 'luna' }, cache });
    await client.query('query Other', { variables: { handle: 'arco-tote' }, cache });
    expect(query).toHaveBeenCalledTimes(3);
  });

  it("never shares one locale's answer with another", async () => {
    const memo = new IsolateMemo();
    const us = withMemoisedQueries(
      { query: vi.fn(async () => ({ price: 'USD' })), i18n: { country: 'US', language: 'EN' } } as unknown as Storefront,
      memo,
    );
    const it_ = withMemoisedQueries(
      { query: vi.fn(async () => ({ price: 'EUR' })), i18n: { country: 'IT', language: 'IT' } } as unknown as Storefront,
      memo,
    );
    const cache = CacheLong();
    expect(await us.query('query Price', { cache })).toEqual({ price: 'USD' });
    expect(await it_.query('query Price', { cache })).toEqual({ price: 'EUR' });
  });

  it("leaves Hydrogen's client as it was: the memo is a new object in front of it", async () => {
    const query = vi.fn(async () => ({ shop: { name: 'Bottega' } }));
    const hydrogen = { query, i18n: { country: 'US', language: 'EN' } } as unknown as Storefront;
    const memoised = withMemoisedQueries(hydrogen, new IsolateMemo());
    expect(memoised).not.toBe(hydrogen);
    expect(hydrogen.query).toBe(query);
  });

  it('passes a bag, a session or an uncached query straight through', async () => {
    const { client, query } = storefront();
    await client.query('query Cart', { cache: CacheNone() });
    await client.query('query Cart', { cache: CacheNone() });
    await client.query('query Default');
    await client.query('query Default');
    expect(query).toHaveBeenCalledTimes(4);
  });

  it('does not keep an answer with errors', async () => {
    const query = vi.fn(async () => ({ product: null, errors: [{ message: 'Throttled' }] }));
    const client = withMemoisedQueries({ query, i18n: { country: 'US', language: 'EN' } } as unknown as Storefront, new IsolateMemo());
    await client.query('query Product', { cache: CacheLong() });
    await client.query('query Product', { cache: CacheLong() });
    expect(query).toHaveBeenCalledTimes(2);
  });
});

describe('the memo in front of withCache', () => {
  it("keeps what the sub-request cache keeps, under that cache's own key", async () => {
    const run = vi.fn(async (_options: unknown, load: () => Promise<unknown>) => load());
    const withCache = memoisedWithCache({ run, fetch: vi.fn() } as unknown as WithCache, new IsolateMemo());
    const settings = vi.fn(async () => ({ siteName: 'Bottega' }));
    const options = { cacheKey: ['sanity-settings', 'p', 'd'], cacheStrategy: CacheLong(), shouldCacheResult: () => true };
    expect(await withCache.run(options, settings)).toBe(await withCache.run(options, settings));
    expect(run).toHaveBeenCalledTimes(1);

    const none = vi.fn(async () => null);
    const refusing = { ...options, cacheKey: ['other'], shouldCacheResult: (value: unknown) => value !== null };
    await withCache.run(refusing, none);
    await withCache.run(refusing, none);
    expect(none).toHaveBeenCalledTimes(2);

    const uncached = { ...options, cacheKey: ['draft'], cacheStrategy: CacheNone() };
    await withCache.run(uncached, settings);
    await withCache.run(uncached, settings);
    expect(run).toHaveBeenCalledTimes(5);
  });
});
