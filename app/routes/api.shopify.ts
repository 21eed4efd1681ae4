import type { Route } from './+types/api.shopify';
import type { MethodsHandle } from '~/core/security/method-policy.server';
import { matchStoredOperation } from '~/core/security/storefront-allowlist';
import { checkVariables } from '~/core/security/storefront-variables';
import { DataRequestFailed, fetchWithRetry } from '~/core/services/retry';
import { discardBody } from '~/core/security/request-body.server';
import { DATA_ENDPOINT_MAX_BODY_BYTES } from '~/core/constants';

function graphqlError(message: string, status: number, code: string, headers?: HeadersInit) {
  return Response.json({ errors: [{ message, extensions: { code } }] }, { status, headers });
}

const methodNotAllowed = () => graphqlError('Use POST.', 405, 'METHOD_NOT_ALLOWED', { allow: 'POST' });
const badRequest = (message: string) => graphqlError(message, 400, 'BAD_REQUEST');

/**
 * The storefront's own data endpoint (spec section 7): browser code posts {query, variables}; the
 * server adds the shopper's country and language and the private token. The query must be one the
 * app itself defines, and what goes upstream is the app's stored text of it, never the client's
 * bytes: the private token cannot be borrowed for anything else.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') {
    await discardBody(request);
    return methodNotAllowed();
  }

  // A declared size over the cap is refused without being parsed or kept.
  const tooLarge = () => graphqlError('Request body too large.', 413, 'PAYLOAD_TOO_LARGE');
  if (Number(request.headers.get('content-length') ?? 0) > DATA_ENDPOINT_MAX_BODY_BYTES) {
    await discardBody(request);
    return tooLarge();
  }
  const raw = await request.text();
  if (new TextEncoder().encode(raw).byteLength > DATA_ENDPOINT_MAX_BODY_BYTES) return tooLarge();
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return badRequest('Body must be JSON: {query, variables}.');
  }
  if (Array.isArray(body)) return badRequest('Send one operation per request; batches are not accepted.');
  if (typeof body !== 'object' || body === null) return badRequest('Body must be a JSON object: {query, variables}.');
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (typeof query !== 'string') return badRequest('A query string is required.');
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return badRequest('operationName must be a string.');
  }

  const match = matchStoredOperation(query, operationName ?? undefined);
  if (!match.ok) return graphqlError(match.message, 400, match.code);
  const { operation } = match;
  const checked = checkVariables(operation, variables, context.locale);
  if (!checked.ok) return graphqlError(checked.message, 400, 'BAD_USER_INPUT');

  const { env, config } = context;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (env.PRIVATE_STOREFRONT_API_TOKEN) {
    headers['Shopify-Storefront-Private-Token'] = env.PRIVATE_STOREFRONT_API_TOKEN;
    // Only an address the platform vouches for; a client's own header would let it pose as any buyer.
    if (context.clientAddress) headers['Shopify-Storefront-Buyer-IP'] = context.clientAddress;
  } else {
    headers['X-Shopify-Storefront-Access-Token'] = env.PUBLIC_STOREFRONT_API_TOKEN;
  }

  try {
    const upstream = await fetchWithRetry(config.storefrontApiUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: operation.document, operationName: operation.name, variables: checked.variables }),
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

/** Only POST: the loader and action refuse every other method themselves, as GraphQL errors. */
export const handle: MethodsHandle = { readMethods: [], refusesOwnMethods: true };

export async function loader() {
  return methodNotAllowed();
}
