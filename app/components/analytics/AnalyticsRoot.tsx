import { useCallback, type ReactNode } from 'react';
import { Analytics, type ShopAnalytics } from '@shopify/hydrogen';
import { DataLayer } from '~/components/analytics/DataLayer';
import { DelayedScript } from '~/components/analytics/DelayedScript';
import { TrackingKeeper } from '~/components/analytics/TrackingKeeper';
import { BagEvents } from '~/components/analytics/BagEvents';
import { ConsentSync } from '~/components/analytics/ConsentSync';
import type { Consent } from '~/lib/analytics/consent';

interface AnalyticsRootData {
  cart: unknown;
  shop: Promise<ShopAnalytics | null> | null;
  consent: Parameters<typeof Analytics.Provider>[0]['consent'];
  visitorConsent: Consent | null;
  publicEnv: { analyticsScriptUrl: string | null; marketingScriptUrl: string | null };
}

/**
 * Hydrogen's analytics bus around the page, the GA4 dataLayer subscriber, and the optional
 * third-party scripts. The shopper's cookie choice decides: Hydrogen publishes nothing while
 * `canTrack` is false, and the scripts load only for the purposes the shopper accepted. Error pages
 * render without root data; then there is nothing to track.
 */
export function AnalyticsRoot({ data, children }: { data: AnalyticsRootData | undefined; children: ReactNode }) {
  const analytics = data?.visitorConsent?.analytics === true;
  const marketing = data?.visitorConsent?.marketing === true;
  // A new function when the choice changes: Hydrogen's provider then swaps its muted publish for
  // the real one, and the page's view is sent once, at the moment of consent.
  const canTrack = useCallback(() => analytics, [analytics]);
  if (!data) return <>{children}</>;
  // TrackingKeeper sits with analytics: both exist for the same campaign attribution.
  return (
    <Analytics.Provider
      cart={data.cart as Parameters<typeof Analytics.Provider>[0]['cart']}
      shop={data.shop}
      consent={data.consent}
      canTrack={canTrack}
    >
      {children}
      <DataLayer />
      {/* Hydrogen diffs the bag itself when a Shopify shop is configured; without one, we do. */}
      {data.shop ? (
        <ConsentSync consent={data.visitorConsent} />
      ) : (
        <BagEvents cart={data.cart as Parameters<typeof BagEvents>[0]['cart']} />
      )}
      <TrackingKeeper />
      <DelayedScript src={analytics ? data.publicEnv.analyticsScriptUrl : null} purpose="analytics" />
      <DelayedScript src={marketing ? data.publicEnv.marketingScriptUrl : null} purpose="marketing" />
    </Analytics.Provider>
  );
}
