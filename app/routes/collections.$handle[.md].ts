import type { Route } from './+types/collections.$handle[.md]';
import { collectionMarkdown } from '~/lib/agents/markdown.server';
import { siteOrigin } from '~/lib/site-origin.server';
import { unavailableOnOutage } from '~/lib/services/unavailable.server';
import { isValidHandle } from '~/lib/product/url';

/** The collection page's Markdown twin, for assistants that read pages. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const origin = siteOrigin(context.config, request);
  const answer =
    origin && isValidHandle(params.handle)
      ? await unavailableOnOutage(() => collectionMarkdown(context, new URL(request.url).pathname, params.handle, origin))
      : null;
  return answer ?? new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
