import {
  createCartHandler,
  createCustomerAccountClient,
  createStorefrontClient,
  type CustomerAccount,
  type HydrogenCart,
  type HydrogenSession,
  type I18nBase,
  type Storefront,
} from '@shopify/hydrogen';
import type { CartBuyerIdentityInput } from '@shopify/hydrogen/storefront-api-types';
import { withStorefrontPolicy } from '~/core/services/storefront-policy.server';
import { withMemoisedQueries } from '~/core/services/isolate-memo.server';

type CartHandlerOptions = Parameters<typeof createCartHandler>[0];
interface CartOptions {
  getId: CartHandlerOptions['getCartId'];
  setId: CartHandlerOptions['setCartId'];
  queryFragment: string;
  mutateFragment: string;
}

export interface StorefrontServicesOptions {
  env: Env;
  request: Request;
  cache: Cache;
  waitUntil: (promise: Promise<unknown>) => void;
  session: HydrogenSession;
  i18n: I18nBase;
  /** The headers the shop reads the buyer from (client-address.server.ts). */
  storefrontHeaders: Parameters<typeof createStorefrontClient>[0]['storefrontHeaders'];
  logErrors: (error?: Error) => boolean;
  /** How the bag's cart id is read and kept, and the cart fields it reads (bag/options.server.ts). */
  cart: CartOptions;
  buyerIdentity: CartBuyerIdentityInput | undefined;
  /** Options for the Customer Account API client, in that mode only. */
  customerAccount?: Pick<Parameters<typeof createCustomerAccountClient>[0], 'useCustomAuthDomain' | 'customAuthStatusHandler'>;
  /** When the request began: no Storefront API call runs past its data budget from then. */
  startedAt: number;
}

export interface StorefrontServices {
  storefront: Storefront;
  customerAccount: CustomerAccount;
  cart: HydrogenCart;
}

/**
 * The request's Storefront API client, customer account client and cart handler, made by Hydrogen's
 * own factories with the options `createHydrogenContext` gives them. The one difference: the client
 * the loaders and the cart handler call is a new object that puts every call under the fetch policy
 * (timeouts, safe retries, the data budget) and a cached query behind the isolate memo. Hydrogen's
 * `createHydrogenContext` takes no client of ours, so context.server.ts hands these to it as
 * additional context, which takes the place of the ones it makes (docs/decisions/0005).
 */
export function createStorefrontServices(options: StorefrontServicesOptions): StorefrontServices {
  const { env, request, cache, waitUntil, session, i18n, logErrors } = options;
  const { storefront: hydrogenStorefront } = createStorefrontClient({
    cache,
    waitUntil,
    i18n,
    logErrors,
    storefrontHeaders: options.storefrontHeaders,
    storefrontId: env.PUBLIC_STOREFRONT_ID,
    storeDomain: env.PUBLIC_STORE_DOMAIN,
    privateStorefrontToken: env.PRIVATE_STOREFRONT_API_TOKEN,
    publicStorefrontToken: env.PUBLIC_STOREFRONT_API_TOKEN,
  });
  // In front of the policy: an answer kept in the isolate needs no timeout and no retry.
  const storefront = withMemoisedQueries(withStorefrontPolicy(hydrogenStorefront, options.startedAt));
  const customerAccount = createCustomerAccountClient({
    session,
    request,
    waitUntil,
    logErrors,
    ...options.customerAccount,
    language: i18n.language as Parameters<typeof createCustomerAccountClient>[0]['language'],
    customerAccountId: env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID,
    shopId: env.SHOP_ID,
  });
  const cart = createCartHandler({
    getCartId: options.cart.getId,
    setCartId: options.cart.setId,
    cartQueryFragment: options.cart.queryFragment,
    cartMutateFragment: options.cart.mutateFragment,
    buyerIdentity: options.buyerIdentity,
    storefront,
    customerAccount,
  });
  return { storefront, customerAccount, cart };
}
