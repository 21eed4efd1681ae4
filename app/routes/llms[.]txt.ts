import type { Route } from './+types/llms[.]txt';
import { llmsText } from '~/agents/llms.server';
import { siteOrigin } from '~/core/request/site-origin.server';
import { loadSiteSettings } from '~/core/settings/settings.server';
import { unavailableOnOutage } from '~/core/failures/resource-route.server';
import { SITE_NAME_FALLBACK } from '~/core/texts/spec';
import { SHARED_PAGE_CACHE_CONTROL } from '~/core/security/response-policy.server';

/** What the shop is and how assistants reach it (llmstxt.org); absolute links need the shop's origin. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(context.config, request);
  if (!origin) return new Response('Not Found', { status: 404 });
  const settings = await loadSiteSettings(context);
  const body = await unavailableOnOutage(() =>
    llmsText(context, new URL(request.url).pathname, origin, settings.siteName || SITE_NAME_FALLBACK),
  );
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': SHARED_PAGE_CACHE_CONTROL } });
}
