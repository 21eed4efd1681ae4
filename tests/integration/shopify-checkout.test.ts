// The checkout host over real HTTP: the journey from a signed-in customer's cart to an order in
// customer.orders, plus the form's validation, declines, stock, landing params and dead ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopify } from '../../emulators/shopify/test-server.ts';
import type { RunningShopify } from '../../emulators/shopify/test-server.ts';
import { json, newCustomer, signIn } from './shopify-customers-support.ts';

let shop: RunningShopify;
beforeAll(async () => {
  shop = await startShopify();
});
afterAll(async () => {
  await shop?.stop();
});

const CART =
  'id checkoutUrl totalQuantity buyerIdentity { countryCode customer { email } } cost { totalAmount { amount currencyCode } } lines(first: 50) { nodes { quantity merchandise { ... on ProductVariant { id title product { title } } } } }';
const CART_CREATE = `mutation($input: CartInput!) { cartCreate(input: $input) { cart { ${CART} } userErrors { code field message } } }`;
const LINES_ADD = `mutation($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { ${CART} } userErrors { code field message } } }`;
const IDENTITY = `mutation($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { cart { ${CART} } userErrors { code field message } } }`;
const ORDERS = `query($token: String!) { customer(customerAccessToken: $token) { numberOfOrders orders(first: 250, sortKey: PROCESSED_AT, reverse: true) { nodes {
  name currencyCode financialStatus fulfillmentStatus currentTotalPrice { amount currencyCode } shippingAddress { city countryCodeV2 }
  lineItems(first: 10) { nodes { title quantity originalTotalPrice { amount currencyCode } variant { id } } } } } } }`;

async function variantOf(
  handle: string,
  pick: (variant: { availableForSale: boolean; quantityAvailable: number }) => boolean = (variant) => variant.availableForSale,
) {
  const { body } = await shop.graphql(
    `query($handle: String!) { product(handle: $handle) { title variants(first: 250) { nodes { id title availableForSale quantityAvailable } } } }`,
    { handle },
  );
  const variant = body.data.product.variants.nodes.find(pick);
  if (!variant) throw new Error(`no matching variant for ${handle}`);
  return { ...variant, productTitle: body.data.product.title as string };
}

async function quantityOf(variantId: string): Promise<number> {
  const { body } = await shop.graphql(`query($id: ID!) { node(id: $id) { ... on ProductVariant { quantityAvailable } } }`, {
    id: variantId,
  });
  return body.data.node.quantityAvailable;
}

const ITALIAN_ADDRESS = {
  firstName: 'Chiara',
  lastName: 'Ferri',
  address1: 'Via Tornabuoni 5',
  city: 'Firenze',
  province: 'FI',
  country: 'IT',
  zip: '50123',
  phone: '+39 055 123 4567',
};
const CARD = { cardNumber: '4242 4242 4242 4242', cardExpiry: '12 / 34', cardCvc: '123', cardName: 'Chiara Ferri' };

