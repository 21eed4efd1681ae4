// Customer.orders over real HTTP, on the seeded history: sorting, paging, line items, prices,
// addresses and fulfillments with tracking, and order lookups by id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopify } from '../../emulators/shopify/test-server.ts';
import type { RunningShopify } from '../../emulators/shopify/test-server.ts';
import { signIn } from './shopify-customers-support.ts';

let shop: RunningShopify;
let giulia: string;
beforeAll(async () => {
  shop = await startShopify();
  giulia = await signIn(shop, 'giulia@example.com', 'bottega-demo');
});
afterAll(async () => {
  await shop?.stop();
});

const ORDERS = `query Orders($token: String!, $first: Int, $after: String, $sortKey: OrderSortKeys, $reverse: Boolean, $query: String) {
  customer(customerAccessToken: $token) {
    numberOfOrders
    orders(first: $first, after: $after, sortKey: $sortKey, reverse: $reverse, query: $query) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes {
        id name orderNumber processedAt canceledAt currencyCode fulfillmentStatus financialStatus email customerUrl statusUrl
        currentTotalPrice { amount currencyCode } totalShippingPrice { amount currencyCode } totalTax { amount currencyCode } subtotalPrice { amount currencyCode }
        lineItems(first: 10) { nodes { title quantity originalTotalPrice { amount currencyCode } discountedTotalPrice { amount } variant { id title product { handle } } } }
        shippingAddress { name formatted formattedArea countryCodeV2 provinceCode }
        billingAddress { city }
        successfulFulfillments(first: 10) { trackingCompany trackingInfo(first: 10) { number url } fulfillmentLineItems(first: 10) { nodes { quantity lineItem { title } } } }
      }
    }
  }
}`;

async function orders(variables: Record<string, unknown>) {
  const { body } = await shop.graphql(ORDERS, { token: giulia, first: 250, ...variables });
  expect(body.errors).toBeUndefined();
  return body.data.customer;
}

