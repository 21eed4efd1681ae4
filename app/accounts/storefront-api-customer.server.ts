// The Storefront API's customer operations that start and end a session (spec sections 4 and 7),
// each answering with an outcome an action can show: never a thrown 500 for something the shopper
// or the service said. The changes a signed-in customer makes are in storefront-api-changes.server.ts.
import type { AppLoadContext } from 'react-router';
import type { CustomerDetailsFragment, CustomerUserErrorFieldsFragment } from 'storefrontapi.generated';
import {
  CUSTOMER_ACCESS_TOKEN_CREATE,
  CUSTOMER_ACCESS_TOKEN_DELETE,
  CUSTOMER_ACTIVATE_BY_URL,
  CUSTOMER_CREATE,
  CUSTOMER_RECOVER,
  CUSTOMER_RESET,
  CUSTOMER_RESET_BY_URL,
} from '~/graphql/customer';
import { accountMessages } from '~/accounts/texts/account';
import { messages } from '~/core/texts/spec';
import type { RegisterInput } from '~/accounts/validation';
import type { Failure, Outcome } from '~/accounts/accounts';
import {
  clearCustomerToken,
  getCustomerToken,
  loadCustomer,
  NoCustomerData,
  setCustomerToken,
  type CustomerToken,
} from '~/accounts/customer-session.server';
import { attachCustomerToCart } from '~/bag/cart.server';
import { shopperFailure, type FailureWording } from '~/core/failures/storefront-failure.server';
import { messagesIn } from '~/core/texts/language';
import type { Locale } from '~/core/locale/locale';

export type ApiContext = Pick<AppLoadContext, 'storefront' | 'session' | 'cart' | 'locale'>;

export const fail = (message: string, status = 400, field?: string): Failure => ({
  ok: false,
  message,
  status,
  ...(field ? { field } : {}),
});

interface ServiceError {
  message: string;
  extensions?: { code?: string } | Record<string, unknown>;
}

/**
 * Runs a Storefront API call. Whatever fails as a whole (a top-level error, a network failure, a
 * non-2xx answer) becomes the shop's words through shopperFailure, never the service's text.
 */
export async function call<T>(
  locale: Locale,
  run: () => Promise<T & { errors?: ServiceError[] }>,
  wording?: FailureWording,
): Promise<{ ok: true; data: T } | Failure> {
  let result: T & { errors?: ServiceError[] };
  try {
    result = await run();
  } catch (thrown) {
    return { ok: false, ...shopperFailure({ thrown }, locale, wording) };
  }
  if (result.errors?.length) return { ok: false, ...shopperFailure({ errors: result.errors }, locale, wording) };
  return { ok: true, data: result };
}

/** The first customer user error, with the field it names (Shopify sends ['input', 'email'] style paths). */
export function firstUserError(errors: CustomerUserErrorFieldsFragment[] | undefined | null) {
  const first = errors?.[0];
  if (!first) return null;
  const field = first.field?.filter((part) => part !== 'input' && part !== 'customer' && part !== 'address').at(-1);
  return { message: first.message, code: first.code ?? undefined, field };
}

/** The bag follows the customer; a failure there is logged and must not undo the sign-in. */
export async function attachBag(context: ApiContext, accessToken: string) {
  try {
    const outcome = await attachCustomerToCart(context, accessToken);
    if (outcome.error) console.error('Could not attach the customer to the bag:', outcome.error);
  } catch (error) {
    console.error('Could not attach the customer to the bag:', error);
  }
}

/** After any call that hands out a token: keep it, load the customer, attach the bag. */
async function startSession(
  context: ApiContext,
  token: CustomerToken | null | undefined,
): Promise<Outcome<{ customer: CustomerDetailsFragment }>> {
  const specText = messagesIn(context.locale, messages);
  if (!token?.accessToken) return fail(specText.loginNoAuth, 401);
  try {
    const customer = await loadCustomer(context, token.accessToken);
    setCustomerToken(context, token);
    await attachBag(context, token.accessToken);
    return { ok: true, customer };
  } catch (error) {
    if (error instanceof NoCustomerData) return fail(specText.noCustomer, 401);
    console.error('Could not load the customer:', error);
    return fail(specText.tryAgainLater(specText.somethingWentWrong), 503);
  }
}

/** The API limits these per buyer; its refusal reads as the shop's sign-in limit. */
export async function createToken(context: ApiContext, email: string, password: string) {
  const accountText = messagesIn(context.locale, accountMessages);
  return call(
    context.locale,
    () => context.storefront.mutate(CUSTOMER_ACCESS_TOKEN_CREATE, { variables: { input: { email, password } } }),
    {
      throttled: accountText.signInThrottled,
    },
  );
}

/** Login: a token from email and password, then the customer (spec section 4). */
export async function signIn(
  context: ApiContext,
  email: string,
  password: string,
): Promise<Outcome<{ customer: CustomerDetailsFragment }>> {
  const specText = messagesIn(context.locale, messages);
  const result = await createToken(context, email, password);
  if (!result.ok) return result;
  const payload = result.data.customerAccessTokenCreate;
  const error = firstUserError(payload?.customerUserErrors);
  if (error) return fail(specText.tryAgainLater(error.message), 401);
  if (!payload?.customerAccessToken) return fail(specText.loginNoAuth, 401);
  return startSession(context, payload.customerAccessToken);
}

