// Lighthouse on the production build: mobile (Lighthouse's default simulated slow 4G and mid-range
// phone) and desktop, several runs per page, printing the medians of performance, accessibility,
// best practices, CLS, FCP, LCP, speed index and total blocking time.
//   npm run build && node bench/lighthouse.ts [--runs 3] [--only mobile|desktop] [--page product[,search]] [--url http://host:port]
//     [--reports DIR]   also writes each run's full report (JSON) there, to see which audits cost what
//     [--throttling simulate|devtools]   simulate (Lighthouse's default) loads the page at full speed and
//                       computes the slow phone's timings from that load; devtools really slows the network
//                       and CPU while the page loads (see 'Simulated and applied throttling' below)
//     [--compare http://host:port[,...] | <build directory>]   other storefronts (another build, or another shop
//                       against the same emulator data such as the stock Hydrogen skeleton) measured in the same
//                       rounds, run for run alternating with the first (who goes first alternates too), so both
//                       see the same machine load; a page it does not answer with 200 is left out, and each page
//                       gets a row comparing the two (score points ahead, ms ratios ours / theirs). A build
//                       directory (BOTTEGA_BUILD_DIR=dist-b npm run build) is served as the bench storefront is,
//                       against its emulators (serveBeside)
// Each row also prints the run-to-run spread (min-max) of LCP and TBT: on a shared machine a difference
// between two medians that sits inside both spreads is not one a shopper would feel.
// 'seen FCP' is the first paint Chrome actually observed, before Lighthouse simulates the slow phone:
// on a busy machine it sometimes lands a second or two late, and the simulation then counts every
// script as paint-blocking; a row whose seen FCP is far above ~300 ms measured the machine.
// Simulated and applied throttling: the simulation (Lantern) rebuilds the slow load from the fast one and
// counts every request that finished before the fast load's first paint as needed for that paint. Module
// scripts are fetched early (modulepreload) and finish before Chrome paints on a fast machine, so the
// simulation charges the whole framework's JavaScript to FCP and LCP even though the page paints without
// it. Applied throttling loads the page as a phone on slow 4G would: HTML and CSS paint first, the scripts
// arrive after. Both are worth printing; only pages measured in the same rounds compare.
// Drives Debian's Chromium (/usr/bin/chromium, or CHROME_PATH); nothing is downloaded.
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { launch } from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PAGE_TYPES, serveBeside, startBenchStorefront } from './support.ts';

