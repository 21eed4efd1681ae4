import { useEffect, useEffectEvent } from 'react';
import { useAnalytics } from '@shopify/hydrogen';
import type { AnalyticsEventName } from '~/analytics/ga4';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const SUBSCRIBED: AnalyticsEventName[] = [
  'product_viewed',
  'collection_viewed',
  'search_viewed',
  'cart_viewed',
  'product_added_to_cart',
  'custom_select_item',
];

/**
 * The GA4 mapping arrives with the first event: until the shopper accepts analytics nothing is
 * published, so most first visits never load it. Events wait on the one load, so they keep their order.
 */
let mapping: Promise<typeof import('~/analytics/ga4')> | undefined;

function pushGa4(name: AnalyticsEventName, payload: unknown) {
  mapping ??= import('~/analytics/ga4');
  mapping
    .then(({ ga4Event }) => {
      const event = ga4Event(name, payload);
      if (event) window.dataLayer!.push(event);
    })
    // Could not be fetched (offline): this event is lost, the next one tries again.
    .catch(() => (mapping = undefined));
}

/**
 * Translates Hydrogen's analytics events into GA4-style events on `window.dataLayer`, where a tag
 * manager (loaded later, only when configured) picks them up.
 */
export function DataLayer() {
  const { subscribe, register } = useAnalytics();
  // Registered while rendering, before any page's effect publishes: Hydrogen then holds those
  // events until this subscriber is ready, instead of delivering them to nobody.
  const { ready } = register('DataLayer');
  const markReady = useEffectEvent(() => ready());
  useEffect(() => {
    window.dataLayer ??= [];
    // Hydrogen types subscribe() per event; one generic handler serves them all.
    const listen = subscribe as (event: string, callback: (payload: unknown) => void) => void;
    for (const name of SUBSCRIBED) {
      listen(name, (payload) => pushGa4(name, payload));
    }
    markReady();
  }, [subscribe]);
  return null;
}
