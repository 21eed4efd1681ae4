import { stegaClean } from '@sanity/client/stega';
import type { MetaDescriptor } from 'react-router';
import type { Locale } from '~/core/locale/locale';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '~/core/constants';
import { DEFAULT_DESCRIPTION, SITE_NAME_FALLBACK } from '~/core/texts/spec';

export interface SeoInput {
  title?: string | null;
  description?: string | null;
  image?: string | null;
  url?: string | null;
}

/**
 * Text for a tag, within what search engines show: the invisible editing marks of a preview
 * (stega) taken out, and a long text cut at a word with an ellipsis.
 */
function fit(text: string, max: number): string {
  const clean = stegaClean(text).trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/**
 * The spec's title template: '{title} · {site name}'; the site name alone when there is no title.
 * A long title (a product's, or an unknown page's path) gives way, so the site name stays.
 */
export function pageTitle(title: string | null | undefined, siteName: string | null | undefined): string {
  const site = fit(siteName || SITE_NAME_FALLBACK, SEO_TITLE_MAX) || SITE_NAME_FALLBACK;
  const own = title ? stegaClean(title).trim() : '';
  if (!own || own === site) return site;
  const room = SEO_TITLE_MAX - ` · ${site}`.length;
  return room > 0 ? `${fit(own, room)} · ${site}` : site;
}

/**
 * Title, description, canonical URL, Open Graph and Twitter tags for a page. The page's own seo
 * values win; the site's seo settings fill what the page leaves empty. Written here rather than by
 * Hydrogen's getSeoMeta (the same tags, and what it leaves out: the site name, the type, the card
 * size): meta functions run in the browser too, and any import from Hydrogen brings its whole client
 * module into the first load. Twitter's tags carry both `name` (the card markup's attribute) and
 * `property`, so readers of either find them.
 */
export function seoMeta(page: SeoInput, site: SeoInput & { siteName?: string | null }, type: 'website' | 'product' = 'website') {
  const title = pageTitle(page.title, site.siteName);
  const description = fit(page.description?.trim() || site.description?.trim() || DEFAULT_DESCRIPTION, SEO_DESCRIPTION_MAX);
  const image = page.image || site.image || undefined;
  // The page's address without its query and without a trailing slash (the home's is the bare
  // origin, `/it-it` a market's), as Hydrogen's getSeoMeta writes it and the hreflang twins match.
  const url = page.url?.split('?')[0].replace(/\/$/, '');
  const tags: MetaDescriptor[] = [
    { title },
    { property: 'og:title', content: title },
    { name: 'twitter:title', property: 'twitter:title', content: title },
    { name: 'description', content: description },
    { property: 'og:description', content: description },
    { name: 'twitter:description', property: 'twitter:description', content: description },
    ...(url
      ? [
          { tagName: 'link', rel: 'canonical', href: url },
          { property: 'og:url', content: url },
        ]
      : []),
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: site.siteName || SITE_NAME_FALLBACK },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
  if (image) tags.push({ name: 'twitter:image', content: image });
  return tags;
}

interface SiteSeoSettings {
  siteName?: string | null;
  seo?: { description?: string | null; image?: string | null } | null;
}

/** The site's own seo settings (the root loader's), which every page falls back to (spec section 1). */
export function siteSeo(settings: SiteSeoSettings | null | undefined): SeoInput & { siteName?: string | null } {
  return { siteName: settings?.siteName, description: settings?.seo?.description, image: settings?.seo?.image };
}

/**
 * The market of the page a meta function describes (the root loader's), for its texts:
 * `messagesIn(pageLocale(matches), productMessages)`, as a loader reads `context.locale`.
 */
export function pageLocale(matches: ReadonlyArray<{ data?: unknown } | undefined>): Locale | undefined {
  return (matches[0]?.data as { locale?: Locale } | undefined)?.locale;
}
