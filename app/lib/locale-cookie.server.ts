import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '~/lib/constants';
import { localeCookieValue, type Locale } from '~/lib/locale';

export function localeSetCookie(locale: Locale, request: Request): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${LOCALE_COOKIE}=${localeCookieValue(locale)}; Path=/; Max-Age=${LOCALE_COOKIE_DAYS * 86400}; SameSite=Lax; HttpOnly${secure}`;
}

/** Only paths on this site: an absolute or protocol-relative URL would make this an open redirect. */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  try {
    const url = new URL(value, 'http://local.invalid');
    return url.origin === 'http://local.invalid' ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
