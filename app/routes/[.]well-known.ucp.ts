import type { Route } from './+types/[.]well-known.ucp';
import { shopProfile } from '~/agents/profile.server';
import { siteOrigin } from '~/core/request/site-origin.server';
import { unavailableOnOutage } from '~/core/failures/resource-route.server';

/** The shop's UCP profile (docs/decisions/0040-agents.md), its agent endpoints on this origin. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = await unavailableOnOutage(() => shopProfile(context, siteOrigin(context.config, request)));
  if (!profile) return Response.json({ error: 'Not Found' }, { status: 404 });
  return Response.json(profile, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
