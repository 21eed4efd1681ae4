// The Storefront API's changes a signed-in customer makes (spec section 7): the profile, a new
// password, the address book. Each answers with an outcome its form shows.
import {
  CUSTOMER_ACCESS_TOKEN_DELETE,
  CUSTOMER_ADDRESS_CREATE,
  CUSTOMER_ADDRESS_DELETE,
  CUSTOMER_ADDRESS_UPDATE,
  CUSTOMER_DEFAULT_ADDRESS_UPDATE,
  CUSTOMER_UPDATE,
} from '~/graphql/customer';
import { accountMessages } from '~/accounts/texts/account';
import { messages } from '~/core/texts/spec';
import type { Outcome } from '~/accounts/accounts';
import type { ProfileInput } from '~/accounts/validation';
import { mailingAddressInput, type AddressInput } from '~/accounts/address-validation';
import { setCustomerToken } from '~/accounts/customer-session.server';
import { attachBag, call, createToken, fail, firstUserError, type ApiContext } from '~/accounts/storefront-api-customer.server';
import { messagesIn } from '~/core/texts/language';

/** The profile form. A new password needs the current one, and replaces the session's token. */
export async function updateProfile(context: ApiContext, accessToken: string, currentEmail: string, input: ProfileInput): Promise<Outcome> {
  const accountText = messagesIn(context.locale, accountMessages);
  if (input.newPassword) {
    const check = await createToken(context, currentEmail, input.currentPassword ?? '');
    if (!check.ok) return check;
    const proof = check.data.customerAccessTokenCreate?.customerAccessToken?.accessToken;
    if (!proof) return fail(accountText.currentPasswordWrong, 400, 'currentPassword');
    // The check handed out a token of its own; it is not needed beyond proving the password.
    await call(context.locale, () =>
      context.storefront.mutate(CUSTOMER_ACCESS_TOKEN_DELETE, { variables: { customerAccessToken: proof } }),
    );
  }
  const customer = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone || null,
    acceptsMarketing: input.acceptsMarketing,
    ...(input.newPassword ? { password: input.newPassword } : {}),
  };
  const result = await call(context.locale, () =>
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

export async function createAddress(
  context: ApiContext,
  accessToken: string,
  address: AddressInput,
  makeDefault: boolean,
): Promise<Outcome> {
  const specText = messagesIn(context.locale, messages);
  const result = await call(context.locale, () =>
    context.storefront.mutate(CUSTOMER_ADDRESS_CREATE, {
      variables: { customerAccessToken: accessToken, address: mailingAddressInput(address) },
    }),
  );
  if (!result.ok) return result;
  const payload = result.data.customerAddressCreate;
  const error = firstUserError(payload?.customerUserErrors);
  if (error) return fail(error.message, 400, error.field);
  if (!payload?.customerAddress?.id) return fail(specText.tryAgainLater(specText.somethingWentWrong), 502);
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
  const result = await call(context.locale, () =>
    context.storefront.mutate(CUSTOMER_ADDRESS_UPDATE, {
      variables: { customerAccessToken: accessToken, id: addressId, address: mailingAddressInput(address) },
    }),
  );
  if (!result.ok) return result;
  const payload = result.data.customerAddressUpdate;
  const error = firstUserError(payload?.customerUserErrors);
  if (error) return fail(error.message, 400, error.field);
  return makeDefault ? setDefaultAddress(context, accessToken, addressId) : { ok: true };
}

export async function deleteAddress(context: ApiContext, accessToken: string, addressId: string): Promise<Outcome> {
  const result = await call(context.locale, () =>
    context.storefront.mutate(CUSTOMER_ADDRESS_DELETE, { variables: { customerAccessToken: accessToken, id: addressId } }),
  );
  if (!result.ok) return result;
  const error = firstUserError(result.data.customerAddressDelete?.customerUserErrors);
  return error ? fail(error.message, 400) : { ok: true };
}

export async function setDefaultAddress(context: ApiContext, accessToken: string, addressId: string): Promise<Outcome> {
  const result = await call(context.locale, () =>
    context.storefront.mutate(CUSTOMER_DEFAULT_ADDRESS_UPDATE, { variables: { customerAccessToken: accessToken, addressId } }),
  );
  if (!result.ok) return result;
  const error = firstUserError(result.data.customerDefaultAddressUpdate?.customerUserErrors);
  return error ? fail(error.message, 400) : { ok: true };
}
