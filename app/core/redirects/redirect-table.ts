// The storefront's own redirects (spec section 2, "Redirects"), applied by the redirect-table
// middleware before any loader runs. Pure: a URL in, a location (or nothing) out; the shop's URL
// redirects (`storefrontRedirect`) still run afterwards for anything that ends in a 404.
import { RETIRED_PRODUCT_REDIRECTS } from '~/core/redirects/retired-products';
import { isAbsoluteHttpUrl, sameOriginPath } from '~/core/security/redirect-guard';
import { INTERNAL_PARAMS } from '~/core/security/data-request';

export interface RedirectMatch {
  /** A path with its query, or an absolute URL for an external target. */
  location: string;
  status: 301;
  external: boolean;
}

const COLLECTION_PRODUCT = /^\/collections\/[^/]+\/products\/([^/]+)$/i;
const LEGACY_PAGE = /^\/pages\/([^/]+)$/i;
/** Shopify keeps product and collection handles in lower case; a link typed or printed in capitals is the same page. */
const SHOP_HANDLE = /^\/(products|collections)\/([^/]+)$/i;
/** Capital ASCII letters, and percent escapes (an escape's own hex digits are any case). */
const CAPITALS_AND_ESCAPES = /%([0-9A-Fa-f]{2})|[A-Z]+/g;
/**
 * What a handle is made of and a URL never needs to escape: '%41' is simply 'A'. Dots are left
 * escaped, so '%2E%2E' never becomes a step up the path.
 */
const HANDLE_CHARACTER = /^[A-Za-z0-9_-]$/;

/**
 * A handle as Shopify keeps it: in lower case, with what needs no escape unescaped, so
 * '/products/%41rco-TOTE' is '/products/arco-tote'. Other escapes ('%C3%A9') stay as they came.
 */
function lowerCaseHandle(text: string): string {
  return text.replace(CAPITALS_AND_ESCAPES, (match: string, hex: string | undefined) => {
    if (hex === undefined) return match.toLowerCase();
    const char = String.fromCharCode(parseInt(hex, 16));
    return HANDLE_CHARACTER.test(char) ? char.toLowerCase() : match;
  });
}

/** Paths match without their trailing slashes ("/products/arco-bag/" is "/products/arco-bag"). */
function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * The target's own query wins (a redirect to ?variant=5 means that variant); every other
 * parameter the shopper arrived with is kept (campaign tags, filters).
 */
function mergeQuery(target: URL, incoming: URLSearchParams) {
  const own = new Set(target.searchParams.keys());
  for (const [key, value] of incoming) {
    if (!own.has(key) && !INTERNAL_PARAMS.includes(key)) target.searchParams.append(key, value);
  }
}

/**
 * Only an entry of the merchant's own table may name another site (the spec's "An absolute redirect
 * target is followed as an external link"). Every other target is built from the request's path,
 * which the visitor controls, so it passes the redirect guard; one that fails it is no redirect.
 */
function resolve(target: string, url: URL, fromTable: boolean): RedirectMatch | null {
  if (fromTable && isAbsoluteHttpUrl(target)) {
    const external = new URL(target);
    mergeQuery(external, url.searchParams);
    return { location: external.toString(), status: 301, external: true };
  }
  const path = sameOriginPath(target, url.origin);
  if (path === null) return null;
  const internal = new URL(path, url.origin);
  mergeQuery(internal, url.searchParams);
  return { location: `${internal.pathname}${internal.search}${internal.hash}`, status: 301, external: false };
}

/** Where the rules send `url`, or null when none applies. `table` is the retired-product table. */
export function findRedirect(url: URL, table: Readonly<Record<string, string>> = RETIRED_PRODUCT_REDIRECTS): RedirectMatch | null {
  const path = withoutTrailingSlash(url.pathname);
  const key = path.toLowerCase();

  const retired = Object.hasOwn(table, key) ? table[key] : undefined;
  if (retired) return resolve(retired, url, true);

  const collectionProduct = COLLECTION_PRODUCT.exec(path);
  if (collectionProduct) {
    // A retired handle under a collection goes straight to its final address, in one hop.
    const product = `/products/${lowerCaseHandle(collectionProduct[1])}`;
    const onward = product.toLowerCase();
    return Object.hasOwn(table, onward) ? resolve(table[onward], url, true) : resolve(product, url, false);
  }

  const page = LEGACY_PAGE.exec(path);
  if (page) {
    const slug = page[1];
    return resolve(slug.toLowerCase() === 'shipping' ? '/shipping-and-returns' : `/${slug}`, url, false);
  }

  const shopHandle = SHOP_HANDLE.exec(path);
  if (shopHandle) {
    const lower = lowerCaseHandle(shopHandle[2]);
    if (lower !== shopHandle[2]) return resolve(`/${shopHandle[1].toLowerCase()}/${lower}`, url, false);
  }
  return null;
}
