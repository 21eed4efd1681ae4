// Content for the home page, pages and lookbooks: the GROQ result plus the Storefront API data
// of the products it points at, fetched in one request by handle.
import type { AppLoadContext } from 'react-router';
import type { ProductCardFragment } from 'storefrontapi.generated';
import type { ImageResult, ModuleResult, SeoResult } from '~/content/model';
import { CONTENT_PRODUCTS_QUERY } from '~/graphql/content-products';
import { catalogueCache } from '~/lib/catalogue-cache';
import { LIMITS } from '~/lib/constants';
import { isValidHandle } from '~/lib/product-url';
import { sanityImageConfig, sanityImageUrl, type SanityImageConfig } from '~/lib/sanity-image';

type ContentContext = Pick<AppLoadContext, 'sanity' | 'storefront' | 'config'>;

/** A GROQ query through hydrogen-sanity (cached outside preview, drafts inside it). */
export function fetchContent<Result>(context: Pick<AppLoadContext, 'sanity'>, query: string, params: Record<string, string> = {}): Promise<Result | null> {
  return context.sanity.fetch<Result | null>(query, params);
}

/** The handles the modules point at, in order, without repeats. */
export function moduleProductHandles(modules: ModuleResult[]): string[] {
  return modules.flatMap((module) => (module._type === 'moduleProducts' ? module.productHandles : []));
}

/**
 * Product cards for the given handles, keyed by handle. Handles that are not well-formed are
 * never sent; products the shop no longer has are simply missing from the result.
 */
export async function loadProductsByHandle(context: Pick<AppLoadContext, 'storefront'>, handles: Array<string | null | undefined>): Promise<Record<string, ProductCardFragment>> {
  const unique = [...new Set(handles.filter((handle): handle is string => isValidHandle(handle ?? undefined)))].slice(0, LIMITS.searchResults);
  if (!unique.length) return {};
  const { products } = await context.storefront.query(CONTENT_PRODUCTS_QUERY, {
    variables: { query: unique.map((handle) => `handle:${handle}`).join(' OR '), first: unique.length },
    cache: catalogueCache(),
  });
  return Object.fromEntries(products.nodes.map((product) => [product.handle, product]));
}

/** What every content page's loader returns besides its own data: the image host and og:image. */
export function contentPageExtras(context: Pick<ContentContext, 'config'>, seo: SeoResult | null | undefined, fallbackImage?: ImageResult | null) {
  const imageConfig: SanityImageConfig = sanityImageConfig(context.config);
  const image = seo?.image ?? fallbackImage ?? null;
  return { imageConfig, ogImage: image ? sanityImageUrl(imageConfig, image) : null };
}
