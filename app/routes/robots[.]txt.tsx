import type { Route } from './+types/robots[.]txt';
import { siteOrigin } from '~/core/request/site-origin.server';
import { loadMarketTags } from '~/core/locale/shop-localization.server';
import { marketOfTag, marketPrefix } from '~/core/locale/market';

const PRIVATE_PATHS = ['/account', '/cart', '/checkout', '/api/', '/search'];
const LISTING_PARAMETERS = ['sort', 'filter', 'color', 'size', 'productType', 'material'];

/**
 * Crawlers may read the catalogue and content; they are kept out of the bag, the account, the
 * data endpoint and the endless combinations of search, filter and sort parameters.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // The sitemap line names the shop's own origin, never the Host header; without one there is no line.
  const origin = siteOrigin(context.config, request);
  // The same rules at every market's address (/it-it/cart as /cart).
  const prefixes = (await loadMarketTags(context)).map((tag) => marketPrefix(marketOfTag(tag)));
  const body = [
    'User-agent: *',
    ...prefixes.flatMap((prefix) => PRIVATE_PATHS.map((path) => `Disallow: ${prefix}${path}`)),
    'Disallow: /*?*cursor=',
    ...prefixes.flatMap((prefix) => LISTING_PARAMETERS.map((name) => `Disallow: ${prefix}/collections/*?*${name}=`)),
    '',
    ...(origin ? [`Sitemap: ${origin}/sitemap.xml`, ''] : []),
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': `public, max-age=${60 * 60 * 24}` },
  });
}
