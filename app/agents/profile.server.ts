// /.well-known/ucp and its profile per version (/.well-known/ucp/{version}): the shop's own UCP
// profiles, with every address the storefront forwards or serves moved to the storefront's origin
// (the agent endpoints, the other versions' profiles, the permalink endpoint), so an agent that finds
// the shop here keeps talking to it here.
import type { AppLoadContext } from 'react-router';
import { fetchWithRetry } from '~/core/services/retry';
import { AGENT_ENDPOINTS } from '~/agents/gate.server';
import { siteOrigin } from '~/core/request/site-origin.server';
import { unavailableOnOutage } from '~/core/failures/resource-route.server';

/** The profile's own address, and the profile of one version (a date, as UCP names its versions). */
export const UCP_PROFILE_PATH = '/.well-known/ucp';
const UCP_VERSION = /^\d{4}-\d{2}-\d{2}$/;

/** A UCP profile of one version, /.well-known/ucp/{version}. */
export const isVersionProfile = (path: string) =>
  path.startsWith(`${UCP_PROFILE_PATH}/`) && UCP_VERSION.test(path.slice(UCP_PROFILE_PATH.length + 1));

/** The addresses this storefront answers for the shop, in a profile's URLs. */
function servedHere(pathname: string): boolean {
  return AGENT_ENDPOINTS.has(pathname) || pathname === '/buy' || pathname === UCP_PROFILE_PATH || isVersionProfile(pathname);
}

/** Every URL string naming an address served here, on whatever host, moved to `origin`. */
function rewriteServed(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((entry) => rewriteServed(entry, origin));
  if (typeof value === 'string') {
    if (!value.startsWith('http') || !URL.canParse(value)) return value;
    const url = new URL(value);
    return servedHere(url.pathname) ? `${origin}${url.pathname}` : value;
  }
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, rewriteServed(entry, origin)]));
}

/** The profile to serve, or null when the shop did not give one (it is then not served at all). */
async function shopProfile(context: Pick<AppLoadContext, 'config'>, path: string, origin: string | null): Promise<unknown> {
  const response = await fetchWithRetry(`${context.config.storeOrigin}${path}`, { headers: { accept: 'application/json' } });
  if (!response.ok) return null;
  const profile: unknown = await response.json().catch(() => null);
  if (typeof profile !== 'object' || profile === null) return null;
  return origin ? rewriteServed(profile, origin) : profile;
}

/** A UCP profile on the storefront's origin (docs/decisions/0040-agents.md), or a 404 when the shop has none. */
export async function ucpProfile(request: Request, context: Pick<AppLoadContext, 'config'>, path: string): Promise<Response> {
  const profile = await unavailableOnOutage(() => shopProfile(context, path, siteOrigin(context.config, request)));
  if (!profile) return Response.json({ error: 'Not Found' }, { status: 404 });
  return Response.json(profile, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
