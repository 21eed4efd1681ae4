// Content for the home page, pages and lookbooks: the GROQ result plus the Storefront API data
// of the products it points at, fetched in one request by handle.
import type { AppLoadContext } from 'react-router';
import type { ProductCardFragment } from 'storefrontapi.generated';
import type { ImageResult, ModuleResult, SeoResult } from '~/core/sanity/model';
import { CONTENT_PRODUCTS_QUERY } from '~/graphql/content-products';
import { catalogueCache } from '~/core/catalogue/cache';
import { contentUnavailable, failureSummary, isContentServiceDown, unlessRecentlyDown } from '~/core/failures/content-service.server';
import { contentCache } from '~/core/sanity/client-options';
import { contentLanguage } from '~/core/sanity/content-language';
import { LIMITS } from '~/core/constants';
import { isValidHandle } from '~/core/catalogue/url';
import { sanityImageConfig, sanityImageUrl } from '~/core/sanity/image-url';

type ContentContext = Pick<AppLoadContext, 'sanity' | 'withCache' | 'storefront' | 'config'>;

/**
 * A GROQ query in the market's language (every query takes `$language`, set here so that none can
 * forget it), cached like hydrogen-sanity's `fetch` (a digest of query and params, the language among
 * them, as the key; drafts in preview, never cached) but with the content policy's long stale
 * window, and with the outage pause behind the cache, which hydrogen-sanity has no place for. When
 * the service cannot be reached and nothing is cached, it throws the content-unavailable 503 (a
 * Response), which a content-only page lets through to the error boundary.
 */
export async function fetchContent<Result>(
  context: Pick<AppLoadContext, 'sanity' | 'withCache' | 'locale'>,
  query: string,
  queryParams: Record<string, string> = {},
): Promise<Result | null> {
  const { client, preview } = context.sanity;
  const params = { ...queryParams, language: contentLanguage(context.locale) };
  const fetchQuery = () => client.fetch<Result | null>(query, params);
  try {
    if (preview?.enabled) return await fetchQuery();
    return await context.withCache.run(
      {
        cacheKey: ['sanity-query', await digest(query + JSON.stringify(params))],
        cacheStrategy: contentCache(),
        shouldCacheResult: () => true,
      },
      () => unlessRecentlyDown(fetchQuery),
    );
  } catch (error) {
    if (!isContentServiceDown(error)) throw error;
    console.error('The content service is unavailable:', failureSummary(error));
    throw contentUnavailable(context.locale);
  }
}

async function digest(text: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(hash), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** For a page that can stand without its content (home opens on its products): no content, not an error. */
export function withoutContent(error: unknown): null {
  if (error instanceof Response && error.status === 503) return null;
  throw error;
}

/** The handles the modules point at, in order, without repeats. */
export function moduleProductHandles(modules: ModuleResult[]): string[] {
  return modules.flatMap((module) => (module._type === 'moduleProducts' ? module.productHandles : []));
}

/**
 * The products at the given handles, keyed by handle, each as `shape` makes it (a card, a hotspot's
 * label): only that travels to the page. Handles that are not well-formed are never sent; products
 * the shop no longer has are simply missing from the result.
 */
export async function loadProductsByHandle<Shaped>(
  context: Pick<AppLoadContext, 'storefront'>,
  handles: Array<string | null | undefined>,
  shape: (product: ProductCardFragment) => Shaped,
): Promise<Record<string, Shaped>> {
  const unique = [...new Set(handles.filter((handle): handle is string => isValidHandle(handle ?? undefined)))].slice(
    0,
    LIMITS.searchResults,
  );
  if (!unique.length) return {};
  const { products } = await context.storefront.query(CONTENT_PRODUCTS_QUERY, {
    variables: { query: unique.map((handle) => `handle:${handle}`).join(' OR '), first: unique.length },
    cache: catalogueCache(),
  });
  return Object.fromEntries(products.nodes.map((product) => [product.handle, shape(product)]));
}

/** What every content page's loader returns besides its own data: the og:image. */
export function contentPageExtras(
  context: Pick<ContentContext, 'config'>,
  seo: SeoResult | null | undefined,
  fallbackImage?: ImageResult | null,
) {
  const image = seo?.image ?? fallbackImage ?? null;
  return { ogImage: image ? sanityImageUrl(sanityImageConfig(context.config), image) : null };
}
