import { CacheCustom } from '@shopify/hydrogen';
import { CATALOGUE_CACHE_SECONDS } from '~/core/constants';

/** Collection, product and search data: five minutes fresh (spec section 9), then served stale while it refreshes. */
export function catalogueCache() {
  return CacheCustom({ mode: 'public', maxAge: CATALOGUE_CACHE_SECONDS, staleWhileRevalidate: CATALOGUE_CACHE_SECONDS });
}
