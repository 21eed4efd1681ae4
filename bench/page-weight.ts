// Prints what each page type costs a shopper on first load: the HTML document, the JavaScript and CSS
// it pulls in (gzipped), and the serialised loader data: `data` is every loader's (the `.data`
// payload for the URL, which the HTML also carries for hydration), `nav data` what a client-side
// navigation to the page fetches (the page's own loaders; the shell's root data is not asked again).
//   npm run build && node bench/page-weight.ts [--files]
// --files lists every script of each page with its gzipped size, to see where the bytes go.
import { gzipSync } from 'node:zlib';
import { PAGE_TYPES, startBenchStorefront } from './support.ts';
import { pageScripts } from '../tests/support/markup.ts';

/** One page of each type a shopper lands on, plus the lookbook index and the bag page. */
const PAGES: Array<[type: string, path: string]> = [...PAGE_TYPES, ['lookbooks', '/lookbooks'], ['bag', '/cart']];

const listFiles = process.argv.includes('--files');
const storefront = await startBenchStorefront();
// A first visit that has already answered the newsletter popup: it never shows up in what we measure.
const headers = { cookie: 'newsletter=dismissed' };
const assetSizes = new Map<string, [raw: number, gzip: number]>();

async function assetSize(url: string): Promise<[number, number]> {
  const known = assetSizes.get(url);
  if (known) return known;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const size: [number, number] = [body.length, gzipSync(body).length];
  assetSizes.set(url, size);
  return size;
}

/**
 * React Router's single-fetch address for a page's data: `/x.data`, `/_root.data` for the home page;
 * `_routes` narrows it to the loaders a navigation asks for.
 */
function dataUrl(path: string, routes?: string): string {
  const url = new URL(path, storefront.url);
  url.pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname.replace(/\/$/, '')}.data`;
  if (routes) url.searchParams.set('_routes', routes);
  return url.toString();
}

/**
 * The page's own route ids with a loader (every matched route but the root), from the route manifest
 * the HTML carries (with lazy route discovery it lists only the matched routes).
 */
function pageRoutes(html: string): string {
  const ids = [...html.matchAll(/"id": "([^"]+)",[^{}]*?"hasLoader": true/g)].map((m) => m[1]);
  return ids.filter((id) => id !== 'root').join(',');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
const row = (cells: string[]) => console.log(cells.map((cell, i) => cell.padEnd(i === 0 ? 12 : 14)).join(''));

try {
  row(['page', 'html kB', 'html gz kB', 'js files', 'js gz kB', 'css gz kB', 'data kB', 'data gz kB', 'nav data kB']);
  for (const [type, path] of PAGES) {
    const response = await fetch(new URL(path, storefront.url), { headers });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const html = await response.text();
    const scripts = new Set(pageScripts(html));
    const styles = new Set([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]));
    let jsGz = 0;
    let cssGz = 0;
    const files: Array<[string, number]> = [];
    for (const src of scripts) {
      const [, gz] = await assetSize(new URL(src, storefront.url).toString());
      jsGz += gz;
      files.push([src, gz]);
    }
    for (const href of styles) cssGz += (await assetSize(new URL(href, storefront.url).toString()))[1];
    const data = Buffer.from(await (await fetch(dataUrl(path), { headers })).arrayBuffer());
    const navigation = Buffer.from(await (await fetch(dataUrl(path, pageRoutes(html)), { headers })).arrayBuffer());
    row([
      type,
      kb(html.length),
      kb(gzipSync(html).length),
      String(scripts.size),
      kb(jsGz),
      kb(cssGz),
      kb(data.length),
      kb(gzipSync(data).length),
      kb(navigation.length),
    ]);
    if (listFiles) for (const [src, gz] of files.sort((a, b) => b[1] - a[1])) console.log(`    ${kb(gz).padStart(6)}  ${src}`);
  }
} finally {
  await storefront.close();
}
