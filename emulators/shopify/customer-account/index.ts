// The Customer Account API as Hydrogen's createCustomerAccountClient reaches it at
// https://shopify.com/...: OAuth under /authentication/<shopId>/ and GraphQL at
// /<shopId>/account/customer/api/<version>/graphql. The local runtime routes shopify.com here.
import { json } from '../../http.ts';
import type { ShopServices } from '../context.ts';
import { registeredClient } from './client.ts';
import { createOAuthRoutes } from './oauth.ts';
import { createCustomerApiExecutor } from './execute.ts';
import { customerApiResolvers } from './resolvers.ts';
import { CUSTOMER_API_VERSION } from './schema.ts';
import { customerForAccessToken } from './store.ts';

const MAX_BODY_BYTES = 1_000_000;

export function createCustomerAccountRoutes(services: ShopServices) {
  const client = registeredClient(services.storefrontUrl);
  const oauth = createOAuthRoutes(services.db, client);
  const run = createCustomerApiExecutor(customerApiResolvers, services);
  const apiPath = new RegExp(`^/${client.shopId}/account/customer/api/([^/]+)/graphql$`);

  async function graphql(request: Request, version: string): Promise<Response> {
    if (version !== CUSTOMER_API_VERSION) return json({ errors: [{ message: 'Not Found' }] }, { status: 404 });
    if (request.method !== 'POST')
      return json({ errors: [{ message: 'Method Not Allowed' }] }, { status: 405, headers: { allow: 'POST' } });
    // Hydrogen sends the bare token; a "Bearer " prefix is accepted as well.
    const token =
      request.headers
        .get('authorization')
        ?.replace(/^Bearer\s+/i, '')
        .trim() ?? null;
    const customerId = customerForAccessToken(services.db, token);
    if (customerId === null) return json({ errors: [{ message: 'Unauthorized' }] }, { status: 401 });
    if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
      return json({ errors: [{ message: 'Payload Too Large' }] }, { status: 413 });
    const text = await request.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return json({ errors: [{ message: 'Invalid JSON in request body' }] }, { status: 400 });
    }
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return json({ errors: [{ message: 'Invalid request body' }] }, { status: 400 });
    const result = await run(body, customerId);
    return json(result.body, { status: result.status, headers: { 'x-request-id': crypto.randomUUID() } });
  }

  return async function handle(request: Request, url: URL): Promise<Response | null> {
    if (url.pathname.startsWith('/authentication/')) return oauth(request, url);
    const match = apiPath.exec(url.pathname);
    return match ? graphql(request, match[1]) : null;
  };
}
