import { getSitemapIndex } from '@shopify/hydrogen';
import type { Route } from './+types/sitemap[.]xml';
import { SITEMAP_QUERY } from '~/core/sanity/queries';
import type { SitemapQueryResult } from '~/core/sanity/model';
import { fetchContent } from '~/content/documents.server';
import { contentChildSitemaps, SHOP_SITEMAP_TYPES, SITEMAP_NOT_FOUND } from '~/content/sitemap';
import { siteOrigin } from '~/core/request/site-origin.server';
import { loadMarketTags } from '~/core/locale/shop-localization.server';
import { marketOfTag, marketPrefix } from '~/core/locale/market';
import { unavailableOnOutage } from '~/core/failures/resource-route.server';

/**
 * The sitemap index: the shop's products and collections (pages of 250 from the Storefront API)
 * and the content service's pages and lookbooks, paged the same way, for every market the shop
 * offers (the default market's at /sitemap/…, Italy's at /it-it/sitemap/…).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Hydrogen writes its URLs on the request's origin: give it the shop's own, never the Host header.
  const origin = siteOrigin(context.config, request);
  if (!origin) throw new Response(SITEMAP_NOT_FOUND, { status: 404 });
  const content = await fetchContent<SitemapQueryResult>(context, SITEMAP_QUERY).catch((error: unknown) => {
    // The shop's part of the sitemap is still worth serving when the content service is down.
    console.error('Sitemap: content unavailable', error);
    return null;
  });
  const response = await unavailableOnOutage(() =>
    getSitemapIndex({
      storefront: context.storefront,
      request: new Request(new URL('/sitemap.xml', origin)),
      types: [...SHOP_SITEMAP_TYPES],
      customChildSitemaps: contentChildSitemaps(content),
    }),
  );
  if (!response.ok) return response;
  // Hydrogen lists the default market's child sitemaps; each market has the same children under its prefix.
  const children = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const prefixes = (await loadMarketTags(context)).map((tag) => marketPrefix(marketOfTag(tag)));
  const locs = prefixes.flatMap((prefix) => children.map((child) => `  <sitemap><loc>${origin}${prefix}${child}</loc></sitemap>`));
  const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs.join('\n')}\n</sitemapindex>\n`;
  return new Response(index, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': `public, max-age=${60 * 60}, stale-while-revalidate=${60 * 60 * 23}`,
    },
  });
}
