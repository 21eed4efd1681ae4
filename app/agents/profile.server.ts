// /.well-known/ucp: the shop's own UCP profile, with the endpoints the storefront forwards moved to
// the storefront's origin, so an agent that finds the shop here keeps talking to it here.
import type { AppLoadContext } from 'react-router';
import { fetchWithRetry } from '~/core/services/retry';
import { AGENT_ENDPOINTS } from '~/agents/gate.server';
import { siteOrigin } from '~/core/request/site-origin.server';
import { unavailableOnOutage } from '~/core/failures/resource-route.server';

/** Every `endpoint` naming a forwarded address, on whatever host, moved to `origin`. */
function rewriteEndpoints(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((entry) => rewriteEndpoints(entry, origin));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => {
      if (key === 'endpoint' && typeof entry === 'string' && URL.canParse(entry) && AGENT_ENDPOINTS.has(new URL(entry).pathname))
        return [key, `${origin}${new URL(entry).pathname}`];
      return [key, rewriteEndpoints(entry, origin)];
    }),
  );
}

/** The profile to serve, or null when the shop did not give one (it is then not served at all). */
async function shopProfile(context: Pick<AppLoadContext, 'config'>, origin: string | null): Promise<unknown> {
  const response = await fetchWithRetry(`${context.config.storeOrigin}/.well-known/ucp`, { headers: { accept: 'application/json' } });
  if (!response.ok) return null;
  const profile: unknown = await response.json().catch(() => null);
  if (typeof profile !== 'object' || profile === null) return null;
  return origin ? rewriteEndpoints(profile, origin) : profile;
}

/** /.well-known/ucp on the storefront's origin (docs/decisions/0040-agents.md): the shop's profile, or a 404 when it has none. */
export async function ucpProfile(request: Request, context: Pick<AppLoadContext, 'config'>): Promise<Response> {
  const profile = await unavailableOnOutage(() => shopProfile(context, siteOrigin(context.config, request)));
  if (!profile) return Response.json({ error: 'Not Found' }, { status: 404 });
  return Response.json(profile, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
