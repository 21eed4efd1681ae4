// The customer operations (spec section 7) and the session transitions they cause (section 4),
// each answering with an outcome an action can show: never a thrown 500 for something the shopper
// or the service said.
import type { AppLoadContext } from 'react-router';
import type { CustomerDetailsFragment, CustomerUserErrorFieldsFragment } from 'storefrontapi.generated';
import {
  CUSTOMER_ACCESS_TOKEN_CREATE,
  CUSTOMER_ACCESS_TOKEN_DELETE,
  CUSTOMER_ACTIVATE_BY_URL,
  CUSTOMER_ADDRESS_CREATE,
  CUSTOMER_ADDRESS_DELETE,
  CUSTOMER_ADDRESS_UPDATE,
  CUSTOMER_CREATE,
  CUSTOMER_DEFAULT_ADDRESS_UPDATE,
  CUSTOMER_RECOVER,
  CUSTOMER_RESET,
  CUSTOMER_RESET_BY_URL,
  CUSTOMER_UPDATE,
} from '~/graphql/customer';
import { accountMessages } from '~/lib/messages/account';
import { messages } from '~/lib/messages/spec';
import type { AddressInput, ProfileInput, RegisterInput } from '~/lib/account/validation';
import {
  clearCustomerToken,
  getCustomerToken,
  loadCustomer,
  NoCustomerData,
  setCustomerToken,
  type CustomerToken,
} from '~/lib/account/customer-session.server';
import { attachCustomerToCart } from '~/lib/cart/cart.server';
import { shopperFailure, type FailureWording } from '~/lib/services/shopper-failure.server';

type ApiContext = Pick<AppLoadContext, 'storefront' | 'session' | 'cart'>;

export interface Failure {
  ok: false;
  message: string;
  status: number;
  /** The form field the service blamed, when it named one we show. */
  field?: string;
}
export type Outcome<T = object> = ({ ok: true } & T) | Failure;

const fail = (message: string, status = 400, field?: string): Failure => ({ ok: false, message, status, ...(field ? { field } : {}) });

interface ServiceError {
  message: string;
  extensions?: { code?: string } | Record<string, unknown>;
}

/**
 * Runs a Storefront API call. Whatever fails as a whole (a top-level error, a network failure, a
 * non-2xx answer) becomes the shop's words through shopperFailure, never the service's text.
 */
async function call<T>(
  run: () => Promise<T & { errors?: ServiceError[] }>,
  wording?: FailureWording,
): Promise<{ ok: true; data: T } | Failure> {
  let result: T & { errors?: ServiceError[] };
  try {
    result = await run();
  } catch (thrown) {
    return { ok: false, ...shopperFailure({ thrown }, wording) };
  }
  if (result.errors?.length) return { ok: false, ...shopperFailure({ errors: result.errors }, wording) };
  return { ok: true, data: result };
}

/** The first customer user error, with the field it names (Shopify sends ['input', 'email'] style paths). */
function firstUserError(errors: CustomerUserErrorFieldsFragment[] | undefined | null) {
  const first = errors?.[0];
  if (!first) return null;
  const field = first.field?.filter((part) => part !== 'input' && part !== 'customer' && part !== 'address').at(-1);
  return { message: first.message, code: first.code ?? undefined, field };
}

/** The bag follows the customer; a failure there is logged and must not undo the sign-in. */
async function attachBag(context: ApiContext, accessToken: string) {
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
  if (!token?.accessToken) return fail(messages.loginNoAuth, 401);
  try {
    const customer = await loadCustomer(context, token.accessToken);
    setCustomerToken(context, token);
    await attachBag(context, token.accessToken);
    return { ok: true, customer };
  } catch (error) {
    if (error instanceof NoCustomerData) return fail(messages.noCustomer, 401);
    console.error('Could not load the customer:', error);
    return fail(messages.tryAgainLater(messages.somethingWentWrong), 503);
  }
}

/** The API limits these per buyer; its refusal reads as the shop's sign-in limit. */
async function createToken(context: ApiContext, email: string, password: string) {
  return call(() => context.storefront.mutate(CUSTOMER_ACCESS_TOKEN_CREATE, { variables: { input: { email, password } } }), {
    throttled: accountMessages.signInThrottled,
  });
}

/** Login: a token from email and password, then the customer (spec section 4). */
export async function signIn(
  context: ApiContext,
  email: string,
  password: string,
): Promise<Outcome<{ customer: CustomerDetailsFragment }>> {
  const result = await createToken(context, email, password);
  if (!result.ok) return result;
  const payload = result.data.customerAccessTokenCreate;
  const error = firstUserError(payload?.customerUserErrors);
  if (error) return fail(messages.tryAgainLater(error.message), 401);
  if (!payload?.customerAccessToken) return fail(messages.loginNoAuth, 401);
  return startSession(context, payload.customerAccessToken);
}

/** Registration: create the customer, then a token from the same email and password, then the customer. */
export async function register(context: ApiContext, input: RegisterInput): Promise<Outcome<{ customer: CustomerDetailsFragment }>> {
  const created = await call(() => context.storefront.mutate(CUSTOMER_CREATE, { variables: { input } }));
  if (!created.ok) return created;
  const payload = created.data.customerCreate;
  const error = firstUserError(payload?.customerUserErrors);
  if (error) return fail(messages.tryAgainLater(error.message), 400, error.field);
  if (!payload?.customer?.id) return fail(messages.tryAgainLater(messages.somethingWentWrong), 502);

  const token = await createToken(context, input.email, input.password);
  if (!token.ok) return token;
  const tokenPayload = token.data.customerAccessTokenCreate;
  if (!tokenPayload?.customerAccessToken || tokenPayload.customerUserErrors.length) return fail(messages.registerNoAuth, 401);
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
  const result = await call(() => context.storefront.mutate(CUSTOMER_RECOVER, { variables: { email } }));
  if (!result.ok) return result;
  const payload = result.data.customerRecover;
  const error =
    firstUserError(payload?.customerUserErrors) ??
    (payload?.userErrors?.[0] ? { message: payload.userErrors[0].message, code: undefined } : null);
  if (error && error.code !== UNKNOWN_CUSTOMER) return fail(error.message, 400, 'email');
  return { ok: true, message: messages.recoverSuccess };
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
  const result = await call(() =>
    context.storefront.mutate(CUSTOMER_RESET, {
      variables: { id: `gid://shopify/Customer/${customerId}`, input: { resetToken, password } },
    }),
  );
  if (!result.ok) return result;
  return finishWithToken(context, result.data.customerReset);
}

