// The shop's agent endpoints: the Storefront MCP server at /api/mcp, the UCP profile at
// /.well-known/ucp and the UCP MCP binding at /api/ucp/mcp. No token is needed, as on Shopify;
// one per-buyer limit covers both MCP endpoints.
import { json } from '../../http.ts';
import type { ShopServices } from '../context.ts';
import { mcpEndpoint } from './rpc.ts';
import { RateLimiter } from './rate-limit.ts';
import { storefrontMcpTools } from './storefront-mcp.ts';
import { ucpCatalogTools } from './ucp-catalog.ts';
import { ucpCartTools } from './ucp-cart.ts';
import { UCP_SPEC, UCP_VERSION } from './ucp-envelope.ts';

/** Calls a buyer may make a minute, over both MCP endpoints. */
const AGENT_CALLS_PER_MINUTE = 600;

/** The business profile (UCP 2026-04-08 overview: services, capabilities, payment handlers). */
function ucpProfile(publicUrl: string) {
  const capability = (spec: string, schema: string) => [
    { version: UCP_VERSION, spec: `${UCP_SPEC}/specification/${spec}`, schema: `${UCP_SPEC}/schemas/shopping/${schema}.json` },
  ];
  return {
    ucp: {
      version: UCP_VERSION,
      services: {
        'dev.ucp.shopping': [
          {
            version: UCP_VERSION,
            spec: `${UCP_SPEC}/specification/overview`,
            transport: 'mcp',
            schema: `${UCP_SPEC}/services/shopping/mcp.openrpc.json`,
            endpoint: `${publicUrl}/api/ucp/mcp`,
          },
        ],
      },
      capabilities: {
        'dev.ucp.shopping.catalog.search': capability('catalog/search', 'catalog_search'),
        'dev.ucp.shopping.catalog.lookup': capability('catalog/lookup', 'catalog_lookup'),
        'dev.ucp.shopping.cart': capability('cart', 'cart'),
      },
      // Payment is taken on the checkout host only: an agent hands the shopper over, never pays.
      payment_handlers: {},
    },
  };
}

export function createAgentRoutes(services: ShopServices) {
  const limiter = new RateLimiter(AGENT_CALLS_PER_MINUTE);
  const storefrontMcp = mcpEndpoint({ name: 'Bottega Storefront MCP', version: '1.0.0', tools: storefrontMcpTools(services) }, limiter);
  const ucpMcp = mcpEndpoint(
    { name: 'Bottega UCP', version: UCP_VERSION, tools: [...ucpCatalogTools(services), ...ucpCartTools(services)] },
    limiter,
  );
  return async (request: Request, url: URL): Promise<Response | null> => {
    if (url.pathname === '/api/mcp') return storefrontMcp(request);
    if (url.pathname === '/api/ucp/mcp') return ucpMcp(request);
    if (url.pathname === '/.well-known/ucp') {
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return json({ error: 'Method Not Allowed' }, { status: 405, headers: { allow: 'GET, HEAD' } });
      return json(ucpProfile(services.publicUrl), { headers: { 'cache-control': 'public, max-age=300' } });
    }
    return null;
  };
}
