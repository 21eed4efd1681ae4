// `npm run dev` serves the shop too: Vite's dev server runs the worker in workerd from source, where
// CommonJS packages must be pre-bundled (ssr.optimizeDeps). The production build hides such
// problems, so this starts the real dev server and asks it for pages that use every content path.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.ts';
import { BROWSER } from '../support/account-client.ts';

let dev: ChildProcess;
let base: string;
const output: string[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'bottega-dev-'));

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dev = spawn(process.execPath, ['scripts/dev.ts', '--port', String(port), '--host', '127.0.0.1'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      EMULATOR_PORT: String(await freePort()),
      EMULATOR_DATA_DIR: dataDir,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [dev.stdout!, dev.stderr!]) stream.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  // Generous: a cold Vite dev server transforms the whole app on first request, and in the full suite
  // it shares two cores with three other test files.
  const deadline = Date.now() + 200_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${base}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (dev.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the dev server did not start:\n${output.join('').slice(-3000)}`);
}, 210_000);

afterAll(async () => {
  // The dev script, React Router's dev server and workerd: stop the whole group, then its data.
  if (dev?.pid && dev.exitCode === null && dev.signalCode === null) {
    const exited = new Promise((done) => dev.once('exit', done));
    const stop = (signal: NodeJS.Signals) => {
      try {
        process.kill(-dev.pid!, signal);
      } catch {
        // Already gone.
      }
    };
    stop('SIGTERM');
    const late = setTimeout(() => stop('SIGKILL'), 5_000);
    await exited;
    clearTimeout(late);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('renders home, a collection, a product, a lookbook and a content page from source', { timeout: 90_000 }, async () => {
    const pages = {
      '/': 'Made slowly',
      '/collections/bags': 'Arco Tote',
      '/products/arco-tote': 'Arco Tote',
      '/lookbooks/autunno-inverno-2025': 'Autunno',
      '/about': 'About',
    };
    for (const [path, text] of Object.entries(pages)) {
      const response = await fetch(`${base}${path}`, { headers: { 'user-agent': BROWSER } });
      const html = await response.text();
      expect(response.status, `${path}\n${output.join('').slice(-2000)}`).toBe(200);
      expect(html, path).toContain(text);
    }
  });
});
