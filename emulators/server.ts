// One process, one port, every emulator. Each answers only its own paths (see emulators/http.ts).
import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_IDLE_MS, chain, json, sendResponse, toRequest } from './http.ts';
import { readConfig, type EmulatorConfig } from './config.ts';
import { createShopifyEmulator } from './shopify/index.ts';
import { contentKnowledge } from './shopify/agents/content-knowledge.ts';
import { createSanityEmulator } from './sanity/index.ts';
import { createKlaviyoEmulator } from './klaviyo/index.ts';
import { createAccessibilityWidgetEmulator } from './accessibility/index.ts';
import { buildShopDatabase } from './seed/shop/build.ts';
import { buildContentDataset } from './seed/content/build.ts';
import { credentialsFor, type EmulatorCredentials } from './credentials.ts';
import type { CorsOrigin } from './sanity/access.ts';

/** The Klaviyo account the local shop uses (scripts/local-env.ts hands these to the worker). */
export const LOCAL_KLAVIYO = { publicKey: 'LocalKey', listId: 'LocalList' } as const;

export interface RunningEmulators {
  url: string;
  config: EmulatorConfig;
  /** The tokens the emulated services accept; the local runtime hands them to the worker. */
  credentials: EmulatorCredentials;
  close(): Promise<void>;
}

/** Builds the seed into the data folder the first time; later starts keep what shoppers did. */
export function ensureSeed(config: EmulatorConfig): { shopDb: string; dataset: string } {
  mkdirSync(config.dataDir, { recursive: true });
  const shopDb = join(config.dataDir, 'shop.sqlite');
  const dataset = join(config.dataDir, 'content.ndjson');
  if (!existsSync(shopDb)) buildShopDatabase(shopDb, { storefrontUrl: config.storefrontUrl });
  if (!existsSync(dataset)) {
    buildContentDataset(dataset, {
      projectId: config.sanityProjectId,
      dataset: config.sanityDataset,
      imageBaseUrl: config.publicUrl,
      studioUrl: `${config.storefrontUrl}/studio`,
      languages: config.contentLanguages,
    });
  }
  return { shopDb, dataset };
}

export async function startEmulators(
  overrides: Partial<EmulatorConfig> = {},
  { quiet = false, log: sink }: { quiet?: boolean; log?: (line: string) => void } = {},
): Promise<RunningEmulators> {
  const config = { ...readConfig(), ...overrides };
  config.publicUrl = overrides.publicUrl ?? `http://${config.host}:${config.port}`;
  const { shopDb, dataset } = ensureSeed(config);
  const credentials = credentialsFor(config.dataDir);
  const log = sink ?? (quiet ? () => {} : (line: string) => console.log(`[emulators] ${line}`));

  const shopify = createShopifyEmulator({
    dbPath: shopDb,
    imagesDir: join(config.dataDir, 'images', 'shop'),
    publicUrl: config.publicUrl,
    storefrontUrl: config.storefrontUrl,
    tokens: credentials.shopify,
    log,
    // Agents asking the shop (ask_business) also hear the house's stockists and size guides.
    agents: { knowledge: contentKnowledge(dataset, config.storefrontUrl) },
  });
  const sanity = createSanityEmulator({
    datasetPath: dataset,
    imagesDir: join(config.dataDir, 'images', 'content'),
    projectId: config.sanityProjectId,
    dataset: config.sanityDataset,
    readToken: credentials.sanityReadToken,
    corsOrigins: localCorsOrigins(config.storefrontUrl),
    // Editing content.ndjson reaches open previews through the Live Content API's events.
    watch: true,
    log,
  });
  const klaviyo = createKlaviyoEmulator({
    storePath: join(config.dataDir, 'klaviyo-subscriptions.ndjson'),
    companies: [LOCAL_KLAVIYO.publicKey],
    lists: [LOCAL_KLAVIYO.listId],
    log,
  });
  const handle = chain(shopify, sanity, klaviyo, createAccessibilityWidgetEmulator());

  const server: Server = createServer(async (req, res) => {
    try {
      const request = await toRequest(req, config.publicUrl);
      const response = (await handle(request)) ?? json({ error: 'Not found' }, { status: 404 });
      await sendResponse(res, response);
    } catch (error) {
      console.error('[emulators]', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: [{ message: 'Internal error' }] }));
    }
  });
  // Clients (workerd, undici, the browser on the hosted sign-in page and the image CDN) reuse idle
  // connections; closing one sooner than the client expects makes a request race the close and fail
  // ("Network connection lost", ERR_EMPTY_RESPONSE).
  server.keepAliveTimeout = CLIENT_IDLE_MS;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  log(`listening on ${url} (data in ${config.dataDir}; the tokens it accepts are in credentials.json there)`);

  return {
    url,
    config: { ...config, port },
    credentials,
    close: () =>
      new Promise((resolve) => {
        shopify.close();
        sanity.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The CORS origins of the local Sanity project: the storefront (under either loopback name, since a
 * browser's origin is what was typed) and Studio's development server, as a new project starts with.
 */
function localCorsOrigins(storefrontUrl: string): CorsOrigin[] {
  const storefront = new URL(storefrontUrl);
  const origins = new Set([storefront.origin, 'http://localhost:3333']);
  if (storefront.hostname === 'localhost' || storefront.hostname === '127.0.0.1') {
    for (const host of ['localhost', '127.0.0.1'])
      origins.add(`${storefront.protocol}//${host}${storefront.port ? `:${storefront.port}` : ''}`);
  }
  return [...origins].map((origin) => ({ origin, allowCredentials: true }));
}
