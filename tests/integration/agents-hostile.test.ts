// Hostile and careless calls to the agent endpoints through the storefront: each gets a JSON-RPC
// error or a UCP message a client can act on, never a 5xx or a stack trace, and one address cannot
// make more calls a minute than the limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { AGENT_CALLS_PER_MINUTE, AGENT_ENDPOINT_MAX_BODY_BYTES } from '../../app/core/constants.ts';
import { checkMessage } from './agents-ucp-checks.ts';

const meta = { 'ucp-agent': { profile: 'https://assistant.example/.well-known/ucp' } };
const ARCO_NERO = 'gid://shopify/ProductVariant/1';

let storefront: Awaited<ReturnType<typeof startStorefront>>;
beforeAll(async () => {
  storefront = await startStorefront();
}, 120_000);
afterAll(async () => {
  await storefront?.close();
});

async function post(path: string, body: BodyInit, init: RequestInit = {}) {
  const response = await fetch(`${storefront.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body,
    ...init,
  });
  const text = await response.text();
  expect(response.status).toBeLessThan(500);
  expect(text).not.toMatch(/\n\s+at /);
  return { status: response.status, body: JSON.parse(text) };
}

const rpc = (path: string, method: string, params?: unknown) => post(path, JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }));
const tool = (name: string, args: unknown, path = '/api/ucp/mcp') => rpc(path, 'tools/call', { name, arguments: args });

describe('protocol faults', () => {
  it.each([
    ['malformed JSON', '{"jsonrpc": "2.0", "id": 1, "method": ', 400, -32700],
    ['not JSON-RPC', '{"hello": "world"}', 400, -32600],
    ['a batch', '[{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}]', 400, -32600],
    ['an unknown method', '{"jsonrpc": "2.0", "id": 1, "method": "tools/delete"}', 200, -32601],
  ])('%s: a JSON-RPC error', async (_name, body, status, code) => {
    for (const path of ['/api/mcp', '/api/ucp/mcp']) {
      const answer = await post(path, body);
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ jsonrpc: '2.0', error: { code, message: expect.any(String) } });
    }
  });

  it('an unknown tool: Invalid params, on both endpoints', async () => {
    for (const path of ['/api/mcp', '/api/ucp/mcp'])
      expect((await tool('drop_tables', {}, path)).body.error).toMatchObject({ code: -32602, message: 'Unknown tool: drop_tables' });
  });

  it('a huge body, declared or streamed: refused by the storefront with 413', async () => {
    const huge = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/list',
      params: { pad: 'x'.repeat(AGENT_ENDPOINT_MAX_BODY_BYTES) },
    });
    const declared = await post('/api/ucp/mcp', huge);
    expect(declared).toMatchObject({ status: 413, body: { error: { code: -32600 } } });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(huge));
        controller.close();
      },
    });
    const streamed = await post('/api/mcp', stream, { duplex: 'half' } as RequestInit);
    expect(streamed).toMatchObject({ status: 413, body: { error: { code: -32600 } } });
  });

  it('a UCP call without an agent profile: Invalid params', async () => {
    const answer = await tool('search_catalog', { catalog: { query: 'tote' } });
    expect(answer.body.error).toMatchObject({ code: -32602, message: expect.stringContaining('ucp-agent') });
  });

  it('a negative quantity: Invalid params; the removed Storefront MCP cart tool: unknown', async () => {
    const ucp = await tool('create_cart', { meta, cart: { line_items: [{ item: { id: ARCO_NERO }, quantity: -1 }] } });
    expect(ucp.body.error).toMatchObject({ code: -32602, message: expect.stringContaining('quantity') });
    const legacy = await tool('update_cart', { lines: [{ merchandise_id: ARCO_NERO, quantity: -3 }] }, '/api/mcp');
    expect(legacy.body.error).toMatchObject({ code: -32602, message: 'Unknown tool: update_cart' });
  });
});

describe("the shop's verdicts, as UCP messages", () => {
  it('a variant id from nowhere: not_found, and no cart', async () => {
    const answer = await tool('create_cart', {
      meta,
      cart: { line_items: [{ item: { id: 'gid://shopify/ProductVariant/999999' }, quantity: 1 }] },
    });
    const result = answer.body.result.structuredContent;
    expect(result.ucp.status).toBe('error');
    expect(result.id).toBeUndefined();
    result.messages.forEach(checkMessage);
    expect(result.messages).toEqual([expect.objectContaining({ type: 'error', code: 'not_found', path: '$.line_items[0].item.id' })]);
  });

  it('quantity 11: over the most a line may hold, and the cart stays as it was', async () => {
    const created = (await tool('create_cart', { meta, cart: { line_items: [{ item: { id: ARCO_NERO }, quantity: 1 }] } })).body.result
      .structuredContent;
    const answer = await tool('update_cart', { meta, id: created.id, cart: { line_items: [{ item: { id: ARCO_NERO }, quantity: 11 }] } });
    const result = answer.body.result.structuredContent;
    result.messages.forEach(checkMessage);
    expect(result.messages).toEqual([
      expect.objectContaining({
        type: 'error',
        code: 'quantity_limit',
        path: '$.line_items[0].quantity',
        content: 'At most 10 of an item per order.',
      }),
    ]);
    expect(result.line_items.map((line: { quantity: number }) => line.quantity)).toEqual([1]);
  });

  it('an unknown cart: not_found', async () => {
    const answer = await tool('get_cart', { meta, id: 'gid://shopify/Cart/nope?key=nope' });
    expect(answer.body.result.structuredContent.messages).toEqual([
      expect.objectContaining({ code: 'not_found', severity: 'unrecoverable' }),
    ]);
  });
});

describe('the rate limit', () => {
  it(`holds at ${AGENT_CALLS_PER_MINUTE} calls a minute from one address, over 1,000 calls`, async () => {
    const statuses: number[] = [];
    const codes = new Set<number>();
    for (let batch = 0; batch < 50; batch++) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => rpc(batch % 2 ? '/api/mcp' : '/api/ucp/mcp', 'tools/list')));
      for (const answer of answers) {
        statuses.push(answer.status);
        if (answer.status === 429) codes.add(answer.body.error.code);
      }
    }
    expect(statuses).toHaveLength(1000);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(AGENT_CALLS_PER_MINUTE);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1000 - AGENT_CALLS_PER_MINUTE);
    expect([...codes]).toEqual([-32000]);
    // Only the agent endpoints are limited: the pages stay open to the same address.
    expect((await fetch(`${storefront.url}/products/arco-tote.md`)).status).toBe(200);
  }, 120_000);
});
