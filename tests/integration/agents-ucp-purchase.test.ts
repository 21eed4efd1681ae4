// An assistant buys for a shopper over UCP, as a Token-tier agent a merchant granted purchases:
// search, a two-line cart, a checkout that asks for the buyer's details, the details given, the
// order placed once however often the call is retried, and the order read back with its events.
// The order is the checkout host's own kind of order: among the shop's orders and, the email being
// a customer's, in that customer's account. Once in the United States in English, once in Italy in
// Italian and euros. A signed agent's checkout is finished by the shopper in the browser instead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { startShopify } from '../../emulators/shopify/test-server.ts';
import type { RunningShopify } from '../../emulators/shopify/test-server.ts';
import { connect, grantToken, signingFetch, startAgentHost, US_DESTINATION } from '../support/ucp-agent.ts';
import type { AgentHost } from '../support/ucp-agent.ts';
import { checkCheckout, checkOrder } from './agents-ucp-checkout-checks.ts';

type Json = Record<string, any>;
let shop: RunningShopify;
let agents: AgentHost;
let buyer: Client;
beforeAll(async () => {
  shop = await startShopify();
  agents = await startAgentHost();
  buyer = await connect(`${shop.url}/api/ucp/mcp`, { token: await grantToken(shop.url, shop.tokens.privateToken, { purchase: true }) });
});
afterAll(async () => {
  await buyer?.close();
  await agents?.close();
  await shop?.stop();
});

const meta = (extra: Json = {}) => ({ 'ucp-agent': { profile: agents.profile }, ...extra });

async function call(client: Client, name: string, args: Json): Promise<Json> {
  const result = await client.callTool({ name, arguments: args });
  expect(result.isError ?? false).toBe(false);
  return result.structuredContent as Json;
}

async function customerOrders(email: string) {
  const signIn = await shop.graphql(
    `mutation($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`,
    { input: { email, password: 'bottega-demo' } },
  );
  const token = signIn.body.data.customerAccessTokenCreate.customerAccessToken.accessToken;
  const { body } = await shop.graphql(
    `query($token: String!) { customer(customerAccessToken: $token) { orders(first: 50) { nodes { name } } } }`,
    {
      token,
    },
  );
  return body.data.customer.orders.nodes.map((order: { name: string }) => order.name);
}

const MARKETS = [
  {
    market: 'the United States, in English',
    context: { address_country: 'US', language: 'en' },
    currency: 'USD',
    email: 'giulia@example.com',
    destination: US_DESTINATION,
  },
  {
    market: 'Italy, in Italian',
    context: { address_country: 'IT', language: 'it' },
    currency: 'EUR',
    email: 'james@example.com',
    destination: {
      first_name: 'James',
      last_name: 'Whitfield',
      street_address: 'Via dei Serragli 48',
      address_locality: 'Firenze',
      address_region: 'FI',
      postal_code: '50124',
      address_country: 'IT',
    },
  },
];

