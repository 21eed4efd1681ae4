// An MCP client no one here wrote (@modelcontextprotocol/sdk over Streamable HTTP) shops through the
// storefront's own origin: finds the shop's tools, searches, reads a product, fills a cart, and the
// shopper places the order on the checkout host the cart's continue_url names; assistants that read
// pages find /llms.txt and the Markdown twins. Once with the local
// emulators, once with the storefront pointed at a separate "real" shop (only the store domain and
// tokens set): the storefront forwards, it does not answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startStandaloneEmulators, startStorefront } from '../support/storefront.ts';
import { startRecordingProxy } from '../support/recording-proxy.ts';
import { checkCart, checkEnvelope, checkProduct, checkProfile } from './agents-ucp-checks.ts';

const meta = { 'ucp-agent': { profile: 'https://assistant.example/.well-known/ucp' } };
const GUEST = {
  email: 'agent-shopper@example.com',
  firstName: 'Chiara',
  lastName: 'Ferri',
  address1: '10 Hudson Yards',
  city: 'New York',
  province: 'NY',
  country: 'US',
  zip: '10001',
  phone: '+1 212 555 0100',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12 / 34',
  cardCvc: '123',
  cardName: 'Chiara Ferri',
};

async function connect(url: string): Promise<Client> {
  const client = new Client({ name: 'agents-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  expect(result.isError ?? false).toBe(false);
  return result.structuredContent as Record<string, any>;
}

/** The older Storefront MCP tools answer JSON as text content. */
async function callLegacy(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  const [first] = result.content as { type: string; text: string }[];
  expect(first.type).toBe('text');
  return JSON.parse(first.text);
}

function shopsThroughTheStorefront(setup: () => Promise<{ storefront: string; shop: string; close(): Promise<void> }>) {
  let storefront: string;
  let shop: string;
  let close: () => Promise<void>;
  let ucp: Client;
  let storefrontMcp: Client;
  beforeAll(async () => {
    ({ storefront, shop, close } = await setup());
    ucp = await connect(`${storefront}/api/ucp/mcp`);
    storefrontMcp = await connect(`${storefront}/api/mcp`);
  }, 120_000);
  afterAll(async () => {
    await ucp?.close();
    await storefrontMcp?.close();
    await close?.();
  });

  it('lists the tools of both endpoints', async () => {
    expect((await ucp.listTools()).tools.map((tool) => tool.name).sort()).toEqual(
      ['ask_business', 'cancel_cart', 'create_cart', 'get_cart', 'get_product', 'lookup_catalog', 'search_catalog', 'update_cart'].sort(),
    );
    // Shopify removed the Storefront MCP's catalog and cart tools in favour of UCP's.
    expect((await storefrontMcp.listTools()).tools.map((tool) => tool.name)).toEqual(['search_shop_policies_and_faqs']);
    // Server to server, as Shopify's: no CORS, so no page elsewhere can drive a shopper's bag.
    for (const path of ['/api/mcp', '/api/ucp/mcp']) {
      const answer = await fetch(`${storefront}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
      });
      expect(await answer.json()).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('serves the UCP profile with its endpoint on the storefront', async () => {
    const response = await fetch(`${storefront}/.well-known/ucp`);
    expect(response.status).toBe(200);
    const profile = (await response.json()) as Record<string, any>;
    checkProfile(profile);
    expect(profile.ucp.services['dev.ucp.shopping'][0]).toMatchObject({ transport: 'mcp', endpoint: `${storefront}/api/ucp/mcp` });
  });

  it('finds the totes, reads one, fills a cart, and the shopper orders on the checkout host', async () => {
    const found = await call(ucp, 'search_catalog', {
      meta,
      catalog: { query: 'tote', context: { address_country: 'US', language: 'en' } },
    });
    checkEnvelope(found.ucp, 'dev.ucp.shopping.catalog.search');
    found.products.forEach(checkProduct);
    const titles: string[] = found.products.map((product: { title: string }) => product.title);
    expect(titles).toContain('Arco Tote');
    expect(titles.every((title) => /tote/i.test(title))).toBe(true);

    const arco = found.products.find((product: { title: string }) => product.title === 'Arco Tote');
    const details = await call(ucp, 'get_product', { meta, catalog: { id: arco.id, context: { address_country: 'US' } } });
    checkProduct(details.product);
    expect(details.product).toMatchObject({ title: 'Arco Tote', url: expect.stringMatching(/\/products\/arco-tote$/) });
    expect(details.product.price_range.min).toEqual({ amount: 245000, currency: 'USD' });

    const [first, second] = details.product.variants.filter((variant: any) => variant.availability.available);
    const created = await call(ucp, 'create_cart', {
      meta,
      cart: {
        line_items: [
          { item: { id: first.id }, quantity: 1 },
          { item: { id: second.id }, quantity: 1 },
        ],
        context: { address_country: 'US' },
      },
    });
    checkCart(created);
    expect(created.line_items.map((line: any) => [line.item.id, line.quantity])).toEqual([
      [first.id, 1],
      [second.id, 1],
    ]);
    expect(created.totals.find((total: any) => total.type === 'total').amount).toBe(490000);

    const updated = await call(ucp, 'update_cart', {
      meta,
      id: created.id,
      cart: {
        line_items: [
          { item: { id: first.id }, quantity: 2 },
          { item: { id: second.id }, quantity: 1 },
        ],
      },
    });
    checkCart(updated);
    const read = await call(ucp, 'get_cart', { meta, id: created.id });
    checkCart(read);
    expect(read.line_items.map((line: any) => [line.id, line.item.id, line.quantity])).toEqual(
      created.line_items.map((line: any, index: number) => [line.id, line.item.id, index === 0 ? 2 : 1]),
    );
    expect(read.totals.find((total: any) => total.type === 'total')).toEqual({ type: 'total', amount: 735000 });
    expect(read.continue_url.startsWith(`${shop}/checkouts/cn/`)).toBe(true);

    // The shopper, not the agent, pays: on the checkout page the continue_url opens.
    const page = await fetch(read.continue_url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Arco Tote');
    const placed = await fetch(read.continue_url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(GUEST),
    });
    expect(placed.status).toBe(303);
    const { orders } = (await (await fetch(`${shop}/checkouts/orders.json?email=${GUEST.email}`)).json()) as { orders: any[] };
    expect(orders[0].lineItems.map((line: any) => [line.variantId, line.quantity])).toEqual([
      [first.id, 2],
      [second.id, 1],
    ]);
    // The cart became the order: the agent finds it gone.
    const after = await call(ucp, 'get_cart', { meta, id: created.id });
    expect(after.messages).toEqual([expect.objectContaining({ type: 'error', code: 'not_found' })]);
  });

  it('serves /llms.txt: what the shop is, its collections, the agent endpoints', async () => {
    const response = await fetch(`${storefront}/llms.txt`);
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/^public, /);
    expect(text).toMatch(/^# Bottega\n/);
    expect(text).toContain(`- [Bags](${storefront}/collections/bags.md)`);
    expect(text).toContain(`${storefront}/.well-known/ucp`);
    expect(text).toContain(`${storefront}/api/ucp/mcp`);
  });

  it("serves the Markdown twins, with title, price in the address's market and URL, cached as their pages", async () => {
    const response = await fetch(`${storefront}/products/arco-tote.md`);
    const text = await response.text();
    const page = await fetch(`${storefront}/products/arco-tote`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(page.headers.get('cache-control'));
    expect(text).toMatch(/^# Arco Tote\n/);
    expect(text).toContain('- Price: $2,450\n');
    expect(text).toContain(`- URL: ${storefront}/products/arco-tote\n`);
    expect(text).toContain('gid://shopify/ProductVariant/1');
    const collection = await (await fetch(`${storefront}/collections/bags.md`)).text();
    expect(collection).toMatch(/^# Bags\n/);
    expect(collection).toContain(`- [Arco Tote](${storefront}/products/arco-tote.md): $2,450`);
    expect((await fetch(`${storefront}/products/no-such-piece.md`)).status).toBe(404);
    expect((await fetch(`${storefront}/collections/no-such-collection.md`)).status).toBe(404);
  });

  it("answers questions from the shop's policies and pages", async () => {
    const { answers } = await callLegacy(storefrontMcp, 'search_shop_policies_and_faqs', { query: 'How do returns work?' });
    expect(answers[0]).toMatchObject({ question: expect.stringMatching(/return/i), url: expect.stringMatching(/^http/) });
    expect(answers.map((answer: { answer: string }) => answer.answer).join(' ')).toMatch(/30 days/);
  });
}

describe('agents through the storefront, with the local emulators', () => {
  shopsThroughTheStorefront(async () => {
    const running = await startStorefront();
    return { storefront: running.url, shop: running.emulators!.url, close: running.close };
  });
});

describe('agents through the storefront, pointed at a separate shop', () => {
  let real: Awaited<ReturnType<typeof startStandaloneEmulators>>;
  let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
  shopsThroughTheStorefront(async () => {
    real = await startStandaloneEmulators();
    // Everything the storefront sends the shop passes a recorder on the way.
    proxy = await startRecordingProxy(real.url);
    const running = await startStorefront({
      PUBLIC_STORE_DOMAIN: proxy.url,
      PUBLIC_STOREFRONT_API_TOKEN: real.credentials.shopify.publicToken,
      PRIVATE_STOREFRONT_API_TOKEN: real.credentials.shopify.privateToken,
      // Required of any deployment that talks to a real service.
      SESSION_SECRET: 'a-real-secret-for-this-test',
    });
    // Whatever else runs locally, the shop is the separate one: continue_url names its host.
    expect(running.emulators?.url).not.toBe(real.url);
    return {
      storefront: running.url,
      shop: real.url,
      close: async () => {
        await running.close();
        await proxy.close();
        await real.close();
      },
    };
  });

  it("forwards every agent call with the buyer's vouched address, never the private token", () => {
    const calls = proxy.requests.filter((request) => request.path === '/api/mcp' || request.path === '/api/ucp/mcp');
    expect(new Set(calls.map((request) => request.path))).toEqual(new Set(['/api/mcp', '/api/ucp/mcp']));
    for (const call of calls) {
      expect(call.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(call.headers['shopify-storefront-private-token']).toBeUndefined();
      expect(JSON.stringify(call.headers)).not.toContain(real.credentials.shopify.privateToken);
    }
  });
});
