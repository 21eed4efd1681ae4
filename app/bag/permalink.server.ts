// Permalinks: browser links that fill the bag and go on to it. Shopify's cart permalinks
// (/cart/{variant id}:{quantity},…) and UCP's (/buy/{items}?continue_to=…, the
// dev.ucp.shopping.permalink capability). Opening one adds to the bag of the market the address
// names and redirects; it never places an order, and its destination stays on the shop.
import { redirect } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { MAX_LINE_QUANTITY, PERMALINK_MAX_LINES } from '~/core/constants';
import { messagesIn } from '~/core/texts/language';
import { sameOriginPath } from '~/core/security/redirect-guard';
import { BAG_ROUTE } from '~/bag/bag-form';
import { runCartCommand } from '~/bag/cart.server';
import { bagMessages } from '~/bag/texts';

type Line = { merchandiseId: string; quantity: number };

const QUANTITY = /^[1-9]\d{0,2}$/;
const RAW_TOKEN = /^[A-Za-z0-9._-]+$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/(\d{1,20})$/;

const hasControl = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/** UCP's item token: the identifier itself, or `~` and its UTF-8 in unpadded base64url. */
function ucpIdentifier(token: string): string | null {
  if (!token.startsWith('~')) return RAW_TOKEN.test(token) ? token : null;
  const encoded = token.slice(1);
  if (!BASE64URL.test(encoded) || encoded.length % 4 === 1) return null;
  try {
    const bytes = Uint8Array.from(atob(encoded.replaceAll('-', '+').replaceAll('_', '/')), (char) => char.charCodeAt(0));
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // Canonical only: the same bytes must encode back to the same token.
    const again = btoa(String.fromCharCode(...bytes))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '');
    return again === encoded && !hasControl(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/** A purchasable variant of this shop: its numeric id, or its gid. Anything else is no variant here. */
function variantId(identifier: string): string | null {
  if (/^\d{1,20}$/.test(identifier)) return `gid://shopify/ProductVariant/${identifier}`;
  return VARIANT_GID.test(identifier) ? identifier : null;
}

/** The lines an item path names (`id:quantity,…`), each variant once; null for anything malformed. */
export function permalinkLines(items: string, style: 'shopify' | 'ucp'): Line[] | null {
  const pairs = items.split(',');
  if (pairs.length > PERMALINK_MAX_LINES) return null;
  const lines = new Map<string, number>();
  for (const pair of pairs) {
    const at = pair.lastIndexOf(':');
    const [token, quantity] = [pair.slice(0, at), pair.slice(at + 1)];
    if (at < 1 || !QUANTITY.test(quantity)) return null;
    const identifier = style === 'ucp' ? ucpIdentifier(token) : /^\d{1,20}$/.test(token) ? token : null;
    const id = identifier === null ? null : variantId(identifier);
    if (!id) return null;
    const total = (lines.get(id) ?? 0) + Number(quantity);
    if (total > MAX_LINE_QUANTITY) return null;
    lines.set(id, total);
  }
  return [...lines].map(([merchandiseId, quantity]) => ({ merchandiseId, quantity }));
}

/** UCP's `continue_to`: one same-origin path, else the bag. The raw value is never reflected. */
function destination(url: URL): string {
  const asked = url.searchParams.getAll('continue_to');
  if (asked.length !== 1 || !asked[0].startsWith('/') || asked[0].startsWith('//') || /[\s\\]/.test(asked[0])) return BAG_ROUTE;
  return sameOriginPath(asked[0], url.origin) ?? BAG_ROUTE;
}

/**
 * Adds what the permalink names to the shopper's bag and redirects: to the bag, or for UCP to the
 * `continue_to` path. Relative, so React Router keeps the market's prefix in front of it.
 */
export async function openPermalink(
  request: Request,
  context: Readonly<RouterContextProvider>,
  items: string,
  style: 'shopify' | 'ucp',
): Promise<Response> {
  const url = new URL(request.url);
  const bagText = messagesIn(context.locale, bagMessages);
  const lines = items ? permalinkLines(items, style) : [];
  if (lines === null)
    return new Response(bagText.permalinkInvalid, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const to = style === 'ucp' ? destination(url) : BAG_ROUTE;
  if (lines.length === 0) return redirect(to, 303);
  const outcome = await runCartCommand(context, { kind: 'add', lines }, null);
  if (outcome.status >= 500)
    return new Response(outcome.error, { status: outcome.status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  // A piece the shop refused (sold out, unknown) leaves the rest in the bag, which says what it holds.
  return redirect(outcome.status >= 400 ? BAG_ROUTE : to, { status: 303, headers: outcome.headers });
}
