// The content part of the sitemap (pages and lookbooks from the content service), in pages of 250
// like the shop's own sitemaps (Storefront API `sitemap`), so a large archive never makes one huge file.
import { linkHref } from '~/core/sanity/links';
import type { SitemapQueryResult } from '~/core/sanity/model';
import { alternatesOf, type MarketTwins } from '~/core/locale/market';

const SITEMAP_PAGE_SIZE = 250;
const STATEMENT_PATH = '/accessibility';
export const SITEMAP_NOT_FOUND = 'Sitemap not found';
const CONTENT_SITEMAP_TYPES = ['pages', 'lookbooks'] as const;
export type ContentSitemapType = (typeof CONTENT_SITEMAP_TYPES)[number];
/** Sitemap types the Storefront API answers for (through Hydrogen's getSitemap). */
export const SHOP_SITEMAP_TYPES = ['products', 'collections'] as const;

export interface SitemapEntry {
  path: string;
  updatedAt: string | null;
}

export function isContentSitemapType(type: string | undefined): type is ContentSitemapType {
  return CONTENT_SITEMAP_TYPES.some((known) => known === type);
}

/** A page number from a URL segment: 1 to 99999, nothing else. */
export function sitemapPageNumber(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : null;
}

export function contentEntries(result: SitemapQueryResult | null | undefined, type: ContentSitemapType): SitemapEntry[] {
  const rows = (type === 'pages' ? result?.pages : result?.lookbooks) ?? [];
  const entries = rows.flatMap((row) => {
    const path = linkHref({ type: type === 'pages' ? 'page' : 'lookbook', slug: row.slug, url: null });
    // The home page has its own place in the sitemap index; other content links to its route.
    return path && path !== '/' ? [{ path, updatedAt: row._updatedAt ?? null }] : [];
  });
  // The accessibility statement is always there (the shop carries one of its own): first, as it sorts.
  return type === 'pages' && result ? [{ path: STATEMENT_PATH, updatedAt: result?.statement ?? null }, ...entries] : entries;
}

function pageCount(total: number): number {
  return Math.ceil(total / SITEMAP_PAGE_SIZE);
}

export function sitemapPage<T>(entries: readonly T[], page: number): T[] {
  return entries.slice((page - 1) * SITEMAP_PAGE_SIZE, page * SITEMAP_PAGE_SIZE);
}

/** The child sitemaps of the content types, for getSitemapIndex's customChildSitemaps. */
export function contentChildSitemaps(result: SitemapQueryResult | null | undefined): string[] {
  return CONTENT_SITEMAP_TYPES.flatMap((type) =>
    Array.from({ length: pageCount(contentEntries(result, type).length) }, (_, index) => `/sitemap/${type}/${index + 1}.xml`),
  );
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A market's content sitemap: its own addresses (`base` is the origin and the market's prefix), each with its twins. */
export function renderUrlset(entries: readonly SitemapEntry[], base: string, markets: MarketTwins): string {
  const urls = entries.map((entry) => {
    const loc = escapeXml(`${base}${entry.path}`);
    const lastmod = entry.updatedAt && !Number.isNaN(Date.parse(entry.updatedAt)) ? `<lastmod>${escapeXml(entry.updatedAt)}</lastmod>` : '';
    const twins = alternatesOf(entry.path, markets).map(
      ({ hreflang, href }) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    );
    return `  <url><loc>${loc}</loc>${lastmod}<changefreq>weekly</changefreq>${twins.join('')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
