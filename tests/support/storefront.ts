// Starts the built storefront (dist/) in workerd for a test, with its own emulator data and ports.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/free-port.ts';
import { serve } from '../../scripts/serve.ts';
import { startEmulators } from '../../emulators/server.ts';

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
    EMULATOR_DATA_DIR: mkdtempSync(join(tmpdir(), 'bottega-test-')),
    EMULATOR_PORT: String(await freePort()),
    ...extraEnv,
  };
  const port = await freePort();
  env.STOREFRONT_URL ??= `http://127.0.0.1:${port}`;
  const running = await serve({ port, env, quiet: !process.env.STOREFRONT_LOGS, log });
  return { ...running, url: `http://127.0.0.1:${port}` };
}

/** A standalone emulator instance, e.g. to play the part of a "real" shop; records its log. */
export async function startStandaloneEmulators() {
  const lines: string[] = [];
  const port = await freePort();
  const running = await startEmulators(
    { port, dataDir: mkdtempSync(join(tmpdir(), 'bottega-real-')), publicUrl: `http://127.0.0.1:${port}` },
    { log: (line) => lines.push(line) },
  );
  return { ...running, lines };
}
