// A bag read that fails (a 5xx, a GraphQL error, a reset socket) during
// an add, an update, a removal or a discount keeps the bag and its cookie, and tells the shopper
// the change did not go through. Only the shop saying the cart is gone may replace a bag.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withoutReactMarkers } from '../support/markup.ts';
import { startStorefrontBehindFaultProxy, type FaultyStorefront } from '../support/faulty-storefront.ts';
import type { Fault } from '../support/fault-proxy.ts';
import { Shopper, cartForm, pageMessage, stockedVariants } from '../support/bag.ts';
import { bagMessages, messages } from '../../app/texts.ts';
import { NEW_CART_COOKIE_PREFIX } from '../../app/core/constants.ts';

let storefront: FaultyStorefront;
let variants: string[];

beforeAll(async () => {
  storefront = await startStorefrontBehindFaultProxy();
  variants = await stockedVariants(storefront.shopUrl);
});
afterAll(async () => {
  await storefront?.close();
});
beforeEach(() => storefront.proxy.clear());

/** Every bag read fails while `change` runs (however often it is tried), then the shop is well again. */
async function withFailingBagReads<T>(fault: Fault, change: () => Promise<T>): Promise<T> {
  storefront.proxy.failNext(Number.MAX_SAFE_INTEGER, 'CartQuery', fault);
  try {
    return await change();
  } finally {
    storefront.proxy.clear();
  }
}

async function filledBag() {
  const shopper = new Shopper(storefront.url, storefront.shopUrl);
  expect((await shopper.add(variants[0], 2)).status).toBe(200);
  expect((await shopper.add(variants[1], 1)).status).toBe(200);
  const bag = await shopper.bag();
  expect(bag?.lines).toHaveLength(2);
  return { shopper, bag: bag! };
}

const faults: Array<[string, Fault]> = [
  ['a 503', { kind: 'status', status: 503 }],
  ['a GraphQL error', { kind: 'graphql-error' }],
  ['a reset socket', { kind: 'reset' }],
];

describe.each(faults)('a bag read that fails with %s', (_name, fault) => {
  const changes: Array<[string, (bag: NonNullable<Awaited<ReturnType<Shopper['bag']>>>) => URLSearchParams]> = [
    ['an add', () => cartForm('LinesAdd', { lines: [{ merchandiseId: variants[2], quantity: 1 }] })],
    ['an update', (bag) => cartForm('LinesUpdate', { lines: [{ id: bag.lines[0].id, quantity: 3 }] })],
    ['a removal', (bag) => cartForm('LinesRemove', { lineIds: [bag.lines[1].id] })],
    ['a discount', () => cartForm('DiscountCodesUpdate', { discountCodes: [] }, { discountCode: 'WELCOME10' })],
  ];

  it.each(changes)('during %s keeps the bag and the cookie, and says so', async (_change, form) => {
    const { shopper, bag } = await filledBag();
    const cookieBefore = shopper.cookies.get('cart');

    const response = await withFailingBagReads(fault, () => shopper.post(form(bag)));
    const html = await response.text();

    expect(response.status).toBe(503);
    expect(response.headers.getSetCookie().some((line) => line.startsWith('cart='))).toBe(false);
    expect(shopper.cookies.get('cart')).toBe(cookieBefore);
    expect(html).toContain(messages.somethingWentWrong);
    const after = await shopper.bag();
    expect(after?.id).toBe(bag.id);
    expect(after?.lines).toEqual(bag.lines);
  });
});

