import { describe, expect, it } from 'vitest';
import type { Storefront } from '@shopify/hydrogen';
import {
  DataRequestFailed,
  SubRequestTimedOut,
  arrivedYet,
  neverReachedService,
  withFetchPolicy,
  withinBudget,
} from '~/core/services/fetch-policy';
import { withStorefrontPolicy } from '~/core/services/storefront-policy.server';
import { DATA_RETRY_ATTEMPTS, REQUEST_DATA_BUDGET_MS } from '~/core/constants';

const quick = { attempts: 3, delayMs: 1, timeoutMs: 1000, retryable: () => true };

describe('the fetch policy', () => {
  it('returns the first success and stops trying', async () => {
    let calls = 0;
    const result = await withFetchPolicy(async () => (++calls < 2 ? Promise.reject(new Error('blip')) : 'ok'), quick);
    expect(result).toBe('ok');
    expect(calls).toBe(2);
  });

  it('gives up after the attempts with the last error', async () => {
    let calls = 0;
    const failure = await withFetchPolicy(async () => Promise.reject(new Error(`try ${++calls}`)), quick).catch((error: Error) => error);
    expect(failure).toEqual(new Error('try 3'));
    expect(calls).toBe(3);
  });

  it('does not repeat what the caller says is unsafe to repeat', async () => {
    let calls = 0;
    await withFetchPolicy(async () => Promise.reject(new Error(`try ${++calls}`)), { ...quick, retryable: () => false }).catch(() => null);
    expect(calls).toBe(1);
  });

  it('time-boxes an attempt, aborts its signal, and tries again', async () => {
    const signals: AbortSignal[] = [];
    const failure = await withFetchPolicy(
      (signal) => {
        signals.push(signal);
        return new Promise<never>(() => {});
      },
      { ...quick, attempts: 2, timeoutMs: 20 },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SubRequestTimedOut);
    expect(signals).toHaveLength(2);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('starts nothing past the deadline, and no retry that could not finish before it', async () => {
    let calls = 0;
    const late = await withFetchPolicy(async () => ++calls, { ...quick, deadline: Date.now() - 1 }).catch((error: unknown) => error);
    expect(late).toBeInstanceOf(SubRequestTimedOut);
    expect(calls).toBe(0);
    await withFetchPolicy(async () => Promise.reject(new Error(`try ${++calls}`)), {
      ...quick,
      delayMs: 1000,
      deadline: Date.now() + 500,
    }).catch(() => null);
    expect(calls).toBe(1);
  });

  it('calls a request provably unsent only when the connection was refused', () => {
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }),
    });
    expect(neverReachedService(refused)).toBe(true);
    expect(neverReachedService(new Error('Network connection lost.'))).toBe(false);
    expect(neverReachedService(new SubRequestTimedOut(10))).toBe(false);
    expect(neverReachedService(new Error('[h2:error:storefront.mutation] 503'))).toBe(false);
  });

  it('gives deferred data its fallback once the budget is spent', async () => {
    expect(await withinBudget(new Promise<string>(() => {}), 10, 'fallback')).toBe('fallback');
    expect(await withinBudget(Promise.resolve('data'), 1000, 'fallback')).toBe('data');
  });
});

describe('the Storefront API client under the policy', () => {
  function fakeStorefront(query: (...args: unknown[]) => Promise<unknown>, mutate: (...args: unknown[]) => Promise<unknown>) {
    return withStorefrontPolicy({ query, mutate } as unknown as Storefront);
  }

  it('retries a query 3 times and then fails with the spec text', async () => {
    let calls = 0;
    const storefront = fakeStorefront(
      async () => {
        calls++;
        throw new Error('Network connection lost.');
      },
      async () => ({}),
    );
    const failure = await storefront.query('query Product { shop { name } }').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DataRequestFailed);
    expect((failure as Error).message).toBe('GraphQL fetch request failed after 3 attempts.');
    expect(calls).toBe(DATA_RETRY_ATTEMPTS);
  }, 10_000);

  it('returns a GraphQL error as the answer it is, without retrying', async () => {
    let calls = 0;
    const storefront = fakeStorefront(
      async () => {
        calls++;
        return { errors: [{ message: 'bad' }] };
      },
      async () => ({}),
    );
    expect(await storefront.query('query Product { shop { name } }')).toEqual({ errors: [{ message: 'bad' }] });
    expect(calls).toBe(1);
  });

  it('sends a mutation once when it may have reached the shop, again when it was refused', async () => {
    let calls = 0;
    const lost = fakeStorefront(
      async () => ({}),
      async () => {
        calls++;
        throw new Error('Network connection lost.');
      },
    );
    await lost.mutate('mutation cartLinesAdd { x }').catch(() => null);
    expect(calls).toBe(1);

    calls = 0;
    const refused = fakeStorefront(
      async () => ({}),
      async () => {
        if (++calls === 1) throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
        return { cartLinesAdd: {} };
      },
    );
    expect(await refused.mutate('mutation cartLinesAdd { x }')).toEqual({ cartLinesAdd: {} });
    expect(calls).toBe(2);
  }, 10_000);

  it('gives a request no more than its data budget', async () => {
    let calls = 0;
    const storefront = withStorefrontPolicy(
      { query: async () => ++calls, mutate: async () => ++calls } as unknown as Storefront,
      Date.now() - REQUEST_DATA_BUDGET_MS,
    );
    await expect(storefront.query('query Product { shop { name } }')).rejects.toBeInstanceOf(DataRequestFailed);
    await expect(storefront.mutate('mutation cartLinesAdd { x }')).rejects.toBeInstanceOf(SubRequestTimedOut);
    expect(calls).toBe(0);
  });
});

describe('deferred data that has arrived', () => {
  it('is handed over as a value when the work under way brings it', async () => {
    const answered = Promise.resolve().then(() => Promise.resolve(['card']));
    expect(await arrivedYet(answered)).toEqual({ arrived: true, value: ['card'] });
  });

  it('stays a promise to stream when it needs the network, or failed', async () => {
    const slow = new Promise((resolve) => setTimeout(resolve, 50, ['card']));
    expect(await arrivedYet(slow)).toEqual({ arrived: false });
    const failed = Promise.reject(new Error('down'));
    failed.catch(() => {});
    expect(await arrivedYet(failed)).toEqual({ arrived: false });
  });
});
