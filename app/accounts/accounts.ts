// The one account seam (docs/decisions/0020-account-seam.md): the account routes talk to this
// interface whichever way the shop keeps its customers. Types only, so both modes and their
// callers can name it without importing each other.
import type { CustomerView, OrderDetailView } from '~/accounts/customer-view';
import type { HostedSignInReason } from '~/accounts/hosted-sign-in';
import type { NamesInput, ProfileInput, RegisterInput } from '~/accounts/validation';
import type { AddressInput } from '~/accounts/address-validation';

import type { AccountMode } from '~/core/request/config.server';

export interface Failure {
  ok: false;
  message: string;
  status: number;
  /** The form field the service blamed, when it named one we show. */
  field?: string;
}
export type Outcome<T = object> = ({ ok: true } & T) | Failure;

/** A mailed reset link: the whole URL, or its customer id and token. */
export type ResetLink = { kind: 'url'; resetUrl: string } | { kind: 'id'; id: string; token: string };

export interface Accounts {
  mode: AccountMode;
  /** What the profile form may change: the Customer Account API leaves email, phone and sign-in to Shopify. */
  profileFields: 'all' | 'names';
  isSignedIn(): Promise<boolean>;
  /** The account guard (the signed-in layout's middleware): a visitor is sent to sign in, and back here after. */
  guard(request: Request): Promise<void>;
  /** The token the bag's buyer identity carries, so checkout knows the customer; null when signed out. */
  buyerToken(): Promise<string | null>;
  /**
   * The shop's own password pages (sign-up, recovery, reset, activation, change of password) exist
   * in the 'storefront-api' mode only; in the other, Shopify's hosted page does all of that and this
   * throws the way there, with the reason to explain. A no-op where the pages work.
   */
  passwordPages(reason?: HostedSignInReason): void;
  /** Shopify's hosted sign-in and its way back ('customer-account-api' mode), null where the shop's own form signs in. */
  hostedSignIn: { login(): Promise<Response>; authorize(): Promise<Response> } | null;
  /** The sign-in form: a session from email and password (its bag follows the customer). */
  signIn(email: string, password: string): Promise<Outcome>;
  register(input: RegisterInput): Promise<Outcome>;
  /** Always the same success for an unknown email (spec section 5's one exception). */
  recover(email: string): Promise<Outcome<{ message: string }>>;
  resetPassword(link: ResetLink, password: string): Promise<Outcome>;
  activate(activationUrl: string, password: string): Promise<Outcome>;
  changePassword(request: Request, currentPassword: string, newPassword: string): Promise<Outcome>;
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
