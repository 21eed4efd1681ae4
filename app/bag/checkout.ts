import { messages } from '~/core/texts/spec';
import { mergeTracking, parseTrackingCookie } from '~/core/request/tracking';

export type CheckoutTarget = { ok: true; location: string } | { ok: false; reason: 'empty' | 'no-checkout-url' };

/**
 * Where the checkout button sends the shopper: the cart's checkout URL on the checkout host, with the
 * stored campaign parameters merged in (spec sections 4 and 9). A bag without a checkout URL stays
 * where it is, and the spec's 'No checkout URL found' goes to the log.
 */
export function checkoutTarget(
  cart: { checkoutUrl?: string | null; totalQuantity?: number | null } | null,
  cookieHeader: string | null,
): CheckoutTarget {
  if (!cart || !cart.totalQuantity) return { ok: false, reason: 'empty' };
  if (!cart.checkoutUrl) {
    console.error(messages.noCheckoutUrl);
    return { ok: false, reason: 'no-checkout-url' };
  }
  return { ok: true, location: mergeTracking(cart.checkoutUrl, parseTrackingCookie(cookieHeader)) };
}