describe('Customer.orders', () => {
  it('lists newest first by processed date when asked with PROCESSED_AT and reverse', async () => {
    const customer = await orders({ sortKey: 'PROCESSED_AT', reverse: true });
    expect(customer.numberOfOrders).toBe('4');
    expect(customer.orders.totalCount).toBe('4');
    expect(customer.orders.nodes.map((order: { name: string }) => order.name)).toEqual(['#1005', '#1004', '#1002', '#1001']);
    const dates = customer.orders.nodes.map((order: { processedAt: string }) => Date.parse(order.processedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('sorts by id ascending by default and by total price on request', async () => {
    expect((await orders({})).orders.nodes.map((order: { orderNumber: number }) => order.orderNumber)).toEqual([1001, 1002, 1004, 1005]);
    const names = (nodes: { name: string }[]) => nodes.map((order) => order.name);
    const ascending = names((await orders({ sortKey: 'TOTAL_PRICE' })).orders.nodes);
    const descending = names((await orders({ sortKey: 'TOTAL_PRICE', reverse: true })).orders.nodes);
    expect(descending).toEqual([...ascending].reverse());
    expect(new Set(ascending)).toEqual(new Set(['#1001', '#1002', '#1004', '#1005']));
  });

  it('pages with opaque cursors', async () => {
    const first = await orders({ first: 2, sortKey: 'PROCESSED_AT', reverse: true });
    expect(first.orders.pageInfo.hasNextPage).toBe(true);
    const second = await orders({ first: 2, after: first.orders.pageInfo.endCursor, sortKey: 'PROCESSED_AT', reverse: true });
    expect(second.orders.nodes.map((order: { name: string }) => order.name)).toEqual(['#1002', '#1001']);
    expect(second.orders.pageInfo.hasNextPage).toBe(false);
  });

  it('filters with the query syntax', async () => {
    expect((await orders({ query: 'fulfillment_status:unfulfilled' })).orders.nodes.map((order: { name: string }) => order.name)).toEqual([
      '#1005',
    ]);
    expect((await orders({ query: 'name:#1002' })).orders.nodes.map((order: { name: string }) => order.name)).toEqual(['#1002']);
  });

  it('carries lines, prices in the order currency, addresses and tracked fulfillments', async () => {
    const nodes = (await orders({})).orders.nodes;
    const milan = nodes.find((order: { name: string }) => order.name === '#1001');
    expect(milan).toMatchObject({
      currencyCode: 'EUR',
      financialStatus: 'PAID',
      fulfillmentStatus: 'FULFILLED',
      email: 'giulia@example.com',
      canceledAt: null,
      totalShippingPrice: { amount: '0.0', currencyCode: 'EUR' },
      shippingAddress: {
        name: 'Giulia Bianchi',
        countryCodeV2: 'IT',
        provinceCode: 'MI',
        formatted: ['Via della Spiga 12', '20121 Milano MI', 'Italy'],
        formattedArea: 'Milano MI, Italy',
      },
      billingAddress: { city: 'Milano' },
      successfulFulfillments: [
        {
          trackingCompany: 'DHL Express',
          trackingInfo: [{ number: '4817263950', url: expect.stringContaining('4817263950') }],
          fulfillmentLineItems: { nodes: [{ quantity: 1, lineItem: { title: 'Arco Tote' } }] },
        },
      ],
    });
    expect(milan.id).toMatch(/^gid:\/\/shopify\/Order\/\d+\?key=[a-f0-9]{32}$/);
    expect(milan.statusUrl).toMatch(new RegExp(`^${shop.url}/checkouts/orders/[a-f0-9]{32}$`));
    const line = milan.lineItems.nodes[0];
    expect(line).toMatchObject({
      title: 'Arco Tote',
      quantity: 1,
      variant: { title: expect.stringContaining('Cognac'), product: { handle: 'arco-tote' } },
    });
    expect(line.originalTotalPrice).toEqual(milan.currentTotalPrice);
    // Italian prices include 22% VAT, reported as the tax the total contains.
    const total = Number(milan.currentTotalPrice.amount);
    expect(Number(milan.totalTax.amount)).toBeCloseTo(total - total / 1.22, 1);

    const partial = nodes.find((order: { name: string }) => order.name === '#1004');
    expect(partial.fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    expect(partial.successfulFulfillments[0].trackingInfo).toHaveLength(2);
    expect(partial.successfulFulfillments[0].fulfillmentLineItems.nodes).toEqual([
      { quantity: 2, lineItem: { title: expect.stringContaining('Porta Carte') } },
    ]);

    const newYork = nodes.find((order: { name: string }) => order.name === '#1002');
    expect(newYork).toMatchObject({
      currencyCode: 'USD',
      totalTax: { amount: '0.0' },
      shippingAddress: { formatted: ['245 Mulberry Street', 'Apt 4B', 'New York NY 10012', 'United States'] },
    });
    expect(newYork.lineItems.nodes).toHaveLength(2);
  });

  it("never shows one customer another's orders", async () => {
    const james = await signIn(shop, 'james@example.com', 'bottega-demo');
    const { body } = await shop.graphql(ORDERS, { token: james, first: 10 });
    expect(body.data.customer.orders.nodes.map((order: { name: string }) => order.name)).toEqual(['#1003']);
    expect(body.data.customer.orders.nodes[0].currencyCode).toBe('GBP');
  });

  it('rejects more than 250 orders per page', async () => {
    const { body } = await shop.graphql(ORDERS, { token: giulia, first: 251 });
    expect(body.errors[0].extensions.code).toBe('MAX_PAGE_SIZE_EXCEEDED');
  });
});

describe('node(id:) for orders', () => {
  it('finds an order by its keyed id and nothing without the key', async () => {
    const order = (await orders({ first: 1 })).orders.nodes[0];
    const query = `query($id: ID!) { node(id: $id) { ... on Order { name } } }`;
    expect((await shop.graphql(query, { id: order.id })).body.data.node).toEqual({ name: order.name });
    expect((await shop.graphql(query, { id: order.id.replace(/\?key=.*/, '') })).body.data.node).toBeNull();
    expect((await shop.graphql(query, { id: order.id.replace(/key=\w+/, 'key=guess') })).body.data.node).toBeNull();
  });
});

describe('the seeded customers', () => {
  it('gives Giulia an Italian default address and a New York one', async () => {
    const { body } = await shop.graphql(
      `query($token: String!) { customer(customerAccessToken: $token) {
      firstName lastName tags acceptsMarketing defaultAddress { city countryCodeV2 } addresses(first: 10) { nodes { city countryCodeV2 provinceCode zip } } } }`,
      { token: giulia },
    );
    expect(body.data.customer).toEqual({
      firstName: 'Giulia',
      lastName: 'Bianchi',
      tags: ['VIP'],
      acceptsMarketing: true,
      defaultAddress: { city: 'Milano', countryCodeV2: 'IT' },
      addresses: {
        nodes: [
          { city: 'Milano', countryCodeV2: 'IT', provinceCode: 'MI', zip: '20121' },
          { city: 'New York', countryCodeV2: 'US', provinceCode: 'NY', zip: '10012' },
        ],
      },
    });
  });
});
