// Conformance: Shopify's own UCP client, @shopify/ucp-cli, unmodified, buys from the shop as a
// purchase-granted agent: once from the emulated shop directly, once through the storefront's own
// origin (which forwards /.well-known/ucp and /api/ucp/mcp). Discovery, catalog, cart, checkout and
// order, each answer checked by the CLI against UCP 2026-08-25's schemas (UCP_STRICT_SCHEMA) and here
// for what an assistant relies on. The CLI speaks https only; its own switch for local tests lets it
// reach a loopback address over http.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { grantToken, US_DESTINATION } from '../support/ucp-agent.ts';

type Json = Record<string, any>;
const run = promisify(execFile);
// The package's command, beside the module it exports.
const CLI = fileURLToPath(new URL('./bin.js', import.meta.resolve('@shopify/ucp-cli')));
const home = mkdtempSync(join(tmpdir(), 'bottega-ucp-cli-'));
let storefront: Awaited<ReturnType<typeof startStorefront>>;
let token: string;

beforeAll(async () => {
  storefront = await startStorefront();
  const emulators = storefront.emulators!;
  token = await grantToken(emulators.url, emulators.credentials.shopify.privateToken, { purchase: true });
}, 60_000);
afterAll(async () => {
  await storefront?.close();
  rmSync(home, { recursive: true, force: true });
});

/** One CLI command against `business`, its JSON answer's result (or the CLI's error, failing the test). */
async function ucp(business: string, ...args: string[]): Promise<Json> {
  const { stdout } = await run(
    process.execPath,
    [CLI, ...args, '--business', business, '--header', `Authorization: Bearer ${token}`, '--format', 'json'],
    {
      env: { PATH: process.env.PATH, HOME: home, UCP_HOME: home, UCP_STRICT_SCHEMA: '1', UCP_TEST_ALLOW_INSECURE_LOCALHOST: 'true' },
      timeout: 30_000,
    },
  ).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout || `{"error":${JSON.stringify(error.stderr)}}` }));
  const answer = JSON.parse(stdout) as Json;
  expect(answer.result, `ucp ${args.slice(0, 2).join(' ')}: ${stdout.slice(0, 600)}`).toBeDefined();
  return answer.result;
}

/** Shopify's UCP tools as its shops answer them today, for an agent granted purchases. */
const UCP_TOOLS = [
  ...['search_catalog', 'lookup_catalog', 'get_product'],
  ...['create_cart', 'get_cart', 'update_cart', 'cancel_cart'],
  ...['create_checkout', 'get_checkout', 'update_checkout', 'complete_checkout', 'cancel_checkout'],
  ...['get_order', 'ask_business'],
].sort();

const TEST_CARD = {
  instruments: [
    {
      id: 'card',
      handler_id: 'test_card',
      type: 'card',
      selected: true,
      credential: { type: 'token', token: 'tok_test_4242424242424242' },
    },
  ],
};

// Both at once: each spawns the CLI once a step, and they share nothing but the shop.
describe.concurrent.each([
  ['the shop directly', () => storefront.emulators!.url],
  ["the storefront's origin", () => storefront.url],
])('ucp-cli buys from %s', (_where, business) => {
  it('discovers the tools, searches, fills a two-line cart, checks out, pays and reads the order', async () => {
    const discovered = await ucp(business(), 'discover', '--refresh');
    expect(Object.keys(discovered.negotiated['dev.ucp.shopping'].tools).sort()).toEqual(UCP_TOOLS);

    const totes = await ucp(business(), 'catalog', 'search', '--set', '/query=tote');
    const wallets = await ucp(business(), 'catalog', 'search', '--set', '/query=wallet');
    const [tote, wallet] = [totes.products[0], wallets.products[0]];
    expect(tote.title).toMatch(/tote/i);
    const items = [tote, wallet].map((product: Json, index) => ({ item: { id: product.variants[0].id }, quantity: index + 1 }));

    const cart = await ucp(business(), 'cart', 'create', '--input', JSON.stringify({ line_items: items }));
    expect(cart.line_items).toHaveLength(2);

    const created = await ucp(business(), 'checkout', 'create', '--input', JSON.stringify({ cart_id: cart.id, line_items: [] }));
    // The agent can give what is missing (the buyer's email, where to ship): incomplete, not an escalation.
    expect(created.status).toBe('incomplete');
    expect(created.messages.map((message: Json) => message.severity)).toContain('recoverable');
    const lines = created.line_items.map((line: Json) => ({ id: line.id, item: { id: line.item.id }, quantity: line.quantity }));
    const lineIds = created.line_items.map((line: Json) => line.id);

    const addressed = await ucp(
      business(),
      'checkout',
      'update',
      created.id,
      '--input',
      JSON.stringify({
        line_items: lines,
        buyer: { email: 'giulia@example.com' },
        fulfillment: { methods: [{ type: 'shipping', line_item_ids: lineIds, destinations: [US_DESTINATION] }] },
      }),
    );
    expect(addressed.status).toBe('ready_for_complete');
    expect(addressed.totals.at(-1).amount).toBeGreaterThan(0);

    const completed = await ucp(business(), 'checkout', 'complete', created.id, '--input', JSON.stringify({ payment: TEST_CARD }));
    expect(completed.status).toBe('completed');

    const order = await ucp(business(), 'order', 'get', completed.order.id);
    expect(order.line_items.map((line: Json) => line.quantity.total)).toEqual([1, 2]);
    expect(order.line_items.map((line: Json) => line.item.id)).toEqual(items.map((line) => line.item.id));
  }, 120_000);
});
