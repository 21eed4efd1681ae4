import { useEffect } from 'react';
import { useAnalytics } from '@shopify/hydrogen';
import type { Consent } from '~/core/request/consent';

/**
 * Where a Shopify storefront id is configured, Hydrogen loads Shopify's Customer Privacy API; our
 * banner's choice is given to it, so Shopify's analytics and its checkout honour the same answer
 * (a choice made without JavaScript reaches it on the next page that runs scripts).
 */
export function ConsentSync({ consent }: { consent: Consent | null }) {
  const { customerPrivacy } = useAnalytics();
  const decided = consent !== null;
  const analytics = consent?.analytics === true;
  const marketing = consent?.marketing === true;
  useEffect(() => {
    if (!decided || !customerPrivacy) return;
    const current = customerPrivacy.currentVisitorConsent();
    const wanted = { analytics, marketing, preferences: analytics, sale_of_data: marketing };
    const same = (['analytics', 'marketing', 'preferences', 'sale_of_data'] as const).every(
      (key) => current[key] === (wanted[key] ? 'yes' : 'no'),
    );
    if (!same) customerPrivacy.setTrackingConsent(wanted, () => {});
  }, [decided, analytics, marketing, customerPrivacy]);
  return null;
}
