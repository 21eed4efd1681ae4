/**
 * Where the page hands its analytics events (views, a card chosen, the bag opened). Hydrogen's
 * analytics bus (AnalyticsBus.tsx) is not part of the first load: it is fetched once the page has
 * hydrated, and events published before it is there wait here, in order, until it connects.
 * Browser state only: events come from effects and handlers, which never run on the server.
 */
export type ShopEvent = 'product_viewed' | 'collection_viewed' | 'search_viewed' | 'cart_viewed' | 'custom_select_item';
export type ShopEventPayload = Record<string, unknown> & { customData?: Record<string, unknown> };
type Send = (event: ShopEvent, payload: ShopEventPayload) => void;

let send: Send | null = null;
const waiting: Array<[ShopEvent, ShopEventPayload]> = [];

/** Publishes on Hydrogen's bus, or as soon as it has connected. */
export function publishShopEvent(event: ShopEvent, payload: ShopEventPayload): void {
  if (send) send(event, payload);
  else waiting.push([event, payload]);
}

/** The bus takes over delivery (what waited first); the function returned hands it back. */
export function connectShopEvents(next: Send): () => void {
  send = next;
  for (const [event, payload] of waiting.splice(0)) next(event, payload);
  return () => {
    if (send === next) send = null;
  };
}
