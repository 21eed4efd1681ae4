// The cart cookie keeps the bag across reloads and a
// restart; a deleted or completed cart is replaced without a word to the shopper; concurrent adds
// lose nothing; the region re-prices the bag; checkout carries the stored campaign parameters.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutReactMarkers } from '../support/markup.ts';
import { startStorefront } from '../support/storefront.ts';
import { Shopper, cartForm, pageMessage, stockedVariants, storefrontApi } from '../support/bag.ts';
import { bagMessages, messages } from '../../app/texts.ts';
import { NEW_CART_COOKIE_PREFIX } from '../../app/core/constants.ts';

let storefront: Awaited<ReturnType<typeof startStorefront>>;
let dataDir: string;
let variants: string[];
const shopper = () => new Shopper(storefront.url, storefront.emulators!.url);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bottega-bag-'));
  storefront = await startStorefront({ EMULATOR_DATA_DIR: dataDir });
  variants = await stockedVariants(storefront.emulators!.url);
});
afterAll(async () => {
  await storefront?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function deleteCart(cartId: string) {
  const token = cartId.replace('gid://shopify/Cart/', '').split('?')[0];
  const db = new DatabaseSync(join(dataDir, 'shop.sqlite'));
  try {
    db.prepare('DELETE FROM carts WHERE token = ?').run(token);
  } finally {
    db.close();
  }
}

const headerCount = (html: string) => withoutReactMarkers(html).match(/Bag \[(\d+)\]/)?.[1];

describe('the cart cookie', () => {
  it('is created on the first add, outlives the browser session, and is not readable by scripts', async () => {
    const me = shopper();
    const response = await me.add(variants[0]);
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('cart='));
    expect(setCookie).toMatch(/Max-Age=\d{6,}/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect((await me.bag())?.lines).toHaveLength(1);
  });

  it('keeps the bag across reloads, with the count in the header', async () => {
    const me = shopper();
    await me.add(variants[0], 2);
    for (let reload = 0; reload < 2; reload += 1) {
      const html = await (await me.get('/cart')).text();
      expect(html).toContain(`data-line-id="${(await me.bag())!.lines[0].id}"`);
      expect(headerCount(html)).toBe('2');
    }
  });

  it('keeps the bag across a restart of the storefront', async () => {
    const me = shopper();
    await me.add(variants[1], 3);
    const before = await me.bag();
    await storefront.close();
    storefront = await startStorefront({ EMULATOR_DATA_DIR: dataDir });
    const again = new Shopper(storefront.url, storefront.emulators!.url);
    for (const [name, value] of me.cookies) again.cookies.set(name, value);
    const html = await (await again.get('/cart')).text();
    expect(html).toContain(`data-line-id="${before!.lines[0].id}"`);
    expect(headerCount(html)).toBe('3');
  });
});

describe('a cart that no longer exists', () => {
  it('is replaced silently when it was deleted', async () => {
    const me = shopper();
    await me.add(variants[0]);
    const old = me.cartId!;
    deleteCart(old);

    const page = await me.get('/cart');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(messages.emptyBag);
    expect(pageMessage(html)).toBeNull();

    const added = await me.add(variants[2]);
    expect(added.status).toBe(200);
    // Only the add is told (the bag page without JavaScript), not the bag that was replaced.
    expect(pageMessage(await added.text())).toBe(bagMessages.added(1));
    expect(me.cartId).not.toBe(old);
    expect((await me.bag())!.lines.map((line) => line.variantId)).toEqual([variants[2]]);
  });

  it('is replaced silently when a forged cookie names no cart', async () => {
    const me = shopper();
    me.cookies.set('cart', encodeURIComponent('hWNforgedforgedforged?key=0000'));
    expect((await me.get('/cart')).status).toBe(200);
    expect((await me.add(variants[0])).status).toBe(200);
    expect((await me.bag())!.lines).toHaveLength(1);
  });

  it('is replaced silently once its order was placed at checkout', async () => {
    const me = shopper();
    await me.add(variants[3]);
    const checkout = await me.post(new URLSearchParams({ intent: 'checkout' }));
    expect(checkout.status).toBe(303);
    const order = await fetch(checkout.headers.get('location')!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'giulia@example.com',
        firstName: 'Giulia',
        lastName: 'Rossi',
        address1: '1 Main Street',
        city: 'New York',
        province: 'NY',
        country: 'US',
        zip: '10001',
        cardName: 'Giulia Rossi',
        cardNumber: '4242 4242 4242 4242',
        cardExpiry: '12/40',
        cardCvc: '123',
      }),
      redirect: 'manual',
    });
    expect(order.status).toBe(303);
    expect(await me.bag()).toBeNull();

    const html = await (await me.get('/cart')).text();
    expect(html).toContain(messages.emptyBag);
    expect((await me.add(variants[0])).status).toBe(200);
    expect((await me.bag())!.lines).toHaveLength(1);
  });
});

