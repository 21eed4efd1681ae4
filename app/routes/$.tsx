import type { Route } from './+types/$';
import { messages } from '~/lib/messages';

// Any path no other route claims. The 404 lets server.ts consult the shop's URL redirects.
export async function loader({ request }: Route.LoaderArgs) {
  throw new Response(messages.pageNotFound(new URL(request.url).pathname), { status: 404 });
}

export default function CatchAll() {
  return null;
}
