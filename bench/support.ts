// Shared by the storefront benchmarks: the production build in workerd with fresh emulator data.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '../scripts/serve.ts';
import { freePort } from '../scripts/free-port.ts';
import { rememberEmulators } from '../tests/support/storefront.ts';

/** `env` adds to (or overrides) the emulators' defaults, e.g. to point one service elsewhere. */
export async function startBenchStorefront(env: NodeJS.ProcessEnv = {}) {
  const port = await freePort();
  const running = await serve({
    port,
    quiet: true,
    env: {
      ...process.env,
      EMULATOR_DATA_DIR: mkdtempSync(join(tmpdir(), 'bottega-bench-')),
      EMULATOR_PORT: String(await freePort()),
      ...env,
    },
  });
  // The benchmarks ask the shop for stocked variants with the token it issued.
  rememberEmulators(running.emulators);
  return { ...running, url: `http://127.0.0.1:${port}` };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const BENCH_PAGES = ['/', '/collections/bags', '/products/arco-tote', '/search?q=nero', '/lookbooks', '/cart'];

/** One page of each type a shopper lands on, for the page-weight and Lighthouse benches. */
export const PAGE_TYPES: Array<[type: string, path: string]> = [
  ['home', '/'],
  ['collection', '/collections/bags'],
  ['product', '/products/arco-tote'],
  ['search', '/search?q=nero'],
  ['lookbook', '/lookbooks/autunno-inverno-2025'],
];