describe('concurrent adds', () => {
  it('from two tabs of one browser lose no line', async () => {
    const me = shopper();
    await me.add(variants[0]);
    const tabs = [me, new Shopper(me.baseUrl, me.emulatorUrl)];
    for (const [name, value] of me.cookies) tabs[1].cookies.set(name, value);
    const wanted = variants.slice(1, 7);
    const responses = await Promise.all(wanted.map((variant, index) => tabs[index % 2].add(variant)));
    expect(responses.map((response) => response.status)).toEqual(wanted.map(() => 200));
    // Both tabs still name the same cart, and it holds every piece.
    expect(tabs[1].cartId).toBe(me.cartId);
    const bag = await me.bag();
    expect(bag!.lines.map((line) => line.variantId).sort()).toEqual([variants[0], ...wanted].sort());
  });

  it('from two tabs that both add before the browser has a bag lose no line', async () => {
    const me = shopper();
    const tab = new Shopper(me.baseUrl, me.emulatorUrl, me.cookies);
    // Both requests leave without a cart cookie, so each creates a cart; the shared jar keeps the
    // `cart` cookie that arrived last, as a browser does.
    const [first, second] = await Promise.all([me.add(variants[1]), tab.add(variants[2])]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const created = [...me.cookies.keys()].filter((name) => name.startsWith(NEW_CART_COOKIE_PREFIX));
    expect(created).toHaveLength(2);
    // The next page the shopper opens shows one bag with both pieces, and the markers are retired.
    const html = await (await me.get('/cart')).text();
    expect(html).toMatch(/class="bag-page__count">\[(<!-- -->)?2(<!-- -->)?\]/);
    const bag = await me.bag();
    expect(bag!.lines.map((line) => line.variantId).sort()).toEqual([variants[1], variants[2]].sort());
    expect([...me.cookies.keys()].filter((name) => name.startsWith(NEW_CART_COOKIE_PREFIX))).toEqual([]);
    // Folding happens once: another page does not copy the lines again.
    await me.get('/cart');
    expect((await me.bag())!.lines.map((line) => line.quantity)).toEqual([1, 1]);
  });

  it('folds a second bag once even when two requests carry its marker at the same moment', async () => {
    const me = shopper();
    const tab = new Shopper(me.baseUrl, me.emulatorUrl, me.cookies);
    await Promise.all([me.add(variants[3]), tab.add(variants[4])]);
    const jar = new Map(me.cookies);
    const [a, b] = [new Shopper(me.baseUrl, me.emulatorUrl, new Map(jar)), new Shopper(me.baseUrl, me.emulatorUrl, new Map(jar))];
    await Promise.all([a.get('/cart'), b.get('/cart')]);
    const bag = await a.bag();
    expect(bag!.lines.map((line) => [line.variantId, line.quantity]).sort()).toEqual(
      [
        [variants[3], 1],
        [variants[4], 1],
      ].sort(),
    );
  });

  it('of the same piece add up', async () => {
    const me = shopper();
    await me.add(variants[0]);
    await Promise.all([me.add(variants[0]), me.add(variants[0]), me.add(variants[0])]);
    expect((await me.bag())!.lines).toEqual([expect.objectContaining({ variantId: variants[0], quantity: 4 })]);
  });

  it('of the same piece never pass the limit of ten to a line, however many arrive at once', async () => {
    const me = shopper();
    await me.add(variants[5]);
    // Each of these reads a bag with room left before any of them has added: together they overshoot.
    const responses = await Promise.all(Array.from({ length: 20 }, () => me.add(variants[5])));
    expect(responses.every((response) => response.status === 200 || response.status === 400)).toBe(true);
    expect((await me.bag())!.lines).toEqual([expect.objectContaining({ variantId: variants[5], quantity: 10 })]);
  });
});

describe('region and checkout', () => {
  it('re-prices the bag when the country changes', async () => {
    const me = shopper();
    await me.add(variants[0]);
    expect((await me.bag())!.currencyCode).toBe('USD');
    const response = await me.post(cartForm('BuyerIdentityUpdate', { buyerIdentity: { countryCode: 'IT' } }));
    expect(response.status).toBe(200);
    expect((await me.bag())!.currencyCode).toBe('EUR');
    expect(await (await me.get('/cart')).text()).toMatch(/€\s?[\d,.]+/);
  });

  it('sends the shopper to the checkout host with the stored campaign parameters', async () => {
    const me = shopper();
    await me.add(variants[0]);
    me.cookies.set(
      'bottega_tracking',
      encodeURIComponent(JSON.stringify({ utm_source: 'newsletter', utm_campaign: 'autunno', _kx: 'k1', evil: 'x' })),
    );
    const response = await me.post(new URLSearchParams({ intent: 'checkout' }));
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    const checkoutUrl = new URL((await me.bag())!.checkoutUrl);
    expect(location.origin + location.pathname).toBe(checkoutUrl.origin + checkoutUrl.pathname);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'autunno', _kx: 'k1' });
    expect(location.searchParams.has('evil')).toBe(false);
  });

  it('keeps an empty bag on the bag page instead of going to checkout', async () => {
    const me = shopper();
    const response = await me.post(new URLSearchParams({ intent: 'checkout' }));
    expect(response.status).toBe(400);
    expect(pageMessage(await response.text())).toBeTruthy();
  });
});

