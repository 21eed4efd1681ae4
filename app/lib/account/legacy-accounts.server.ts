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
import { loadOrder } from '~/lib/account/orders.server';
import { customerView, numericId } from '~/lib/account/customer-view';
import { accountMessages } from '~/lib/messages';

export function legacyAccounts(context: Readonly<RouterContextProvider>): Accounts {
  // The legacy address ids carry the access token, so mutations take them from the customer as
  // loaded in this request rather than rebuilding them from the numeric id a page sent.
  let loaded: Promise<{ accessToken: string; customer: CustomerDetailsFragment }> | null = null;
  const load = (request: Request) => (loaded ??= loadSignedInCustomer(request, context));
  const apiAddressId = async (request: Request, addressId: string) => {
    const { accessToken, customer } = await load(request);
    const address = customer.addresses.nodes.find((entry) => numericId(entry.id) === addressId);
    return { accessToken, id: address?.id ?? null };
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
      const { accessToken, customer } = await load(request);
      // This mode's form always sends the whole profile; names alone keep the rest as it is.
      const profile =
        'email' in input
          ? input
          : { ...input, email: customer.email ?? '', phone: customer.phone ?? '', acceptsMarketing: customer.acceptsMarketing };
      return api.updateProfile(context, accessToken, customer.email ?? '', profile);
    },
    async createAddress(request, address, makeDefault) {
      const { accessToken } = await load(request);
      return api.createAddress(context, accessToken, address, makeDefault);
    },
    async updateAddress(request, addressId, address, makeDefault) {
      const { accessToken, id } = await apiAddressId(request, addressId);
      return id ? api.updateAddress(context, accessToken, id, address, makeDefault) : notFound;
    },
    async deleteAddress(request, addressId) {
      const { accessToken, id } = await apiAddressId(request, addressId);
      return id ? api.deleteAddress(context, accessToken, id) : notFound;
    },
    async setDefaultAddress(request, addressId) {
      const { accessToken, id } = await apiAddressId(request, addressId);
      return id ? api.setDefaultAddress(context, accessToken, id) : notFound;
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
