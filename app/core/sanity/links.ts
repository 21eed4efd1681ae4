// The spec's link rules for content: where a link stored in the content service points, and
// whether it opens in a new tab.
import { stegaClean } from '@sanity/client/stega';
import type { LinkResult } from './model';

export interface ResolvedLink {
  href: string;
  /** Open in a new tab: footer links with an explicit url. */
  external: boolean;
}

export type LinkPlacement = 'footer' | 'inline';

type LinkLike = Pick<LinkResult, 'type' | 'slug' | 'url'>;

const TYPE_PREFIX: Record<string, string> = {
  product: '/products/',
  collection: '/collections/',
  lookbook: '/lookbooks/',
};

/** Slugs with a fixed route of their own. */
const SLUG_ROUTES: Record<string, string> = {
  collections: '/collections',
  archive: '/archive',
};

/** The path a link points at, or null when it points nowhere (a dangling reference). */
export function linkHref(link: LinkLike | null | undefined): string | null {
  if (!link) return null;
  // In preview the strings may carry stega markers; an href must never.
  const url = clean(link.url);
  if (url) return url;
  const type = clean(link.type);
  const slug = clean(link.slug)?.replace(/^\/+|\/+$/g, '');
  if (type && slug && TYPE_PREFIX[type]) return `${TYPE_PREFIX[type]}${slug}`;
  if (slug && SLUG_ROUTES[slug]) return SLUG_ROUTES[slug];
  if (type === 'home') return '/';
  if (slug) return `/${slug}`;
  return null;
}

export function resolveLink(link: LinkLike | null | undefined, placement: LinkPlacement = 'inline'): ResolvedLink | null {
  const href = linkHref(link);
  if (href === null) return null;
  return { href, external: placement === 'footer' && Boolean(clean(link?.url)) };
}

const NON_ASCII = /[^\x20-\x7e]/;

function clean(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  // Stega markers are invisible non-ASCII characters; a plain ASCII link (nearly every one, and every
  // one outside preview) has none, and cleaning costs a JSON round trip per link on every page.
  const cleaned = (NON_ASCII.test(value) ? stegaClean(value) : value).trim();
  return cleaned || null;
}
