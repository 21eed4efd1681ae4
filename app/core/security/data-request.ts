// React Router's single-fetch data requests (/a/b.data, /a/b/_.data for a trailing slash,
// /_root.data for the home page) mapped back to the page they are for. Only the code that runs
// before React Router (the method and response policies in server.ts) needs this; loaders and
// middleware already see the page URL.

import { withoutPrefix } from '~/core/locale/market';

const DATA_SUFFIX = '.data';
const ROOT_DATA = '_root.data';
const TRAILING_SLASH_DATA = '/_.data';

/**
 * The page a request is for, as the route table names it (without a market's prefix: `/it-it/cart.data`
 * is the page `/cart`), and whether it is a client-side navigation's data request.
 */
export function pagePath(pathname: string): { pathname: string; isDataRequest: boolean } {
  const path = withoutPrefix(pathname);
  if (!path.endsWith(DATA_SUFFIX)) return { pathname: path, isDataRequest: false };
  if (path.endsWith(TRAILING_SLASH_DATA)) return { pathname: path.slice(0, -TRAILING_SLASH_DATA.length + 1), isDataRequest: true };
  if (path.endsWith(`/${ROOT_DATA}`)) return { pathname: path.slice(0, -ROOT_DATA.length) || '/', isDataRequest: true };
  return { pathname: path.slice(0, -DATA_SUFFIX.length), isDataRequest: true };
}

/** Parameters React Router adds to data requests (`?_routes=`); never part of a shopper's URL. */
export const INTERNAL_PARAMS: readonly string[] = ['_routes'];

/** The query as the shopper wrote it: without React Router's own parameters, `?` included when any is left. */
export function shopperSearch(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const name of INTERNAL_PARAMS) params.delete(name);
  const search = params.toString();
  return search ? `?${search}` : '';
}
