// Starts the built storefront (dist/) in workerd for a test, with its own emulator data and ports.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/free-port.ts';
import { serve } from '../../scripts/serve.ts';
import { startEmulators } from '../../emulators/server.ts';
import type { RunningEmulators } from '../../emulators/server.ts';

/** The public Storefront API token of each emulator this process started, by its URL. */
const publicTokens = new Map<string, string>();

/** Makes an emulator started elsewhere in this process known to publicTokenOf. */
export function rememberEmulators(emulators: Pick<RunningEmulators, 'url' | 'credentials'> | null): void {
  if (emulators) publicTokens.set(emulators.url, emulators.credentials.shopify.publicToken);
}

/**
 * The public token an emulated shop issued, for tests that ask it directly: one this process
 * started, or the Playwright worker's (its fixtures put it in E2E_STOREFRONT_TOKEN).
 */
export function publicTokenOf(emulatorUrl: string): string {
  const token =
    publicTokens.get(emulatorUrl) ?? (emulatorUrl === process.env.E2E_EMULATOR_URL ? process.env.E2E_STOREFRONT_TOKEN : undefined);
  if (!token) throw new Error(`No emulator at ${emulatorUrl} was started by this test run`);
  return token;
}

export function requireBuild() {
  const dir = process.env.BOTTEGA_BUILD_DIR ?? 'dist';
  if (!existsSync(join(dir, 'server', 'index.js'))) throw new Error('These tests need the production build: run `npm run build` first.');
}

/**
 * The storefront with local emulators in a fresh data folder (extra env may configure services).
 * `log` receives each line the worker writes, for tests that read the storefront's log.
 */
export async function startStorefront(extraEnv: Record<string, string> = {}, { log }: { log?: (line: string) => void } = {}) {
  requireBuild();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...(process.env.BOTTEGA_BUILD_DIR ? { BOTTEGA_BUILD_DIR: process.env.BOTTEGA_BUILD_DIR } : {}),
    EMULATOR_PORT: String(await freePort()),
    ...extraEnv,
  };
  // A fresh data folder unless the test brings its own; ours goes when the storefront closes.
  const ownDataDir = env.EMULATOR_DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'bottega-test-'));
  env.EMULATOR_DATA_DIR ??= ownDataDir;
  const port = await freePort();
  env.STOREFRONT_URL ??= `http://127.0.0.1:${port}`;
  const running = await serve({ port, env, quiet: !process.env.STOREFRONT_LOGS, log });
  rememberEmulators(running.emulators);
  return {
    ...running,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await running.close();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

/** A standalone emulator instance, e.g. to play the part of a "real" shop; records its log. */
export async function startStandaloneEmulators() {
  const lines: string[] = [];
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bottega-real-'));
  const running = await startEmulators({ port, dataDir, publicUrl: `http://127.0.0.1:${port}` }, { log: (line) => lines.push(line) });
  rememberEmulators(running);
  return {
    ...running,
    lines,
    close: async () => {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
