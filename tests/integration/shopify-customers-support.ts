// Documents and helpers the customer-account tests share.
import type { RunningShopify } from '../../emulators/shopify/test-server.ts';

export const ERRORS = 'customerUserErrors { code field message } userErrors { field message }';

export const TOKEN_CREATE = `mutation SignIn($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } ${ERRORS} }
}`;

export const CUSTOMER_CREATE = `mutation SignUp($input: CustomerCreateInput!) {
  customerCreate(input: $input) { customer { id email firstName lastName phone acceptsMarketing displayName } ${ERRORS} }
}`;

export const CUSTOMER_QUERY = `query Me($token: String!) {
  customer(customerAccessToken: $token) {
    id email firstName lastName displayName phone acceptsMarketing tags createdAt updatedAt numberOfOrders
    defaultAddress { id }
    addresses(first: 250) { nodes { id address1 city province provinceCode country countryCodeV2 zip phone name formatted formattedArea } }
  }
}`;

export async function signIn(shop: RunningShopify, email: string, password: string): Promise<string> {
  const { body } = await shop.graphql(TOKEN_CREATE, { input: { email, password } });
  const token = body.data?.customerAccessTokenCreate?.customerAccessToken?.accessToken;
  if (!token) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(body)}`);
  return token;
}

let counter = 0;
/** A fresh address per test, so tests never trip each other's uniqueness or throttling. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${process.pid}-${counter}@example.com`;
}

export async function newCustomer(
  shop: RunningShopify,
  label: string,
  password = 'correct-horse',
): Promise<{ email: string; password: string; token: string; id: string }> {
  const email = uniqueEmail(label);
  const { body } = await shop.graphql(CUSTOMER_CREATE, { input: { email, password, firstName: 'Test', lastName: label } });
  const id = body.data?.customerCreate?.customer?.id;
  if (!id) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
  return { email, password, id, token: await signIn(shop, email, password) };
}

/** A JSON body, typed loosely as the tests read into it (as startShopify's graphql() does). */

export async function json(response: Response): Promise<any> {
  return response.json();
}
