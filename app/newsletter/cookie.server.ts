import { NEWSLETTER_CLOSE_DAYS, NEWSLETTER_COOKIE, NEWSLETTER_SUBSCRIBE_DAYS } from '~/core/constants';
import { cookieString, DAY_SECONDS } from '~/core/request/cookies';

/**
 * The newsletter cookie (spec section 4): closing the popup keeps it away for a day, subscribing
 * for a year. Not HttpOnly: the popup reads it (cookie.ts).
 */
export function newsletterCookie(reason: 'dismissed' | 'subscribed', secure: boolean): string {
  const days = reason === 'subscribed' ? NEWSLETTER_SUBSCRIBE_DAYS : NEWSLETTER_CLOSE_DAYS;
  return cookieString(NEWSLETTER_COOKIE, reason, { maxAge: days * DAY_SECONDS, httpOnly: false, secure });
}
