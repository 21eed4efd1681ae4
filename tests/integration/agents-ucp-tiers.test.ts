// Who may do what on the shop's agent endpoints, as Shopify's tiers have it, and what careless or
// hostile calls get: the exact tools each tier lists, the protocol's errors (never a 5xx, never a
// stack trace, never an order) for what a tier may not do or a request that cannot be trusted,
// checkout limited harder than cart, the Storefront MCP tools Shopify removed answered as unknown,
// and the profiles of both UCP versions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { startShopify } from '../../emulators/shopify/test-server.ts';
import type { RunningShopify } from '../../emulators/shopify/test-server.ts';
import { connect, grantToken, signingFetch, startAgentHost, US_DESTINATION } from '../support/ucp-agent.ts';
import type { AgentHost } from '../support/ucp-agent.ts';
import { checkProfile } from './agents-ucp-checks.ts';

type Json = Record<string, any>;
const ARCO_NERO = 'gid://shopify/ProductVariant/1';
const CATALOG_AND_CART = [
  'search_catalog',
  'lookup_catalog',
  'get_product',
  'create_cart',
  'get_cart',
  'update_cart',
  'cancel_cart',
  'ask_business',
];
const CHECKOUT = ['create_checkout', 'get_checkout', 'update_checkout', 'cancel_checkout'];
const EVERY_TOOL = [...CATALOG_AND_CART, ...CHECKOUT, 'complete_checkout', 'get_order'];

let shop: RunningShopify;
let agents: AgentHost;
let clients: Record<'anonymous' | 'signed' | 'token' | 'purchase', Client>;
beforeAll(async () => {
  shop = await startShopify();
  agents = await startAgentHost();
  const endpoint = `${shop.url}/api/ucp/mcp`;
  clients = {
    anonymous: await connect(endpoint),
    signed: await connect(endpoint, { fetch: signingFetch(agents, agents.profile) }),
    token: await connect(endpoint, { token: await grantToken(shop.url, shop.tokens.privateToken) }),
    purchase: await connect(endpoint, { token: await grantToken(shop.url, shop.tokens.privateToken, { purchase: true }) }),
  };
});
afterAll(async () => {
  await Promise.all(Object.values(clients ?? {}).map((client) => client.close()));
  await agents?.close();
  await shop?.stop();
});

const meta = (profile = agents.profile, extra: Json = {}) => ({ 'ucp-agent': { profile }, ...extra });

