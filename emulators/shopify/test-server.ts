// Starts the Shopify emulator on an ephemeral port over a freshly built seed, for tests and the
// benchmark. Everything lives in a temporary folder that `stop()` removes.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toRequest, sendResponse } from '../http.ts';
import { createShopifyEmulator } from './index.ts';
import type { ShopifyEmulatorOptions } from './index.ts';
import { buildShopDatabase } from '../seed/shop/build.ts';
import type { BuildOptions } from '../seed/shop/build.ts';
import { issueStorefrontTokens, type StorefrontTokens } from '../credentials.ts';

const TEST_REFERENCE_DATE = new Date('2026-05-01T00:00:00Z');

export interface RunningShopify {
  url: string;
  dir: string;
  logs: string[];
  emulator: ReturnType<typeof createShopifyEmulator>;
  /** The only tokens this shop accepts; `graphql` sends the public one unless told otherwise. */
  tokens: StorefrontTokens;
  graphql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    init?: { headers?: Record<string, string>; version?: string },
  ): Promise<{ status: number; body: T }>;
  stop(): Promise<void>;
}

export async function startShopify(
  options: { build?: BuildOptions; dbPath?: string; emulator?: Partial<ShopifyEmulatorOptions> } = {},
): Promise<RunningShopify> {
  const dir = mkdtempSync(join(tmpdir(), 'bottega-shopify-'));
  const dbPath = options.dbPath ?? join(dir, 'shop.sqlite');
  if (!options.dbPath) buildShopDatabase(dbPath, { referenceDate: TEST_REFERENCE_DATE, ...options.build });
  const logs: string[] = [];
  const tokens = options.emulator?.tokens ?? issueStorefrontTokens();
  // Assigned once the server knows its port; the request handler only runs after that.
  // eslint-disable-next-line prefer-const
  let emulator!: ReturnType<typeof createShopifyEmulator>;
  const server = createServer(async (req, res) => {
    const response = await emulator(await toRequest(req, `http://${req.headers.host}`));
    if (response) await sendResponse(res, response);
    else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  emulator = createShopifyEmulator({
    dbPath,
    imagesDir: join(dir, 'images'),
    publicUrl: url,
    storefrontUrl: 'http://localhost:3000',
    log: (line) => logs.push(line),
    ...options.emulator,
    tokens,
  });
  return {
    url,
    dir,
    logs,
    emulator,
    tokens,
    async graphql(query, variables = {}, init = {}) {
      const response = await fetch(`${url}/api/${init.version ?? '2026-04'}/graphql.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': tokens.publicToken, ...init.headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: await response.json() };
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      emulator.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