function post(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

async function guestCart(lines: { merchandiseId: string; quantity: number }[], country = 'US') {
  const { body } = await shop.graphql(CART_CREATE, { input: { lines, buyerIdentity: { countryCode: country } } });
  expect(body.data.cartCreate.userErrors).toEqual([]);
  return body.data.cartCreate.cart;
}

describe('the checkout journey', () => {
  it('takes a signed-in customer from cart to an order in customer.orders, in EUR, with landing params', async () => {
    const customer = await newCustomer(shop, 'journey');
    const tote = await variantOf('arco-tote');
    const wallet = await variantOf('piega-wallet');
    const stockBefore = await quantityOf(tote.id);

    const created = (
      await shop.graphql(CART_CREATE, {
        input: { lines: [{ merchandiseId: tote.id, quantity: 1 }], buyerIdentity: { customerAccessToken: customer.token } },
      })
    ).body.data.cartCreate;
    expect(created.userErrors).toEqual([]);
    expect(created.cart.buyerIdentity.customer.email).toBe(customer.email);
    const added = (await shop.graphql(LINES_ADD, { cartId: created.cart.id, lines: [{ merchandiseId: wallet.id, quantity: 2 }] })).body.data
      .cartLinesAdd;
    expect(added.cart.totalQuantity).toBe(3);
    const italian = (await shop.graphql(IDENTITY, { cartId: created.cart.id, buyerIdentity: { countryCode: 'IT' } })).body.data
      .cartBuyerIdentityUpdate;
    expect(italian.cart.cost.totalAmount.currencyCode).toBe('EUR');
    const cart = italian.cart;
    expect(cart.checkoutUrl).toBe(`${shop.url}/checkouts/cn/${cart.id.match(/Cart\/([^?]+)/)[1]}`);

    const landing = `${cart.checkoutUrl}?utm_source=newsletter&utm_medium=email&utm_campaign=spring-26&utm_term=tote&utm_content=hero&nb_klid=kl-123&_kx=kx.abc&ref=home`;
    const page = await fetch(landing);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(tote.productTitle);
    expect(html).toContain(wallet.productTitle);
    expect(html).toContain('€');
    expect(html).toContain(`value="${customer.email}"`);
    expect(html).toMatch(/<form method="post" action="\/checkouts\/cn\/[^"]+\?utm_source=newsletter&amp;utm_medium=email/);
    expect(html).toMatch(/<img src="http:\/\/127\.0\.0\.1:\d+\/cdn\/shop\/files\//);

    const placed = await post(landing, { email: customer.email, ...ITALIAN_ADDRESS, ...CARD });
    expect(placed.status).toBe(303);
    const statusUrl = placed.headers.get('location')!;
    expect(statusUrl).toMatch(new RegExp(`^${shop.url}/checkouts/orders/[a-f0-9]{32}$`));
    const thanks = await (await fetch(statusUrl)).text();
    const name = /data-order-name>(#\d+)</.exec(thanks)![1];
    expect(thanks).toContain('Thank you, Chiara!');
    expect(Number(name.slice(1))).toBeGreaterThan(1000);

    // Shopify forgets a completed cart.
    expect((await shop.graphql(`query($id: ID!) { cart(id: $id) { id } }`, { id: cart.id })).body.data.cart).toBeNull();
    // Revisiting the checkout URL leads to the order, not to a second payment.
    const revisit = await fetch(cart.checkoutUrl, { redirect: 'manual' });
    expect(revisit.status).toBe(303);
    expect(revisit.headers.get('location')).toBe(statusUrl);

    const orders = (await shop.graphql(ORDERS, { token: customer.token })).body.data.customer;
    expect(orders.numberOfOrders).toBe('1');
    const order = orders.orders.nodes[0];
    expect(order).toMatchObject({
      name,
      currencyCode: 'EUR',
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      shippingAddress: { city: 'Firenze', countryCodeV2: 'IT' },
    });
    expect(Number(order.currentTotalPrice.amount)).toBe(Number(cart.cost.totalAmount.amount));
    expect(order.lineItems.nodes).toEqual([
      {
        title: tote.productTitle,
        quantity: 1,
        originalTotalPrice: expect.objectContaining({ currencyCode: 'EUR' }),
        variant: { id: tote.id },
      },
      {
        title: wallet.productTitle,
        quantity: 2,
        originalTotalPrice: expect.objectContaining({ currencyCode: 'EUR' }),
        variant: { id: wallet.id },
      },
    ]);
    expect(await quantityOf(tote.id)).toBe(stockBefore - 1);

    const listed = (await json(await fetch(`${shop.url}/checkouts/orders.json`))).orders;
    const entry = listed.find((candidate: { name: string }) => candidate.name === name);
    expect(entry.landingParams).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring-26',
      utm_term: 'tote',
      utm_content: 'hero',
      nb_klid: 'kl-123',
      _kx: 'kx.abc',
      ref: 'home',
    });
    expect(entry).toMatchObject({
      email: customer.email,
      customerId: expect.stringMatching(/^gid:\/\/shopify\/Customer\/\d+$/),
      currencyCode: 'EUR',
    });
  });

  it('places one order when the form is submitted twice at once', async () => {
    const cart = await guestCart([{ merchandiseId: (await variantOf('porta-passaporto')).id, quantity: 1 }]);
    const form = {
      email: 'double@example.com',
      lastName: 'Double',
      address1: '1 Main St',
      city: 'Austin',
      province: 'TX',
      country: 'US',
      zip: '73301',
      ...CARD,
    };
    const [first, second] = await Promise.all([post(cart.checkoutUrl, form), post(cart.checkoutUrl, form)]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(first.headers.get('location')).toBe(second.headers.get('location'));
    const orders = (await json(await fetch(`${shop.url}/checkouts/orders.json?email=Double@Example.com`))).orders;
    expect(orders.map((order: { email: string }) => order.email)).toEqual(['double@example.com']);
  });

  it('numbers orders one after another', async () => {
    const bag = await variantOf('porta-passaporto');
    const names: number[] = [];
    for (let index = 0; index < 2; index++) {
      const cart = await guestCart([{ merchandiseId: bag.id, quantity: 1 }]);
      const placed = await post(cart.checkoutUrl, {
        email: `numbering-${index}@example.com`,
        firstName: 'N',
        lastName: 'Umber',
        address1: '1 Main St',
        city: 'Austin',
        province: 'TX',
        country: 'US',
        zip: '73301',
        ...CARD,
      });
      const thanks = await (await fetch(placed.headers.get('location')!)).text();
      names.push(Number(/data-order-name>#(\d+)</.exec(thanks)![1]));
    }
    expect(names[1]).toBe(names[0] + 1);
  });

  it('files a guest order under the customer who owns the email', async () => {
    const james = await signIn(shop, 'james@example.com', 'bottega-demo');
    const before = (await shop.graphql(ORDERS, { token: james })).body.data.customer.numberOfOrders;
    const cart = await guestCart([{ merchandiseId: (await variantOf('cintura-classica')).id, quantity: 1 }], 'GB');
    const placed = await post(cart.checkoutUrl, {
      email: 'James@Example.com',
      firstName: 'James',
      lastName: 'Whitfield',
      address1: '14 Marylebone High Street',
      city: 'London',
      country: 'GB',
      zip: 'w1u4nl',
      ...CARD,
    });
    expect(placed.status).toBe(303);
    const after = (await shop.graphql(ORDERS, { token: james })).body.data.customer;
    expect(Number(after.numberOfOrders)).toBe(Number(before) + 1);
    expect(after.orders.nodes[0].currencyCode).toBe('GBP');
  });
});

describe('the checkout form', () => {
  it('re-renders with every error, keeps what was typed and escapes it', async () => {
    const cart = await guestCart([{ merchandiseId: (await variantOf('arco-tote')).id, quantity: 1 }]);
    const response = await post(cart.checkoutUrl, {
      email: 'not-an-email',
      firstName: '<script>alert("x")</script>',
      lastName: '',
      address1: '"><img src=x onerror=alert(1)>',
      city: 'Austin',
      province: 'TX',
      country: 'US',
      zip: '7330',
      ...CARD,
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('Enter a valid email');
    expect(html).toContain('Enter a last name');
    expect(html).toContain('Enter a valid ZIP / postal code');
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('value="7330"');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    // The card number is kept; the security code never is.
    expect(html).toContain('value="4242 4242 4242 4242"');
    expect(html).not.toContain('value="123"');
    expect((await shop.graphql(`query($id: ID!) { cart(id: $id) { id } }`, { id: cart.id })).body.data.cart).not.toBeNull();
  });

  it('declines the declining test card and places nothing', async () => {
    const cart = await guestCart([{ merchandiseId: (await variantOf('arco-tote')).id, quantity: 1 }]);
    const count = (await json(await fetch(`${shop.url}/checkouts/orders.json`))).orders.length;
    const response = await post(cart.checkoutUrl, {
      email: 'decline@example.com',
      lastName: 'Decline',
      address1: '1 Main St',
      city: 'Austin',
      province: 'TX',
      country: 'US',
      zip: '73301',
      ...CARD,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('Your card was declined.');
    expect((await json(await fetch(`${shop.url}/checkouts/orders.json`))).orders.length).toBe(count);
  });

  it('re-prices the cart when the shopper picks another country, before taking payment', async () => {
    const cart = await guestCart([{ merchandiseId: (await variantOf('arco-tote')).id, quantity: 1 }], 'US');
    const response = await post(cart.checkoutUrl, {
      email: 'swiss@example.com',
      lastName: 'Keller',
      address1: 'Bahnhofstrasse 1',
      city: 'Zürich',
      country: 'CH',
      zip: '8001',
      ...CARD,
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Prices are now shown in CHF for Switzerland');
    expect(html).toContain('value="Bahnhofstrasse 1"');
    const repriced = (await shop.graphql(`query($id: ID!) { cart(id: $id) { cost { totalAmount { currencyCode } } } }`, { id: cart.id }))
      .body.data.cart;
    expect(repriced.cost.totalAmount.currencyCode).toBe('CHF');
    const placed = await post(cart.checkoutUrl, {
      email: 'swiss@example.com',
      lastName: 'Keller',
      address1: 'Bahnhofstrasse 1',
      city: 'Zürich',
      country: 'CH',
      zip: '8001',
      ...CARD,
    });
    expect(placed.status).toBe(303);
  });

  it('refuses an order the stock can no longer cover', async () => {
    const scarce = await variantOf(
      'portachiavi-nodo',
      (variant) => variant.availableForSale && variant.quantityAvailable > 0 && variant.quantityAvailable <= 3,
    );
    const first = await guestCart([{ merchandiseId: scarce.id, quantity: scarce.quantityAvailable }]);
    const second = await guestCart([{ merchandiseId: scarce.id, quantity: scarce.quantityAvailable }]);
    const address = { lastName: 'Stock', address1: '1 Main St', city: 'Austin', province: 'TX', country: 'US', zip: '73301', ...CARD };
    expect((await post(first.checkoutUrl, { email: 'first@example.com', ...address })).status).toBe(303);
    const refused = await post(second.checkoutUrl, { email: 'second@example.com', ...address });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Not enough stock left for');
  });

  it('answers unknown checkouts, orders and bodies without crashing', async () => {
    expect((await fetch(`${shop.url}/checkouts/cn/does-not-exist`)).status).toBe(404);
    expect((await fetch(`${shop.url}/checkouts/orders/${'0'.repeat(32)}`)).status).toBe(404);
    expect((await fetch(`${shop.url}/checkouts/cn/${'x'.repeat(10_000)}`)).status).toBe(404);
    const cart = await guestCart([{ merchandiseId: (await variantOf('arco-tote')).id, quantity: 1 }]);
    const json = await fetch(cart.checkoutUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
    const huge = await post(cart.checkoutUrl, { email: 'x'.repeat(10_000), lastName: 'y'.repeat(10_000) });
    expect(huge.status).toBe(422);
    expect(await huge.text()).toContain('Keep this under 255 characters');
  });
});
