// The 'storefront-api' mode (the spec's accounts): the Storefront API's customer operations with the
// token in the server session (customer-session.server.ts), behind the Accounts interface.
import { redirect, type RouterContextProvider } from 'react-router';
import type { CustomerDetailsFragment } from 'storefrontapi.generated';
import type { Accounts, Outcome } from '~/accounts/accounts';
import {
  getCustomerToken,
  guardSignedIn,
  isSignedIn,
  loadSignedInCustomer,
  signedInToken,
  signedOut,
} from '~/accounts/customer-session.server';
import * as session from '~/accounts/storefront-api-customer.server';
import * as changes from '~/accounts/storefront-api-changes.server';
import { shopperFailure } from '~/core/failures/storefront-failure.server';
import { loadOrder } from '~/accounts/orders.server';
import { customerView } from '~/accounts/customer-view';
import { numericId } from '~/accounts/address-view';
import { accountMessages } from '~/accounts/texts/account';
import { messagesIn } from '~/core/texts/language';

export function storefrontApiAccounts(context: Readonly<RouterContextProvider>): Accounts {
  const accountText = messagesIn(context.locale, accountMessages);
  // The address ids carry the access token, so mutations take them from the customer as loaded in
  // this request rather than rebuilding them from the numeric id a page sent.
  let loaded: Promise<{ accessToken: string; customer: CustomerDetailsFragment }> | null = null;
  const load = (request: Request) => (loaded ??= loadSignedInCustomer(request, context));
  /**
   * The customer a change starts from. The shop unreachable is the change's failure, answered as
   * every other one (the form again, with what was typed and the shop's words), not an error page
   * that drops the form; a sign-in the shop no longer honours still leads to sign in.
   */
  const loadForChange = async (request: Request): Promise<Outcome<Awaited<ReturnType<typeof load>>>> => {
    try {
      return { ok: true, ...(await load(request)) };
    } catch (thrown) {
      if (thrown instanceof Response) throw thrown;
      return { ok: false, ...shopperFailure({ thrown }, context.locale) };
    }
  };
  const apiAddressId = async (request: Request, addressId: string): Promise<Outcome<{ accessToken: string; id: string }>> => {
    const found = await loadForChange(request);
    if (!found.ok) return found;
    const address = found.customer.addresses.nodes.find((entry) => numericId(entry.id) === addressId);
    return address ? { ok: true, accessToken: found.accessToken, id: address.id } : notFound;
  };
  const notFound = { ok: false as const, message: accountText.addressNotFound, status: 404 };
  /** The profile as it is, with a change on top (names alone, or a new password). */
  const updateFrom = (found: Awaited<ReturnType<typeof load>>, change: Partial<Parameters<typeof changes.updateProfile>[3]>) => {
    const { accessToken, customer } = found;
    const profile = {
      firstName: customer.firstName ?? '',
      lastName: customer.lastName ?? '',
      email: customer.email ?? '',
      phone: customer.phone ?? '',
      acceptsMarketing: customer.acceptsMarketing,
      ...change,
    };
    return changes.updateProfile(context, accessToken, customer.email ?? '', profile);
  };

  return {
    mode: 'storefront-api',
    profileFields: 'all',
    isSignedIn: async () => isSignedIn(context),
    guard: async (request) => guardSignedIn(request, context),
    buyerToken: async () => getCustomerToken(context),
    passwordPages: () => {},
    hostedSignIn: null,
    signIn: (email, password) => session.signIn(context, email, password),
    register: (input) => session.register(context, input),
    recover: (email) => session.recover(context, email),
    resetPassword: (link, password) =>
      link.kind === 'url'
        ? session.resetPasswordByUrl(context, link.resetUrl, password)
        : session.resetPassword(context, link.id, link.token, password),
    activate: (activationUrl, password) => session.activateByUrl(context, activationUrl, password),
    async changePassword(request, currentPassword, newPassword) {
      const found = await loadForChange(request);
      return found.ok ? updateFrom(found, { currentPassword, newPassword }) : found;
    },
    requireCustomer: async (request) => customerView((await load(request)).customer),
    async updateProfile(request, input) {
      const found = await loadForChange(request);
      // This mode's form always sends the whole profile; names alone keep the rest as it is.
      return found.ok ? updateFrom(found, input) : found;
    },
    async createAddress(request, address, makeDefault) {
      const found = await loadForChange(request);
      return found.ok ? changes.createAddress(context, found.accessToken, address, makeDefault) : found;
    },
    async updateAddress(request, addressId, address, makeDefault) {
      const found = await apiAddressId(request, addressId);
      return found.ok ? changes.updateAddress(context, found.accessToken, found.id, address, makeDefault) : found;
    },
    async deleteAddress(request, addressId) {
      const found = await apiAddressId(request, addressId);
      return found.ok ? changes.deleteAddress(context, found.accessToken, found.id) : found;
    },
    async setDefaultAddress(request, addressId) {
      const found = await apiAddressId(request, addressId);
      return found.ok ? changes.setDefaultAddress(context, found.accessToken, found.id) : found;
    },
    async loadOrder(request, orderId) {
      const result = await loadOrder(context, signedInToken(context), orderId);
      if (result === 'signed-out') throw signedOut(request, context);
      return result;
    },
    async signOut() {
      const outcome = await session.signOut(context);
      return outcome.ok ? { ok: true, response: redirect('/') } : outcome;
    },
  };
}
