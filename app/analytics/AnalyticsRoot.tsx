import { useCallback, useEffect, useEffectEvent, type ReactNode } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { Analytics, useAnalytics, type ShopAnalytics } from '@shopify/hydrogen';
import { DataLayer } from '~/analytics/DataLayer';
import { DelayedScript } from '~/analytics/DelayedScript';
import { BagEvents } from '~/analytics/BagEvents';
import { ConsentSync } from '~/analytics/ConsentSync';
import { afterHydration } from '~/core/ui/hydrate-later';
import type { Consent } from '~/core/request/consent';

const TrackingKeeper = afterHydration(() => import('~/analytics/TrackingKeeper').then((module) => module.TrackingKeeper));

interface AnalyticsRootData {
  cart: unknown;
  shop: Promise<ShopAnalytics | null> | null;
  consent: Parameters<typeof Analytics.Provider>[0]['consent'];
  visitorConsent: Consent | null;
  publicEnv: { analyticsScriptUrl: string | null; marketingScriptUrl: string | null };
}

/** What an error page without root data gives the provider: no shop, no bag, nothing tracked. */
const NO_CONSENT = {} as Parameters<typeof Analytics.Provider>[0]['consent'];

/**
 * Hydrogen's analytics bus around the page, the GA4 dataLayer subscriber, the optional third-party
 * scripts, and campaign parameters kept (TrackingKeeper, after hydration). The shopper's cookie
 * choice decides: Hydrogen publishes nothing while `canTrack` is false, and the scripts load only
 * for the purposes the shopper accepted. Error pages render without root data: the provider is
 * still there (the page's cards publish on it), with nothing to track.
 */
export function AnalyticsRoot({ data, children }: { data: AnalyticsRootData | undefined; children: ReactNode }) {
  const analytics = data?.visitorConsent?.analytics === true;
  const marketing = data?.visitorConsent?.marketing === true;
  // A new function when the choice changes: Hydrogen's provider then swaps its muted publish for
  // the real one, and the page's view is sent once more, at the moment of consent.
  const canTrack = useCallback(() => analytics, [analytics]);
  return (
    <Analytics.Provider
      cart={(data?.cart ?? null) as Parameters<typeof Analytics.Provider>[0]['cart']}
      shop={data?.shop ?? null}
      consent={data?.consent ?? NO_CONSENT}
      canTrack={canTrack}
    >
      {children}
      <TrackingKeeper />
      {data ? (
        <>
          <DataLayer />
          {/* Hydrogen diffs the bag itself when a Shopify shop is configured; without one, we do. */}
          {data.shop ? (
            <ConsentSync consent={data.visitorConsent} />
          ) : (
            <BagEvents cart={data.cart as Parameters<typeof BagEvents>[0]['cart']} />
          )}
          <DelayedScript src={analytics ? data.publicEnv.analyticsScriptUrl : null} purpose="analytics" />
          <DelayedScript src={marketing ? data.publicEnv.marketingScriptUrl : null} purpose="marketing" />
        </>
      ) : null}
    </Analytics.Provider>
  );
}

type ViewType = 'product_viewed' | 'collection_viewed' | 'search_viewed' | 'cart_viewed';

/**
 * A page view on Hydrogen's analytics bus, with what Analytics.ProductView / CollectionView /
 * SearchView / CartView add (the shop, the bag before and after, the shared custom data). Not those
 * components themselves: they publish only once Shopify's shop id has arrived, which never happens
 * on a shop without a Shopify storefront id, and our GA4 dataLayer would then hear nothing. With a
 * storefront id it waits for the shop as they do, so Shopify's handlers get the payload they need.
 * Sent once per address (a variant change is a new address, a re-render is not), and once more when
 * consent swaps Hydrogen's muted publish for the real one.
 */
export function ViewEvent({
  type,
  data,
  customData: own,
}: {
  type: ViewType;
  data: Record<string, unknown>;
  customData?: Record<string, unknown>;
}) {
  const { publish, shop, cart, prevCart, customData } = useAnalytics();
  const expectsShop = Boolean(useRouteLoaderData<{ shop: unknown }>('root')?.shop);
  const { pathname, search } = useLocation();
  const send = useEffectEvent(() => {
    if (expectsShop && !shop?.shopId) return;
    // Hydrogen types publish() per event; this one component serves four of them.
    (publish as (event: ViewType, payload: unknown) => void)(type, {
      ...data,
      customData: { ...customData, ...own },
      cart,
      prevCart,
      shop,
      url: window.location.href,
    });
  });
  useEffect(() => send(), [publish, pathname, search, shop?.shopId]);
  return null;
}
