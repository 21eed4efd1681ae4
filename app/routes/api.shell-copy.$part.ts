import type { Route } from './+types/api.shell-copy.$part';
import { loadSiteSettings } from '~/lib/content/settings.server';
import { shellCopy } from '~/lib/content/shell-settings';
import { SHELL_COPY_PARTS } from '~/lib/shell/shell-data';
import { messages } from '~/lib/messages';

/**
 * The merchant copy a panel shows only once opened (the accessibility statement, the bag's shipping
 * note), so that it is not in every page's data. Without JavaScript the panels are pages of their
 * own (/accessibility, /cart), which carry the same words.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const part = SHELL_COPY_PARTS.find((known) => known === params.part);
  if (!part) return new Response(messages.pageNotFound(new URL(request.url).pathname), { status: 404 });
  const settings = await loadSiteSettings(context);
  return Response.json({ copy: shellCopy(settings)[part] });
}
