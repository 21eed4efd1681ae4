// The signed-in state (spec section 4, Session): the customer access token and its expiry live only
// in the server-side session cookie. Logged in means a non-empty, unexpired token. This module reads
// and writes it, loads the customer, and guards the account routes (spec section 2, Route guard).
import { createContext, redirect, type AppLoadContext, type RouterContextProvider } from 'react-router';
import type { CustomerDetailsFragment } from 'storefrontapi.generated';
import { CUSTOMER_QUERY } from '~/graphql/customer';
import { messages } from '~/core/texts/spec';
import { safeRedirectPath } from '~/core/security/redirect-guard';
import { shopperSearch } from '~/core/security/data-request';
import { ACCOUNT_PATH, LOGIN_PATH } from '~/core/constants';

const TOKEN_KEY = 'customerAccessToken';
const EXPIRES_KEY = 'customerAccessTokenExpiresAt';

type SessionContext = Pick<AppLoadContext, 'session'>;
type CustomerContext = Pick<AppLoadContext, 'session' | 'storefront'>;

export interface CustomerToken {
  accessToken: string;
  expiresAt: string;
}

/** The token, or null when there is none or it has expired (an expired one is removed). */
export function getCustomerToken(context: SessionContext): string | null {
  const token = context.session.get(TOKEN_KEY);
  if (typeof token !== 'string' || !token) return null;
  const expiresAt = Date.parse(String(context.session.get(EXPIRES_KEY) ?? ''));
  if (Number.isFinite(expiresAt) && expiresAt <= Date.now()) {
    clearCustomerToken(context);
    return null;
  }
  return token;
}

export function setCustomerToken(context: SessionContext, token: CustomerToken) {
  context.session.set(TOKEN_KEY, token.accessToken);
  context.session.set(EXPIRES_KEY, token.expiresAt);
}

export function clearCustomerToken(context: SessionContext) {
  // Unsetting marks the session for a new cookie; only do it when there is something to remove.
  if (context.session.get(TOKEN_KEY) !== undefined) context.session.unset(TOKEN_KEY);
  if (context.session.get(EXPIRES_KEY) !== undefined) context.session.unset(EXPIRES_KEY);
}

/**
 * The Storefront API mode's signed-in customer, for Hydrogen's cart handler to put on every bag it
 * creates (createHydrogenContext's buyerIdentity); nothing when signed out or in the other mode.
 */
export function sessionBuyerIdentity(context: SessionContext): { customerAccessToken: string } | undefined {
  const customerAccessToken = getCustomerToken(context);
  return customerAccessToken ? { customerAccessToken } : undefined;
}

export function isSignedIn(context: SessionContext): boolean {
  return getCustomerToken(context) !== null;
}

/** Raised when the service answers a valid-looking token with no customer (spec: 'No customer data found.'). */
export class NoCustomerData extends Error {
  constructor() {
    super(messages.noCustomer);
  }
}

/**
 * The customer behind a token, always fresh (never from the sub-request cache: it changes with
 * every edit and is private). Throws NoCustomerData when the service knows no such customer.
 */
export async function loadCustomer(context: Pick<AppLoadContext, 'storefront'>, accessToken: string): Promise<CustomerDetailsFragment> {
  const { customer } = await context.storefront.query(CUSTOMER_QUERY, {
    variables: { customerAccessToken: accessToken },
    cache: context.storefront.CacheNone(),
  });
  if (!customer) throw new NoCustomerData();
  return customer;
}

/** The page to return to after signing in: a path on this site, never the sign-in pages themselves. */
export function returnPath(value: FormDataEntryValue | string | null | undefined, origin: string): string {
  const path = safeRedirectPath(value, origin, ACCOUNT_PATH);
  const pathname = path.split(/[?#]/)[0];
  if ([LOGIN_PATH, '/account/register', '/account/logout', '/account/recover'].includes(pathname)) return ACCOUNT_PATH;
  return path;
}

/**
 * Sign-in, then back to this page: the page as the shopper asked for it, so a client-side
 * navigation's data request (`?_routes=`) comes back to the page, not to a URL with that in it.
 */
export function loginUrl(request: Request): string {
  const url = new URL(request.url);
  const back = `${url.pathname}${shopperSearch(url)}`;
  return back === ACCOUNT_PATH ? LOGIN_PATH : `${LOGIN_PATH}?${new URLSearchParams({ redirect: back })}`;
}

/** The signed-in customer's token, set by the account guard for every route behind it. */
const customerTokenContext = createContext<string>();

/**
 * The account guard (spec section 2, Route guard), as the signed-in account layout's middleware
 * (routes/account._signed-in.tsx): a visitor without a session goes to sign in and comes back to
 * this page; a customer's token is handed to the routes behind it.
 */
export function guardSignedIn(request: Request, context: SessionContext & Pick<RouterContextProvider, 'set'>) {
  const accessToken = getCustomerToken(context);
  if (!accessToken) throw redirect(loginUrl(request));
  context.set(customerTokenContext, accessToken);
}

/** The token behind the account guard (its actions' mutations prove it is still good). */
export function signedInToken(context: Pick<RouterContextProvider, 'get'>): string {
  return context.get(customerTokenContext);
}

/**
 * A token the service no longer honours (expired early, revoked, password changed elsewhere) is
 * dropped, so the shopper is signed out cleanly and asked to sign in instead of seeing an error.
 */
export function signedOut(request: Request, context: SessionContext): Response {
  clearCustomerToken(context);
  return redirect(loginUrl(request));
}

/** For the routes behind the guard: the token and the customer, read fresh. */
export async function loadSignedInCustomer(request: Request, context: CustomerContext & Pick<RouterContextProvider, 'get'>) {
  const accessToken = signedInToken(context);
  try {
    const customer = await loadCustomer(context, accessToken);
    return { accessToken, customer };
  } catch (error) {
    if (error instanceof NoCustomerData) throw signedOut(request, context);
    throw error;
  }
}
