// The Shopify emulator: the Storefront API 2026-04 over SQLite and the image CDN for product photos.
// Checkout, the customer mail outbox and the agent endpoints (MCP, UCP, agent tokens) are further routes on the same port.
import type { Handler } from '../http.ts';
import { json } from '../http.ts';
import { openShopDatabase } from './db.ts';
import { createCatalogueStore } from './catalogue/store.ts';
import { createExecutor } from './graphql/execute.ts';
import type { GraphQLRequestBody } from './graphql/execute.ts';
import { API_VERSION } from './graphql/schema.ts';
import { buildResolvers } from './resolvers/index.ts';
import type { ResolverModule } from './resolvers/registry.ts';
import { createImageCdn } from './cdn.ts';
import type { ShopServices } from './context.ts';
import { customerDirectory } from './customers/directory.ts';
import { createCheckoutRoutes } from './checkout/routes.ts';
import { createOutboxRoutes } from './mail/routes.ts';
import { createCustomerAccountRoutes } from './customer-account/index.ts';
import type { StorefrontTokens } from '../credentials.ts';
import { storefrontAccess, unauthorized } from './access.ts';
import { createAgentRoutes } from './agents/index.ts';
import type { AgentOptions } from './agents/index.ts';

export interface ShopifyEmulatorOptions {
  dbPath: string;
  imagesDir: string;
  publicUrl: string;
  storefrontUrl: string;
  /** The only tokens the Storefront API accepts (emulators/credentials.ts issues them). */
  tokens: StorefrontTokens;
  log?: (line: string) => void;
  /** Resolver modules merged after the core ones; conformance tests add one to make a field fail. */
  modules?: ResolverModule[];
  /** What the agent endpoints know beyond the shop (stockists, size guides), and how they fetch agent profiles. */
  agents?: Omit<AgentOptions, 'adminToken'>;
}

const API_PATH = /^\/api\/([^/]+)\/graphql(?:\.json)?$/;
const MAX_BODY_BYTES = 1_000_000;
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers':
    'content-type, x-shopify-storefront-access-token, shopify-storefront-private-token, x-sdk-variant, x-sdk-version, x-sdk-variant-source, shopify-storefront-buyer-ip, shopify-storefront-id',
};

export function createShopifyEmulator(options: ShopifyEmulatorOptions): Handler & { close(): void; services: ShopServices } {
  const log = options.log ?? (() => {});
  const db = openShopDatabase(options.dbPath);
  const catalogue = createCatalogueStore(db);
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const services: ShopServices = {
    db,
    catalogue,
    publicUrl,
    storefrontUrl: options.storefrontUrl.replace(/\/+$/, ''),
    log,
    customers: customerDirectory(db),
  };
  const run = createExecutor(buildResolvers(options.modules), services, log);
  const cdn = createImageCdn({ catalogue, imagesDir: options.imagesDir, log });
  const checkout = createCheckoutRoutes(services);
  const outbox = createOutboxRoutes(db);
  const customerAccount = createCustomerAccountRoutes(services);
  const agents = createAgentRoutes(services, { adminToken: options.tokens.privateToken, ...options.agents });

  const handler = async (request: Request): Promise<Response | null> => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/cdn/shop/files/')) return cdn(request, url);
    if (url.pathname.startsWith('/checkouts/')) return checkout(request, url);
    if (url.pathname.startsWith('/outbox')) return outbox(request, url);
    const agent = await agents(request, url);
    if (agent) return agent;
    const account = await customerAccount(request, url);
    if (account) return account;
    const match = API_PATH.exec(url.pathname);
    if (!match) return null;
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
    if (match[1] !== API_VERSION) return json({ errors: 'Not Found' }, { status: 404, headers: CORS_HEADERS });
    if (request.method !== 'GET' && request.method !== 'POST') {
      return json({ errors: 'Method Not Allowed' }, { status: 405, headers: { ...CORS_HEADERS, allow: 'GET, POST' } });
    }
    if (!storefrontAccess(request, options.tokens)) return unauthorized(CORS_HEADERS);

    let body: GraphQLRequestBody;
    if (request.method === 'GET') {
      const variables = url.searchParams.get('variables');
      body = { query: url.searchParams.get('query') ?? undefined, operationName: url.searchParams.get('operationName') ?? undefined };
      if (variables) {
        try {
          body.variables = JSON.parse(variables);
        } catch {
          return json({ errors: { variables: 'Required parameter missing or invalid' } }, { status: 400, headers: CORS_HEADERS });
        }
      }
    } else {
      const parsed = await readBody(request);
      if ('error' in parsed) return json({ errors: parsed.error }, { status: parsed.status, headers: CORS_HEADERS });
      body = parsed.body;
    }
    // One id names the request in the header and in any internal error, as Shopify's support asks for.
    const requestId = crypto.randomUUID();
    const result = await run(body, request, { allowMutations: request.method === 'POST', requestId });
    return json(result.body, { status: result.status, headers: { ...CORS_HEADERS, 'x-request-id': requestId } });
  };

  return Object.assign(handler, {
    services,
    close() {
      db.close();
    },
  });
}

async function readBody(request: Request): Promise<{ body: GraphQLRequestBody } | { error: unknown; status: number }> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return { error: 'Payload Too Large', status: 413 };
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return { error: 'Payload Too Large', status: 413 };
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/graphql')) return { body: { query: text } };
  try {
    const parsed = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      return { error: { query: 'Required parameter missing or invalid' }, status: 400 };
    return { body: parsed };
  } catch {
    return { error: { query: 'Required parameter missing or invalid' }, status: 400 };
  }
}
