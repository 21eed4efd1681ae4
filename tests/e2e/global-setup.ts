// Starts the built storefront with fresh emulator data for the whole Playwright run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/free-port.ts';

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'bottega-e2e-'));
  process.env.EMULATOR_DATA_DIR = dataDir;
  process.env.EMULATOR_PORT = String(await freePort());
  const { serve } = await import('../../scripts/serve.ts');
  const port = Number(process.env.E2E_PORT ?? 3300);
  process.env.STOREFRONT_URL = `http://127.0.0.1:${port}`;
  const running = await serve({ port, quiet: true });
  process.env.E2E_EMULATOR_URL = running.emulators?.url ?? '';
  // Journeys that ask the shop directly use the token it issued, as any client must.
  process.env.E2E_STOREFRONT_TOKEN = running.emulators?.credentials.shopify.publicToken ?? '';
  return async () => {
    await running.close();
  };
}
