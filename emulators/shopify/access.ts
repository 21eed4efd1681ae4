// Who may call the Storefront API: only the tokens this shop issued. A public token travels in
// X-Shopify-Storefront-Access-Token, a private one in Shopify-Storefront-Private-Token; each header
// accepts only its own kind. Anything else is refused with 401 and the body Shopify sends
// (`{"errors":[{"message":"","extensions":{"code":"UNAUTHORIZED"}}]}`), which Hydrogen and
// @shopify/storefront-api-client surface as a network error with status 401.
// Tokenless access (Shopify's limited anonymous tier) is not modelled: no token is refused too.
import { timingSafeEqual } from 'node:crypto';
import type { StorefrontTokens } from '../credentials.ts';
import { json } from '../http.ts';

export type AccessKind = 'public' | 'private';

/** The kind of access the request's token grants, or null when it grants none. */
export function storefrontAccess(request: Request, tokens: StorefrontTokens): AccessKind | null {
  const privateToken = request.headers.get('shopify-storefront-private-token')?.trim();
  const publicToken = request.headers.get('x-shopify-storefront-access-token')?.trim();
  // A request that names a private token stands or falls by it, whatever public token rides along.
  if (privateToken) return same(privateToken, tokens.privateToken) ? 'private' : null;
  if (publicToken) return same(publicToken, tokens.publicToken) ? 'public' : null;
  return null;
}

export function unauthorized(headers: HeadersInit): Response {
  return json({ errors: [{ message: '', extensions: { code: 'UNAUTHORIZED' } }] }, { status: 401, headers });
}

function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
