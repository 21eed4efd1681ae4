import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '~/lib/constants';
import { localeCookieValue, type Locale } from '~/lib/locale/locale';

function attributes(request: Request): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `Path=/; SameSite=Lax; HttpOnly${secure}`;
}

export function localeSetCookie(locale: Locale, request: Request): string {
  return `${LOCALE_COOKIE}=${localeCookieValue(locale)}; Max-Age=${LOCALE_COOKIE_DAYS * 86400}; ${attributes(request)}`;
}

/** Removes the cookie: without one the shopper has the default locale, and no request asks the shop. */
export function localeClearCookie(request: Request): string {
  return `${LOCALE_COOKIE}=; Max-Age=0; ${attributes(request)}`;
}