describe.each(MARKETS)('an assistant buys in $market', ({ context, currency, email, destination }) => {
  it('searches, fills a two-line cart, checks out, gives the buyer’s details and places exactly one order', async () => {
    const found = await call(buyer, 'search_catalog', { meta: meta(), catalog: { query: 'tote', context } });
    const picks = found.products
      .flatMap((product: Json) => product.variants.filter((variant: Json) => variant.availability.available).slice(0, 1))
      .slice(0, 2);
    expect(picks).toHaveLength(2);
    expect(picks.every((variant: Json) => variant.price.currency === currency)).toBe(true);
    const english = await call(buyer, 'search_catalog', {
      meta: meta(),
      catalog: { query: 'tote', context: { address_country: 'US', language: 'en' } },
    });
    const englishTitle = english.products.find((product: Json) => product.id === found.products[0].id).title;
    if (context.language === 'it') expect(found.products[0].title).not.toBe(englishTitle);
    else expect(found.products[0].title).toBe(englishTitle);

    const cart = await call(buyer, 'create_cart', {
      meta: meta(),
      cart: { line_items: picks.map((variant: Json) => ({ item: { id: variant.id }, quantity: 1 })), context },
    });
    expect(cart.line_items).toHaveLength(2);
    expect(cart.currency).toBe(currency);

    const opened = await call(buyer, 'create_checkout', { meta: meta(), checkout: { cart_id: cart.id } });
    checkCheckout(opened);
    // What is missing the agent can give itself (the spec's example of a missing email): incomplete.
    expect(opened.status).toBe('incomplete');
    expect(opened.continue_url).toMatch(new RegExp(`^${shop.url}/checkouts/cn/`));
    expect(opened.messages.map((message: Json) => [message.code, message.severity, message.path])).toEqual([
      ['field_required', 'recoverable', '$.buyer.email'],
      ['field_required', 'recoverable', '$.fulfillment.methods[0].destinations[0]'],
    ]);
    expect(opened.line_items.map((line: Json) => line.item.title)).toEqual(cart.line_items.map((line: Json) => line.item.title));

    const ready = await call(buyer, 'update_checkout', {
      meta: meta(),
      id: opened.id,
      checkout: {
        line_items: opened.line_items.map((line: Json) => ({ id: line.id, item: { id: line.item.id }, quantity: line.quantity })),
        buyer: { email, first_name: destination.first_name, last_name: destination.last_name },
        fulfillment: { methods: [{ type: 'shipping', destinations: [destination] }] },
      },
    });
    checkCheckout(ready);
    expect(ready.status).toBe('ready_for_complete');
    expect(ready.messages ?? []).toEqual([]);
    expect(ready.currency).toBe(currency);

    // Choosing the shipping option as ucp-cli does: the method names the destination already held.
    const choose = (option: string) =>
      call(buyer, 'update_checkout', {
        meta: meta(),
        id: opened.id,
        checkout: {
          line_items: ready.line_items.map((line: Json) => ({ id: line.id, item: { id: line.item.id }, quantity: line.quantity })),
          buyer: { email },
          fulfillment: {
            methods: ready.fulfillment.methods.map((method: Json) => ({
              id: method.id,
              type: method.type,
              line_item_ids: method.line_item_ids,
              selected_destination_id: method.selected_destination_id,
              groups: method.groups.map((group: Json) => ({ id: group.id, selected_option_id: option })),
            })),
          },
        },
      });
    const unknownOption = await choose('teleport');
    expect(unknownOption.messages.map((message: Json) => [message.code, message.severity])).toEqual([['not_found', 'recoverable']]);
    const chosen = await choose(ready.fulfillment.methods[0].groups[0].options[0].id);
    expect(chosen.status).toBe('ready_for_complete');
    expect(chosen.fulfillment.methods[0].destinations).toEqual(ready.fulfillment.methods[0].destinations);

    const completion = {
      meta: meta({ 'idempotency-key': crypto.randomUUID() }),
      id: opened.id,
      checkout: {
        payment: {
          instruments: [
            { id: 'card', handler_id: 'test_card', type: 'card', credential: { type: 'token', token: 'tok_test_4242424242424242' } },
          ],
        },
      },
    };
    const first = await call(buyer, 'complete_checkout', completion);
    const retried = await call(buyer, 'complete_checkout', completion);
    checkCheckout(first);
    expect(first.status).toBe('completed');
    expect(retried).toEqual(first);
    expect((await call(buyer, 'get_checkout', { meta: meta(), id: opened.id })).order).toEqual(first.order);

    const order = await call(buyer, 'get_order', { meta: meta(), id: first.order.id });
    checkOrder(order);
    expect(order).toMatchObject({ id: first.order.id, label: first.order.label, checkout_id: opened.id, currency });
    expect(order.line_items.map((line: Json) => line.item.title)).toEqual(ready.line_items.map((line: Json) => line.item.title));
    expect(order.fulfillment.expectations[0].destination).toMatchObject({
      postal_code: destination.postal_code,
      address_country: destination.address_country,
    });
    expect(order.fulfillment.events.map((event: Json) => event.type)).toEqual(['processing']);

    const { orders } = (await (await fetch(`${shop.url}/checkouts/orders.json?email=${email}`)).json()) as { orders: Json[] };
    expect(orders.filter((placed) => placed.name === first.order.label)).toHaveLength(1);
    expect(orders.find((placed) => placed.name === first.order.label)).toMatchObject({
      currencyCode: currency,
      customerId: expect.any(String),
    });
    expect(await customerOrders(email)).toContain(first.order.label);
  });
});

describe('a signed agent hands over to the shopper', () => {
  it('the checkout it started is finished in the browser through continue_url, and its order shows on the session', async () => {
    const agent = await connect(`${shop.url}/api/ucp/mcp`, { fetch: signingFetch(agents, agents.profile) });
    const { products } = await call(agent, 'search_catalog', { meta: meta(), catalog: { query: 'tote' } });
    const variant = products[0].variants.find((candidate: Json) => candidate.availability.available);
    const opened = await call(agent, 'create_checkout', {
      meta: meta(),
      checkout: {
        line_items: [{ item: { id: variant.id }, quantity: 1 }],
        buyer: { email: 'browser-buyer@example.com' },
        fulfillment: { methods: [{ type: 'shipping', destinations: [MARKETS[0].destination] }] },
      },
    });
    // It may not pay through the API: with every detail given, the buyer still confirms and pays in the browser.
    expect(opened.status).toBe('requires_escalation');
    expect(opened.messages.map((message: Json) => [message.code, message.severity])).toEqual([
      ['buyer_payment_required', 'requires_buyer_input'],
    ]);
    const page = await fetch(opened.continue_url);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('browser-buyer@example.com');
    expect(html).toContain('10 Hudson Yards');
    const form = new URLSearchParams({
      email: 'browser-buyer@example.com',
      firstName: 'Giulia',
      lastName: 'Conti',
      address1: '10 Hudson Yards',
      city: 'New York',
      province: 'NY',
      country: 'US',
      zip: '10001',
      cardName: 'Giulia Conti',
      cardNumber: '4242 4242 4242 4242',
      cardExpiry: '12 / 34',
      cardCvc: '123',
    });
    const placed = await fetch(opened.continue_url, { method: 'POST', body: form, redirect: 'manual' });
    expect(placed.status).toBe(303);
    const after = await call(agent, 'get_checkout', { meta: meta(), id: opened.id });
    expect(after.status).toBe('completed');
    expect(placed.headers.get('location')).toBe(after.order.permalink_url);
    await agent.close();
  });
});
