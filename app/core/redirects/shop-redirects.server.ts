// Hydrogen's `storefrontRedirect`, for a page the app does not know, behind the redirect guard.
import { storefrontRedirect, type Storefront } from '@shopify/hydrogen';
import { isAbsoluteHttpUrl, redirectLocation, sameOriginPath } from '~/core/security/redirect-guard';
import { prefixOf, withoutPrefix, withPrefix } from '~/core/locale/market';

/** The query parameters Hydrogen follows on a 404 when the shop has no URL redirect for the path. */
const VISITOR_REDIRECT_PARAMS = ['return_to', 'redirect'] as const;

/**
 * The shop's URL redirect for a 404, or the 404 itself.
 *
 * Hydrogen also follows `?return_to=` / `?redirect=`, and its own origin check lets `/.//evil.example`
 * through (it resolves to the protocol-relative `//evil.example`). Those values are the visitor's, so
 * each passes our guard before Hydrogen sees it, or is dropped and the 404 stands.
 *
 * A merchant's URL redirect may name another site (the spec: "An external target navigates the
 * browser away"), and Hydrogen sends `/admin` to the shop's admin: those come from the shop's own
 * data, which only the merchant can write, so an absolute http(s) target is kept — but only when the
 * request carried no visitor redirect parameter, so an off-site answer can never have come from the
 * query string, whatever order Hydrogen checks its sources in.
 */
export async function guardedStorefrontRedirect({
  request,
  response,
  storefront,
}: {
  request: Request;
  response: Response;
  storefront: Storefront;
}): Promise<Response> {
  const url = new URL(request.url);
  // The shop's redirects name paths of the default market; one met under a market's prefix keeps it.
  const prefix = prefixOf(url.pathname);
  url.pathname = withoutPrefix(url.pathname);
  let visitorAsked = false;
  for (const name of VISITOR_REDIRECT_PARAMS) {
    if (!url.searchParams.has(name)) continue;
    visitorAsked = true;
    const path = sameOriginPath(url.searchParams.get(name), url.origin);
    if (path) url.searchParams.set(name, path);
    else url.searchParams.delete(name);
  }
  // Hydrogen reads only the URL; a fresh GET-shaped request also keeps a posted body out of it.
  const guarded = new Request(url.toString(), { headers: request.headers });
  const redirected = await storefrontRedirect({ request: guarded, response, storefront });

  const location = redirectLocation(redirected);
  if (location === null || redirected === response) return redirected;
  const path = sameOriginPath(location, url.origin);
  if (path !== null) return withCookiesOf(response, prefix ? movedTo(redirected, withPrefix(prefix, path)) : redirected);
  return !visitorAsked && isAbsoluteHttpUrl(location) ? withCookiesOf(response, redirected) : response;
}

/** The redirect replaces the 404, not what it set: the session, a campaign's tracking, a cleared locale. */
function movedTo(redirect: Response, location: string): Response {
  const headers = new Headers(redirect.headers);
  headers.set('Location', location);
  return new Response(null, { status: redirect.status, headers });
}

function withCookiesOf(notFound: Response, redirect: Response): Response {
  const cookies = notFound.headers.getSetCookie();
  if (cookies.length === 0) return redirect;
  const headers = new Headers(redirect.headers);
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(redirect.body, { status: redirect.status, headers });
}
