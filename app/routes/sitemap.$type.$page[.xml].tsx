import { getSitemap } from '@shopify/hydrogen';
import type { Route } from './+types/sitemap.$type.$page[.xml]';
import { SITEMAP_QUERY } from '~/content/queries';
import type { SitemapQueryResult } from '~/content/model';
import { fetchContent } from '~/lib/content.server';
import { contentEntries, isContentSitemapType, renderUrlset, SHOP_SITEMAP_TYPES, sitemapPage, sitemapPageNumber } from '~/lib/sitemap';

const CACHE_CONTROL = `public, max-age=${60 * 60}, stale-while-revalidate=${60 * 60 * 23}`;

/** One child sitemap: /sitemap/{products|collections|pages|lookbooks}/{page}.xml. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = sitemapPageNumber(params.page);
  if (page === null) throw new Response('Sitemap not found', { status: 404 });

  if (isContentSitemapType(params.type)) {
    const content = await fetchContent<SitemapQueryResult>(context, SITEMAP_QUERY);
    const entries = sitemapPage(contentEntries(content, params.type), page);
    if (!entries.length) throw new Response('Sitemap not found', { status: 404 });
    return new Response(renderUrlset(entries, new URL(request.url).origin), {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL },
    });
  }

  if (!SHOP_SITEMAP_TYPES.some((type) => type === params.type)) throw new Response('Sitemap not found', { status: 404 });
  const response = await getSitemap({
    storefront: context.storefront,
    request,
    params: { type: params.type, page: String(page) },
    getLink: ({ type, baseUrl, handle }) => `${baseUrl}/${type}/${handle}`,
  });
  response.headers.set('Cache-Control', CACHE_CONTROL);
  return response;
}
