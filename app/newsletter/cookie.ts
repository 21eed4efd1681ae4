import { NEWSLETTER_COOKIE } from '~/core/constants';
import { readCookieValues } from '~/core/request/cookie-header';

/**
 * Whether the newsletter cookie is set (spec section 4), read by the popup in the browser: it holds
 * no personal data, so scripts may read it. Written by the /newsletter action (cookie.server.ts).
 */
export function hasNewsletterCookie(cookieHeader: string | null | undefined): boolean {
  return readCookieValues(cookieHeader, NEWSLETTER_COOKIE).length > 0;
}
