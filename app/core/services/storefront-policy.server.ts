import type { Storefront } from '@shopify/hydrogen';
import {
  DATA_RETRY_ATTEMPTS,
  DATA_RETRY_DELAY_MS,
  MUTATION_TIMEOUT_MS,
  QUERY_ATTEMPT_TIMEOUT_MS,
  REQUEST_DATA_BUDGET_MS,
} from '~/core/constants';
import { DataRequestFailed, neverReachedService, withFetchPolicy } from '~/core/services/fetch-policy';

/**
 * Hydrogen's Storefront API client under the fetch policy, as a new object (Hydrogen's own is left as
 * it is). Hydrogen's client takes no fetch, timeout or retry option, so its `query` and `mutate` are
 * wrapped here; the cart handler, `storefrontRedirect`, sitemaps and every loader are given this
 * object (storefront-client.server.ts), and Hydrogen's sub-request cache still sits inside (a cached
 * answer returns at once, never waits for a retry).
 *
 * - A query is safe to repeat: any failure to get an answer (a transport error, a timeout, a 5xx)
 *   is tried again, up to the spec's 3 attempts 1 s apart, then fails with its text. A GraphQL
 *   error in an answer is the shop's answer and is returned as Hydrogen returns it.
 * - A mutation is sent once: after a timeout, a reset or a 5xx the shop may have applied it. It is
 *   sent again only when the connection was refused, i.e. it provably never reached the shop.
 * - Nothing runs past the request's data budget, so a page with several calls still answers in time.
 */
export function withStorefrontPolicy(storefront: Storefront, startedAt = Date.now()): Storefront {
  const deadline = startedAt + REQUEST_DATA_BUDGET_MS;
  const query = storefront.query;
  const mutate = storefront.mutate;

  const policed: Storefront['query'] = ((document: string, options?: object) =>
    withFetchPolicy(() => query(document, options as never), {
      attempts: DATA_RETRY_ATTEMPTS,
      delayMs: DATA_RETRY_DELAY_MS,
      timeoutMs: QUERY_ATTEMPT_TIMEOUT_MS,
      deadline,
      retryable: () => true,
    }).catch((error: unknown) => {
      throw new DataRequestFailed(error);
    })) as Storefront['query'];

  const mutated: Storefront['mutate'] = (document: string, options?: object) =>
    withFetchPolicy(() => mutate(document, options as never), {
      attempts: DATA_RETRY_ATTEMPTS,
      delayMs: DATA_RETRY_DELAY_MS,
      timeoutMs: MUTATION_TIMEOUT_MS,
      deadline,
      retryable: neverReachedService,
    });

  return { ...storefront, query: policed, mutate: mutated };
}
