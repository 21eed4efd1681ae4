import { lazy, Suspense, useEffect, useEffectEvent, useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { AnalyticsBusData } from '~/analytics/AnalyticsBus';
import { useHydrated } from '~/core/ui/useHydrated';
import { afterHydration } from '~/core/ui/hydrate-later';
import { expectShopEvents, publishPageView, type ShopEvent } from '~/core/events/outbox';

const AnalyticsBus = lazy(() => import('~/analytics/AnalyticsBus'));
const TrackingKeeper = afterHydration(() => import('~/analytics/TrackingKeeper').then((module) => module.TrackingKeeper));

/**
 * The page, then what only scripts do after it: campaign parameters kept (TrackingKeeper), and
 * Hydrogen's analytics bus (its provider, Shopify's consent and analytics senders, the GA4 mapping)
 * when it has work: a Shopify storefront id is configured (Shopify's privacy API runs whatever the
 * choice), or the shopper has accepted analytics or marketing. A first visit that has not chosen
 * never fetches it; a consent given on the page brings it, and the view on screen is reported
 * (outbox.ts). Nothing of it is drawn, so the server writes nothing. Error pages render without
 * root data: nothing to track.
 */
export function AnalyticsRoot({ data, children }: { data: AnalyticsBusData | undefined; children: ReactNode }) {
  const hydrated = useHydrated();
  const wanted = Boolean(data?.shop || data?.visitorConsent?.analytics || data?.visitorConsent?.marketing);
  // A layout effect: it runs before any of the page's (passive) effects publish their views.
  useLayoutEffect(() => expectShopEvents(wanted), [wanted]);
  return (
    <>
      {children}
      <TrackingKeeper />
      {hydrated && data && wanted ? (
        <Suspense fallback={null}>
          <AnalyticsBus data={data} />
        </Suspense>
      ) : null}
    </>
  );
}

type ViewType = Extract<ShopEvent, `${string}_viewed`>;

/**
 * A page view on Hydrogen's analytics bus, as Analytics.ProductView / CollectionView / SearchView /
 * CartView publish it, but also for a shop without a Shopify storefront id (those wait for Shopify's
 * shop id, which never comes then, and our GA4 dataLayer would hear nothing). Sent once per
 * address: a variant change is a new address, a re-render is not. The bus adds the shop, the bag and
 * the shared custom data, and sends the view once more at the moment the shopper consents.
 */
export function ViewEvent({
  type,
  data,
  customData,
}: {
  type: ViewType;
  data: Record<string, unknown>;
  customData?: Record<string, unknown>;
}) {
  const { pathname, search } = useLocation();
  const send = useEffectEvent(() => publishPageView(type, { ...data, customData, url: window.location.href }));
  useEffect(() => send(), [pathname, search]);
  return null;
}