/** Registration: create the customer, then a token from the same email and password, then the customer. */
export async function register(context: ApiContext, input: RegisterInput): Promise<Outcome<{ customer: CustomerDetailsFragment }>> {
  const specText = messagesIn(context.locale, messages);
  const created = await call(context.locale, () => context.storefront.mutate(CUSTOMER_CREATE, { variables: { input } }));
  if (!created.ok) return created;
  const payload = created.data.customerCreate;
  const error = firstUserError(payload?.customerUserErrors);
  if (error) return fail(specText.tryAgainLater(error.message), 400, error.field);
  if (!payload?.customer?.id) return fail(specText.tryAgainLater(specText.somethingWentWrong), 502);

  const token = await createToken(context, input.email, input.password);
  if (!token.ok) return token;
  const tokenPayload = token.data.customerAccessTokenCreate;
  if (!tokenPayload?.customerAccessToken || tokenPayload.customerUserErrors.length) return fail(specText.registerNoAuth, 401);
  return startSession(context, tokenPayload.customerAccessToken);
}

/** Shopify's code for "Could not find customer". */
const UNKNOWN_CUSTOMER = 'UNIDENTIFIED_CUSTOMER';

/**
 * Recovery: fails with the first customer user error, or the first general error (spec section 5),
 * with one deliberate exception: an email with no account gets the same success as one with an
 * account. Anything else would tell anyone which emails are customers of the shop.
 */
export async function recover(context: ApiContext, email: string): Promise<Outcome<{ message: string }>> {
  const specText = messagesIn(context.locale, messages);
  const result = await call(context.locale, () => context.storefront.mutate(CUSTOMER_RECOVER, { variables: { email } }));
  if (!result.ok) return result;
  const payload = result.data.customerRecover;
  const error =
    firstUserError(payload?.customerUserErrors) ??
    (payload?.userErrors?.[0] ? { message: payload.userErrors[0].message, code: undefined } : null);
  if (error && error.code !== UNKNOWN_CUSTOMER) return fail(error.message, 400, 'email');
  return { ok: true, message: specText.recoverSuccess };
}

type TokenPayload =
  { customerAccessToken?: CustomerToken | null; customerUserErrors: CustomerUserErrorFieldsFragment[] } | null | undefined;

/** Reset and activation: the first customer user error, or a token and then the customer. */
async function finishWithToken(context: ApiContext, payload: TokenPayload) {
  const error = firstUserError(payload?.customerUserErrors);
  if (error) return fail(error.message, 400, error.field === 'password' ? 'password' : undefined);
  return startSession(context, payload?.customerAccessToken);
}

export async function resetPassword(context: ApiContext, customerId: string, resetToken: string, password: string) {
  const result = await call(context.locale, () =>
    context.storefront.mutate(CUSTOMER_RESET, {
      variables: { id: `gid://shopify/Customer/${customerId}`, input: { resetToken, password } },
    }),
  );
  if (!result.ok) return result;
  return finishWithToken(context, result.data.customerReset);
}

export async function resetPasswordByUrl(context: ApiContext, resetUrl: string, password: string) {
  const result = await call(context.locale, () => context.storefront.mutate(CUSTOMER_RESET_BY_URL, { variables: { resetUrl, password } }));
  if (!result.ok) return result;
  return finishWithToken(context, result.data.customerResetByUrl);
}

export async function activateByUrl(context: ApiContext, activationUrl: string, password: string) {
  const result = await call(context.locale, () =>
    context.storefront.mutate(CUSTOMER_ACTIVATE_BY_URL, { variables: { activationUrl, password } }),
  );
  if (!result.ok) return result;
  return finishWithToken(context, result.data.customerActivateByUrl);
}

/**
 * Logout (spec section 4): the service deletes the token; nothing back, or the deleted token,
 * clears the session; user errors are shown and the session stays. One exception keeps a shopper
 * from being stuck signed in: when the token no longer identifies anyone, it is dropped anyway.
 */
export async function signOut(context: ApiContext): Promise<Outcome> {
  const accessToken = getCustomerToken(context);
  if (!accessToken) return { ok: true };
  const result = await call(context.locale, () =>
    context.storefront.mutate(CUSTOMER_ACCESS_TOKEN_DELETE, { variables: { customerAccessToken: accessToken } }),
  );
  if (!result.ok) return result;
  const payload = result.data.customerAccessTokenDelete;
  const error = payload?.userErrors?.[0];
  if (error && payload?.deletedAccessToken !== accessToken) {
    const stillValid = await loadCustomer(context, accessToken).then(
      () => true,
      (reason) => !(reason instanceof NoCustomerData),
    );
    if (stillValid) return fail(error.message, 400);
  }
  clearCustomerToken(context);
  return { ok: true };
}
