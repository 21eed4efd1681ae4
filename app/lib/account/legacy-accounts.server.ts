// The spec's accounts: the Storefront API's legacy customer operations with the token in the
// session cookie (customer-session.server.ts, customer-api.server.ts), behind the Accounts interface.
import { redirect, type AppLoadContext } from 'react-router';
import type { CustomerDetailsFragment } from 'storefrontapi.generated';
import type { Accounts } from '~/lib/account/accounts.server';
import { clearCustomerToken, getCustomerToken, isSignedIn, loginUrl, requireCustomer } from '~/lib/customer-session.server';
import * as api from '~/lib/customer-api.server';
import { loadOrder } from '~/lib/customer-orders.server';
import { customerView, numericId } from '~/lib/customer-view';
import { accountMessages } from '~/lib/messages';

export function legacyAccounts(context: AppLoadContext): Accounts {
  // The legacy address ids carry the access token, so mutations take them from the customer as
  // loaded in this request rather than rebuilding them from the numeric id a page sent.
  let loaded: Promise<{ accessToken: string; customer: CustomerDetailsFragment }> | null = null;
  const load = (request: Request) => (loaded ??= requireCustomer(request, context));
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
    buyerToken: async () => getCustomerToken(context),
    requireCustomer: async (request) => customerView((await load(request)).customer),
    async updateProfile(request, input) {
      const { accessToken, customer } = await load(request);
      // This mode's form always sends the whole profile; names alone keep the rest as it is.
      const profile = 'email' in input ? input : { ...input, email: customer.email ?? '', phone: customer.phone ?? '', acceptsMarketing: customer.acceptsMarketing };
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
      const accessToken = getCustomerToken(context);
      if (!accessToken) throw redirect(loginUrl(request));
      const result = await loadOrder(context, accessToken, orderId);
      if (result === 'signed-out') {
        clearCustomerToken(context);
        throw redirect(loginUrl(request));
      }
      return result;
    },
    async signOut() {
      const outcome = await api.signOut(context);
      return outcome.ok ? { ok: true, response: redirect('/') } : outcome;
    },
  };
}