describe('a signed-in customer', () => {
  it('has the bag tied to their account, even one filled before signing in', async () => {
    const emulatorUrl = storefront.emulators!.url;
    const email = `bag-${Date.now()}@example.com`;
    const password = 'cuoio-e-filo-2026';
    const created = await storefrontApi<{ customerCreate: { customer: { id: string } | null } }>(
      emulatorUrl,
      'mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } customerUserErrors { message } } }',
      { input: { email, password, firstName: 'Giulia', lastName: 'Rossi' } },
    );
    expect(created.customerCreate.customer?.id).toBeTruthy();

    const me = shopper();
    await me.add(variants[0]);
    const customerOf = async () =>
      (
        await storefrontApi<{ cart: { buyerIdentity: { customer: { email: string } | null } } }>(
          emulatorUrl,
          'query ($id: ID!) { cart(id: $id) { buyerIdentity { customer { email } } } }',
          { id: me.cartId },
        )
      ).cart.buyerIdentity.customer;
    expect(await customerOf()).toBeNull();

    const signIn = await me.post(new URLSearchParams({ email, password }), '/account/login');
    expect(signIn.status).toBe(302);
    await me.add(variants[1]);
    expect(await customerOf()).toEqual({ email });
    expect((await me.bag())!.lines).toHaveLength(2);
  });
});

