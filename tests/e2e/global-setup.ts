// Starts the built storefront once per Playwright worker, each with its own fresh emulator data,
// so journeys running side by side never see each other's bags, orders, subscriptions or stock.
// The workers learn their shop from E2E_SHOPS (fixtures.ts picks one by worker index).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/free-port.ts';
import { E2E_PORT, E2E_WORKERS } from '../../playwright.config.ts';

export interface E2EShop {
  url: string;
  emulatorUrl: string;
  storefrontToken: string;
}

/**
 * The production build and its emulators on `port`, with fresh data that goes when it closes.
 * `url` is the address the browser uses (mail from the emulators links there); `env` adds settings
 * (the Customer Account API journeys start theirs with ACCOUNTS=new over https).
 */
export async function startShop(
  port: number,
  { url = `http://127.0.0.1:${port}`, env: extra = {} }: { url?: string; env?: NodeJS.ProcessEnv } = {},
) {
  const { serve } = await import('../../scripts/serve.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'bottega-e2e-'));
  const env = {
    ...process.env,
    ...extra,
    EMULATOR_DATA_DIR: dataDir,
    EMULATOR_PORT: String(await freePort()),
    STOREFRONT_URL: url,
  };
  const running = await serve({ port, quiet: true, env });
  const shop: E2EShop = {
    url,
    emulatorUrl: running.emulators?.url ?? '',
    // Journeys that ask the shop directly use the token it issued, as any client must.
    storefrontToken: running.emulators?.credentials.shopify.publicToken ?? '',
  };
  return {
    shop,
    close: async () => {
      await running.close();
      // A run's data is of no use after it (a failing journey keeps its trace in test-results).
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  // The first shop answers on E2E_PORT, so a run's address is known; the others on free ports.
  // One after the other: free ports are found by opening and closing a socket, and two shops
  // starting at once could be handed the same one.
  const shops: Awaited<ReturnType<typeof startShop>>[] = [];
  for (let index = 0; index < E2E_WORKERS; index++) shops.push(await startShop(index === 0 ? E2E_PORT : await freePort()));
  process.env.E2E_SHOPS = JSON.stringify(shops.map(({ shop }) => shop));
  return async () => {
    await Promise.all(shops.map(({ close }) => close()));
  };
}
