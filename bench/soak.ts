// A long run of mixed shopper traffic against the production build, printing each minute what the
// worker (workerd), the front door (the Node process of scripts/serve.ts) and the emulators hold in
// memory. The three run as separate processes so each figure is one program's own.
//   npm run build && node bench/soak.ts [--minutes 20] [--rate 12] [--shoppers 6] [--every 60]
//     [--runtime npm-start|workerd]
// `npm-start` serves the build as `npm start` does (scripts/serve.ts: plain workerd behind the front
// door); `workerd` as README "Deploying" does (deploy/workerd/config.capnp), with no front door.
// The worker's memory rises for about ten minutes (V8 and workerd warming up) and then levels, so
// the default run is 20 minutes: its second half is after the warm-up.
// Each row covers `--every` seconds; at the end the worker's slope over the second half is printed
// (a least-squares fit of its resident memory, MB a minute): flat after warm-up is what passes.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { planServices, workerEnv } from '../scripts/local-env.ts';
import { credentialsFor } from '../emulators/credentials.ts';
import { freePort } from '../scripts/free-port.ts';
import { cartForm, stockedVariants, storefrontApi } from '../tests/support/bag.ts';
import { rememberEmulators } from '../tests/support/storefront.ts';
import { PREDICTIVE_SEARCH_QUERY } from '../app/graphql/search.ts';
import { percentile } from './support.ts';
import { startPlainWorkerd } from '../tests/support/worker-runtimes.ts';
import type { ChildProcess } from 'node:child_process';
import { descendantNamed, rssMegabytes, spawnNode, waitUntilUp } from './processes.ts';

const { values: flags } = parseArgs({
  options: {
    minutes: { type: 'string', default: '20' },
    rate: { type: 'string', default: '12' },
    shoppers: { type: 'string', default: '6' },
    every: { type: 'string', default: '60' },
    runtime: { type: 'string', default: 'npm-start' },
  },
});
const minutes = Number(flags.minutes);
const rate = Number(flags.rate);
const shoppers = Number(flags.shoppers);
const every = Number(flags.every);

const emulatorPort = await freePort();
const emulatorUrl = `http://127.0.0.1:${emulatorPort}`;
const storefrontPort = await freePort();
let storefrontUrl = `http://127.0.0.1:${storefrontPort}`;

// Issued here, before the emulators start, so this process knows the tokens they will accept.
const emulatorDataDir = mkdtempSync(join(tmpdir(), 'bottega-soak-'));
const credentials = credentialsFor(emulatorDataDir);
const emulators = spawnNode('emulators', `import './emulators/main.ts';`, {
  EMULATOR_PORT: String(emulatorPort),
  EMULATOR_DATA_DIR: emulatorDataDir,
  STOREFRONT_URL: storefrontUrl,
});
await waitUntilUp(`${emulatorUrl}/robots.txt`, emulators);
// Every service is "real" to the storefront process (the emulators live in their own process).
const serverEnv = {
  ...workerEnv(planServices({}), { url: emulatorUrl, credentials }, {}),
  // Every service counts as real here, and real services refuse the public demo secret.
  SESSION_SECRET: randomBytes(32).toString('hex'),
  ...(process.env.BOTTEGA_BUILD_DIR ? { BOTTEGA_BUILD_DIR: process.env.BOTTEGA_BUILD_DIR } : {}),
};
rememberEmulators({ url: emulatorUrl, credentials });
const { storefront, workerPid, stop } = await startRuntime();

async function startRuntime(): Promise<{ storefront: ChildProcess | null; workerPid: number; stop: () => Promise<void> }> {
  if (flags.runtime === 'workerd') {
    const runtime = await startPlainWorkerd(serverEnv);
    storefrontUrl = runtime.url;
    const pid = descendantNamed(process.pid, 'workerd');
    if (!pid) throw new Error('workerd was not found among this process children');
    return { storefront: null, workerPid: pid, stop: () => runtime.close() };
  }
  const child = spawnNode(
    'storefront',
    `import { serve } from './scripts/serve.ts';
     const running = await serve({ port: ${storefrontPort}, quiet: true });
     process.on('SIGTERM', () => void running.close().then(() => process.exit(0)));`,
    serverEnv,
  );
  await waitUntilUp(`${storefrontUrl}/robots.txt`, child);
  const pid = descendantNamed(child.pid!, 'workerd');
  if (!pid) throw new Error('workerd was not found among the storefront process children');
  return { storefront: child, workerPid: pid, stop: async () => void child.kill('SIGTERM') };
}

const catalogue = await storefrontApi<{ products: { nodes: Array<{ handle: string; title: string }> } }>(
  emulatorUrl,
  '{ products(first: 60) { nodes { handle title } } }',
);
const handles = catalogue.products.nodes.map((product) => product.handle);
const words = [...new Set(catalogue.products.nodes.flatMap((product) => product.title.toLowerCase().split(/\s+/)))];
const variants = await stockedVariants(emulatorUrl);
const sorts = ['', '?sort=price-low-high', '?sort=price-high-low', '?sort=newest'];

