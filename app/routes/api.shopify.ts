import type { Route } from './+types/api.shopify';
import { allowedQueries, documentHash } from '~/lib/storefront-allowlist';
import { DataRequestFailed, fetchWithRetry } from '~/lib/retry';
import { discardBody } from '~/lib/request-body.server';

const MAX_BODY_BYTES = 64 * 1024;

function graphqlError(message: string, status: number, code: string) {
  return Response.json({ errors: [{ message, extensions: { code } }] }, { status });
}

/**
 * The storefront's own data endpoint (spec section 7): browser code posts {query, variables}; the
 * server adds the shopper's country and language and the private token. Only documents the app
 * itself defines pass, so the private token cannot be borrowed for arbitrary queries.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return graphqlError('Use POST.', 405, 'METHOD_NOT_ALLOWED');

  // A declared size over the cap is refused without being parsed or kept.
  const tooLarge = () => graphqlError('Request body too large.', 413, 'PAYLOAD_TOO_LARGE');
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    await discardBody(request);
    return tooLarge();
  }
  const raw = await request.text();
  if (new TextEncoder().encode(raw).byteLength > MAX_BODY_BYTES) return tooLarge();
  let body: { query?: unknown; variables?: unknown };
  try {
    body = JSON.parse(raw);
  } catch {
    return graphqlError('Body must be JSON: {query, variables}.', 400, 'BAD_REQUEST');
  }
  if (typeof body?.query !== 'string') return graphqlError('A query string is required.', 400, 'BAD_REQUEST');
  const variables = body.variables ?? {};
  if (typeof variables !== 'object' || Array.isArray(variables)) {
    return graphqlError('Variables must be an object.', 400, 'BAD_REQUEST');
  }

  const operation = (await allowedQueries()).get(await documentHash(body.query));
  if (!operation) return graphqlError('This operation is not allowed.', 400, 'OPERATION_NOT_ALLOWED');

  const { env, locale, config } = context;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (env.PRIVATE_STOREFRONT_API_TOKEN) {
    headers['Shopify-Storefront-Private-Token'] = env.PRIVATE_STOREFRONT_API_TOKEN;
    const buyerIp = request.headers.get('oxygen-buyer-ip');
    if (buyerIp) headers['Shopify-Storefront-Buyer-IP'] = buyerIp;
  } else {
    headers['X-Shopify-Storefront-Access-Token'] = env.PUBLIC_STOREFRONT_API_TOKEN;
  }

  try {
    const upstream = await fetchWithRetry(config.storefrontApiUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        query: body.query,
        operationName: operation,
        variables: { ...variables, country: locale.country, language: locale.language },
      }),
    });
    return new Response(upstream.body, {
      status: upstream.status,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    });
  } catch (error) {
    if (error instanceof DataRequestFailed) {
      console.error(error.message, error.cause);
      return graphqlError(error.message, error.status, 'SERVICE_UNAVAILABLE');
    }
    throw error;
  }
}

export async function loader() {
  return graphqlError('Use POST.', 405, 'METHOD_NOT_ALLOWED');
}
