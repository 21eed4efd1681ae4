import { getSitemap } from '@shopify/hydrogen';
import type { Route } from './+types/sitemap.$type.$page[.xml]';
import { SITEMAP_QUERY } from '~/core/sanity/queries';
import type { SitemapQueryResult } from '~/core/sanity/model';
import { fetchContent } from '~/content/documents.server';
import {
  contentEntries,
  isContentSitemapType,
  renderUrlset,
  SHOP_SITEMAP_TYPES,
  SITEMAP_NOT_FOUND,
  sitemapPage,
  sitemapPageNumber,
} from '~/content/sitemap';
import { siteBase, siteOrigin } from '~/core/request/site-origin.server';
import { loadMarketTags } from '~/core/locale/shop-localization.server';
import { alternatesOf, prefixOf } from '~/core/locale/market';
import { unavailableOnOutage } from '~/core/failures/resource-route.server';

const CACHE_CONTROL = `public, max-age=${60 * 60}, stale-while-revalidate=${60 * 60 * 23}`;
/**
 * Where Hydrogen points a page of the shop's sitemap that lists nothing. The first page keeps its
 * default (the home page: a shop with no products still has a valid sitemap); past the last page it
 * names this mark instead, and such a page does not exist, as a content type's does not.
 */
const NO_ENTRIES_MARK = '/sitemap-page-lists-nothing';

/**
 * One child sitemap of one market: /sitemap/{products|collections|pages|lookbooks}/{page}.xml, and
 * the same under each market's prefix (/it-it/sitemap/…). Each lists the market's own addresses,
 * every one with its twins in all the shop's markets and x-default.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = sitemapPageNumber(params.page);
  // Every URL in a sitemap is absolute, on the shop's own origin (never the Host header's).
  const origin = siteOrigin(context.config, request);
  const base = siteBase(context.config, request);
  if (page === null || !origin || !base) throw new Response(SITEMAP_NOT_FOUND, { status: 404 });
  const markets = { origin, tags: await loadMarketTags(context) };

  if (isContentSitemapType(params.type)) {
    const content = await fetchContent<SitemapQueryResult>(context, SITEMAP_QUERY);
    const entries = sitemapPage(contentEntries(content, params.type), page);
    if (!entries.length) throw new Response(SITEMAP_NOT_FOUND, { status: 404 });
    return new Response(renderUrlset(entries, base, markets), {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL },
    });
  }

  if (!SHOP_SITEMAP_TYPES.some((type) => type === params.type)) throw new Response(SITEMAP_NOT_FOUND, { status: 404 });
  const response = await unavailableOnOutage(() =>
    getSitemap({
      storefront: context.storefront,
      request: new Request(new URL(new URL(request.url).pathname, origin)),
      params: { type: params.type, page: String(page) },
      locales: [...markets.tags, 'x-default'],
      // Without a locale, the entry's own address in this market; with one, its twin there.
      getLink: ({ type, handle, locale }) => {
        const path = `/${type}/${handle}`;
        return locale ? alternatesOf(path, markets).find((twin) => twin.hreflang === locale)!.href : `${base}${path}`;
      },
      noItemsFallback: page > 1 ? NO_ENTRIES_MARK : `${prefixOf(new URL(request.url).pathname)}/`,
    }),
  );
  if (page > 1 && (await response.clone().text()).includes(`${NO_ENTRIES_MARK}</loc>`)) {
    throw new Response(SITEMAP_NOT_FOUND, { status: 404 });
  }
  response.headers.set('Cache-Control', CACHE_CONTROL);
  return response;
}
