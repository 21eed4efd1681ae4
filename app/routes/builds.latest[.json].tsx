import type { Route } from './+types/builds.latest[.json]';

/** The build manifest the reload guard polls to notice a new deploy (spec section 4, reload guard). */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json({ id: context.buildVersion }, { headers: { 'cache-control': 'no-store' } });
}
