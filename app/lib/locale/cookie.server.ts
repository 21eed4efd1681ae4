import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '~/lib/constants';
import { localeCookieValue, type Locale } from '~/lib/locale/locale';
import { cookieString, DAY_SECONDS, isSecureRequest } from '~/lib/cookies';

export function localeSetCookie(locale: Locale, request: Request): string {
  return cookieString(LOCALE_COOKIE, localeCookieValue(locale), {
    maxAge: LOCALE_COOKIE_DAYS * DAY_SECONDS,
    httpOnly: true,
    secure: isSecureRequest(request),
  });
}
