// Starts the built storefront in the Customer Account API mode, with fresh emulator data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/free-port.ts';

export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bottega-e2e-accounts-'));
  const port = Number(process.env.E2E_PORT ?? 3300);
  const { serve } = await import('../../scripts/serve.ts');
  const env = {
    ...process.env,
    ACCOUNTS: 'new',
    EMULATOR_DATA_DIR: dataDir,
    EMULATOR_PORT: String(await freePort()),
    STOREFRONT_URL: `https://localhost:${port}`,
  };
  const running = await serve({ port, quiet: true, env });
  process.env.E2E_EMULATOR_URL = running.emulators?.url ?? '';
  return async () => {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
