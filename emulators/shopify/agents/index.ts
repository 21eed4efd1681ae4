// The shop's agent endpoints: the Storefront MCP server at /api/mcp, the UCP profiles at
// /.well-known/ucp (and /.well-known/ucp/{version}), the UCP MCP binding at /api/ucp/mcp, the
// token endpoint agents trade client credentials at (/auth/access_token) and the merchant's
// grants (/admin/agent-clients). One per-buyer limit backs both MCP endpoints; the UCP tiers add
// their own per-caller limits.
import { json } from '../../http.ts';
import type { ShopServices } from '../context.ts';
import { createProfileReader } from './identity/agent-profile.ts';
import { agentAdminRoutes } from './identity/admin-routes.ts';
import { RateLimiter } from './identity/rate-limit.ts';
import { tokenEndpoint } from './identity/tokens.ts';
import type { KnowledgeDocument } from './policies.ts';
import { mcpEndpoint } from './rpc.ts';
import { storefrontMcpServer } from './storefront-mcp.ts';
import { businessProfile } from './ucp/profile.ts';
import { ucpMcpServer } from './ucp/server.ts';
import { CURRENT_VERSION, isUcpVersion } from './ucp/versions.ts';

/** Calls a buyer may make a minute, over both MCP endpoints. */
const AGENT_CALLS_PER_MINUTE = 600;

export interface AgentOptions {
  /** The shop's private token: the merchant's credential for granting agents access. */
  adminToken: string;
  /** What the content lake adds to the shop's own answers (stockists, size guides). */
  knowledge?: () => readonly KnowledgeDocument[];
  /** How agent profiles are fetched; tests may serve them from memory. */
  fetchProfile?: typeof fetch;
}

export function createAgentRoutes(services: ShopServices, options: AgentOptions) {
  const limiter = new RateLimiter(AGENT_CALLS_PER_MINUTE);
  const knowledge = options.knowledge ?? (() => []);
  const readProfile = createProfileReader(services.publicUrl, options.fetchProfile);
  const storefrontMcp = mcpEndpoint(storefrontMcpServer(services, knowledge), limiter);
  const ucpMcp = mcpEndpoint(ucpMcpServer(services, { readProfile, knowledge }), limiter);
  const admin = agentAdminRoutes(services.db, options.adminToken);
  return async (request: Request, url: URL): Promise<Response | null> => {
    if (url.pathname === '/api/mcp') return storefrontMcp(request);
    if (url.pathname === '/api/ucp/mcp') return ucpMcp(request);
    if (url.pathname === '/auth/access_token') return tokenEndpoint(services.db, services.publicUrl, request);
    if (url.pathname.startsWith('/admin/agent-clients')) return admin(request, url);
    const profile = /^\/\.well-known\/ucp(?:\/([^/]{1,40}))?\/?$/.exec(url.pathname);
    if (!profile) return null;
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return json({ error: 'Method Not Allowed' }, { status: 405, headers: { allow: 'GET, HEAD' } });
    const version = profile[1] ?? CURRENT_VERSION;
    if (!isUcpVersion(version)) return json({ error: 'Not Found' }, { status: 404 });
    // Profiles are public and change only with a release: cacheable, as the spec requires (public, at least 60 s).
    return json(businessProfile(services, version, profile[1] === undefined), { headers: { 'cache-control': 'public, max-age=300' } });
  };
}
