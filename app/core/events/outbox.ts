/**
 * Where the page hands its analytics events (views, a card chosen, the bag opened). Hydrogen's
 * analytics bus (AnalyticsBus.tsx) is not part of the first load: it is fetched once the page has
 * hydrated, and only when it has work (a Shopify storefront id, or the shopper's consent), so
 * events wait here until it connects. Browser state only: events come from effects and handlers,
 * which never run on the server.
 *
 * While no bus is coming (no consent yet), nothing is kept but the view on screen: when the
 * shopper consents, the bus arrives and reports that page, as Hydrogen's own views do at the moment
 * of consent; what happened before the choice is never sent.
 */
export type ShopEvent = 'product_viewed' | 'collection_viewed' | 'search_viewed' | 'cart_viewed' | 'custom_select_item';
export type ShopEventPayload = Record<string, unknown> & { customData?: Record<string, unknown>; url?: string };
type Send = (event: ShopEvent, payload: ShopEventPayload) => void;
type Entry = [ShopEvent, ShopEventPayload];

let send: Send | null = null;
let expected = false;
const waiting: Entry[] = [];
/** The latest page view, and the sender that has delivered it (a new sender reports it again). */
let view: Entry | null = null;
let viewSentBy: Send | null = null;

function deliver(to: Send, [event, payload]: Entry): void {
  if (view && payload === view[1]) viewSentBy = to;
  to(event, payload);
}

/**
 * Whether a view is of the page on screen: the same path (campaign parameters re-added to the
 * address do not make it another page; a page without a view of its own has another path).
 */
function onScreen([, payload]: Entry): boolean {
  return typeof payload.url === 'string' && new URL(payload.url).pathname === window.location.pathname;
}

/** Publishes on Hydrogen's bus, or as soon as it has connected (a card chosen, the bag opened). */
export function publishShopEvent(event: ShopEvent, payload: ShopEventPayload): void {
  if (send) deliver(send, [event, payload]);
  else if (expected) waiting.push([event, payload]);
}

/** The page's own view (ViewEvent): published as any event, and remembered as the page on screen. */
export function publishPageView(event: ShopEvent, payload: ShopEventPayload): void {
  view = [event, payload];
  viewSentBy = null;
  publishShopEvent(event, payload);
}

/** Whether a bus is on its way (AnalyticsRoot says so before the page's effects publish). */
export function expectShopEvents(coming: boolean): void {
  expected = coming;
  if (!coming) waiting.length = 0;
}

/**
 * The bus takes over delivery: what waited first, then the view on screen if this sender has not
 * reported it (the shopper has just consented). The function returned hands delivery back.
 */
export function connectShopEvents(next: Send): () => void {
  send = next;
  for (const entry of waiting.splice(0)) deliver(next, entry);
  if (view && viewSentBy !== next && onScreen(view)) deliver(next, view);
  return () => {
    if (send === next) send = null;
  };
}
