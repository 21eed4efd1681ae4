// How much of the JavaScript and CSS a first load fetches goes unused on that page, per page type:
// Chromium's own coverage (what Lighthouse's unused-javascript and unused-css-rules read), summed
// over every file with no threshold (Lighthouse lists only files wasting 10 KiB of CSS or 20 KiB of
// JavaScript or more), on a phone-sized window after the page has loaded and scripts have run. Each
// file's unused share is applied to its gzip size, the bytes a shopper pays for.
//   npm run build && node bench/coverage.ts [--compare http://127.0.0.1:4502]
// --compare measures a second storefront at the same paths (for the skeleton, its browser port).
import { chromium, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { PAGE_TYPES, startBenchStorefront } from './support.ts';

interface Used {
  url: string;
  text: string;
  usedChars: number;
}

const { values: args } = parseArgs({ options: { compare: { type: 'string' } } });
const storefront = await startBenchStorefront();
const shops: Array<[name: string, base: string]> = [['bottega', storefront.url]];
if (args.compare) shops.push(['compare', args.compare.replace(/\/$/, '')]);

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });

/** Unused gzip bytes of every file, scaled by its unused share. */
function unusedGzip(files: Used[]): number {
  return files.reduce((sum, file) => {
    if (file.text.length === 0) return sum;
    const share = 1 - file.usedChars / file.text.length;
    return sum + share * gzipSync(file.text).length;
  }, 0);
}

async function measure(page: Page, url: string) {
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.coverage.startCSSCoverage({ resetOnNavigation: false });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  if (response?.status() !== 200) return null;
  const js = await page.coverage.stopJSCoverage();
  const css = await page.coverage.stopCSSCoverage();
  const scripts: Used[] = js
    .filter((entry) => entry.url.includes('/assets/') && entry.source)
    .map((entry) => ({
      url: entry.url,
      text: entry.source!,
      // V8 reports nested ranges: a function's count 0 inside a used one is unused.
      usedChars: entry.source!.length - unusedChars(entry.functions.flatMap((fn) => fn.ranges)),
    }));
  const sheets: Used[] = css
    .filter((entry) => entry.text)
    .map((entry) => ({
      url: entry.url,
      text: entry.text!,
      usedChars: entry.ranges.reduce((sum, range) => sum + range.end - range.start, 0),
    }));
  return { js: unusedGzip(scripts), css: unusedGzip(sheets) };
}

/** Characters in ranges V8 counted zero times (the outermost zero ranges; nested ones are inside). */
function unusedChars(ranges: Array<{ startOffset: number; endOffset: number; count: number }>): number {
  const zero = ranges.filter((range) => range.count === 0).sort((a, b) => a.startOffset - b.startOffset);
  let total = 0;
  let end = -1;
  for (const range of zero) {
    if (range.startOffset >= end) {
      total += range.endOffset - range.startOffset;
      end = range.endOffset;
    } else if (range.endOffset > end) {
      total += range.endOffset - end;
      end = range.endOffset;
    }
  }
  return total;
}

console.log('Unused on first load, gzip KB (1024 bytes), Chromium coverage, 390x844 window');
console.log(['page', 'shop', 'unused js', 'unused css'].map((cell) => cell.padEnd(12)).join(''));
try {
  for (const [type, path] of PAGE_TYPES) {
    for (const [name, base] of shops) {
      // A first visit that has already answered the newsletter popup, as page-weight.ts measures.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addCookies([{ name: 'newsletter', value: 'dismissed', url: base }]);
      const page = await context.newPage();
      const result = await measure(page, `${base}${path}`);
      await context.close();
      const cells = result ? [(result.js / 1024).toFixed(1), (result.css / 1024).toFixed(1)] : ['(not 200)', ''];
      console.log([type, name, ...cells].map((cell) => cell.padEnd(12)).join(''));
    }
  }
} finally {
  await browser.close();
  await storefront.close();
}
