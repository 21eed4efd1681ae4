// The 'customer-account-api' mode (Hydrogen's customerAccount client): Shopify's hosted sign-in
// hands out the tokens (and does sign-up, recovery and one-time codes), Hydrogen keeps and refreshes them in the session, and the pages read
// and change the customer with the queries in app/graphql/customer-account.ts.
import { redirect, type RouterContextProvider } from 'react-router';
import type { Accounts, Outcome } from '~/accounts/accounts';
import { mailingAddressInput, type AddressInput } from '~/accounts/address-validation';
import {
  CA_ADDRESS_CREATE,
  CA_ADDRESS_DELETE,
  CA_ADDRESS_UPDATE,
  CA_CUSTOMER_QUERY,
  CA_CUSTOMER_UPDATE,
  CA_ORDER_QUERY,
} from '~/graphql/customer-account';
import type { CaCustomer, CaOrder, CaUserError } from '~/accounts/customer-account-types';
import { caCustomerView, caOrderDetailView } from '~/accounts/customer-account-views';
import { loginUrl } from '~/accounts/customer-session.server';
import { hostedSignInRedirect } from '~/accounts/hosted-sign-in.server';
import type { HostedSignInReason } from '~/accounts/hosted-sign-in';
import { withFetchPolicy } from '~/core/services/fetch-policy';
import { DATA_RETRY_ATTEMPTS, DATA_RETRY_DELAY_MS, MUTATION_TIMEOUT_MS, QUERY_ATTEMPT_TIMEOUT_MS } from '~/core/constants';
import { messages } from '~/core/texts/spec';
import { messagesIn } from '~/core/texts/language';

/** The form fields a Customer Account API error field names (its input names differ from ours). */
const FORM_FIELDS: Record<string, string> = { territoryCode: 'country', zoneCode: 'province', phoneNumber: 'phone' };

type Result<T> = { data?: T | null; errors?: Array<{ message: string }> };

export function customerAccountApiAccounts(context: Readonly<RouterContextProvider>): Accounts {
  const specText = messagesIn(context.locale, messages);
  const { customerAccount } = context;

  /** A signed-out shopper (a thrown redirect from Hydrogen) passes through; a failure is the shop's words. */
  async function run<T>(
    call: () => Promise<Result<T>>,
    kind: 'query' | 'mutation',
  ): Promise<{ ok: true; data: T } | { ok: false; message: string; status: number }> {
    let result: Result<T>;
    try {
      // Queries may be asked again after a failure; a mutation whose outcome is unknown never is.
      result = await withFetchPolicy(() => call(), {
        attempts: kind === 'query' ? DATA_RETRY_ATTEMPTS : 1,
        delayMs: DATA_RETRY_DELAY_MS,
        timeoutMs: kind === 'query' ? QUERY_ATTEMPT_TIMEOUT_MS : MUTATION_TIMEOUT_MS,
        retryable: (error) => !(error instanceof Response),
      });
    } catch (error) {
      if (error instanceof Response) throw error;
      console.error('Customer Account API call failed:', error);
      return { ok: false, message: specText.tryAgainLater(specText.somethingWentWrong), status: 503 };
    }
    if (result.errors?.length || !result.data) {
      console.error('Customer Account API errors:', result.errors?.map((error) => error.message).join('; '));
      return { ok: false, message: specText.tryAgainLater(specText.somethingWentWrong), status: 502 };
    }
    return { ok: true, data: result.data };
  }

  async function signedInOrRedirect(request: Request) {
    if (!(await customerAccount.isLoggedIn())) throw redirect(loginUrl(request));
  }

  function userErrorOutcome(errors: CaUserError[] | undefined): Outcome | null {
    const first = errors?.[0];
    if (!first) return null;
    const named = first.field?.filter((part) => part !== 'input' && part !== 'address').at(-1);
    const field = named ? (FORM_FIELDS[named] ?? named) : undefined;
    return { ok: false, message: first.message, status: 400, ...(field ? { field } : {}) };
  }

  const addressGid = (id: string) => `gid://shopify/CustomerAddress/${id}`;
  /** The Storefront API's address input in this API's names (CustomerAddressInput). */
  const addressInput = (address: AddressInput) => {
    const { country, province, phone, ...same } = mailingAddressInput(address);
    return { ...same, territoryCode: country, zoneCode: province, phoneNumber: phone };
  };

  async function mutate<T extends Record<string, { userErrors: CaUserError[] } | null>>(
    request: Request,
    mutation: string,
    variables: Record<string, unknown>,
  ): Promise<Outcome> {
    await signedInOrRedirect(request);
    const result = await run<T>(() => customerAccount.mutate(mutation, { variables }), 'mutation');
    if (!result.ok) return result;
    const payload = Object.values(result.data)[0];
    return userErrorOutcome(payload?.userErrors) ?? { ok: true };
  }

  /** The shop's own password forms do not work here: Shopify's hosted page does what they did. */
  const hosted = (reason?: HostedSignInReason): never => {
    throw hostedSignInRedirect(reason);
  };

  return {
    mode: 'customer-account-api',
    profileFields: 'names',
    isSignedIn: () => customerAccount.isLoggedIn(),
    guard: signedInOrRedirect,
    buyerToken: async () => (await customerAccount.getAccessToken()) ?? null,
    passwordPages: hosted,
    hostedSignIn: { login: () => customerAccount.login(), authorize: () => customerAccount.authorize() },
    signIn: async () => hosted(),
    register: async () => hosted('register'),
    recover: async () => hosted('recover'),
    resetPassword: async () => hosted('reset'),
    activate: async () => hosted('activate'),
    changePassword: async () => hosted('password'),
    async requireCustomer(request) {
      await signedInOrRedirect(request);
      const result = await run<{ customer: CaCustomer }>(() => customerAccount.query(CA_CUSTOMER_QUERY), 'query');
      if (!result.ok) throw new Response(result.message, { status: result.status });
      return caCustomerView(result.data.customer);
    },
    updateProfile: (request, input) =>
      mutate(request, CA_CUSTOMER_UPDATE, { input: { firstName: input.firstName, lastName: input.lastName } }),
    createAddress: (request, address, makeDefault) =>
      mutate(request, CA_ADDRESS_CREATE, { address: addressInput(address), defaultAddress: makeDefault }),
    updateAddress: (request, addressId, address, makeDefault) =>
      // Leaving the box unticked keeps the default where it is; it never demotes an address.
      mutate(request, CA_ADDRESS_UPDATE, {
        addressId: addressGid(addressId),
        address: addressInput(address),
        defaultAddress: makeDefault || null,
      }),
    deleteAddress: (request, addressId) => mutate(request, CA_ADDRESS_DELETE, { addressId: addressGid(addressId) }),
    setDefaultAddress: (request, addressId) =>
      mutate(request, CA_ADDRESS_UPDATE, { addressId: addressGid(addressId), defaultAddress: true }),
    async loadOrder(request, orderId) {
      await signedInOrRedirect(request);
      const result = await run<{ order: CaOrder | null }>(
        () => customerAccount.query(CA_ORDER_QUERY, { variables: { orderId: `gid://shopify/Order/${orderId}` } }),
        'query',
      );
      if (!result.ok) throw new Response(result.message, { status: result.status });
      return result.data.order ? caOrderDetailView(result.data.order) : null;
    },
    // Shopify ends its session too (the id token names it), then sends the shopper to the home page.
    signOut: async () => ({ ok: true, response: await customerAccount.logout({ postLogoutRedirectUri: '/' }) }),
  };
}
