// No request awaits work another request started. On workerd (as on Oxygen and Workers) a request's
// I/O and timers belong to that request: once its answer is sent they are cancelled, so a second
// request handed the first one's unfinished promise waits for something that never comes (a 500
// "...detected that your Worker's code had hung" when nothing else of its own is pending, or, as
// here, a deferred section that gives up and renders empty). The built storefront runs in plain
// workerd, the shop behind a fault proxy that holds one call.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { requireBuild, startStandaloneEmulators } from '../support/storefront.ts';
import { planServices, workerEnv } from '../../scripts/local-env.ts';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.ts';
import { startPlainWorkerd, type RunningRuntime } from '../support/worker-runtimes.ts';
import { storefrontApi } from '../support/bag.ts';
import { productMessages } from '../../app/product/texts.ts';
import { DEFERRED_DATA_BUDGET_MS, QUERY_ATTEMPT_TIMEOUT_MS } from '../../app/core/constants.ts';

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
/** A crawler gets the whole document at once: the recommendations are in it or they are not. */
const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** Longer than A's deferred budget and one query attempt: A answers without it. */
const HELD_MS = Math.max(DEFERRED_DATA_BUDGET_MS, QUERY_ATTEMPT_TIMEOUT_MS) + 1500;

let shop: Awaited<ReturnType<typeof startStandaloneEmulators>>;
let proxy: FaultProxy;
let runtime: RunningRuntime;

beforeAll(async () => {
  requireBuild();
  shop = await startStandaloneEmulators();
  proxy = await startFaultProxy(shop.url);
  runtime = await startPlainWorkerd({ ...workerEnv(planServices({}), shop, {}), PUBLIC_STORE_DOMAIN: proxy.url });
});
afterAll(async () => {
  await runtime?.close();
  await proxy?.close();
  await shop?.close();
});

const page = async (path: string, userAgent: string) => {
  const response = await fetch(`${runtime.url}${path}`, { headers: { 'user-agent': userAgent } });
  return { status: response.status, html: await response.text() };
};

it('a request started while another holds unfinished work for the same data gets the data itself', async () => {
  const { products } = await storefrontApi<{ products: { nodes: Array<{ handle: string }> } }>(
    shop.url,
    '{ products(first: 1) { nodes { handle } } }',
  );
  const path = `/products/${products.nodes[0].handle}`;
  // Only the first call for the recommendations is held: the shop is slow once, for A.
  let held = false;
  proxy.delay(HELD_MS, (call) => call.operation === 'ProductRecommendations' && !held && (held = true));

  const startedA = Date.now();
  const a = page(path, BROWSER_UA);
  await new Promise((wait) => setTimeout(wait, 500));
  // B asks for the same product while A's call for its recommendations is still out.
  const b = await page(path, CRAWLER_UA);
  const answeredA = await a;
  const failure = `the runtime wrote:\n${runtime.output().slice(-2000)}`;

  // A answered within its deferred budget, before its own call could finish...
  expect(answeredA.status, failure).toBe(200);
  expect(Date.now() - startedA).toBeLessThan(HELD_MS);
  // ...and B, which had every reason to wait for it, made its own and shows what it brought.
  expect(b.status, failure).toBe(200);
  expect(b.html.includes(productMessages.recommendations), 'B rendered the product without its recommendations').toBe(true);
  expect(proxy.count('ProductRecommendations')).toBe(2);
});
