// Forwards an agent call to the shop the way Hydrogen's storefront.forwardMcp forwards /api/mcp: the
// caller's content headers, the storefront's own headers (vouched buyer IP and its signature, the
// public token, the request group and storefront ids, never the private token), the buyer's address
// as x-forwarded-for, no CORS (the endpoints are server-to-server), and a JSON-RPC error when the
// shop cannot be reached. Hydrogen's helper is fixed to /api/mcp; /api/ucp/mcp comes through here.
import type { AppLoadContext } from 'react-router';
import { AGENT_FORWARD_TIMEOUT_MS } from '~/core/constants';
import { jsonRpcError } from '~/agents/json-rpc';

const FROM_CALLER = [
  'accept',
  'accept-encoding',
  'accept-language',
  'content-type',
  'cookie',
  'origin',
  'referer',
  'user-agent',
  // How an agent says who it is and what it may do (UCP's signed requests and Shopify's tokens):
  // passed unchanged, since a changed header or body breaks the signature the shop checks.
  'authorization',
  'ucp-agent',
  'signature',
  'signature-input',
  'signature-agent',
  'content-digest',
  'idempotency-key',
];
const FROM_STOREFRONT = [
  'X-Shopify-Client-IP',
  'X-Shopify-Client-IP-Sig',
  'X-Shopify-Storefront-Access-Token',
  'Custom-Storefront-Request-Group-ID',
  'Shopify-Storefront-Id',
];

export async function forwardToShop(
  request: Request,
  context: Pick<AppLoadContext, 'storefront' | 'config' | 'clientAddress'>,
  path: string,
): Promise<Response> {
  const headers = new Headers();
  for (const name of FROM_CALLER) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const own: Record<string, string> = context.storefront.getHeaders();
  for (const name of FROM_STOREFRONT) if (own[name]) headers.set(name, own[name]);
  if (context.clientAddress) headers.set('x-forwarded-for', context.clientAddress);
  try {
    const upstream = await fetch(`${context.config.storeOrigin}${path}`, {
      method: request.method,
      headers,
      body: request.method === 'POST' ? await request.arrayBuffer() : undefined,
      signal: AbortSignal.timeout(AGENT_FORWARD_TIMEOUT_MS),
    });
    const response = new Response(upstream.body, upstream);
    response.headers.delete('server-timing');
    return response;
  } catch (error) {
    console.error(`The shop's ${path} could not be reached`, error);
    return jsonRpcError(-32603, 'The shop could not be reached; try again shortly.', 502);
  }
}
