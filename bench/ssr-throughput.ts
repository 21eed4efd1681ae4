// Server-side rendering throughput of the production build in workerd: requests per second, p50/p99
// and the worker's CPU time per request, for a product and a collection page at concurrency 10 and
// 50, for two shoppers: a first visit (no cookies, what a page cache may serve) and a shopper with a
// session and a bag (every page rendered). Cells are interleaved over rounds so a machine's drift hits
// every target alike; the median of the rounds is printed.
//
//   npm run build && node bench/ssr-throughput.ts [--rounds 5] [--seconds 4]
//     [--compare <build directory> | --compare http://127.0.0.1:4000 --compare-pid <workerd pid>]
//     [--compare-product /products/x --compare-collection /collections/y]
//     [--market /it-it]
//
// `--compare` measures a second storefront in the same rounds and prints the ratios. Given a build
// directory (one with server/index.js and client/, such as a stock Hydrogen skeleton's dist/, built
// outside this repository), the bench serves it exactly as it serves Bottega: scripts/serve.ts's
// workerd, at the same compatibility date and flags, behind the same front door, against the same
// running emulators; its worker's CPU is read. Given a URL, it measures a storefront already running
// against the same emulator data, whose worker's CPU is read only when its process id is given (a
// skeleton under mini-oxygen costs 20-25% more CPU per page than in plain workerd: compare builds, not
// runtimes). `--market` instead compares the same storefront's pages at a market's address
// (/it-it/products/…) with the default market's. Figures are printed, never asserted.
import { readFileSync, readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { percentile, serveBeside, startBenchStorefront } from './support.ts';
import { cartForm, Shopper, stockedVariants } from '../tests/support/bag.ts';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '4' },
    compare: { type: 'string' },
    'compare-pid': { type: 'string' },
    'compare-product': { type: 'string', default: '/products/arco-tote' },
    'compare-collection': { type: 'string', default: '/collections/bags' },
    market: { type: 'string' },
  },
});
const ROUNDS = Number(args.rounds);
const SECONDS = Number(args.seconds);
const CONCURRENCIES = [10, 50];
const CLOCK_TICKS_PER_SECOND = 100;

interface Target {
  name: string;
  url: string;
  pids: number[];
  pages: Record<'product' | 'collection', string>;
  /** Cookie header of a shopper with a session and a bag. */
  bagCookie: string;
}

interface Cell {
  rps: number;
  p50: number;
  p99: number;
  cpuMsPerRequest: number;
  failures: number;
}

/** Every workerd process below this one (mini-oxygen runs the worker in a child workerd). */
function workerdDescendants(root: number): number[] {
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
      names.set(Number(entry), name);
    } catch {
      // The process ended while we looked.
    }
  }
  const below = (pid: number): boolean => {
    for (let current = parents.get(pid); current; current = parents.get(current)) if (current === root) return true;
    return false;
  };
  return [...names].filter(([pid, name]) => name.startsWith('workerd') && below(pid)).map(([pid]) => pid);
}

/** The workerd processes at or below `pid`. */
function workerdOf(pid: number): number[] {
  const below = workerdDescendants(pid);
  return below.length ? below : [pid];
}

function cpuTicks(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]); // utime + stime
  }
  return ticks;
}

