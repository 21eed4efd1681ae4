import type { Route } from './+types/api.shell-copy.$part';
import { loadSiteSettings } from '~/core/settings/settings.server';
import { shellCopy } from '~/core/settings/shell-settings';
import { SHELL_COPY_PARTS } from '~/core/settings/shell-data';
import { messages } from '~/core/texts/spec';
import { PRIVATE_NO_STORE, SHARED_PAGE_CACHE_CONTROL } from '~/core/security/response-policy.server';
import { messagesIn } from '~/core/texts/language';

/**
 * The merchant copy a panel shows only once opened (the accessibility popup's words, the bag's
 * shipping note), so that it is not in every page's data. Without JavaScript the panels are pages of
 * their own: /accessibility, the full statement the popup links to, and /cart, with the same note.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const specText = messagesIn(context.locale, messages);
  const part = SHELL_COPY_PARTS.find((known) => known === params.part);
  if (!part) return new Response(specText.pageNotFound(new URL(request.url).pathname), { status: 404 });
  const settings = await loadSiteSettings(context);
  // The same words for every shopper, so a CDN may keep them as it keeps a shared page; a draft
  // preview's words (with their edit marks) are the editor's own.
  const preview = Boolean(context.sanity.preview?.enabled);
  return Response.json(
    { copy: shellCopy(settings)[part] },
    { headers: { 'Cache-Control': preview ? PRIVATE_NO_STORE : SHARED_PAGE_CACHE_CONTROL, Vary: 'Cookie' } },
  );
}
