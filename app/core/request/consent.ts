// The shopper's cookie choices. Our cookie is the record: the server reads it to decide whether
// the banner shows and hands the choice to the page, so no script needs to read it (it is HttpOnly).
// Where a Shopify storefront id is configured the same choice is also given to Shopify's Customer
// Privacy API (components/analytics/ConsentSync.tsx), which keeps its own cookie for checkout.
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from '~/core/constants';
import { cookieString, DAY_SECONDS, readCookie } from '~/core/request/cookies';

export interface Consent {
  analytics: boolean;
  marketing: boolean;
}

const PURPOSES = ['analytics', 'marketing'] as const;
const NONE = 'none';

/** The choice in the Cookie header, or null while the shopper has not chosen (or the value is not ours). */
export function readConsent(cookieHeader: string | null | undefined): Consent | null {
  const value = readCookie(cookieHeader, CONSENT_COOKIE);
  if (value === undefined) return null;
  if (value === NONE) return { analytics: false, marketing: false };
  const granted = value.split('.');
  if (!granted.length || granted.some((purpose) => !(PURPOSES as readonly string[]).includes(purpose))) return null;
  return { analytics: granted.includes('analytics'), marketing: granted.includes('marketing') };
}

export function consentCookie(consent: Consent, secure: boolean): string {
  const granted = PURPOSES.filter((purpose) => consent[purpose]);
  const value = granted.length ? granted.join('.') : NONE;
  return cookieString(CONSENT_COOKIE, value, { maxAge: CONSENT_COOKIE_DAYS * DAY_SECONDS, httpOnly: true, secure });
}

/**
 * The banner's form: "Accept all", "Reject all", or "Save my choices" with the two boxes. Anything
 * else is not a choice (null), so a stray post never records consent the shopper did not give.
 */
export function consentFromForm(form: FormData): Consent | null {
  switch (form.get('intent')) {
    case 'accept':
      return { analytics: true, marketing: true };
    case 'reject':
      return { analytics: false, marketing: false };
    case 'save':
      return { analytics: form.get('analytics') === 'on', marketing: form.get('marketing') === 'on' };
    default:
      return null;
  }
}
