// A worker isolate serves many requests one after another. What the shop and the content service
// answer alike for every shopper (the catalogue, the content, the settings: calls made with a public
// cache strategy, never a session's or a bag's) is kept here, parsed, for a few seconds. A warm
// request then skips Hydrogen's cache read, the JSON parse of the stored answer and the objects built
// from it, which was most of a rendered page's data cost (a product page parsed 65 KB of JSON each
// time). The sub-request cache behind it stays the source of truth: an entry here is never older than
// ISOLATE_MEMO_SECONDS beyond what that cache would serve, and only answers that cache would keep.
//
// Several requests share one answer, so it is frozen: a loader that tried to change it in place would
// fail loudly in every test rather than leak one request's edits into the next.
import type { CachingStrategy, Storefront, WithCache } from '@shopify/hydrogen';
import { ISOLATE_MEMO_ENTRIES, ISOLATE_MEMO_SECONDS } from '~/core/constants';

interface Entry {
  value: unknown;
  expires: number;
}

/**
 * Settled answers only, never a promise: on workerd, Oxygen and Workers a request's I/O and timers die
 * with it, so a request handed another's unfinished work could wait for ever (the runtime then answers
 * 500, "...your Worker's code had hung"). Requests that miss at once each load for themselves; the
 * sub-request cache behind makes that cheap. tests/integration/request-isolation.test.ts pins it.
 */
export class IsolateMemo {
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;

  constructor(maxEntries = ISOLATE_MEMO_ENTRIES) {
    this.#maxEntries = maxEntries;
  }

  /**
   * The answer kept under `key` while it is `seconds` old at most, else `load`'s, kept once it has
   * arrived unless `keep` refuses it. A failed load is not remembered.
   */
  async get<T>(key: string, seconds: number, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    const known = this.#entries.get(key);
    if (known && known.expires > Date.now()) return known.value as T;
    const value = await load();
    if (!keep(value)) return value;
    // Oldest first: a Map keeps insertion order, and a refreshed entry is inserted anew.
    this.#entries.delete(key);
    this.#entries.set(key, { value: deepFreeze(value), expires: Date.now() + seconds * 1000 });
    while (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    return value;
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** How long an answer cached with `strategy` may be kept here: never for a private or uncached one. */
export function memoSeconds(strategy: CachingStrategy | undefined): number {
  if (!strategy || strategy.mode !== 'public' || !strategy.maxAge) return 0;
  return Math.min(strategy.maxAge, ISOLATE_MEMO_SECONDS);
}

/** The isolate's one memo: module state lives as long as the isolate does. */
const isolateMemo = new IsolateMemo();

/**
 * `withCache` with this memo in front of `run`: the key is the sub-request cache's own key, and an
 * answer is kept only when that cache would keep it.
 */
export function memoisedWithCache(withCache: WithCache, memo = isolateMemo): WithCache {
  return {
    ...withCache,
    run: (options, load) => {
      const seconds = memoSeconds(options.cacheStrategy);
      if (!seconds) return withCache.run(options, load);
      const key = `run:${JSON.stringify(options.cacheKey)}`;
      return memo.get(key, seconds, () => withCache.run(options, load), options.shouldCacheResult);
    },
  };
}

/**
 * The Storefront API client with the memo in front of its cached queries: a new object, Hydrogen's is
 * left as it is. The key is what the answer depends on: the query, its variables and the buyer's
 * country and language (Hydrogen adds them to queries that ask). An answer with errors is not kept,
 * as Hydrogen's cache does not keep it.
 */
export function withMemoisedQueries(storefront: Storefront, memo = isolateMemo): Storefront {
  const query = storefront.query;
  return {
    ...storefront,
    query: (document: string, options?: { variables?: unknown; cache?: CachingStrategy }) => {
      const seconds = memoSeconds(options?.cache);
      if (!seconds) return query(document, options as never);
      const { country, language } = storefront.i18n;
      const key = `query:${country}:${language}:${JSON.stringify(options?.variables ?? null)}:${document}`;
      return memo.get(
        key,
        seconds,
        () => query(document, options as never),
        (result) => !(result as { errors?: unknown }).errors,
      );
    },
  };
}

/**
 * `shape` run once per kept answer rather than once per request: the memo hands every request the same
 * frozen answer for a few seconds, so what a page makes of it (the shell's menus, say) can live as long
 * as the answer does. An answer that is not frozen is one request's own (a draft in preview, the
 * built-in settings) and is shaped afresh.
 */
export function shapedOnce<Answer extends object, Shaped>(shape: (answer: Answer) => Shaped): (answer: Answer) => Shaped {
  const shaped = new WeakMap<Answer, Shaped>();
  return (answer) => {
    if (!Object.isFrozen(answer)) return shape(answer);
    if (!shaped.has(answer)) shaped.set(answer, deepFreeze(shape(answer)));
    return shaped.get(answer)!;
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
