// The emulated shop's agent endpoints on their own: the market each call names, the carts it shares
// with the Storefront API and the checkout host, and what it says about stock and unknown ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopify } from '../../emulators/shopify/test-server.ts';
import type { RunningShopify } from '../../emulators/shopify/test-server.ts';
import { checkCart, checkMessage, checkProduct } from './agents-ucp-checks.ts';

const meta = { 'ucp-agent': { profile: 'https://assistant.example/.well-known/ucp' } };
let shop: RunningShopify;
beforeAll(async () => {
  shop = await startShopify();
});
afterAll(async () => {
  await shop?.stop();
});

async function tool(name: string, args: Record<string, unknown>, path = '/api/ucp/mcp') {
  const response = await fetch(`${shop.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
  });
  expect(response.status).toBe(200);
  const { result } = (await response.json()) as { result: { structuredContent?: any; content: { text: string }[] } };
  return result.structuredContent ?? JSON.parse(result.content[0].text);
}

async function storefrontPrice(handle: string, country: string) {
  const { body } = await shop.graphql(
    `query($handle: String!, $country: CountryCode) @inContext(country: $country) { product(handle: $handle) { id priceRange { minVariantPrice { amount currencyCode } } variants(first: 250) { nodes { id availableForSale } } } }`,
    { handle, country },
  );
  return body.data.product;
}

describe('the market a call names', () => {
  it.each([
    ['IT', 'it', 'EUR', 100],
    ['JP', 'ja', 'JPY', 1],
    ['US', 'en', 'USD', 100],
  ])('%s: prices as the Storefront API gives them there, in minor units', async (country, language, currency, perUnit) => {
    const expected = await storefrontPrice('arco-tote', country);
    const { product } = await tool('get_product', { meta, catalog: { id: expected.id, context: { address_country: country, language } } });
    checkProduct(product);
    expect(expected.priceRange.minVariantPrice.currencyCode).toBe(currency);
    expect(product.price_range.min).toEqual({ amount: Number(expected.priceRange.minVariantPrice.amount) * perUnit, currency });
  });

  it('a cart moved to another country is priced there', async () => {
    const { variants } = await storefrontPrice('arco-tote', 'US');
    const created = await tool('create_cart', { meta, cart: { line_items: [{ item: { id: variants.nodes[0].id }, quantity: 1 }] } });
    expect(created.currency).toBe('USD');
    const moved = await tool('update_cart', {
      meta,
      id: created.id,
      cart: { line_items: [{ item: { id: variants.nodes[0].id }, quantity: 1 }], context: { address_country: 'IT', language: 'it' } },
    });
    checkCart(moved);
    expect(moved).toMatchObject({ currency: 'EUR', context: { address_country: 'IT', language: 'it' } });
  });
});

describe('carts shared with the Storefront API and the checkout host', () => {
  it("an agent's cart is the Storefront API's cart, and cancelling it closes its checkout", async () => {
    const { variants } = await storefrontPrice('arco-tote', 'US');
    const created = await tool('create_cart', { meta, cart: { line_items: [{ item: { id: variants.nodes[0].id }, quantity: 2 }] } });
    const { body } = await shop.graphql(
      `query($id: ID!) { cart(id: $id) { checkoutUrl totalQuantity lines(first: 5) { nodes { merchandise { ... on ProductVariant { id } } } } } }`,
      { id: created.id },
    );
    expect(body.data.cart).toEqual({
      checkoutUrl: created.continue_url,
      totalQuantity: 2,
      lines: { nodes: [{ merchandise: { id: variants.nodes[0].id } }] },
    });
    const cancelled = await tool('cancel_cart', { meta: { ...meta, 'idempotency-key': crypto.randomUUID() }, id: created.id });
    expect(cancelled.id).toBe(created.id);
    expect((await tool('get_cart', { meta, id: created.id })).messages[0]).toMatchObject({ code: 'not_found' });
    expect((await fetch(created.continue_url)).status).toBe(404);
  });
});

describe('what the shop says', () => {
  it('a lookup finds what exists and says which ids it did not', async () => {
    const { id, variants } = await storefrontPrice('arco-tote', 'US');
    const found = await tool('lookup_catalog', { meta, catalog: { ids: [id, variants.nodes[1].id, 'gid://shopify/Product/424242'] } });
    expect(found.products).toHaveLength(1);
    found.products.forEach(checkProduct);
    expect(found.products[0].variants.flatMap((variant: { inputs: unknown[] }) => variant.inputs)).toEqual(
      expect.arrayContaining([
        { id, match: 'featured' },
        { id: variants.nodes[1].id, match: 'exact' },
      ]),
    );
    found.messages.forEach(checkMessage);
    expect(found.messages).toEqual([{ type: 'info', code: 'not_found', content: 'gid://shopify/Product/424242' }]);
  });

  it('two lines of one item count together against the most a line may hold', async () => {
    const { variants } = await storefrontPrice('arco-tote', 'US');
    const item = { id: variants.nodes[0].id };
    const refused = await tool('create_cart', {
      meta,
      cart: {
        line_items: [
          { item, quantity: 6 },
          { item, quantity: 5 },
        ],
      },
    });
    expect(refused.messages).toEqual([expect.objectContaining({ code: 'quantity_limit', path: '$.line_items[1].quantity' })]);
    const merged = await tool('create_cart', {
      meta,
      cart: {
        line_items: [
          { item, quantity: 6 },
          { item, quantity: 4 },
        ],
      },
    });
    expect(merged.line_items.map((line: { quantity: number }) => line.quantity)).toEqual([10]);
  });

  it('a sold-out piece alone: out_of_stock, and no cart is made', async () => {
    const { body } = await shop.graphql(`{ products(first: 250) { nodes { variants(first: 250) { nodes { id availableForSale } } } } }`);
    const soldOut = body.data.products.nodes
      .flatMap((product: { variants: { nodes: { id: string; availableForSale: boolean }[] } }) => product.variants.nodes)
      .find((variant: { availableForSale: boolean }) => !variant.availableForSale);
    expect(soldOut).toBeDefined();
    const created = await tool('create_cart', { meta, cart: { line_items: [{ item: { id: soldOut.id }, quantity: 1 }] } });
    expect(created.ucp.status).toBe('error');
    expect(created.id).toBeUndefined();
    created.messages.forEach(checkMessage);
    expect(created.messages).toEqual([expect.objectContaining({ type: 'error', code: 'out_of_stock', severity: 'recoverable' })]);
  });
});

describe('the transport', () => {
  const list = (headers: Record<string, string>) =>
    fetch(`${shop.url}/api/ucp/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });

  it('answers JSON to a client that takes it, and says so to one that takes only an event stream', async () => {
    expect((await list({ accept: 'application/json, text/event-stream' })).status).toBe(200);
    const refused = await list({ accept: 'text/event-stream' });
    expect(refused.status).toBe(406);
    expect(await refused.json()).toMatchObject({ error: { code: -32600 } });
  });

  it('refuses a protocol version it does not speak, and issues no session', async () => {
    const spoken = await list({ 'mcp-protocol-version': '2025-06-18' });
    expect(spoken.status).toBe(200);
    expect(spoken.headers.get('mcp-session-id')).toBeNull();
    expect((await list({ 'mcp-protocol-version': '1999-01-01' })).status).toBe(400);
  });

  it('answers a notification with 202 and no body, and a GET with 405', async () => {
    const notified = await fetch(`${shop.url}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
    });
    expect(notified.status).toBe(202);
    expect(await notified.text()).toBe('');
    const got = await fetch(`${shop.url}/api/mcp`);
    expect(got.status).toBe(405);
    expect(got.headers.get('allow')).toBe('POST');
  });
});

describe('get_product', () => {
  it('narrows the variants to the selected options and says which other values exist and are available', async () => {
    const { id, variants } = await storefrontPrice('arco-tote', 'US');
    const { product } = await tool('get_product', { meta, catalog: { id, selected: [{ name: 'Color', label: 'Cognac' }] } });
    checkProduct(product);
    expect(product.selected).toEqual([{ name: 'Color', label: 'Cognac' }]);
    expect(product.variants.map((variant: { id: string }) => variant.id)).toEqual([variants.nodes[1].id]);
    expect(product.options.find((option: { name: string }) => option.name === 'Color').values).toEqual(
      expect.arrayContaining([{ label: 'Nero', exists: true, available: true }]),
    );
  });
});

describe('search_catalog', () => {
  it('filters by category and by a price range in the minor units of the market', async () => {
    const search = async (filters: unknown) =>
      (await tool('search_catalog', { meta, catalog: { query: 'tote', filters, context: { address_country: 'IT' } } })).products as {
        title: string;
        price_range: { min: { amount: number } };
        categories: { value: string }[];
      }[];
    const all = await search(undefined);
    const cheap = await search({ price: { max: 150000 } });
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.length).toBeLessThan(all.length);
    expect(cheap.every((product) => product.price_range.min.amount <= 150000)).toBe(true);
    expect(await search({ categories: ['No such category'] })).toEqual([]);
    expect((await search({ categories: [all[0].categories[0].value] })).length).toBeGreaterThan(0);
  });

  it('pages with a cursor', async () => {
    const first = await tool('search_catalog', { meta, catalog: { query: 'tote', pagination: { limit: 2 } } });
    expect(first.products).toHaveLength(2);
    expect(first.pagination).toMatchObject({ has_next_page: true, cursor: expect.any(String) });
    const next = await tool('search_catalog', {
      meta,
      catalog: { query: 'tote', pagination: { limit: 2, cursor: first.pagination.cursor } },
    });
    expect(next.products[0].id).not.toBe(first.products[0].id);
    expect(next.products[0].id).not.toBe(first.products[1].id);
  });
});