/** Keep-alive GETs from `concurrency` loops for `seconds`; every body is read to the end. */
async function load(url: string, cookie: string, concurrency: number, seconds: number, pids: number[]): Promise<Cell> {
  const times: number[] = [];
  let failures = 0;
  const headers: Record<string, string> = { 'user-agent': 'Mozilla/5.0 (bench) Chrome/156.0', accept: 'text/html' };
  if (cookie) headers.cookie = cookie;
  const ticksBefore = pids.length ? cpuTicks(pids) : 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        try {
          const response = await fetch(url, { headers, redirect: 'manual' });
          await response.arrayBuffer();
          if (response.status >= 400) failures++;
          else times.push(performance.now() - sent);
        } catch {
          failures++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuMs = pids.length ? ((cpuTicks(pids) - ticksBefore) * 1000) / CLOCK_TICKS_PER_SECOND : NaN;
  times.sort((a, b) => a - b);
  return {
    rps: times.length / elapsed,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    cpuMsPerRequest: cpuMs / Math.max(1, times.length + failures),
    failures,
  };
}

async function shopperWithBag(baseUrl: string, emulatorUrl: string, variantId: string): Promise<string> {
  const shopper = new Shopper(baseUrl, emulatorUrl);
  await shopper.get('/');
  const answer = await shopper.post(cartForm('LinesAdd', { lines: [{ merchandiseId: variantId, quantity: 1 }] }));
  await answer.arrayBuffer();
  if (answer.status >= 400) throw new Error(`${baseUrl}: adding to the bag answered ${answer.status}`);
  return shopper.cookieHeader;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

const storefront = await startBenchStorefront();
// A URL is a storefront already running; anything else, a build directory served here as Bottega is.
const compareUrl = args.compare && /^https?:\/\//.test(args.compare) ? args.compare.replace(/\/$/, '') : undefined;
let beside: Awaited<ReturnType<typeof serveBeside>> | undefined;
try {
  if (args.compare && !compareUrl) beside = await serveBeside(storefront, args.compare);
  const emulatorUrl = storefront.emulators!.url;
  const [variantId] = await stockedVariants(emulatorUrl, 1);
  const targets: Target[] = [
    {
      name: 'bottega',
      url: storefront.url,
      pids: workerdOf(storefront.workerdPid),
      pages: { product: '/products/arco-tote', collection: '/collections/bags' },
      bagCookie: await shopperWithBag(storefront.url, emulatorUrl, variantId),
    },
  ];
  if (args.compare) {
    const url = beside?.url ?? compareUrl!;
    targets.push({
      name: 'compare',
      url,
      // The pid of its workerd, or of the process that started it (a `serve.ts`, mini-oxygen): the
      // worker's CPU is what counts, never a front door's.
      pids: beside ? workerdOf(beside.workerdPid) : args['compare-pid'] ? workerdOf(Number(args['compare-pid'])) : [],
      pages: { product: args['compare-product']!, collection: args['compare-collection']! },
      bagCookie: await shopperWithBag(url, emulatorUrl, variantId),
    });
  }
  if (args.market) {
    const prefix = args.market.replace(/\/$/, '');
    targets.push({
      ...targets[0],
      name: `bottega ${prefix}`,
      pages: { product: `${prefix}/products/arco-tote`, collection: `${prefix}/collections/bags` },
    });
  }

  // Warm every cache a cell will read (sub-request cache, compiled code paths).
  for (const target of targets) {
    for (const path of Object.values(target.pages)) {
      for (const cookie of ['', target.bagCookie]) await load(`${target.url}${path}`, cookie, 4, 1, []);
    }
  }

  const shoppers = { 'first visit': (_target: Target) => '', 'session + bag': (target: Target) => target.bagCookie };
  const results = new Map<string, Cell[]>();
  for (let round = 1; round <= ROUNDS; round++) {
    for (const page of ['product', 'collection'] as const) {
      for (const [shopper, cookieOf] of Object.entries(shoppers)) {
        for (const concurrency of CONCURRENCIES) {
          for (const target of targets) {
            const key = `${target.name}|${page}|${shopper}|${concurrency}`;
            const cell = await load(`${target.url}${target.pages[page]}`, cookieOf(target), concurrency, SECONDS, target.pids);
            results.set(key, [...(results.get(key) ?? []), cell]);
          }
        }
      }
    }
    console.error(`round ${round}/${ROUNDS} done`);
  }

  console.log(`median of ${ROUNDS} rounds, ${SECONDS} s per cell`);
  console.log(
    ['target', 'page', 'shopper', 'conc', 'req/s', 'p50 ms', 'p99 ms', 'cpu ms/req', 'failures'].map((h) => h.padEnd(15)).join(''),
  );
  const summary = (key: string) => {
    const cells = results.get(key)!;
    return {
      rps: median(cells.map((c) => c.rps)),
      p50: median(cells.map((c) => c.p50)),
      p99: median(cells.map((c) => c.p99)),
      cpu: median(cells.map((c) => c.cpuMsPerRequest)),
      failures: cells.reduce((sum, c) => sum + c.failures, 0),
    };
  };
  for (const page of ['product', 'collection']) {
    for (const shopper of Object.keys(shoppers)) {
      for (const concurrency of CONCURRENCIES) {
        for (const target of targets) {
          const s = summary(`${target.name}|${page}|${shopper}|${concurrency}`);
          console.log(
            [target.name, page, shopper, String(concurrency), fmt(s.rps), fmt(s.p50), fmt(s.p99), fmt(s.cpu, 2), String(s.failures)]
              .map((v) => v.padEnd(15))
              .join(''),
          );
        }
        if (targets.length > 1) {
          const ours = summary(`${targets[0].name}|${page}|${shopper}|${concurrency}`);
          const theirs = summary(`${targets[1].name}|${page}|${shopper}|${concurrency}`);
          // Each round's own ratio (the two cells ran back to back), for the spread beside the medians'.
          const [ourCells, theirCells] = targets.slice(0, 2).map((t) => results.get(`${t.name}|${page}|${shopper}|${concurrency}`)!);
          const range = (of: (c: Cell) => number) => {
            const ratios = ourCells.map((cell, i) => of(cell) / of(theirCells[i]));
            return `${fmt(Math.min(...ratios), 2)}-${fmt(Math.max(...ratios), 2)}x`;
          };
          console.log(
            [
              'ratio',
              page,
              shopper,
              String(concurrency),
              `${fmt(ours.rps / theirs.rps, 2)}x`,
              '',
              '',
              `${fmt(ours.cpu / theirs.cpu, 2)}x`,
              `rounds: req/s ${range((c) => c.rps)}, cpu ${range((c) => c.cpuMsPerRequest)}`,
            ]
              .map((v) => v.padEnd(15))
              .join(''),
          );
        }
      }
    }
  }
} finally {
  await beside?.close();
  await storefront.close();
}
