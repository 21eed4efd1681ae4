import { cartSetIdDefault } from '@shopify/hydrogen';
import { decodeCookieValue } from '~/core/request/cookies';
import { readCookieValues } from '~/core/request/cookie-header';
import { CART_MUTATE_FRAGMENT, CART_QUERY_FRAGMENT } from '~/graphql/cart';
import { CART_COOKIE_DAYS } from '~/core/constants';
import { newCartCookie } from '~/bag/stray-carts.server';

/**
 * Hydrogen's cart handler options: our fragments, and its own `cart` cookie made to outlive the
 * browser session (its default has no Max-Age), HttpOnly because no script needs the id, Secure
 * whenever the site is served over https. Storing a new cart's id also leaves the new-cart marker
 * that lets a concurrent first add in another tab be folded in (stray-carts.server.ts).
 */
/** A cart id as Shopify writes it: gid://shopify/Cart/{token}, with an optional ?key={key}. */
const CART_ID = /^gid:\/\/shopify\/Cart\/[\w-]{1,128}(\?key=[\w-]{1,128})?$/;
/** The name Hydrogen's cartSetIdDefault writes. */
const CART_COOKIE = 'cart';

export function cartHandlerOptions(request: Request) {
  // A cookie that cannot hold a cart id (tampered, truncated) names no bag: it is never sent to the
  // shop, and the next add starts a fresh bag as for a shopper without one. Of several `cart`
  // cookies one that cannot is skipped, so it never hides the bag; of several that can, the last
  // counts, as with Hydrogen's own reader (with equal paths, browsers send the newest last).
  const cartId = readCookieValues(request.headers.get('Cookie'), CART_COOKIE)
    .map((value) => decodeCookieValue(value))
    .map((token) => (token ? `gid://shopify/Cart/${token}` : null))
    .findLast((id): id is string => id !== null && CART_ID.test(id));
  const getId = () => cartId;
  const secure = new URL(request.url).protocol === 'https:';
  const setCartCookie = cartSetIdDefault({
    maxage: CART_COOKIE_DAYS * 24 * 60 * 60,
    samesite: 'Lax',
    httponly: true,
    path: '/',
    secure,
  });
  return {
    getId,
    queryFragment: CART_QUERY_FRAGMENT,
    mutateFragment: CART_MUTATE_FRAGMENT,
    setId: (cartId: string) => {
      const headers = setCartCookie(cartId);
      headers.append('Set-Cookie', newCartCookie(cartId, secure));
      return headers;
    },
  };
}
