// The account pages talk to one small interface, whichever way the shop keeps its customers:
// the Storefront API's legacy customer operations (the spec's mode, the local default) or the
// Customer Account API through Hydrogen's customerAccount client (what a new shop has). The routes
// never branch on the mode except where the shopper meets it: signing in happens on Shopify's hosted page.
import type { RouterContextProvider } from 'react-router';
import type { AddressInput, NamesInput, ProfileInput } from '~/lib/account/validation';
import type { CustomerView, OrderDetailView } from '~/lib/account/customer-view';
import type { Outcome } from '~/lib/account/customer-api.server';
import { legacyAccounts } from '~/lib/account/legacy-accounts.server';
import { hostedAccounts } from '~/lib/account/hosted-accounts.server';

export interface Accounts {
  /** 'hosted': Shopify's hosted sign-in (Customer Account API); 'forms': the shop's own sign-in forms (legacy). */
  signIn: 'hosted' | 'forms';
  /** What the profile form may change: the Customer Account API leaves email, phone and sign-in to Shopify. */
  profileFields: 'all' | 'names';
  isSignedIn(): Promise<boolean>;
  /** The account guard (the signed-in layout's middleware): a visitor is sent to sign in, and back here after. */
  guard(request: Request): Promise<void>;
  /** The token the bag's buyer identity carries, so checkout knows the customer; null when signed out. */
  buyerToken(): Promise<string | null>;
  /** The signed-in customer, or a redirect to sign in that comes back to this page. */
  requireCustomer(request: Request): Promise<CustomerView>;
  /** The whole profile (profileFields 'all') or the names alone ('names'). */
  updateProfile(request: Request, input: ProfileInput | NamesInput): Promise<Outcome>;
  /** Address ids are the numeric ids the pages use, already found among the customer's own. */
  createAddress(request: Request, address: AddressInput, makeDefault: boolean): Promise<Outcome>;
  updateAddress(request: Request, addressId: string, address: AddressInput, makeDefault: boolean): Promise<Outcome>;
  deleteAddress(request: Request, addressId: string): Promise<Outcome>;
  setDefaultAddress(request: Request, addressId: string): Promise<Outcome>;
  /** The customer's own order, null when they have no such order; signed out redirects to sign in. */
  loadOrder(request: Request, orderId: string): Promise<OrderDetailView | null>;
  /** Ends the session; the response goes where signing out leads (Shopify's logout, then the home page). */
  signOut(): Promise<Outcome<{ response: Response }>>;
}

const perRequest = new WeakMap<object, Accounts>();

/** The request's accounts, made once per request (the legacy mode keeps the loaded customer for its mutations). */
export function accounts(context: Readonly<RouterContextProvider>): Accounts {
  let found = perRequest.get(context);
  if (!found) {
    found = context.config.customerAccountApi ? hostedAccounts(context) : legacyAccounts(context);
    perRequest.set(context, found);
  }
  return found;
}
