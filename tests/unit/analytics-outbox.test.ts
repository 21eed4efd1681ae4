// The page's analytics events before Hydrogen's bus has arrived (lib/analytics/outbox.ts): kept in
// order while a bus is coming, only the view on screen while none is (no consent yet), and that view
// reported once to each new sender (the moment of consent), never a page the shopper has left.
// The bag opened in its drawer is an event, not the page's view.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Outbox = typeof import('~/core/events/outbox');
let outbox: Outbox;

function at(path: string) {
  vi.stubGlobal('window', { location: { pathname: path.split('?')[0], href: `https://shop.test${path}` } });
}
const url = (path: string) => `https://shop.test${path}`;

beforeEach(async () => {
  vi.resetModules();
  outbox = await import('~/core/events/outbox');
});
afterEach(() => vi.unstubAllGlobals());

describe('analytics outbox', () => {
  it('keeps every event in order while a bus is on its way, and delivers each once', () => {
    at('/collections/bags');
    outbox.expectShopEvents(true);
    outbox.publishPageView('collection_viewed', { url: url('/collections/bags') });
    outbox.publishShopEvent('custom_select_item', { customData: { list: 'bags' } });
    const sent: string[] = [];
    outbox.connectShopEvents((event) => sent.push(event));
    outbox.publishShopEvent('cart_viewed', { url: url('/collections/bags') });
    expect(sent).toEqual(['collection_viewed', 'custom_select_item', 'cart_viewed']);
  });

  it('without a bus coming keeps only the view on screen, and reports it when consent brings one', () => {
    at('/products/arco-tote');
    outbox.expectShopEvents(false);
    outbox.publishPageView('collection_viewed', { url: url('/collections/bags') });
    outbox.publishShopEvent('custom_select_item', { customData: { list: 'bags' } });
    outbox.publishPageView('product_viewed', { url: url('/products/arco-tote?Color=Nero') });
    outbox.publishShopEvent('cart_viewed', { url: url('/products/arco-tote?Color=Nero') });
    outbox.expectShopEvents(true);
    const sent: Array<[string, unknown]> = [];
    outbox.connectShopEvents((event, payload) => sent.push([event, payload.url]));
    expect(sent).toEqual([['product_viewed', url('/products/arco-tote?Color=Nero')]]);
  });

  it('reports the view again to a new sender only, and never a view of a page left behind', () => {
    at('/search');
    outbox.expectShopEvents(true);
    outbox.publishPageView('search_viewed', { url: url('/search?q=tote') });
    const first: string[] = [];
    const disconnect = outbox.connectShopEvents((event) => first.push(event));
    expect(first).toEqual(['search_viewed']);
    disconnect();
    const second: string[] = [];
    const sendAgain = (event: string) => second.push(event);
    outbox.connectShopEvents(sendAgain);
    expect(second).toEqual(['search_viewed']);

    at('/about');
    const third: string[] = [];
    outbox.connectShopEvents((event) => third.push(event));
    expect(third).toEqual([]);
  });
});