/** A raw JSON-RPC POST: its status and body, checked to be no 5xx and no stack trace. */
async function post(body: string, init: { fetcher?: typeof fetch; headers?: Record<string, string>; path?: string } = {}) {
  const response = await (init.fetcher ?? fetch)(`${shop.url}${init.path ?? '/api/ucp/mcp'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...init.headers },
    body,
  });
  const text = await response.text();
  expect(response.status).toBeLessThan(500);
  expect(text).not.toMatch(/\n\s+at /);
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as Json };
}
const tool = (name: string, args: Json, init?: Parameters<typeof post>[1]) =>
  post(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name, arguments: args } }), init);
const orderCount = async () => ((await (await fetch(`${shop.url}/checkouts/orders.json`)).json()) as { orders: unknown[] }).orders.length;

/** A signed agent's checkout with every detail given: only the buyer's payment, in the browser, is left. */
async function readyCheckout(fetcher: typeof fetch) {
  const { body } = await tool(
    'create_checkout',
    {
      meta: meta(),
      checkout: {
        line_items: [{ item: { id: ARCO_NERO }, quantity: 1 }],
        buyer: { email: 'someone@example.com' },
        fulfillment: {
          methods: [
            {
              type: 'shipping',
              destinations: [US_DESTINATION],
            },
          ],
        },
      },
    },
    { fetcher },
  );
  expect(body.result.structuredContent.status).toBe('requires_escalation');
  expect(body.result.structuredContent.messages.map((message: Json) => message.severity)).toEqual(['requires_buyer_input']);
  return body.result.structuredContent as Json;
}
const payment = {
  payment: {
    instruments: [{ id: 'card', handler_id: 'test_card', type: 'card', credential: { type: 'token', token: 'tok_test_4242424242424242' } }],
  },
};

describe('the tools each tier lists', () => {
  it.each([
    ['anonymous', CATALOG_AND_CART],
    ['signed', [...CATALOG_AND_CART, ...CHECKOUT]],
    ['token', [...CATALOG_AND_CART, ...CHECKOUT]],
    ['purchase', EVERY_TOOL],
  ] as const)('%s: exactly Shopify’s set for the tier', async (tier, expected) => {
    expect((await clients[tier].listTools()).tools.map((entry) => entry.name).sort()).toEqual([...expected].sort());
    const storefront = await connect(`${shop.url}/api/mcp`);
    expect((await storefront.listTools()).tools.map((entry) => entry.name)).toEqual(['search_shop_policies_and_faqs']);
    await storefront.close();
  });
});

describe('what a tier may not do', () => {
  it('an anonymous agent calling a checkout tool gets 401 and -32000, and no checkout is made', async () => {
    const answer = await tool('create_checkout', { meta: meta(), checkout: { line_items: [{ item: { id: ARCO_NERO }, quantity: 1 }] } });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(answer.body.error.code).toBe(-32000);
  });

  it('a signed agent without a purchase token cannot complete: 403 and -32000, and no order', async () => {
    const fetcher = signingFetch(agents, agents.profile);
    const ready = await readyCheckout(fetcher);
    const before = await orderCount();
    const answer = await tool(
      'complete_checkout',
      { meta: meta(agents.profile, { 'idempotency-key': crypto.randomUUID() }), id: ready.id, checkout: payment },
      { fetcher },
    );
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe(-32000);
    expect(await orderCount()).toBe(before);
  });

  it('another agent’s checkout is not found, and cannot be changed or completed', async () => {
    const mine = await readyCheckout(signingFetch(agents, agents.profile));
    const other = signingFetch(agents, agents.otherProfile);
    for (const [name, args] of [
      ['get_checkout', { id: mine.id }],
      ['update_checkout', { id: mine.id, checkout: { line_items: [{ item: { id: ARCO_NERO }, quantity: 2 }] } }],
      ['cancel_checkout', { id: mine.id, meta: meta(agents.otherProfile, { 'idempotency-key': crypto.randomUUID() }) }],
    ] as const) {
      const { body } = await tool(name, { meta: meta(agents.otherProfile), ...args }, { fetcher: other });
      expect(body.result.structuredContent).toMatchObject({
        ucp: { status: 'error' },
        messages: [{ code: 'not_found', severity: 'unrecoverable' }],
      });
      expect(JSON.stringify(body)).not.toContain('someone@example.com');
    }
    const purchase = await clients.purchase.callTool({
      name: 'complete_checkout',
      arguments: { meta: meta(agents.profile, { 'idempotency-key': crypto.randomUUID() }), id: mine.id, checkout: payment },
    });
    expect((purchase.structuredContent as Json).messages[0].code).toBe('not_found');
  });
});

describe('hostile and careless JSON-RPC', () => {
  it.each([
    ['malformed JSON', '{"jsonrpc": "2.0", "id": 1, "method": ', 400, -32700],
    ['a batch', '[{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}]', 400, -32600],
    ['a huge body', JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { pad: 'x'.repeat(300_000) } }), 413, -32600],
    [
      'an unknown tool',
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'drop_tables', arguments: {} } }),
      200,
      -32602,
    ],
  ])('%s: a JSON-RPC error', async (_, body, status, code) => {
    const answer = await post(body);
    expect(answer.status).toBe(status);
    expect(answer.body.error.code).toBe(code);
  });

  it('a profile declaring a version the shop does not speak: 422 and -32001 version_unsupported', async () => {
    const answer = await tool('search_catalog', { meta: meta(agents.futureProfile), catalog: { query: 'tote' } });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({ code: -32001, data: { code: 'version_unsupported' } });
  });

  it('negative, fractional and excessive quantities', async () => {
    for (const quantity of [-3, 0.5]) {
      const answer = await tool('create_cart', { meta: meta(), cart: { line_items: [{ item: { id: ARCO_NERO }, quantity }] } });
      expect(answer.body.error.code).toBe(-32602);
    }
    for (const quantity of [11, 1e12]) {
      const { body } = await tool('create_cart', { meta: meta(), cart: { line_items: [{ item: { id: ARCO_NERO }, quantity }] } });
      expect(body.result.structuredContent.messages[0]).toMatchObject({ code: 'quantity_limit', path: '$.line_items[0].quantity' });
    }
  });

  it('a forged signature, a body changed after signing, a token the shop never issued: the protocol’s errors', async () => {
    const forged = await post(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }), {
      headers: {
        'ucp-agent': `profile="${agents.profile}"`,
        'signature-input': 'sig1=("@method" "@authority" "@path");keyid="assistant-2026"',
        signature: 'sig1=:AAAA:',
      },
    });
    expect(forged.status).toBe(401);
    expect(forged.body.error).toMatchObject({ code: -32000, data: { code: 'signature_invalid' } });
    let signed = new Headers();
    const capture: typeof fetch = async (_, init) => ((signed = new Headers(init?.headers)), new Response('{}'));
    await signingFetch(
      agents,
      agents.profile,
      capture,
    )(`${shop.url}/api/ucp/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
    });
    const changed = await post('{"jsonrpc":"2.0","id":2,"method":"tools/list"}', { headers: Object.fromEntries(signed) });
    expect(changed.status).toBe(400);
    expect(changed.body.error.data.code).toBe('digest_mismatch');
    const bearer = await post(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/list' }), {
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(bearer.status).toBe(401);
    expect(bearer.body.error.code).toBe(-32000);
  });

  it('an idempotency key reused with another payload: 409 and -32000, and the first answer stands', async () => {
    const ready = await readyCheckout(signingFetch(agents, agents.profile));
    const key = crypto.randomUUID();
    const fetcher = signingFetch(agents, agents.profile);
    const first = await tool('cancel_checkout', { meta: meta(agents.profile, { 'idempotency-key': key }), id: ready.id }, { fetcher });
    expect(first.body.result.structuredContent.status).toBe('canceled');
    const reused = await tool(
      'cancel_checkout',
      { meta: meta(agents.profile, { 'idempotency-key': key }), id: `${ready.id}0` },
      { fetcher },
    );
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe(-32000);
  });
});

