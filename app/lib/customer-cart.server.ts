// A signed-in customer's bag carries the customer (its buyer identity), so checkout knows who is
// buying and the order lands in their account.
import type { AppLoadContext } from 'react-router';

/**
 * Attaches the customer to the shopper's existing cart. With no cart yet there is nothing to do:
 * Hydrogen's handler would otherwise create an empty cart just to hold the identity. A failure here
 * must not undo a successful sign-in, so it is logged and the sign-in goes on.
 */
export async function attachCustomerToCart(context: Pick<AppLoadContext, 'cart'>, customerAccessToken: string): Promise<void> {
  if (!context.cart.getCartId()) return;
  try {
    const result = await context.cart.updateBuyerIdentity({ customerAccessToken });
    const problem = result.userErrors?.[0]?.message ?? result.errors?.[0]?.message;
    if (problem) console.error('Could not attach the customer to the cart:', problem);
  } catch (error) {
    console.error('Could not attach the customer to the cart:', error);
  }
}
