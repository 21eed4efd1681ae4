// Shared by the storefront benchmarks: the production build in workerd with fresh emulator data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '../scripts/serve.ts';
import { freePort } from '../scripts/free-port.ts';
import { rememberEmulators } from '../tests/support/storefront.ts';

/** `env` adds to (or overrides) the emulators' defaults, e.g. to point one service elsewhere. */
export async function startBenchStorefront(env: NodeJS.ProcessEnv = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bottega-bench-'));
  const running = await serve({
    port,
    quiet: true,
    env: {
      ...process.env,
      EMULATOR_DATA_DIR: dataDir,
      EMULATOR_PORT: String(await freePort()),
      ...env,
    },
  });
  // The benchmarks ask the shop for stocked variants with the token it issued.
  rememberEmulators(running.emulators);
  return {
    ...running,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another build (a stock Hydrogen app built elsewhere, such as the skeleton) served as the bench
 * storefront is: serve.ts's workerd, compatibility date and flags, and front door, against the
 * storefront's own running emulators (the same data, the tokens they issued).
 */
export async function serveBeside(storefront: BenchStorefront, buildDir: string) {
  const port = await freePort();
  const running = await serve({ port, quiet: true, buildDir, emulators: storefront.emulators ?? undefined });
  return { ...running, url: `http://127.0.0.1:${port}` };
}

export type BenchStorefront = Awaited<ReturnType<typeof startBenchStorefront>>;

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

/** The parts of an HTML document the page-weight bench budgets, in print order. */
export const HTML_SECTIONS = ['head', 'header', 'main', 'footer', 'hydration', 'structured', 'other'] as const;
export type HtmlSection = (typeof HTML_SECTIONS)[number];

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** A header, main or footer inside one of these is a part's own (an article's, a drawer's), not the page's. */
const INNER_LANDMARKS = new Set(['main', 'aside', 'dialog', 'article', 'section', 'header', 'footer']);

interface Element {
  name: string;
  attributes: string;
  start: number;
  end: number;
  ancestors: string[];
}

/**
 * Splits a server-rendered document into the sections a shopper's first load pays for, by markup, so
 * any storefront can be split alike: the head; the page's header, main and footer (the first
 * <header> and <main> and the last <footer> outside any landmark); the inline scripts of the body
 * (React Router's hydration data, its module starter, React's streaming swaps); JSON-LD wherever it
 * is; and the rest (skip links, panels and dialogs, the document's own tags). Every character lands in exactly one section.
 */
export function htmlSections(html: string): Record<HtmlSection, string> {
  const elements: Element[] = [];
  const open: Element[] = [];
  const tag = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const [, closing, rawName, attributes = ''] = match;
    if (!rawName) continue; // a comment
    const name = rawName.toLowerCase();
    if (closing) {
      const at = open.findLastIndex((element) => element.name === name);
      if (at === -1) continue;
      for (const element of open.splice(at)) elements.push({ ...element, end: tag.lastIndex });
      continue;
    }
    const element = { name, attributes, start: match.index, end: tag.lastIndex, ancestors: open.map((e) => e.name) };
    if (name === 'script' || name === 'style') {
      // Raw text: whatever looks like markup inside is not.
      const closer = new RegExp(`</${name}[^>]*>`, 'gi');
      closer.lastIndex = tag.lastIndex;
      element.end = closer.exec(html) ? closer.lastIndex : html.length;
      tag.lastIndex = element.end;
      elements.push(element);
    } else if (VOID_ELEMENTS.has(name) || attributes.endsWith('/')) elements.push(element);
    else open.push(element);
  }
  for (const element of open) elements.push({ ...element, end: html.length });

  const owner = new Uint8Array(html.length).fill(HTML_SECTIONS.indexOf('other'));
  const claim = (element: Element | undefined, section: HtmlSection) => {
    if (element) owner.fill(HTML_SECTIONS.indexOf(section), element.start, element.end);
  };
  const outer = (element: Element) => !element.ancestors.some((name) => INNER_LANDMARKS.has(name));
  claim(
    elements.find((e) => e.name === 'head'),
    'head',
  );
  claim(
    elements.find((e) => e.name === 'header' && outer(e)),
    'header',
  );
  claim(
    elements.find((e) => e.name === 'main' && outer(e)),
    'main',
  );
  claim(
    elements.findLast((e) => e.name === 'footer' && outer(e)),
    'footer',
  );
  // React streams a Suspense boundary's content late, after the rest (<div hidden id="S:n">), to take
  // the place of its placeholder (<template id="B:n">): it counts in the section of that place.
  for (const streamed of elements.filter((e) => e.name === 'div' && /\bid="S:/.test(e.attributes))) {
    const id = /\bid="S:([^"]+)"/.exec(streamed.attributes)![1];
    const placeholder = elements.find((e) => e.name === 'template' && e.attributes.includes(`id="B:${id}"`));
    // A placeholder outside the sections (a late footer's, in the skeleton) leaves what it holds to them.
    const section = placeholder ? HTML_SECTIONS[owner[placeholder.start]] : 'other';
    if (section !== 'other') claim(streamed, section);
  }
  for (const script of elements.filter((e) => e.name === 'script')) {
    if (/type=["']?application\/ld\+json/i.test(script.attributes)) claim(script, 'structured');
    else if (!/\ssrc=/i.test(script.attributes) && script.ancestors.includes('body')) claim(script, 'hydration');
  }

  const parts = Object.fromEntries(HTML_SECTIONS.map((section) => [section, [] as string[]])) as Record<HtmlSection, string[]>;
  for (let from = 0; from < html.length;) {
    let to = from + 1;
    while (to < html.length && owner[to] === owner[from]) to++;
    parts[HTML_SECTIONS[owner[from]]].push(html.slice(from, to));
    from = to;
  }
  return Object.fromEntries(HTML_SECTIONS.map((section) => [section, parts[section].join('')])) as Record<HtmlSection, string>;
}