// Strict: a misspelt flag stops the run instead of measuring the defaults for ten minutes.
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    url: { type: 'string' },
    reports: { type: 'string' },
    throttling: { type: 'string', default: 'simulate' },
    page: { type: 'string' },
    compare: { type: 'string' },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of runs, not ${args.runs}`);
if (args.only && args.only !== 'mobile' && args.only !== 'desktop') throw new Error(`--only takes mobile or desktop, not ${args.only}`);
if (args.throttling !== 'simulate' && args.throttling !== 'devtools')
  throw new Error(`--throttling takes simulate or devtools, not ${args.throttling}`);
const formFactors: Array<'mobile' | 'desktop'> = args.only ? [args.only as 'mobile' | 'desktop'] : ['mobile', 'desktop'];
const given = args.url;
const reports = args.reports;
const throttlingMethod = args.throttling as 'simulate' | 'devtools';
if (reports) mkdirSync(reports, { recursive: true });
const chosen = args.page?.split(',');
const unknown = chosen?.filter((type) => !PAGE_TYPES.some(([known]) => known === type));
if (unknown?.length) throw new Error(`--page knows ${PAGE_TYPES.map(([type]) => type).join(', ')}; not ${unknown.join(', ')}`);
const pages = chosen ? PAGE_TYPES.filter(([type]) => chosen.includes(type)) : PAGE_TYPES;
const storefront = given ? null : await startBenchStorefront();
const others = args.compare?.split(',') ?? [];
const beside = await Promise.all(
  others.filter((other) => !/^https?:\/\//.test(other)).map(async (dir) => [dir, await serveBeside(storefront!, dir)] as const),
);
if (beside.length && !storefront) throw new Error('--compare <build directory> serves beside the bench storefront: leave out --url');
const bases = [given ?? storefront!.url, ...others.map((other) => beside.find(([dir]) => dir === other)?.[1].url ?? other)];

const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  fcp: number;
  lcp: number;
  speedIndex: number;
  tbt: number;
  seenFcp: number;
}

async function audit(url: string, formFactor: 'mobile' | 'desktop', name: string, retries = 2): Promise<Figures> {
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    throttlingMethod,
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  // A loaded machine sometimes keeps headless Chrome from painting within Lighthouse's wait: measure again.
  if (runtimeError?.code === 'NO_FCP' && retries > 0) {
    console.error(`${url}: no paint seen (NO_FCP), measuring again`);
    return audit(url, formFactor, name, retries - 1);
  }
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  if (reports) writeFileSync(join(reports, `${name}.json`), JSON.stringify(result.lhr));
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    speedIndex: audits['speed-index']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    seenFcp:
      (audits.metrics?.details as { items?: Array<{ observedFirstContentfulPaint?: number }> } | undefined)?.items?.[0]
        ?.observedFirstContentfulPaint ?? NaN,
  };
}

const row = (cells: string[]) => console.log(cells.map((cell, i) => cell.padEnd(i < 2 ? 12 : i < 11 ? 10 : 14)).join(''));
const spread = (values: number[]) => `${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)}`;
try {
  // One unmeasured visit per page warms the storefront's caches, as a shop in production would be.
  const missing = new Set<string>();
  for (const base of bases) {
    for (const [, path] of pages) {
      const response = await fetch(new URL(path, base));
      await response.arrayBuffer();
      if (base !== bases[0] && response.status !== 200) missing.add(new URL(path, base).toString());
    }
  }
  console.log(
    `Lighthouse ${runs} run(s) per page, ${throttlingMethod} throttling, medians${bases.length > 1 ? `; rows in pairs: ${bases.join(' then ')}` : ''}`,
  );
  row(['form', 'page', 'perf', 'a11y', 'best-pr', 'CLS', 'FCP ms', 'LCP ms', 'SI ms', 'TBT ms', 'seen FCP', 'LCP min-max', 'TBT min-max']);
  for (const formFactor of formFactors) {
    for (const [type, path] of pages) {
      const results: Figures[][] = bases.map(() => []);
      for (let run = 0; run < runs; run++) {
        // Who goes first alternates, so neither always meets the machine just after the other.
        const order = [...bases.entries()];
        if (run % 2) order.reverse();
        for (const [at, base] of order)
          if (!missing.has(new URL(path, base).toString()))
            results[at].push(
              await audit(new URL(path, base).toString(), formFactor, `${formFactor}-${type}${at ? `-compare` : ''}-${run + 1}`),
            );
      }
      const medians = results.map((measured) => (key: keyof Figures) => median(measured.map((result) => result[key])));
      for (const [at, measured] of results.entries()) {
        if (!measured.length) {
          row([formFactor, '  (compare)', 'not measured: the page does not answer 200 there']);
          continue;
        }
        const pick = medians[at];
        row([
          formFactor,
          at ? `  (compare)` : type,
          String(pick('performance')),
          String(pick('accessibility')),
          String(pick('bestPractices')),
          pick('cls').toFixed(3),
          pick('fcp').toFixed(0),
          pick('lcp').toFixed(0),
          pick('speedIndex').toFixed(0),
          pick('tbt').toFixed(0),
          pick('seenFcp').toFixed(0),
          spread(measured.map((result) => result.lcp)),
          spread(measured.map((result) => result.tbt)),
        ]);
      }
      if (results.length > 1 && results[1].length) {
        const [ours, theirs] = medians;
        const ahead = (key: keyof Figures) => `${ours(key) - theirs(key) >= 0 ? '+' : ''}${ours(key) - theirs(key)}`;
        const times = (key: keyof Figures) => (theirs(key) ? `${(ours(key) / theirs(key)).toFixed(2)}x` : '-');
        row([
          formFactor,
          '  (vs)',
          ahead('performance'),
          ahead('accessibility'),
          ahead('bestPractices'),
          (ours('cls') - theirs('cls')).toFixed(3),
          times('fcp'),
          times('lcp'),
          times('speedIndex'),
          times('tbt'),
          times('seenFcp'),
        ]);
      }
    }
  }
} finally {
  await chrome.kill();
  for (const [, served] of beside) await served.close();
  await storefront?.close();
}
