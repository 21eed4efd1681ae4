import type { Route } from './+types/$';
import { messages } from '~/core/texts/spec';
import { notFound } from '~/core/not-found/page.server';
import { pageMeta, pageLocale } from '~/core/page-meta';
import { messagesIn } from '~/core/texts/language';

// Titled like the other pages: the 404's own words, then the house.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: messagesIn(pageLocale(args.matches), messages).pageNotFound(args.location.pathname) });

// Any path no other route claims. The 404 lets server.ts consult the shop's URL redirects.
export async function loader({ request, context }: Route.LoaderArgs) {
  const specText = messagesIn(context.locale, messages);
  throw await notFound(context, specText.pageNotFound(new URL(request.url).pathname));
}

export default function CatchAll() {
  return null;
}

// A missing page keeps this route's title.
export { NotFoundBoundary as ErrorBoundary } from '~/shell/NotFound';
