import type { Route } from './+types/robots[.]txt';
import { siteOrigin } from '~/lib/site-origin.server';

/**
 * Crawlers may read the catalogue and content; they are kept out of the bag, the account, the
 * data endpoint and the endless combinations of search, filter and sort parameters.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  // The sitemap line names the shop's own origin, never the Host header; without one there is no line.
  const origin = siteOrigin(context.config, request);
  const body = [
    'User-agent: *',
    'Disallow: /account',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /api/',
    'Disallow: /search',
    'Disallow: /*?*cursor=',
    'Disallow: /collections/*?*sort=',
    'Disallow: /collections/*?*filter=',
    'Disallow: /collections/*?*color=',
    'Disallow: /collections/*?*size=',
    'Disallow: /collections/*?*productType=',
    'Disallow: /collections/*?*material=',
    '',
    ...(origin ? [`Sitemap: ${origin}/sitemap.xml`, ''] : []),
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': `public, max-age=${60 * 60 * 24}` },
  });
}
