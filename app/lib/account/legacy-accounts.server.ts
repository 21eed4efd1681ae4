// The spec's accounts: the Storefront API's legacy customer operations with the token in the
// session cookie (customer-session.server.ts, customer-api.server.ts), behind the Accounts interface.
import { redirect, type RouterContextProvider } from 'react-router';
import type { CustomerDetailsFragment } from 'storefrontapi.generated';
import type { Accounts } from '~/lib/account/accounts.server';
import {
  getCustomerToken,
  guardSignedIn,
  isSignedIn,
  loadSignedInCustomer,
  signedInToken,
  signedOut,
} from '~/lib/account/customer-session.server';
import * as api from '~/lib/account/customer-api.server';
import type { Outcome } from '~/lib/account/customer-api.server';
import { shopperFailure } from '~/lib/services/shopper-failure.server';
import { loadOrder } from '~/lib/account/orders.server';
import { customerView, numericId } from '~/lib/account/customer-view';
import { accountMessages } from '~/lib/messages/account';

export function legacyAccounts(context: Readonly<RouterContextProvider>): Accounts {
  // The legacy address ids carry the access token, so mutations take them from the customer as
  // loaded in this request rather than rebuilding them from the numeric id a page sent.
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
      return { ok: false, ...shopperFailure({ thrown }) };
    }
  };
  const apiAddressId = async (request: Request, addressId: string): Promise<Outcome<{ accessToken: string; id: string }>> => {
    const found = await loadForChange(request);
    if (!found.ok) return found;
    const address = found.customer.addresses.nodes.find((entry) => numericId(entry.id) === addressId);
    return address ? { ok: true, accessToken: found.accessToken, id: address.id } : notFound;
  };
  const notFound = { ok: false as const, message: accountMessages.addressNotFound, status: 404 };

  return {
    signIn: 'forms',
    profileFields: 'all',
    isSignedIn: async () => isSignedIn(context),
    guard: async (request) => guardSignedIn(request, context),
    buyerToken: async () => getCustomerToken(context),
    requireCustomer: async (request) => customerView((await load(request)).customer),
    async updateProfile(request, input) {
      const found = await loadForChange(request);
      if (!found.ok) return found;
      const { accessToken, customer } = found;
      // This mode's form always sends the whole profile; names alone keep the rest as it is.
      const profile =
        'email' in input
          ? input
          : { ...input, email: customer.email ?? '', phone: customer.phone ?? '', acceptsMarketing: customer.acceptsMarketing };
      return api.updateProfile(context, accessToken, customer.email ?? '', profile);
    },
    async createAddress(request, address, makeDefault) {
      const found = await loadForChange(request);
      return found.ok ? api.createAddress(context, found.accessToken, address, makeDefault) : found;
    },
    async updateAddress(request, addressId, address, makeDefault) {
      const found = await apiAddressId(request, addressId);
      return found.ok ? api.updateAddress(context, found.accessToken, found.id, address, makeDefault) : found;
    },
    async deleteAddress(request, addressId) {
      const found = await apiAddressId(request, addressId);
      return found.ok ? api.deleteAddress(context, found.accessToken, found.id) : found;
    },
    async setDefaultAddress(request, addressId) {
      const found = await apiAddressId(request, addressId);
      return found.ok ? api.setDefaultAddress(context, found.accessToken, found.id) : found;
    },
    async loadOrder(request, orderId) {
      const result = await loadOrder(context, signedInToken(context), orderId);
      if (result === 'signed-out') throw signedOut(request, context);
      return result;
    },
    async signOut() {
      const outcome = await api.signOut(context);
      return outcome.ok ? { ok: true, response: redirect('/') } : outcome;
    },
  };
}