let serial = 0;
const pick = <T>(list: T[]) => list[serial++ % list.length];

/** One shopper's visit: browse, search, suggest, bag a piece, look at the bag. A new cookie jar each time. */
function visit(): Array<[string, (cookie: string) => Promise<Response>]> {
  const get = (path: string) => (cookie: string) => fetch(`${storefrontUrl}${path}`, { headers: { cookie }, redirect: 'manual' });
  const word = pick(words);
  return [
    ['home', get('/')],
    ['collection', get(`/collections/bags${pick(sorts)}`)],
    ['product', get(`/products/${pick(handles)}`)],
    ['search', get(`/search?q=${encodeURIComponent(word)}`)],
    [
      'suggest',
      () =>
        fetch(`${storefrontUrl}/api/shopify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: PREDICTIVE_SEARCH_QUERY, variables: { term: word.slice(0, 3), limit: 6 } }),
        }),
    ],
    [
      'bag add',
      (cookie) =>
        fetch(`${storefrontUrl}/cart`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
          body: cartForm('LinesAdd', { lines: [{ merchandiseId: pick(variants), quantity: 1 }] }),
          redirect: 'manual',
        }),
    ],
    ['bag', get('/cart')],
  ];
}

interface Tally {
  times: number[];
  statuses: Map<string, number>;
}
let tally: Tally = { times: [], statuses: new Map() };
const count = (key: string) => tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1);

const endAt = Date.now() + minutes * 60_000;
// Each shopper waits its turn so the whole crowd sends about `rate` requests a second.
const pause = (shoppers / rate) * 1000;
async function shopper() {
  while (Date.now() < endAt) {
    let cookie = '';
    for (const [name, step] of visit()) {
      const started = performance.now();
      try {
        const response = await step(cookie);
        await response.arrayBuffer();
        tally.times.push(performance.now() - started);
        count(response.status < 400 ? 'ok' : `${response.status} ${name}`);
        const bag = response.headers.getSetCookie().find((line) => line.startsWith('cart='));
        if (bag) cookie = bag.split(';')[0];
      } catch (error) {
        count(`${(error as { cause?: { code?: string } }).cause?.code ?? 'error'} ${name}`);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, pause - (performance.now() - started))));
      if (Date.now() >= endAt) return;
    }
  }
}

const memory = () => ({
  worker: rssMegabytes(workerPid),
  frontDoor: storefront ? rssMegabytes(storefront.pid!) : '-',
  emulators: rssMegabytes(emulators.pid!),
});
const start = memory();
console.log(`${minutes} min at about ${rate} req/s with ${shoppers} shoppers; RSS in MB`);
console.log(
  'minute'.padEnd(8),
  'requests'.padEnd(10),
  'p50 ms'.padEnd(8),
  'p95 ms'.padEnd(8),
  'worker'.padEnd(8),
  'front door'.padEnd(11),
  'emulators'.padEnd(10),
  'not ok',
);
console.log(
  '0'.padEnd(8),
  '-'.padEnd(10),
  '-'.padEnd(8),
  '-'.padEnd(8),
  start.worker.padEnd(8),
  start.frontDoor.padEnd(11),
  start.emulators.padEnd(10),
);

/** The worker's resident memory over time: [minutes since start, MB]. */
const workerSamples: Array<[number, number]> = [[0, Number(start.worker)]];
const startedAt = Date.now();
let rows = 0;
function printMinute() {
  rows++;
  const minute = (Date.now() - startedAt) / 60_000;
  const { times, statuses } = tally;
  tally = { times: [], statuses: new Map() };
  times.sort((a, b) => a - b);
  const now = memory();
  workerSamples.push([minute, Number(now.worker)]);
  const notOk =
    [...statuses]
      .filter(([key]) => key !== 'ok')
      .map(([key, n]) => `${key}×${n}`)
      .join(' ') || '0';
  console.log(
    minute.toFixed(1).padEnd(8),
    String(times.length).padEnd(10),
    percentile(times, 50).toFixed(0).padEnd(8),
    percentile(times, 95).toFixed(0).padEnd(8),
    now.worker.padEnd(8),
    now.frontDoor.padEnd(11),
    now.emulators.padEnd(10),
    notOk,
  );
}
const report = setInterval(printMinute, every * 1000);

try {
  await Promise.all(Array.from({ length: shoppers }, shopper));
} finally {
  clearInterval(report);
  if (rows < (minutes * 60) / every) printMinute();
  console.log(`worker slope over the second half: ${slope(workerSamples.filter(([at]) => at >= minutes / 2)).toFixed(1)} MB/min`);
  await stop();
  const emulatorsExited = new Promise((done) => emulators.once('exit', done));
  if (emulators.kill('SIGTERM')) await emulatorsExited;
  rmSync(emulatorDataDir, { recursive: true, force: true });
}

/** Least-squares slope of MB against minutes. */
function slope(points: Array<[number, number]>): number {
  const n = points.length;
  if (n < 2) return NaN;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const covariance = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const variance = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return covariance / variance;
}
