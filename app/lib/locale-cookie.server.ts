import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '~/lib/constants';
import { localeCookieValue, type Locale } from '~/lib/locale';

export function localeSetCookie(locale: Locale, request: Request): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${LOCALE_COOKIE}=${localeCookieValue(locale)}; Path=/; Max-Age=${LOCALE_COOKIE_DAYS * 86400}; SameSite=Lax; HttpOnly${secure}`;
}
