// The production build in the runtimes a merchant deploys it to, without mini-oxygen: plain workerd
// (deploy/workerd/config.capnp, the Cache API from cache.js) and `wrangler dev --local`
// (wrangler.jsonc), offline against the emulators. A shopper without JavaScript walks through the
// shop in each: home, a collection, a product, the bag (with a piece added) and sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulators, type RunningEmulators } from '../../emulators/server.ts';
import { planServices, workerEnv } from '../../scripts/local-env.ts';
import { freePort } from '../../scripts/free-port.ts';
import { rememberEmulators, requireBuild } from '../support/storefront.ts';
import { Shopper, stockedVariants } from '../support/bag.ts';
import { startPlainWorkerd, startWranglerDev, type RunningRuntime } from '../support/worker-runtimes.ts';
import { bagMessages, messages } from '../../app/texts.ts';
import { pageScripts } from '../support/markup.ts';

let emulators: RunningEmulators;
let env: Record<string, string>;
const dataDir = mkdtempSync(join(tmpdir(), 'bottega-deploy-'));

beforeAll(async () => {
  requireBuild();
  const port = await freePort();
  emulators = await startEmulators({ port, dataDir, publicUrl: `http://127.0.0.1:${port}` }, { quiet: true });
  rememberEmulators(emulators);
  // No edge in front sets a client address header in these runs: trust none.
  env = workerEnv(planServices({}), emulators, {});
});
afterAll(async () => {
  await emulators?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.each([
  ['plain workerd', startPlainWorkerd],
  ['wrangler dev --local', startWranglerDev],
])('%s', (_name, start) => {
  let runtime: RunningRuntime;
  beforeAll(async () => {
    runtime = await start(env);
  });
  afterAll(async () => {
    await runtime?.close();
  });

  it('serves home, a collection, a product, the bag with what was added, and sign-in', async () => {
    const shopper = new Shopper(runtime.url, emulators.url);
    const failure = (path: string, status: number) => `${path} answered ${status}; the runtime wrote:\n${runtime.output()}`;

    const home = await shopper.get('/');
    expect(home.status, failure('/', home.status)).toBe(200);
    expect(await home.text()).toMatch(/<title>[^<]*Bottega<\/title>/);

    const collection = await shopper.get('/collections/bags');
    expect(collection.status, failure('/collections/bags', collection.status)).toBe(200);
    const productPath = (await collection.text()).match(/href="(\/products\/[a-z0-9-]+)"/)?.[1];
    expect(productPath).toBeTruthy();

    const product = await shopper.get(productPath!);
    expect(product.status, failure(productPath!, product.status)).toBe(200);
    expect(await product.text()).toContain(bagMessages.addToBag);

    // The bag lives in the session and cart cookies: a piece added without JavaScript is in it.
    const [variant] = await stockedVariants(emulators.url, 1);
    const added = await shopper.add(variant);
    expect(added.status).toBeLessThan(400);
    const bag = await shopper.get('/cart');
    expect(bag.status, failure('/cart', bag.status)).toBe(200);
    expect((await shopper.bag())?.lines.map((line) => line.variantId)).toEqual([variant]);
    expect(await bag.text()).not.toContain(messages.emptyBag);

    const signIn = await shopper.get('/account/login');
    expect(signIn.status, failure('/account/login', signIn.status)).toBe(200);
    expect(await signIn.text()).toMatch(/<h1[^>]*>Sign in<\/h1>/);
  });

  it('serves the client build the pages ask for, with its type and a year of caching', async () => {
    const html = await (await fetch(`${runtime.url}/`)).text();
    const script = pageScripts(html).find((src) => src.startsWith('/assets/'));
    expect(script).toBeTruthy();
    const response = await fetch(`${runtime.url}${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await response.text()).length).toBeGreaterThan(0);
  });
});
