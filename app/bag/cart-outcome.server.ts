// What a bag command answers: the shop's answer to a cart mutation turned into one outcome for the
// shopper (its userErrors and warnings as one message, the cookie for a new cart).
import type { AppLoadContext } from 'react-router';
import type { CartQueryDataReturn } from '@shopify/hydrogen';
import { messagesIn } from '~/core/texts/language';
import { messages } from '~/core/texts/spec';

export interface CartOutcome {
  status: number;
  /** Set-Cookie for a cart created or replaced by this request. */
  headers: Headers;
  error: string | null;
  notice: string | null;
}

/** The mutation answer's cart, as CART_MUTATE_FRAGMENT shapes it. */
export interface MutatedCart {
  id?: string;
  checkoutUrl?: string;
  totalQuantity?: number;
  discountCodes?: Array<{ code: string; applicable: boolean }>;
  lines?: { nodes: Array<{ id: string; quantity: number; merchandise: { id?: string } }> };
}

export function ok(notice: string | null = null, headers = new Headers()): CartOutcome {
  return { status: 200, headers, error: null, notice };
}

export function refused(message: string, status = 400): CartOutcome {
  return { status, headers: new Headers(), error: message, notice: null };
}

/** True when the shop says the cart id names no cart (expired, completed, or never existed). */
export function cartIsGone(result: CartQueryDataReturn): boolean {
  return Boolean(result.userErrors?.some((error) => 'field' in error && error.field?.includes('cartId')));
}

/**
 * Turns a mutation's answer into an outcome: the first userErrors message (logged), the shop's
 * warnings (stock caps) as a notice, and the cookie for a cart id this request has not stored yet.
 */
export function settle(context: Pick<AppLoadContext, 'cart' | 'locale'>, result: CartQueryDataReturn, storeId = false): CartOutcome {
  const specText = messagesIn(context.locale, messages);
  const first = result.userErrors?.[0];
  if (first) {
    console.warn(`Cart error: ${first.message}`);
    return refused(first.message);
  }
  if (result.errors?.length) {
    // The shop did not apply the change: the bag is as it was, and the shopper may try again.
    console.error('Cart mutation failed:', result.errors);
    return refused(specText.somethingWentWrong, 503);
  }
  const cart = result.cart as MutatedCart | null;
  const headers = storeId && cart?.id ? context.cart.setCartId(cart.id) : new Headers();
  const notice = result.warnings?.length ? result.warnings.map((warning) => warning.message).join(' ') : null;
  return ok(notice, headers);
}
