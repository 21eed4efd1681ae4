import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '~/core/constants';
import { localeCookieValue, type Locale } from '~/core/locale/locale';
import { cookieString, DAY_SECONDS, isSecureRequest } from '~/core/request/cookies';

/**
 * Remembers the region a shopper chose. Nothing reads it to decide what a page shows: the address
 * says the market (market.ts), so a cookie can neither change a page nor split a cache.
 */
export function localeSetCookie(locale: Locale, request: Request): string {
  return cookieString(LOCALE_COOKIE, localeCookieValue(locale), {
    maxAge: LOCALE_COOKIE_DAYS * DAY_SECONDS,
    httpOnly: true,
    secure: isSecureRequest(request),
  });
}
