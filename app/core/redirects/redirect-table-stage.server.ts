import { redirect, type MiddlewareFunction } from 'react-router';
import { findRedirect } from '~/core/redirects/redirect-table';
import { prefixOf, withoutPrefix, withPrefix } from '~/core/locale/market';

/**
 * The storefront's own redirects (retired products, /pages/*, products under a collection) answer
 * before any loader asks a service: a permanent move needs no session or API call. Only GET and
 * HEAD move: a form post to an old address must not silently become a GET elsewhere. React Router
 * turns the thrown redirect into the answer a client-side navigation expects.
 */
export const redirectTable: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (request.method === 'GET' || request.method === 'HEAD') {
    // The rules read the path as the route table names it; a move within the shop stays in the market.
    const url = new URL(request.url);
    const prefix = prefixOf(url.pathname);
    url.pathname = withoutPrefix(url.pathname);
    const match = findRedirect(url);
    if (match) throw redirect(match.external ? match.location : withPrefix(prefix, match.location), match.status);
  }
  return next();
};
