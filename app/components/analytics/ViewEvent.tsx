import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';
import { publishPageView, type ShopEvent } from '~/lib/analytics/outbox';

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