export async function resetPasswordByUrl(context: ApiContext, resetUrl: string, password: string) {
  const result = await call(() => context.storefront.mutate(CUSTOMER_RESET_BY_URL, { variables: { resetUrl, password } }));
  if (!result.ok) return result;
  return finishWithToken(context, result.data.customerResetByUrl);
}

export async function activateByUrl(context: ApiContext, activationUrl: string, password: string) {
  const result = await call(() => context.storefront.mutate(CUSTOMER_ACTIVATE_BY_URL, { variables: { activationUrl, password } }));
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
  const result = await call(() =>
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

/** The profile form. A new password needs the current one, and replaces the session's token. */
export async function updateProfile(context: ApiContext, accessToken: string, currentEmail: string, input: ProfileInput): Promise<Outcome> {
  if (input.newPassword) {
    const check = await createToken(context, currentEmail, input.currentPassword ?? '');
    if (!check.ok) return check;
    const proof = check.data.customerAccessTokenCreate?.customerAccessToken?.accessToken;
    if (!proof) return fail(accountMessages.currentPasswordWrong, 400, 'currentPassword');
    // The check handed out a token of its own; it is not needed beyond proving the password.
    await call(() => context.storefront.mutate(CUSTOMER_ACCESS_TOKEN_DELETE, { variables: { customerAccessToken: proof } }));
  }
  const customer = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone || null,
    acceptsMarketing: input.acceptsMarketing,
    ...(input.newPassword ? { password: input.newPassword } : {}),
  };
  const result = await call(() =>
    context.storefront.mutate(CUSTOMER_UPDATE, { variables: { customerAccessToken: accessToken, customer } }),
  );
  if (!result.ok) return result;
  const payload = result.data.customerUpdate;
  const error = firstUserError(payload?.customerUserErrors);
  if (error) return fail(error.message, 400, error.field);
  // Changing the password revokes every earlier token, including ours; the new one takes over.
  if (payload?.customerAccessToken?.accessToken) {
    setCustomerToken(context, payload.customerAccessToken);
    await attachBag(context, payload.customerAccessToken.accessToken);
  }
  return { ok: true };
}

function mailingAddress(address: AddressInput) {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company || null,
    address1: address.address1,
    address2: address.address2 || null,
    city: address.city,
    country: address.country,
    province: address.province || null,
    zip: address.zip,
    phone: address.phone || null,
  };
}

export async function createAddress(
  context: ApiContext,
  accessToken: string,
  address: AddressInput,
  makeDefault: boolean,
): Promise<Outcome> {
  const result = await call(() =>
    context.storefront.mutate(CUSTOMER_ADDRESS_CREATE, {
      variables: { customerAccessToken: accessToken, address: mailingAddress(address) },
    }),
  );
  if (!result.ok) return result;
  const payload = result.data.customerAddressCreate;
  const error = firstUserError(payload?.customerUserErrors);
  if (error) return fail(error.message, 400, error.field);
  if (!payload?.customerAddress?.id) return fail(messages.tryAgainLater(messages.somethingWentWrong), 502);
  return makeDefault ? setDefaultAddress(context, accessToken, payload.customerAddress.id) : { ok: true };
}

/** `addressId` is the full API id, found among the customer's own addresses by the caller. */
export async function updateAddress(
  context: ApiContext,
  accessToken: string,
  addressId: string,
  address: AddressInput,
  makeDefault: boolean,
): Promise<Outcome> {
  const result = await call(() =>
    context.storefront.mutate(CUSTOMER_ADDRESS_UPDATE, {
      variables: { customerAccessToken: accessToken, id: addressId, address: mailingAddress(address) },
    }),
  );
  if (!result.ok) return result;
  const payload = result.data.customerAddressUpdate;
  const error = firstUserError(payload?.customerUserErrors);
  if (error) return fail(error.message, 400, error.field);
  return makeDefault ? setDefaultAddress(context, accessToken, addressId) : { ok: true };
}

export async function deleteAddress(context: ApiContext, accessToken: string, addressId: string): Promise<Outcome> {
  const result = await call(() =>
    context.storefront.mutate(CUSTOMER_ADDRESS_DELETE, { variables: { customerAccessToken: accessToken, id: addressId } }),
  );
  if (!result.ok) return result;
  const error = firstUserError(result.data.customerAddressDelete?.customerUserErrors);
  return error ? fail(error.message, 400) : { ok: true };
}

export async function setDefaultAddress(context: ApiContext, accessToken: string, addressId: string): Promise<Outcome> {
  const result = await call(() =>
    context.storefront.mutate(CUSTOMER_DEFAULT_ADDRESS_UPDATE, { variables: { customerAccessToken: accessToken, addressId } }),
  );
  if (!result.ok) return result;
  const error = firstUserError(result.data.customerDefaultAddressUpdate?.customerUserErrors);
  return error ? fail(error.message, 400) : { ok: true };
}
