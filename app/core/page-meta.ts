import { stegaClean } from '@sanity/client/stega';
import type { MetaDescriptor } from 'react-router';
import type { Locale } from '~/core/locale/locale';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '~/core/constants';
import { DEFAULT_DESCRIPTION, SITE_NAME_FALLBACK } from '~/core/texts/spec';

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

/** What a page says of itself; the site's seo settings fill what it leaves empty. */
export interface PageSeo {
  title?: string | null;
  description?: string | null;
  image?: string | null;
  /** The canonical address (the loader's, on the shop's origin). */
  url?: string | null;
  /** Open Graph's type: 'product' on a product page. */
  type?: 'website' | 'product';
  /**
   * Kept out of search results: `noindex` for a shopper's own pages (bag, account, sign-in);
   * `noindex, follow` for search results (endless combinations of words, worth following);
   * `noindex, nofollow` for the editors' studio.
   */
  robots?: 'noindex' | 'noindex, follow' | 'noindex, nofollow';
  /** The page's own descriptors, after the shared ones: structured data, og:updated_time, a referrer policy. */
  extra?: MetaDescriptor[];
}

/** What the root loader gives every page's meta: the site's settings and the market (root.tsx). */
interface RootData {
  settings?: { siteName?: string | null; seo?: { description?: string | null; image?: string | null } | null } | null;
  locale?: Locale;
}

/** A meta function's arguments, as far as pageMeta reads them. */
interface MetaArgs {
  matches: ReadonlyArray<{ data?: unknown } | undefined>;
}

const rootData = (matches: MetaArgs['matches']) => matches[0]?.data as RootData | undefined;

/**
 * The market of the page a meta function describes (the root loader's), for its texts:
 * `messagesIn(pageLocale(matches), productMessages)`, as a loader reads `context.locale`.
 */
export function pageLocale(matches: MetaArgs['matches']): Locale | undefined {
  return rootData(matches)?.locale;
}

/**
 * Every page's meta: title, description, canonical URL, Open Graph and Twitter tags, then the robots
 * tag and the page's own extras: what search engines and link previews read (spec section 1). The
 * page's values win; the site's seo settings (the root loader's, read from the root match) fill what
 * it leaves empty. The shop's own part: the platform leaves a page's tags to the app. Twitter's tags
 * carry both `name` (the card markup's attribute) and `property`, so readers of either find them. The hreflang twins are written by MarketAlternates (root.tsx), which
 * knows the markets and whether the page has a canonical URL.
 */
export function pageMeta({ matches }: MetaArgs, page: PageSeo = {}): MetaDescriptor[] {
  const settings = rootData(matches)?.settings;
  const siteName = settings?.siteName;
  const title = pageTitle(page.title, siteName);
  const description = fit(page.description?.trim() || settings?.seo?.description?.trim() || DEFAULT_DESCRIPTION, SEO_DESCRIPTION_MAX);
  const image = page.image || settings?.seo?.image || undefined;
  // One address per page for crawlers: without its query and without a trailing slash (the home's is
  // the bare origin, `/it-it` a market's), as the hreflang twins name it.
  const url = page.url?.split('?')[0].replace(/\/$/, '');
  return [
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
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: siteName || SITE_NAME_FALLBACK },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
    ...(page.robots ? [{ name: 'robots', content: page.robots }] : []),
    ...(page.extra ?? []),
  ];
}
