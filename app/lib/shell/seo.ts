import { DEFAULT_DESCRIPTION, SITE_NAME_FALLBACK } from '~/lib/messages';

export interface SeoInput {
  title?: string | null;
  description?: string | null;
  image?: string | null;
  url?: string | null;
}

/** The spec's title template: '{title} · {site name}'; the site name alone when there is no title. */
export function pageTitle(title: string | null | undefined, siteName: string | null | undefined): string {
  const site = siteName?.trim() || SITE_NAME_FALLBACK;
  const own = title?.trim();
  return own && own !== site ? `${own} · ${site}` : site;
}

/**
 * Title, description, canonical URL, Open Graph and Twitter tags for a page. The page's own seo
 * values win; the site's seo settings fill what the page leaves empty.
 */
export function seoMeta(page: SeoInput, site: SeoInput & { siteName?: string | null }) {
  const title = pageTitle(page.title, site.siteName);
  const description = page.description?.trim() || site.description?.trim() || DEFAULT_DESCRIPTION;
  const image = page.image || site.image || undefined;
  const tags: Array<Record<string, string>> = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.siteName || SITE_NAME_FALLBACK },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (image) tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  if (page.url) tags.push({ tagName: 'link', rel: 'canonical', href: page.url }, { property: 'og:url', content: page.url });
  return tags;
}

interface SiteSeoSettings {
  siteName?: string | null;
  seo?: { description?: string | null; image?: { asset: { url: string } } | null } | null;
}

/** The site's own seo settings (the root loader's), which every page falls back to (spec section 1). */
export function siteSeo(settings: SiteSeoSettings | null | undefined): SeoInput & { siteName?: string | null } {
  return { siteName: settings?.siteName, description: settings?.seo?.description, image: settings?.seo?.image?.asset.url };
}