describe('the bag page without JavaScript', () => {
  const sale = 'gid://shopify/ProductVariant/38';
  const preorder = 'gid://shopify/ProductVariant/24';

  it('shows each piece with its image, options, pre-order note, price and compare-at price, and the totals', async () => {
    const emulatorUrl = storefront.emulators!.url;
    const { nodes } = await storefrontApi<{
      nodes: Array<{
        title: string;
        price: { amount: string };
        compareAtPrice: { amount: string } | null;
        selectedOptions: Array<{ name: string; value: string }>;
        product: { title: string; preorderNote: { value: string } | null };
      }>;
    }>(
      emulatorUrl,
      'query ($ids: [ID!]!) { nodes(ids: $ids) { ... on ProductVariant { title price { amount } compareAtPrice { amount } selectedOptions { name value } product { title preorderNote: metafield(namespace: "custom", key: "preorder_note") { value } } } } }',
      { ids: [sale, preorder] },
    );
    const [onSale, toOrder] = nodes;
    expect(onSale.compareAtPrice).not.toBeNull();
    expect(toOrder.product.preorderNote?.value).toBeTruthy();

    const me = shopper();
    await me.add(sale);
    const html = await (await me.add(preorder)).text();
    const money = (amount: string) => `$${Number(amount).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
    for (const variant of nodes) expect(html).toContain(variant.product.title);
    expect(html).toContain(toOrder.product.preorderNote!.value);
    expect(html).toMatch(new RegExp(`<s class="price__compare">\\${money(onSale.compareAtPrice!.amount)}</s>`));
    expect(html).toContain(money(onSale.price.amount));
    const colour = onSale.selectedOptions.find((option) => option.name === 'Color' || option.name === 'Colour');
    if (colour) expect(html).toContain(`<dd>${colour.value}</dd>`);
    expect(html.match(/<div class="bag-line__media"><img /g)).toHaveLength(2);
    expect(html).toContain(`<dd>${messages.shippingFree}</dd>`);
    expect(html).toContain(`<dd>${messages.taxesAtCheckout}</dd>`);
    expect(html).toContain(`>${bagMessages.checkout}</button>`);
  });

  it('takes ten of the first piece a collection shows to a line, the spec’s limit, and refuses an eleventh', async () => {
    const me = shopper();
    const collection = await (await me.get('/collections/bags')).text();
    const handle = /href="\/products\/([a-z0-9-]+)/.exec(collection)?.[1];
    expect(handle).toBeTruthy();
    const { product } = await storefrontApi<{ product: { variants: { nodes: Array<{ id: string }> } } }>(
      storefront.emulators!.url,
      'query P($handle: String!) { product(handle: $handle) { variants(first: 1) { nodes { id } } } }',
      { handle },
    );
    const variant = product.variants.nodes[0].id;
    expect((await me.add(variant, 10)).status).toBe(200);
    expect((await me.bag())!.lines[0].quantity).toBe(10);
    const eleventh = await me.add(variant, 1);
    expect(eleventh.status).toBe(400);
    expect(pageMessage(await eleventh.text())).toBe(bagMessages.maxQuantity(10));
    expect((await me.bag())!.lines[0].quantity).toBe(10);
  });

  it('caps a line to the stock and says so with the shop’s warning', async () => {
    const emulatorUrl = storefront.emulators!.url;
    const { node } = await storefrontApi<{ node: { id: string; quantityAvailable: number } }>(
      emulatorUrl,
      '{ node(id: "gid://shopify/ProductVariant/16") { ... on ProductVariant { id quantityAvailable } } }',
    );
    expect(node.quantityAvailable).toBeLessThan(10);
    const me = shopper();
    const response = await me.add(node.id, node.quantityAvailable + 1);
    expect(response.status).toBe(200);
    expect(pageMessage(await response.text())).toMatch(new RegExp(`Only ${node.quantityAvailable} items were added`));
    expect((await me.bag())!.lines[0].quantity).toBe(node.quantityAvailable);
  });
});
