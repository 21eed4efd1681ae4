import { useCallback, useEffect, useRef } from 'react';
import { Analytics, useAnalytics, type ShopAnalytics } from '@shopify/hydrogen';
import { DataLayer } from '~/analytics/DataLayer';
import { DelayedScript } from '~/analytics/DelayedScript';
import { BagEvents } from '~/analytics/BagEvents';
import { ConsentSync } from '~/analytics/ConsentSync';
import { connectShopEvents, type ShopEvent, type ShopEventPayload } from '~/core/events/outbox';
import type { Consent } from '~/core/request/consent';

export interface AnalyticsBusData {
  cart: unknown;
  shop: Promise<ShopAnalytics | null> | null;
  consent: Parameters<typeof Analytics.Provider>[0]['consent'];
  visitorConsent: Consent | null;
  publicEnv: { analyticsScriptUrl: string | null; marketingScriptUrl: string | null };
}

/**
 * Hydrogen's analytics bus, the GA4 dataLayer subscriber, and the optional third-party scripts,
 * fetched after the page has hydrated, when there is work for it (AnalyticsRoot). The shopper's cookie choice decides:
 * Hydrogen publishes nothing while `canTrack` is false, and the scripts load only for the purposes
 * the shopper accepted.
 */
export default function AnalyticsBus({ data }: { data: AnalyticsBusData }) {
  const analytics = data.visitorConsent?.analytics === true;
  const marketing = data.visitorConsent?.marketing === true;
  // A new function when the choice changes: Hydrogen's provider then swaps its muted publish for
  // the real one, and the page's view is sent once more, at the moment of consent.
  const canTrack = useCallback(() => analytics, [analytics]);
  return (
    <Analytics.Provider
      cart={data.cart as Parameters<typeof Analytics.Provider>[0]['cart']}
      shop={data.shop}
      consent={data.consent}
      canTrack={canTrack}
    >
      <PageEvents expectsShop={Boolean(data.shop)} />
      <DataLayer />
      {/* Hydrogen diffs the bag itself when a Shopify shop is configured; without one, we do. */}
      {data.shop ? (
        <ConsentSync consent={data.visitorConsent} />
      ) : (
        <BagEvents cart={data.cart as Parameters<typeof BagEvents>[0]['cart']} />
      )}
      <DelayedScript src={analytics ? data.publicEnv.analyticsScriptUrl : null} purpose="analytics" />
      <DelayedScript src={marketing ? data.publicEnv.marketingScriptUrl : null} purpose="marketing" />
    </Analytics.Provider>
  );
}

/**
 * Delivers the page's events (outbox.ts) with what Hydrogen's own view components add: the shop,
 * the bag before and after (unless the event names the bag it saw), the shared custom data. With a
 * Shopify storefront id they wait for the shop, as Hydrogen's do, so Shopify's handlers get the
 * payload they need. A new publish (consent swaps the muted one for the real one) is a new sender,
 * and the outbox reports the view on screen to it.
 */
function PageEvents({ expectsShop }: { expectsShop: boolean }) {
  const bus = useAnalytics();
  const latest = useRef(bus);
  useEffect(() => {
    latest.current = bus;
  });
  const { publish } = bus;
  const ready = !expectsShop || Boolean(bus.shop?.shopId);
  useEffect(() => {
    if (!ready) return;
    return connectShopEvents((event: ShopEvent, payload: ShopEventPayload) => {
      const { shop, cart, prevCart, customData } = latest.current;
      // Hydrogen types publish() per event; this one sender serves five of them.
      (publish as (event: ShopEvent, payload: unknown) => void)(event, {
        cart,
        prevCart,
        shop,
        ...payload,
        customData: { ...customData, ...payload.customData },
      });
    });
  }, [publish, ready]);
  return null;
}
