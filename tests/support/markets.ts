// What a page says about its market, read from its markup as a crawler or a shopper reads it: its
// `<html lang>`, the currencies its prices are in, its hreflang twins and the addresses it links to.
import { withoutReactMarkers } from './markup.ts';

/** `<html lang>`, or null when the answer is not a page. */
export function htmlLang(html: string): string | null {
  return /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? null;
}

// Japanese writes the yen full-width (￥), as Intl's ja-JP does.
const SIGNS: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP', '¥': 'JPY', '￥': 'JPY', CHF: 'CHF' };
const SPACE = '[\\s\\u00a0\\u202f]?';
const PRICE = new RegExp(`(€|\\$|£|¥|￥|CHF)${SPACE}\\d|\\d${SPACE}(€|\\$|£|¥|￥|CHF)(?![\\w])`, 'g');

/**
 * The currencies the page's prices are written in, by their signs, whichever side of the number a
 * locale writes them on (`$2,150`, `€1.978`, `1.978 €`, `CHF 2’156`); A$ and CA$ count as dollars.
 */
export function priceCurrencies(html: string): Set<string> {
  const text = withoutReactMarkers(html).replace(/<script[\s\S]*?<\/script>/g, '');
  return new Set([...text.matchAll(PRICE)].map((match) => SIGNS[match[1] ?? match[2]!]!));
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/** The page's `<link rel="alternate" hreflang>` twins, in document order. */
export function pageAlternates(html: string): Alternate[] {
  return [...html.matchAll(/<link\s[^>]*rel="alternate"[^>]*>/g)].flatMap(([tag]) => {
    const hreflang = /\shref[lL]ang="([^"]+)"/.exec(tag)?.[1];
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    return hreflang && href ? [{ hreflang, href: decodeEntities(href) }] : [];
  });
}

/** `<link rel="canonical">`'s address. */
export function canonicalOf(html: string): string | null {
  const tag = /<link\s[^>]*rel="canonical"[^>]*>/.exec(html)?.[0];
  const href = tag && /\shref="([^"]+)"/.exec(tag)?.[1];
  return href ? decodeEntities(href) : null;
}

/** A set of twins as one comparable string, whatever order they come in. */
export const alternateKey = (twins: readonly Alternate[]) =>
  twins
    .map(({ hreflang, href }) => `${hreflang} ${href}`)
    .sort()
    .join('\n');

/**
 * Every address on the shop's own origin the page sends a shopper to: each `<a href>` and `<form
 * action>` that is a path or an absolute URL on `origin`, as its path (fragments, mail and other
 * sites left out).
 */
export function internalTargets(html: string, origin: string): Array<{ tag: string; path: string }> {
  const found = [
    ...[...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) => ({ tag: 'a', value: match[1]! })),
    ...[...html.matchAll(/<form\s[^>]*?action="([^"]*)"/g)].map((match) => ({ tag: 'form', value: match[1]! })),
  ];
  return found.flatMap(({ tag, value }) => {
    const raw = decodeEntities(value);
    if (raw.startsWith('#') || /^(mailto|tel):/i.test(raw)) return [];
    const url = new URL(raw, origin);
    return url.origin === origin ? [{ tag, path: `${url.pathname}${url.search}` }] : [];
  });
}

/** Whether `path` is at the market whose prefix is `prefix` ('' for the default market). */
export function keepsPrefix(path: string, prefix: string): boolean {
  if (prefix) return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
  return !/^\/[a-z]{2}-[a-z]{2}(\/|$|\?)/i.test(path);
}

/** The root loader's `locale`, decoded from React Router's single-fetch answer ({"_i": j}: key at i, value at j). */
export async function rootLocale(response: Response): Promise<{ country: unknown; language: unknown }> {
  const flat = JSON.parse((await response.text()).split('\n', 1)[0]!) as unknown[];
  const valueOf = (entry: unknown, key: string): unknown => {
    for (const [k, v] of Object.entries(entry as Record<string, number>)) if (flat[Number(k.slice(1))] === key) return flat[v];
    return undefined;
  };
  const root = flat.find((entry) => entry && typeof entry === 'object' && valueOf(entry, 'locale') !== undefined);
  const locale = valueOf(root, 'locale');
  return { country: valueOf(locale, 'country'), language: valueOf(locale, 'language') };
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}
