import type { AppLoadContext } from 'react-router';
import type { CartLineInput } from '@shopify/hydrogen/storefront-api-types';
import { LIMITS, MAX_LINE_QUANTITY, NEW_CART_COOKIE_PREFIX, NEW_CART_COOKIE_SECONDS } from '~/core/constants';
import { cookieString, decodeCookieValue, isSecureRequest, readCookies } from '~/core/request/cookies';

// Two tabs that add their first piece at the same moment each create a cart, and the browser keeps
// only the `cart` cookie that arrived last: the other piece would vanish. So every request that
// creates a cart also leaves a short-lived cookie named after that cart. The browser keeps both of
// those, and the next request folds any cart named by one that is not the bag into the bag.
//
// Folding is claim-then-copy: the stray cart's lines are removed first, and the shop refuses to
// remove a line twice, so two requests folding at once cannot both copy the same lines.

type BagContext = Pick<AppLoadContext, 'cart'>;

const CART_GID = /^gid:\/\/shopify\/Cart\/[\w-]{1,128}(\?key=[A-Za-z0-9]{1,128})?$/;

/** The marker cookie for a cart this request created. */
export function newCartCookie(cartId: string, secure: boolean): string {
  return cookieString(cookieName(cartId), cartId, { maxAge: NEW_CART_COOKIE_SECONDS, httpOnly: true, secure });
}

/**
 * Folds carts created by concurrent requests into the bag; returns the Set-Cookie headers that
 * retire their markers. Costs nothing but a header when the only marker names the bag itself.
 */
export async function foldStrayCarts(request: Request, context: BagContext): Promise<string[]> {
  const markers = readMarkers(request.headers.get('Cookie'));
  if (!markers.length) return [];
  const bagId = context.cart.getCartId();
  const retire = (name: string) => cookieString(name, '', { maxAge: 0, httpOnly: true, secure: isSecureRequest(request) });
  const cookies: string[] = [];
  for (const marker of markers) {
    if (marker.cartId !== bagId && bagId) {
      const folded = await fold(context, marker.cartId, bagId).catch((error: unknown) => {
        console.error('A second bag could not be folded into the bag:', error);
        return false;
      });
      // Kept for the next request when the shop could not be reached.
      if (!folded) continue;
    }
    cookies.push(retire(marker.name));
  }
  return cookies;
}

interface LineRecord {
  id: string;
  quantity: number;
  merchandise: { id: string };
  attributes: Array<{ key: string; value: string }>;
}

/** True when the stray cart is now empty or gone (its lines, if any, are in the bag). */
async function fold(context: BagContext, strayId: string, bagId: string): Promise<boolean> {
  // A stray cart that cannot be read is not an empty one: its marker stays for the next request.
  const lines = await readLines(context, strayId);
  if (!lines?.length) return true;
  const claimed = await context.cart.removeLines(
    lines.map((line) => line.id),
    { cartId: strayId },
  );
  // Another request claimed them first (or the cart is gone): nothing left to copy.
  if (claimed.userErrors?.length) return true;
  if (claimed.errors?.length) return false;

  const copies = (inBag: Map<string, number>): CartLineInput[] =>
    lines
      .map((line) => ({
        merchandiseId: line.merchandise.id,
        quantity: Math.min(line.quantity, MAX_LINE_QUANTITY - (inBag.get(line.merchandise.id) ?? 0)),
        attributes: line.attributes,
      }))
      .filter((line) => line.quantity > 0);
  try {
    const bag = await readLines(context, bagId);
    const toAdd = copies(new Map((bag ?? []).map((line) => [line.merchandise.id, line.quantity])));
    if (!toAdd.length) return true;
    const added = await context.cart.addLines(toAdd, { cartId: bagId });
    if (added.userErrors?.length || added.errors?.length) {
      // The bag refused them (gone, full): put them back where they were rather than lose them.
      console.warn('A second bag could not be folded into the bag:', added.userErrors ?? added.errors);
      await context.cart.addLines(toAdd, { cartId: strayId });
    }
    return true;
  } catch (error) {
    // The lines were claimed but the shop could not be asked about the bag, or did not answer the
    // add: they go back into the stray cart, whose marker stays, and the next request tries again.
    // Should the add have landed after all, the shopper sees a piece twice: better than losing it.
    await context.cart.addLines(copies(new Map()), { cartId: strayId });
    throw error;
  }
}

/** A cart's lines; null when the shop says the cart is gone. Throws when the shop could not say. */
async function readLines(context: BagContext, cartId: string): Promise<LineRecord[] | null> {
  const cart = (await context.cart.get({ cartId, numCartLines: LIMITS.cartLines })) as {
    lines?: { nodes: LineRecord[] };
    errors?: unknown;
  } | null;
  if (cart?.errors) throw new Error('The cart could not be read', { cause: cart.errors });
  return cart ? (cart.lines?.nodes ?? []) : null;
}

function cookieName(cartId: string): string {
  // The cart token (without its key) is unique per cart and safe in a cookie name.
  const token = cartId.replace(/^gid:\/\/shopify\/Cart\//, '').replace(/\?.*$/, '');
  return `${NEW_CART_COOKIE_PREFIX}${token.replace(/[^A-Za-z0-9]/g, '').slice(-24)}`;
}

function readMarkers(cookieHeader: string | null): Array<{ name: string; cartId: string }> {
  const markers: Array<{ name: string; cartId: string }> = [];
  for (const [name, value] of Object.entries(readCookies(cookieHeader))) {
    if (!name.startsWith(NEW_CART_COOKIE_PREFIX) || value === undefined) continue;
    const cartId = decodeCookieValue(value);
    if (cartId === null) continue;
    // A marker must name a well-formed cart, and only the cart its own name was made from.
    if (CART_GID.test(cartId) && cookieName(cartId) === name) markers.push({ name, cartId });
    if (markers.length >= MAX_MARKERS) break;
  }
  return markers;
}

/** More than a handful of simultaneous first adds is not a shopper; the rest wait for later requests. */
const MAX_MARKERS = 4;