describe('the bag page while the bag cannot be read', () => {
  it('answers 503 and says the bag cannot be shown, never that it is empty', async () => {
    const { shopper } = await filledBag();
    const response = await withFailingBagReads({ kind: 'status', status: 502 }, () => shopper.get('/cart'));
    const html = await response.text();
    expect(response.status).toBe(503);
    expect(html).toContain(bagMessages.unavailable);
    expect(html).not.toContain(messages.emptyBag);
    expect(response.headers.getSetCookie().some((line) => line.startsWith('cart='))).toBe(false);
  });

  it('keeps the rest of a page working and does not claim the bag is empty', async () => {
    const { shopper } = await filledBag();
    const response = await withFailingBagReads({ kind: 'reset' }, () => shopper.get('/collections'));
    const html = await response.text();
    expect(response.status).toBe(200);
    // The header says the count is unknown, never that the bag is empty.
    expect(withoutReactMarkers(html)).toContain(`Bag [${bagMessages.countUnknown}]`);
    expect(html).not.toContain(messages.emptyBag);
  });

  it('shows the bag again once the shop answers, with nothing lost', async () => {
    const { shopper, bag } = await filledBag();
    await withFailingBagReads({ kind: 'status', status: 503 }, () =>
      shopper.post(cartForm('LinesAdd', { lines: [{ merchandiseId: variants[2], quantity: 1 }] })),
    );
    const response = await shopper.get('/cart');
    expect(response.status).toBe(200);
    expect(pageMessage(await response.text())).toBeNull();
    expect((await shopper.bag())?.lines).toEqual(bag.lines);
  });
});

describe('a bag the shop says is gone', () => {
  it('is still replaced by the next add (a forged or expired id is not an outage)', async () => {
    const shopper = new Shopper(storefront.url, storefront.shopUrl);
    shopper.cookies.set('cart', encodeURIComponent('hWNnotACart?key=0000'));
    const response = await shopper.add(variants[0], 1);
    expect(response.status).toBe(200);
    const bag = await shopper.bag();
    expect(bag?.lines.map((line) => line.variantId)).toEqual([variants[0]]);
  });
});

describe('a second bag (from another tab) that cannot be read', () => {
  /** A shopper whose jar also holds the marker of a cart another tab created with `strayVariant` in it. */
  async function shopperWithStrayCart(strayVariant: string) {
    const { shopper, bag } = await filledBag();
    const tab = new Shopper(storefront.url, storefront.shopUrl);
    expect((await tab.add(strayVariant, 1)).status).toBe(200);
    const marker = [...tab.cookies].find(([name]) => name.startsWith(NEW_CART_COOKIE_PREFIX))!;
    shopper.cookies.set(marker[0], marker[1]);
    return { shopper, bag, tab, markerName: marker[0] };
  }

  it('is not taken for an empty one: its marker stays and its piece is folded in once the shop answers', async () => {
    const { shopper, bag, tab, markerName } = await shopperWithStrayCart(variants[3]);
    await withFailingBagReads({ kind: 'graphql-error' }, () => shopper.get('/collections'));
    expect(shopper.cookies.has(markerName)).toBe(true);
    expect((await tab.bag())?.lines.map((line) => line.variantId)).toEqual([variants[3]]);
    expect((await shopper.bag())?.lines).toEqual(bag.lines);

    expect((await shopper.get('/collections')).status).toBe(200);
    expect(shopper.cookies.has(markerName)).toBe(false);
    expect((await shopper.bag())?.lines.map((line) => line.variantId)).toEqual([...bag.lines.map((line) => line.variantId), variants[3]]);
  });

  it('keeps its lines when they were claimed but the bag could not be read', async () => {
    const { shopper, bag, tab, markerName } = await shopperWithStrayCart(variants[4]);
    // The first bag read (the stray cart's) goes through; every later one fails.
    let reads = 0;
    storefront.proxy.failNext(Number.MAX_SAFE_INTEGER, (call) => call.operation === 'CartQuery' && ++reads > 1, {
      kind: 'status',
      status: 503,
    });
    try {
      await shopper.get('/collections');
    } finally {
      storefront.proxy.clear();
    }
    expect(shopper.cookies.has(markerName)).toBe(true);
    expect((await tab.bag())?.lines.map((line) => line.variantId)).toEqual([variants[4]]);
    expect((await shopper.bag())?.lines).toEqual(bag.lines);
  });
});
