// How the storefront asks the content service (Sanity) for anything: the fetch policy of its client
// and how long an answer is kept. One place, so every GROQ query follows the same rules.
import { CacheCustom } from '@shopify/hydrogen';
import type { ClientConfig } from '@sanity/client';
import {
  CONTENT_FRESH_SECONDS,
  CONTENT_STALE_SECONDS,
  SANITY_MAX_RETRIES,
  SANITY_RETRY_BASE_MS,
  SANITY_TIMEOUT_MS,
} from '~/core/constants';

/**
 * @sanity/client's own options. GROQ queries only read, so repeating one is safe: the client retries
 * a query on a network error (refused, reset) or a 429/502/503, with the spec's HTTP client back-off
 * (100 ms × 2^n plus jitter: a blip is over in 100-200 ms, where the data requests' fixed 1 s would
 * make every blip cost a second). A timeout is not retried by the client: a service that is slow now
 * will be slow again, and waiting twice would break the page's budget.
 */
export const sanityFetchPolicy = {
  timeout: SANITY_TIMEOUT_MS,
  maxRetries: SANITY_MAX_RETRIES,
  retryDelay: (attempt: number) => SANITY_RETRY_BASE_MS * 2 ** attempt + Math.random() * SANITY_RETRY_BASE_MS,
} satisfies Pick<ClientConfig, 'timeout' | 'maxRetries' | 'retryDelay'>;

/**
 * Content and settings in the sub-request cache: fresh for an hour, then served while Hydrogen
 * refreshes them in the background. A refresh that fails keeps the old copy, so the long stale
 * window is what carries the last good content through an outage of the service.
 */
export function contentCache() {
  return CacheCustom({ mode: 'public', maxAge: CONTENT_FRESH_SECONDS, staleWhileRevalidate: CONTENT_STALE_SECONDS });
}
