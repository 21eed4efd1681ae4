// The request's accounts (the interface in accounts.ts), in the mode the shop's config names.
// The bag never asks for the customer: Hydrogen's cart handler puts them on every bag it creates
// (createHydrogenContext's buyerIdentity, or its customerAccount client), and a bag filled before
// signing in is tied to them here, at sign-in and at checkout.
import type { RouterContextProvider } from 'react-router';
import type { Accounts } from '~/accounts/accounts';
import { storefrontApiAccounts } from '~/accounts/storefront-api-accounts.server';
import { customerAccountApiAccounts } from '~/accounts/customer-account-api-accounts.server';
import { attachCustomerToCart } from '~/bag/cart.server';

const perRequest = new WeakMap<object, Accounts>();

/** Made once per request (the Storefront API mode keeps the loaded customer for its mutations). */
export function accounts(context: Readonly<RouterContextProvider>): Accounts {
  let found = perRequest.get(context);
  if (!found) {
    found = context.config.accountMode === 'customer-account-api' ? customerAccountApiAccounts(context) : storefrontApiAccounts(context);
    perRequest.set(context, found);
  }
  return found;
}

/**
 * A signed-in customer's bag carries them (checkout is pre-filled and the order lands in their
 * account), even when it was filled before they signed in: one mutation, once per bag. Worth doing,
 * not worth failing the shopper's checkout for: the next checkout tries again.
 */
export async function bagFollowsCustomer(
  context: Readonly<RouterContextProvider>,
  cart: { buyerIdentity: { customer?: unknown } },
): Promise<void> {
  if (cart.buyerIdentity.customer) return;
  const token = await accounts(context).buyerToken();
  if (!token) return;
  const outcome = await attachCustomerToCart(context, token).catch((error: unknown) => ({ error: String(error) }));
  if (outcome.error) console.warn('The bag could not be tied to the signed-in customer:', outcome.error);
}