describe('limits', () => {
  it('checkout is limited harder than cart: the 61st checkout call in a minute gets 429, cart calls go on', async () => {
    // A caller of its own (the older profile signs as a separate agent), so no other test's calls count.
    const fetcher = signingFetch(agents, agents.olderProfile);
    const call = (name: string) =>
      tool(name, { meta: meta(agents.olderProfile), id: 'gid://shopify/Checkout/00000000000000000000000000000000' }, { fetcher });
    for (let index = 0; index < 61; index++) expect((await call('get_cart')).status).toBe(200);
    for (let index = 0; index < 60; index++) expect((await call('get_checkout')).status).toBe(200);
    const limited = await call('get_checkout');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(limited.body.error).toMatchObject({ code: -32000, data: { retry_after: 60 } });
    expect((await call('get_cart')).status).toBe(200);
  });
});

describe('the Storefront MCP as Shopify answers it today', () => {
  it.each(['search_shop_catalog', 'get_product_details', 'get_cart', 'update_cart'])('%s was removed: unknown tool', async (name) => {
    const storefront = await connect(`${shop.url}/api/mcp`);
    await expect(storefront.callTool({ name, arguments: { query: 'tote' } })).rejects.toMatchObject({ code: -32602 });
    await storefront.close();
  });

  it('search_shop_policies_and_faqs and ask_business both answer how long returns take from the policy', async () => {
    const storefront = await connect(`${shop.url}/api/mcp`);
    const legacy = await storefront.callTool({ name: 'search_shop_policies_and_faqs', arguments: { query: 'how long do returns take' } });
    const { answers } = JSON.parse((legacy.content as { text: string }[])[0].text);
    expect(answers.some((answer: Json) => /30 days/.test(answer.answer))).toBe(true);
    await storefront.close();
    const asked = (
      await clients.anonymous.callTool({ name: 'ask_business', arguments: { meta: meta(), ask: { query: 'how long do returns take' } } })
    ).structuredContent as Json;
    expect(asked.ucp.capabilities['dev.ucp.shopping.ask']).toBeDefined();
    expect(asked.answer.plain).toMatch(/30 days/);
  });
});

describe('profiles and versions', () => {
  it('/.well-known/ucp is 2026-08-25 and names the 2026-04-08 profile, each a leaf of its own version', async () => {
    const current = (await (await fetch(`${shop.url}/.well-known/ucp`)).json()) as Json;
    checkProfile(current);
    expect(current.ucp.version).toBe('2026-08-25');
    expect(current.ucp.supported_versions).toEqual({ '2026-04-08': `${shop.url}/.well-known/ucp/2026-04-08` });
    expect(Object.keys(current.ucp.payment_handlers)).toEqual(['dev.bottega.test_card']);
    for (const version of ['2026-08-25', '2026-04-08']) {
      const leaf = (await (await fetch(`${shop.url}/.well-known/ucp/${version}`)).json()) as Json;
      checkProfile(leaf);
      expect(leaf.ucp.version).toBe(version);
      expect(leaf.ucp.supported_versions).toBeUndefined();
    }
    expect((await fetch(`${shop.url}/.well-known/ucp/2025-01-01`)).status).toBe(404);
  });

  it('an agent whose profile declares 2026-04-08 is answered in that version’s shapes', async () => {
    const search = async (profile: string) =>
      (await tool('search_catalog', { meta: meta(profile), catalog: { query: 'tote', pagination: { limit: 1 } } })).body.result
        .structuredContent as Json;
    const older = await search(agents.olderProfile);
    const current = await search(agents.profile);
    expect(older.ucp.version).toBe('2026-04-08');
    expect(older.policies).toBeUndefined();
    expect(current.ucp.version).toBe('2026-08-25');
    expect(current.policies[0].type).toBe('dev.ucp.shopping.policy.return');
  });
});
