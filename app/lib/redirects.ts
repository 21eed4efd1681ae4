// The storefront's own redirects (spec section 2, "Redirects"), applied in server.ts before React
// Router sees the request. Pure: a URL in, a location (or nothing) out; the shop's URL redirects
// (`storefrontRedirect`) still run afterwards for anything that ends in a 404.
import { RETIRED_PRODUCT_REDIRECTS } from '~/data/retired-product-redirects';

export interface RedirectMatch {
  /** A path with its query, or an absolute URL for an external target. */
  location: string;
  status: 301;
  external: boolean;
}

// React Router's single-fetch data requests: /a/b.data, /a/b/_.data (trailing slash), /_root.data.
const DATA_SUFFIX = '.data';
const ROOT_DATA = '_root.data';
const TRAILING_SLASH_DATA = '/_.data';
/** Parameters React Router adds to data requests; never part of a shopper's URL. */
const INTERNAL_PARAMS = ['_routes'];

const COLLECTION_PRODUCT = /^\/collections\/[^/]+\/products\/([^/]+)$/i;
const LEGACY_PAGE = /^\/pages\/([^/]+)$/i;
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:\/\//i;

/** The page a request is for, and whether it is a client-side navigation's data request. */
export function pagePath(pathname: string): { pathname: string; isDataRequest: boolean } {
  if (!pathname.endsWith(DATA_SUFFIX)) return { pathname, isDataRequest: false };
  if (pathname.endsWith(TRAILING_SLASH_DATA)) return { pathname: pathname.slice(0, -TRAILING_SLASH_DATA.length + 1), isDataRequest: true };
  if (pathname.endsWith(`/${ROOT_DATA}`)) return { pathname: pathname.slice(0, -ROOT_DATA.length) || '/', isDataRequest: true };
  return { pathname: pathname.slice(0, -DATA_SUFFIX.length), isDataRequest: true };
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

function resolve(target: string, incoming: URLSearchParams): RedirectMatch {
  const external = ABSOLUTE.test(target);
  // A placeholder origin lets URL parse and merge a path target; it is stripped again below.
  const base = 'http://internal.invalid';
  const url = new URL(target, base);
  mergeQuery(url, incoming);
  const location = external ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
  return { location, status: 301, external };
}

/** Where the rules send `url`, or null when none applies. `table` is the retired-product table. */
export function findRedirect(url: URL, table: Readonly<Record<string, string>> = RETIRED_PRODUCT_REDIRECTS): RedirectMatch | null {
  const path = withoutTrailingSlash(pagePath(url.pathname).pathname);
  const key = path.toLowerCase();

  const retired = Object.hasOwn(table, key) ? table[key] : undefined;
  if (retired) return resolve(retired, url.searchParams);

  const collectionProduct = COLLECTION_PRODUCT.exec(path);
  if (collectionProduct) {
    // A retired handle under a collection goes straight to its final address, in one hop.
    const product = `/products/${collectionProduct[1]}`;
    const onward = product.toLowerCase();
    return resolve(Object.hasOwn(table, onward) ? table[onward] : product, url.searchParams);
  }

  const page = LEGACY_PAGE.exec(path);
  if (page) {
    const slug = page[1];
    return resolve(slug.toLowerCase() === 'shipping' ? '/shipping-and-returns' : `/${slug}`, url.searchParams);
  }
  return null;
}

/**
 * The redirect response for a request, or null to let the app answer. Only GET and HEAD move: a
 * form post to an old address must not silently become a GET elsewhere. A client-side navigation
 * asks for `.data`; React Router expects its redirect as a 204 with X-Remix-Redirect.
 */
export function redirectResponse(request: Request, table?: Readonly<Record<string, string>>): Response | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = new URL(request.url);
  const match = findRedirect(url, table);
  if (!match) return null;
  if (pagePath(url.pathname).isDataRequest) {
    return new Response(null, {
      status: 204,
      headers: { 'X-Remix-Redirect': match.location, 'X-Remix-Status': String(match.status) },
    });
  }
  return new Response(null, { status: match.status, headers: { Location: match.location } });
}
