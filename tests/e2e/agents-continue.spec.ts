// An assistant that may not pay hands the checkout to the shopper: a signed agent (Shopify's
// Signed tier, no purchase grant) opens a two-line checkout over UCP, is told requires_escalation
// with a continue_url, and the shopper finishes it in the browser. Exactly one order comes of it,
// with the agent's lines at the agent's prices. (Italy, in euros and Italian names, is the
// integration test agents-ucp-purchase.test.ts.)
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { connect, signingFetch, startAgentHost } from '../support/ucp-agent';
import type { AgentHost } from '../support/ucp-agent';
import { payAtCheckout } from './checkout-host';
import { expect, test } from './fixtures';

test.use({ pictures: false });

type Json = Record<string, any>;
let agents: AgentHost;
let agent: Client;

test.beforeAll(async () => {
  agents = await startAgentHost();
});
test.afterAll(async () => {
  await agent?.close();
  await agents?.close();
});

async function call(name: string, args: Json): Promise<Json> {
  const result = await agent.callTool({ name, arguments: { meta: { 'ucp-agent': { profile: agents.profile } }, ...args } });
  expect(result.isError ?? false).toBe(false);
  return result.structuredContent as Json;
}

test('an agent’s checkout that needs the buyer is finished through continue_url, and one order has its lines and prices', async ({
  page,
}, testInfo) => {
  const shop = process.env.E2E_EMULATOR_URL!;
  agent = await connect(`${shop}/api/ucp/mcp`, { fetch: signingFetch(agents, agents.profile) });
  const { products } = await call('search_catalog', { catalog: { query: 'wallet' } });
  const picks = products
    .map((product: Json) => product.variants.find((variant: Json) => variant.availability.available))
    .filter(Boolean)
    .slice(0, 2);
  expect(picks).toHaveLength(2);

  const opened = await call('create_checkout', {
    checkout: { line_items: picks.map((variant: Json, index: number) => ({ item: { id: variant.id }, quantity: index + 1 })) },
  });
  expect(opened.status).toBe('requires_escalation');
  expect(opened.continue_url).toMatch(new RegExp(`^${shop}/checkouts/cn/`));
  expect(opened.line_items.map((line: Json) => [line.item.id, line.quantity])).toEqual([
    [picks[0].id, 1],
    [picks[1].id, 2],
  ]);

  // The shopper opens the link the agent was given and pays there; each run is its own buyer.
  const email = `agent-handoff-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto(opened.continue_url);
  for (const line of opened.line_items) await expect(page.getByText(line.item.title.split(' — ')[0]).first()).toBeVisible();
  await payAtCheckout(page, { email, firstName: 'Giulia', lastName: 'Conti', address1: '10 Hudson Yards', city: 'New York', zip: '10001' });
  await expect(page.getByText(/#\d{4,}/).first()).toBeVisible();

  // The agent sees its session completed with the order, holding its own lines at its own prices.
  const after = await call('get_checkout', { id: opened.id });
  expect(after.status).toBe('completed');
  expect(after.line_items.map((line: Json) => [line.item.id, line.quantity, line.totals])).toEqual(
    opened.line_items.map((line: Json) => [line.item.id, line.quantity, line.totals]),
  );
  expect(after.totals.find((total: Json) => total.type === 'total')).toEqual(opened.totals.find((total: Json) => total.type === 'total'));

  // Exactly one order for this buyer, the same one.
  const { orders } = (await (await fetch(`${shop}/checkouts/orders.json?email=${encodeURIComponent(email)}`)).json()) as { orders: Json[] };
  expect(orders.map((order) => order.name)).toEqual([after.order.label]);
  expect(orders[0].lineItems.map((line: Json) => [line.variantId, line.quantity])).toEqual([
    [picks[0].id, 1],
    [picks[1].id, 2],
  ]);
});
