import { useEffect, useEffectEvent } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { useAnalytics } from '@shopify/hydrogen';

type ViewType = 'product_viewed' | 'collection_viewed' | 'search_viewed';

/**
 * A page view on Hydrogen's analytics bus, as Analytics.ProductView / CollectionView / SearchView
 * publish it, but also for a shop without a Shopify storefront id: those wait for Shopify's shop id,
 * which never comes then, and our GA4 dataLayer would hear nothing. With a storefront id it waits
 * for the shop as they do, so Shopify's own handlers get the payload they need. Sent once per
 * address, and once more at the moment the shopper consents (Hydrogen's publish changes then).
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
    // Hydrogen types publish() per event; this one component serves three of them.
    (publish as (event: ViewType, payload: unknown) => void)(type, {
      ...data,
      customData: { ...customData, ...own },
      cart,
      prevCart,
      shop,
      url: window.location.href,
    });
  });
  // Once per address, as Hydrogen's views: a variant change is a new address, a re-render is not;
  // and once more when consent swaps Hydrogen's muted publish for the real one, or the shop arrives.
  useEffect(() => send(), [publish, pathname, search, shop?.shopId]);
  return null;
}
