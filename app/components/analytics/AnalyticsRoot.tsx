import type { ReactNode } from 'react';
import { Analytics, type ShopAnalytics } from '@shopify/hydrogen';
import { DataLayer } from '~/components/analytics/DataLayer';
import { DelayedScript } from '~/components/analytics/DelayedScript';
import { TrackingKeeper } from '~/components/analytics/TrackingKeeper';

interface AnalyticsRootData {
  cart: unknown;
  shop: Promise<ShopAnalytics | null> | null;
  consent: Parameters<typeof Analytics.Provider>[0]['consent'];
  publicEnv: { analyticsScriptUrl: string | null };
}

// Without Shopify's consent API (no storefront id configured) the only consumers are our own
// dataLayer and a merchant's tag manager; they decide consent in their own banner.
const trackWithoutShopifyConsent = () => true;

/**
 * Hydrogen's analytics bus around the page, the GA4 dataLayer subscriber, and the optional
 * third-party script. Error pages render without root data; then there is nothing to track.
 */
export function AnalyticsRoot({ data, children }: { data: AnalyticsRootData | undefined; children: ReactNode }) {
  if (!data) return <>{children}</>;
  // TrackingKeeper sits with analytics: both exist for the same campaign attribution.
  return (
    <Analytics.Provider
      cart={data.cart as Parameters<typeof Analytics.Provider>[0]['cart']}
      shop={data.shop}
      consent={data.consent}
      canTrack={data.shop ? undefined : trackWithoutShopifyConsent}
    >
      {children}
      <DataLayer />
      <TrackingKeeper />
      <DelayedScript src={data.publicEnv.analyticsScriptUrl} />
    </Analytics.Provider>
  );
}
