// The fetch policy as the proxy sees it. Loaders retry a query
// 3 times 1 s apart and then give up; a mutation whose request may have reached the shop is never
// sent again; slow deferred data (recommendations) is time-boxed and renders its fallback while the
// page itself answers at once; and a shop slow on every call still gets an answer within the budget.
// Every product page is visited once only: Hydrogen's sub-request cache would answer a second visit.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStorefrontBehindFaultProxy, type FaultyStorefront } from '../support/faulty-storefront.ts';
import { Shopper, stockedVariants, storefrontApi } from '../support/bag.ts';
import { messages } from '../../app/texts.ts';
import { DATA_RETRY_ATTEMPTS, DATA_RETRY_DELAY_MS, DEFERRED_DATA_BUDGET_MS, REQUEST_DATA_BUDGET_MS } from '../../app/core/constants.ts';

const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** A browser gets the document streamed (a crawler, and Node's own fetch, get it whole). */
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
/** Latency far beyond any budget, as a shop in trouble might show. */
const SLOW_MS = 10_000;
/** Room for a loaded two-core machine; every bound below is still well short of SLOW_MS. */
const SLACK_MS = 2500;
/**
 * Tighter for deferred data: React Router gives up on a pending deferred value by itself after
 * 4950 ms, so only a bound below that shows our own budget at work.
 */
const DEFERRED_SLACK_MS = 1500;

let storefront: FaultyStorefront;
let unvisited: string[];
const nextProduct = () => {
  const handle = unvisited.shift();
  if (!handle) throw new Error('The catalogue has run out of unvisited products');
  return `/products/${handle}`;
};

beforeAll(async () => {
  storefront = await startStorefrontBehindFaultProxy();
  const data = await storefrontApi<{ products: { nodes: Array<{ handle: string }> } }>(
    storefront.shopUrl,
    '{ products(first: 20) { nodes { handle } } }',
  );
  unvisited = data.products.nodes.map((product) => product.handle);
});
afterAll(async () => {
  await storefront?.close();
});
beforeEach(() => storefront.proxy.clear());

describe('a loader query that fails', () => {
  it('is retried, 1 s apart, and the page answers when an attempt gets through', async () => {
    const path = nextProduct();
    const before = storefront.proxy.calls.length;
    storefront.proxy.failNext(DATA_RETRY_ATTEMPTS - 1, 'Product', { kind: 'status', status: 503 });
    const response = await fetch(`${storefront.url}${path}`);
    expect(response.status).toBe(200);
    const attempts = storefront.proxy.calls.slice(before).filter((call) => call.operation === 'Product');
    expect(attempts).toHaveLength(DATA_RETRY_ATTEMPTS);
    for (let index = 1; index < attempts.length; index++) {
      // A lower bound only: the wait is at least the spec's second (less a little clock rounding).
      expect(attempts[index].at - attempts[index - 1].at).toBeGreaterThanOrEqual(DATA_RETRY_DELAY_MS - 50);
    }
  });

  it('is tried exactly 3 times, then the page is a friendly 5xx', async () => {
    const path = nextProduct();
    const before = storefront.proxy.count('Product');
    storefront.proxy.failNext(Number.MAX_SAFE_INTEGER, 'Product', { kind: 'reset' });
    const response = await fetch(`${storefront.url}${path}`);
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(await response.text()).toContain(messages.somethingWentWrong);
    expect(storefront.proxy.count('Product') - before).toBe(DATA_RETRY_ATTEMPTS);
  });
});

describe('a bag mutation that fails after it may have reached the shop', () => {
  let variants: string[];
  beforeAll(async () => {
    variants = await stockedVariants(storefront.shopUrl);
  });

  it('is not sent again when its answer is lost (the shop applied it once)', async () => {
    const shopper = new Shopper(storefront.url, storefront.shopUrl);
    expect((await shopper.add(variants[0], 1)).status).toBe(200);
    const before = storefront.proxy.count('cartLinesAdd');
    storefront.proxy.failNext(1, 'cartLinesAdd', { kind: 'drop-response' });
    const response = await shopper.add(variants[1], 1);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain(messages.somethingWentWrong);
    expect(storefront.proxy.count('cartLinesAdd') - before).toBe(1);
    // The shop did apply it, once: a resent add would have made it two.
    const bag = await shopper.bag();
    expect(bag?.lines.find((line) => line.variantId === variants[1])?.quantity).toBe(1);
  });

  it('is not sent again after a 5xx or a reset socket', async () => {
    const shopper = new Shopper(storefront.url, storefront.shopUrl);
    expect((await shopper.add(variants[0], 1)).status).toBe(200);
    for (const fault of [{ kind: 'status', status: 502 }, { kind: 'reset' }] as const) {
      const before = storefront.proxy.count('cartLinesAdd');
      storefront.proxy.failNext(1, 'cartLinesAdd', fault);
      const response = await shopper.add(variants[1], 1);
      expect(response.status, fault.kind).toBe(503);
      expect(storefront.proxy.count('cartLinesAdd') - before, fault.kind).toBe(1);
    }
    expect((await shopper.bag())?.lines.map((line) => line.variantId)).toEqual([variants[0]]);
  });
});

describe('slow recommendations (deferred data)', () => {
  it('has them on a page when the shop is quick (so their absence below means something)', async () => {
    const response = await fetch(`${storefront.url}${nextProduct()}`, { headers: { 'user-agent': BOT_UA } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('id="recommendations-title"');
  });

  it('do not hold up the page: the first byte comes at once, the fallback within the deferred budget', async () => {
    storefront.proxy.delay(SLOW_MS, 'ProductRecommendations');
    const started = Date.now();
    // Uncompressed: the local runtime's gzip holds a streamed body back until it ends.
    const response = await fetch(`${storefront.url}${nextProduct()}`, {
      headers: { 'user-agent': BROWSER_UA, 'accept-encoding': 'identity' },
    });
    const reader = response.body!.getReader();
    const first = await reader.read();
    const firstByte = Date.now() - started;
    let html = new TextDecoder().decode(first.value);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) html += new TextDecoder().decode(chunk.value);
    const complete = Date.now() - started;
    expect(response.status).toBe(200);
    // The page and the recommendations' placeholder stream before the deferred budget is spent...
    expect(firstByte).toBeLessThan(DEFERRED_DATA_BUDGET_MS);
    expect(html).toContain('product-card-placeholder');
    // ...and the document ends once the budget is spent, not after the delay.
    expect(complete).toBeLessThan(DEFERRED_DATA_BUDGET_MS + DEFERRED_SLACK_MS);
  });

  it('give a crawler (whole document at once) the page without them, within the deferred budget', async () => {
    storefront.proxy.delay(SLOW_MS, 'ProductRecommendations');
    const started = Date.now();
    const response = await fetch(`${storefront.url}${nextProduct()}`, { headers: { 'user-agent': BOT_UA } });
    const html = await response.text();
    expect(Date.now() - started).toBeLessThan(DEFERRED_DATA_BUDGET_MS + DEFERRED_SLACK_MS);
    expect(response.status).toBe(200);
    expect(html).toContain('product__info');
    expect(html).not.toContain('id="recommendations-title"');
  });
});

describe('a shop slow on every call', () => {
  it('still gets a friendly answer within the request budget, not after the full delay', async () => {
    storefront.proxy.delay(SLOW_MS);
    const started = Date.now();
    const response = await fetch(`${storefront.url}${nextProduct()}`);
    const html = await response.text();
    expect(Date.now() - started).toBeLessThan(REQUEST_DATA_BUDGET_MS + SLACK_MS);
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(html).toContain(messages.somethingWentWrong);
  });
});
