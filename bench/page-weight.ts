// Prints what each page type costs a shopper on first load: the HTML document, the JavaScript and CSS
// it pulls in (gzipped), and the serialised loader data: `data` is every loader's (the `.data`
// payload for the URL, which the HTML also carries for hydration), `nav data` what a client-side
// navigation to the page fetches (the page's own loaders; the shell's root data is not asked again).
// Then the HTML's budget by section (support.ts, htmlSections): head, header, main content, footer,
// hydration data (the body's inline scripts), structured data (JSON-LD) and the rest.
//   npm run build && node bench/page-weight.ts [--files] [--compare http://127.0.0.1:4500]
// --files lists every script of each page with its gzipped size, to see where the bytes go.
// --compare measures a second storefront against the same emulator data (such as the stock Hydrogen
// skeleton) at the same paths, and prints the ratios (ours / theirs); a page it lacks is named, not measured.
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { HTML_SECTIONS, htmlSections, PAGE_TYPES, startBenchStorefront } from './support.ts';
import { pageScripts } from '../tests/support/markup.ts';

/** One page of each type a shopper lands on, plus the lookbook index and the bag page. */
const PAGES: Array<[type: string, path: string]> = [...PAGE_TYPES, ['lookbooks', '/lookbooks'], ['bag', '/cart']];

const { values: args } = parseArgs({ options: { files: { type: 'boolean', default: false }, compare: { type: 'string' } } });
const storefront = await startBenchStorefront();
const shops: Array<[name: string, base: string]> = [['bottega', storefront.url]];
if (args.compare) shops.push(['compare', args.compare.replace(/\/$/, '')]);
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
function dataUrl(base: string, path: string, routes?: string): string {
  const url = new URL(path, base);
  url.pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname.replace(/\/$/, '')}.data`;
  if (routes) url.searchParams.set('_routes', routes);
  return url.toString();
}

/**
 * The page's own route ids (every matched route but the root), from the module script that hydrates
 * it (`window.__reactRouterRouteModules = {"root":route0,...}`, quotes escaped where a starter carries
 * it as a string); the route manifest itself is a separate script. A route without a loader is ignored.
 */
function pageRoutes(html: string): string {
  const modules = /__reactRouterRouteModules\s*=\s*\{([^}]*)\}/.exec(html)?.[1] ?? '';
  const ids = [...modules.matchAll(/\\?"([^"\\]+)\\?"\s*:\s*route\d+/g)].map((m) => m[1]);
  return ids.filter((id) => id !== 'root').join(',');
}

interface Weight {
  html: string;
  htmlGz: number;
  scripts: number;
  jsGz: number;
  cssGz: number;
  data: number;
  dataGz: number;
  navigation: number;
  files: Array<[src: string, gz: number]>;
}

/** A page's first load from one storefront, or the status it answered instead. */
async function measure(base: string, path: string): Promise<Weight | number> {
  const response = await fetch(new URL(path, base), { headers });
  if (!response.ok) return response.status;
  const html = await response.text();
  const styles = new Set([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]));
  const files: Array<[string, number]> = [];
  for (const src of new Set(pageScripts(html))) files.push([src, (await assetSize(new URL(src, base).toString()))[1]]);
  let cssGz = 0;
  for (const href of styles) cssGz += (await assetSize(new URL(href, base).toString()))[1];
  const data = Buffer.from(await (await fetch(dataUrl(base, path), { headers })).arrayBuffer());
  const navigation = Buffer.from(await (await fetch(dataUrl(base, path, pageRoutes(html)), { headers })).arrayBuffer());
  return {
    html,
    htmlGz: gzipSync(html).length,
    scripts: files.length,
    jsGz: files.reduce((sum, [, gz]) => sum + gz, 0),
    cssGz,
    data: data.length,
    dataGz: gzipSync(data).length,
    navigation: navigation.length,
    files,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
const ratio = (ours: number, theirs: number) => (theirs ? `${(ours / theirs).toFixed(2)}x` : '-');
const row = (cells: string[], width = 12) => console.log(cells.map((cell, i) => cell.padEnd(i < 2 ? 12 : width)).join(''));
const gz = (text: string) => (text ? gzipSync(text).length : 0);

try {
  const measured = new Map<string, Array<Weight | number>>();
  for (const [type, path] of PAGES) {
    const weights: Array<Weight | number> = [];
    for (const [, base] of shops) weights.push(await measure(base, path));
    if (typeof weights[0] === 'number') throw new Error(`${path} answered ${weights[0]}`);
    measured.set(type, weights);
  }

  console.log(`First load per page type${args.compare ? `; ratio = bottega / compare (${args.compare})` : ''}`);
  row(['page', 'shop', 'html kB', 'html gz kB', 'js files', 'js gz kB', 'css gz kB', 'data kB', 'data gz kB', 'nav data kB']);
  for (const [type, weights] of measured) {
    for (const [at, weight] of weights.entries()) {
      const label = [at ? '' : type, shops[at][0]];
      if (typeof weight === 'number') {
        row([...label, `(answers ${weight}: not measured)`]);
        continue;
      }
      row([
        ...label,
        kb(weight.html.length),
        kb(weight.htmlGz),
        String(weight.scripts),
        kb(weight.jsGz),
        kb(weight.cssGz),
        kb(weight.data),
        kb(weight.dataGz),
        kb(weight.navigation),
      ]);
      if (args.files)
        for (const [src, size] of weight.files.sort((a, b) => b[1] - a[1])) console.log(`    ${kb(size).padStart(6)}  ${src}`);
    }
    const [ours, theirs] = weights;
    if (typeof ours === 'object' && typeof theirs === 'object') {
      row([
        '',
        'ratio',
        ratio(ours.html.length, theirs.html.length),
        ratio(ours.htmlGz, theirs.htmlGz),
        ratio(ours.scripts, theirs.scripts),
        ratio(ours.jsGz, theirs.jsGz),
        ratio(ours.cssGz, theirs.cssGz),
        ratio(ours.data, theirs.data),
        ratio(ours.dataGz, theirs.dataGz),
        ratio(ours.navigation, theirs.navigation),
      ]);
    }
  }

  console.log('\nHTML by section, kB raw / gzip (each section gzipped alone: the parts add up to more than the whole)');
  row(['page', 'shop', ...HTML_SECTIONS, 'document'], 14);
  for (const [type, weights] of measured) {
    const split = weights.map((weight) => (typeof weight === 'number' ? null : htmlSections(weight.html)));
    for (const [at, sections] of split.entries()) {
      if (!sections) continue;
      const whole = (weights[at] as Weight).html;
      row(
        [at ? '' : type, shops[at][0], ...[...HTML_SECTIONS.map((s) => sections[s]), whole].map((t) => `${kb(t.length)} / ${kb(gz(t))}`)],
        14,
      );
    }
    const [ours, theirs] = split;
    if (ours && theirs) {
      const wholes = weights as Weight[];
      row(['', 'ratio gz', ...HTML_SECTIONS.map((s) => ratio(gz(ours[s]), gz(theirs[s]))), ratio(wholes[0].htmlGz, wholes[1].htmlGz)], 14);
    }
  }
} finally {
  await storefront.close();
}
