import type { MiddlewareFunction } from 'react-router';
import { LOCALE_COOKIE } from '~/lib/constants';
import { localeClearCookie } from '~/lib/locale/cookie.server';
import { withCookies } from '~/middleware/set-cookies';

/**
 * A locale cookie the shop does not offer (or that names no locale) has already been set aside for
 * this request (context.server.ts); this clears it, so the next request neither asks the shop again
 * nor repeats the fallback for the cookie's whole year. A response that sets the cookie itself (the
 * region chooser) keeps its own value.
 */
export const clearRefusedLocaleCookie: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  if (!context.localeCookieRefused) return response;
  if (response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${LOCALE_COOKIE}=`))) return response;
  return withCookies(response, [localeClearCookie(request)]);
};
