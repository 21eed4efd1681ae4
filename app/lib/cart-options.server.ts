import { cartSetIdDefault } from '@shopify/hydrogen';
import { CART_MUTATE_FRAGMENT, CART_QUERY_FRAGMENT } from '~/graphql/cart';
import { CART_COOKIE_DAYS } from '~/lib/constants';

/**
 * Hydrogen's cart handler options: our fragments, and its own `cart` cookie made to outlive the
 * browser session (its default has no Max-Age), HttpOnly because no script needs the id, Secure
 * whenever the site is served over https.
 */
export function cartHandlerOptions(request: Request) {
  return {
    queryFragment: CART_QUERY_FRAGMENT,
    mutateFragment: CART_MUTATE_FRAGMENT,
    setId: cartSetIdDefault({
      maxage: CART_COOKIE_DAYS * 24 * 60 * 60,
      samesite: 'Lax',
      httponly: true,
      path: '/',
      secure: new URL(request.url).protocol === 'https:',
    }),
  };
}
