// Legacy customer accounts over real HTTP: sign-up, sign-in, sessions, the profile, Shopify's error
// codes for each failure, and the cart's buyer-identity seam.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopify } from '../../emulators/shopify/test-server.ts';
import type { RunningShopify } from '../../emulators/shopify/test-server.ts';
import {
  json,
  CUSTOMER_CREATE,
  CUSTOMER_QUERY,
  ERRORS,
  TOKEN_CREATE,
  newCustomer,
  signIn,
  uniqueEmail,
} from './shopify-customers-support.ts';

let shop: RunningShopify;
beforeAll(async () => {
  shop = await startShopify();
});
afterAll(async () => {
  await shop?.stop();
});

const LONG = 'x'.repeat(10_000);

async function signUp(input: Record<string, unknown>) {
  const { status, body } = await shop.graphql(CUSTOMER_CREATE, { input });
  expect(status).toBe(200);
  return body.data.customerCreate;
}

describe('customerCreate', () => {
  it('creates an enabled customer with a normalised email and E.164 phone', async () => {
    const email = uniqueEmail('create');
    const payload = await signUp({
      email: `  ${email.toUpperCase()} `,
      password: 'correct-horse',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+44 20 7946 0999',
      acceptsMarketing: true,
    });
    expect(payload.customerUserErrors).toEqual([]);
    expect(payload.userErrors).toEqual([]);
    expect(payload.customer).toMatchObject({
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+442079460999',
      acceptsMarketing: true,
      displayName: 'Ada Lovelace',
    });
    expect(payload.customer.id).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);
  });

  it('reports a taken email with TAKEN on input.email', async () => {
    const email = uniqueEmail('taken');
    await signUp({ email, password: 'correct-horse' });
    const payload = await signUp({ email: email.toUpperCase(), password: 'another-pass' });
    expect(payload.customer).toBeNull();
    expect(payload.customerUserErrors).toEqual([{ code: 'TAKEN', field: ['input', 'email'], message: 'Email has already been taken' }]);
    expect(payload.userErrors).toEqual([{ field: ['input', 'email'], message: 'Email has already been taken' }]);
  });

  it('reports a taken phone', async () => {
    await signUp({ email: uniqueEmail('phone-a'), password: 'correct-horse', phone: '+15550101234' });
    const payload = await signUp({ email: uniqueEmail('phone-b'), password: 'correct-horse', phone: '+1 555 010 1234' });
    expect(payload.customerUserErrors).toEqual([{ code: 'TAKEN', field: ['input', 'phone'], message: 'Phone has already been taken' }]);
  });

  it.each([
    ['blank email', { email: '', password: 'correct-horse' }, { code: 'BLANK', field: ['input', 'email'] }],
    [
      'malformed email',
      { email: 'not-an-email', password: 'correct-horse' },
      { code: 'INVALID', field: ['input', 'email'], message: 'Email is invalid' },
    ],
    [
      'email without a real domain',
      { email: 'ada@localhost', password: 'correct-horse' },
      { code: 'BAD_DOMAIN', field: ['input', 'email'] },
    ],
    [
      '10,000-character email',
      { email: `${LONG}@example.com`, password: 'correct-horse' },
      { code: 'TOO_LONG', field: ['input', 'email'] },
    ],
    [
      'short password',
      { password: 'abc' },
      { code: 'TOO_SHORT', field: ['input', 'password'], message: 'Password is too short (minimum is 5 characters)' },
    ],
    [
      '10,000-character password',
      { password: LONG },
      { code: 'TOO_LONG', field: ['input', 'password'], message: 'Password is too long (maximum is 40 characters)' },
    ],
    [
      'password with surrounding spaces',
      { password: ' correct-horse ' },
      { code: 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE', field: ['input', 'password'] },
    ],
    ['script tag in first name', { firstName: '<script>alert(1)</script>' }, { code: 'CONTAINS_HTML_TAGS', field: ['input', 'firstName'] }],
    ['markup in last name', { lastName: 'Rossi <b>VIP</b>' }, { code: 'CONTAINS_HTML_TAGS', field: ['input', 'lastName'] }],
    ['link in first name', { firstName: 'Win at https://spam.example' }, { code: 'CONTAINS_URL', field: ['input', 'firstName'] }],
    ['10,000-character last name', { lastName: LONG }, { code: 'TOO_LONG', field: ['input', 'lastName'] }],
    ['invalid phone', { phone: '12' }, { code: 'INVALID', field: ['input', 'phone'], message: 'Phone is invalid' }],
  ])('rejects a %s', async (_label, override, expected) => {
    const payload = await signUp({ email: uniqueEmail('invalid'), password: 'correct-horse', ...override });
    expect(payload.customer).toBeNull();
    expect(payload.customerUserErrors).toEqual([expect.objectContaining(expected)]);
  });

  it('lets exactly one of several simultaneous sign-ups with one email win', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      Array.from({ length: 4 }, () => shop.graphql(CUSTOMER_CREATE, { input: { email, password: 'correct-horse' } })),
    );
    const payloads = results.map((result) => result.body.data.customerCreate);
    expect(payloads.filter((payload) => payload.customer)).toHaveLength(1);
    expect(payloads.filter((payload) => payload.customerUserErrors[0]?.code === 'TAKEN')).toHaveLength(3);
  });

  it('keeps names with apostrophes, accents and angle-free punctuation', async () => {
    const payload = await signUp({
      email: uniqueEmail('names'),
      password: 'correct-horse',
      firstName: "D'Arcy-Noël",
      lastName: 'Ó Briain 3 > 2',
    });
    expect(payload.customerUserErrors).toEqual([]);
    expect(payload.customer).toMatchObject({ firstName: "D'Arcy-Noël", lastName: 'Ó Briain 3 > 2' });
  });

  it('answers an invited account with CUSTOMER_DISABLED and mails its activation link again', async () => {
    const before = (await json(await fetch(`${shop.url}/outbox.json?to=sofia@example.com`))).messages.length;
    const payload = await signUp({ email: 'sofia@example.com', password: 'correct-horse' });
    expect(payload.customer).toBeNull();
    expect(payload.customerUserErrors).toEqual([
      {
        code: 'CUSTOMER_DISABLED',
        field: ['input', 'email'],
        message: 'We have sent an email to sofia@example.com, please click the link included to verify your email address.',
      },
    ]);
    const after = (await json(await fetch(`${shop.url}/outbox.json?to=sofia@example.com`))).messages;
    expect(after.length).toBe(before + 1);
    expect(after[0].links[0]).toMatch(/^http:\/\/localhost:3000\/account\/activate\/\d+\/[a-f0-9]+$/);
  });
});

describe('customerAccessTokenCreate', () => {
  it('signs a demo customer in with a 32-hex token valid for 30 days', async () => {
    const { body } = await shop.graphql(TOKEN_CREATE, { input: { email: 'Giulia@Example.com', password: 'bottega-demo' } });
    const payload = body.data.customerAccessTokenCreate;
    expect(payload.customerUserErrors).toEqual([]);
    expect(payload.customerAccessToken.accessToken).toMatch(/^[a-f0-9]{32}$/);
    const days = (Date.parse(payload.customerAccessToken.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it.each([
    ['wrong password', 'giulia@example.com', 'wrong-password'],
    ['unknown email', 'nobody@example.com', 'bottega-demo'],
    ['invited account without a password', 'sofia@example.com', 'bottega-demo'],
    ['10,000-character email', `${LONG}@example.com`, 'bottega-demo'],
  ])('answers a %s with UNIDENTIFIED_CUSTOMER', async (_label, email, password) => {
    const { body } = await shop.graphql(TOKEN_CREATE, { input: { email, password } });
    expect(body.data.customerAccessTokenCreate).toEqual({
      customerAccessToken: null,
      customerUserErrors: [{ code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer' }],
      userErrors: [{ field: null, message: 'Unidentified customer' }],
    });
  });

  it('throttles repeated attempts for one email with THROTTLED', async () => {
    const { email } = await newCustomer(shop, 'throttle');
    const statuses: string[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const { body } = await shop.graphql(TOKEN_CREATE, { input: { email, password: 'wrong-password' } });
      statuses.push(body.errors ? body.errors[0].extensions.code : body.data.customerAccessTokenCreate.customerUserErrors[0].code);
    }
    // The customer's own sign-in in newCustomer counted as the first attempt.
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill('UNIDENTIFIED_CUSTOMER'));
    expect(statuses.slice(9)).toEqual(['THROTTLED', 'THROTTLED']);
    const { body } = await shop.graphql(TOKEN_CREATE, { input: { email, password: 'correct-horse' } });
    expect(body.data.customerAccessTokenCreate).toBeNull();
    expect(body.errors[0]).toMatchObject({
      message: 'Login attempt limit exceeded. Please try again later.',
      path: ['customerAccessTokenCreate'],
      extensions: { code: 'THROTTLED' },
    });
  });

  it('counts attempts per buyer: one buyer’s failures leave the same email open to another', async () => {
    const { email, password } = await newCustomer(shop, 'buyers');
    const asBuyer = (ip: string, attempt: string) =>
      shop.graphql(
        TOKEN_CREATE,
        { input: { email, password: attempt } },
        { headers: { 'shopify-storefront-private-token': shop.tokens.privateToken, 'shopify-storefront-buyer-ip': ip } },
      );
    for (let attempt = 0; attempt < 10; attempt++) await asBuyer('203.0.113.9', 'wrong-password');
    expect((await asBuyer('203.0.113.9', password)).body.errors[0].extensions.code).toBe('THROTTLED');
    const other = await asBuyer('198.51.100.20', password);
    expect(other.body.data.customerAccessTokenCreate.customerAccessToken.accessToken).toMatch(/^[0-9a-f]{32}$/);
  });

  it('ignores a buyer IP sent without the private token, as Shopify does', async () => {
    const { email } = await newCustomer(shop, 'public-buyer');
    const attempt = (ip: string) =>
      shop.graphql(TOKEN_CREATE, { input: { email, password: 'wrong-password' } }, { headers: { 'shopify-storefront-buyer-ip': ip } });
    const codes: string[] = [];
    for (let index = 0; index < 10; index++) {
      const { body } = await attempt(`203.0.113.${index + 1}`);
      codes.push(body.errors ? body.errors[0].extensions.code : 'FAILED');
    }
    // newCustomer's own sign-in used the first of the ten (as a direct caller).
    expect(codes.at(-1)).toBe('THROTTLED');
  });
});

describe('customer(customerAccessToken)', () => {
  it('returns the signed-in customer', async () => {
    const token = await signIn(shop, 'james@example.com', 'bottega-demo');
    const { body } = await shop.graphql(CUSTOMER_QUERY, { token });
    expect(body.data.customer).toMatchObject({
      email: 'james@example.com',
      firstName: 'James',
      lastName: 'Whitfield',
      displayName: 'James Whitfield',
      numberOfOrders: '1',
      tags: [],
    });
    expect(body.data.customer.addresses.nodes).toHaveLength(1);
    expect(body.data.customer.defaultAddress.id).toBe(body.data.customer.addresses.nodes[0].id);
  });

  it.each([
    ['unknown', 'f'.repeat(32)],
    ['empty', ''],
    ['10,000-character', LONG],
  ])('returns null for an %s token', async (_label, token) => {
    const { body } = await shop.graphql(CUSTOMER_QUERY, { token });
    expect(body.errors).toBeUndefined();
    expect(body.data.customer).toBeNull();
  });
});

describe('access token expiry', () => {
  it('stops answering for a token past its expiresAt, and will not renew it', async () => {
    const { token, email } = await newCustomer(shop, 'expiry');
    shop.emulator.services.db.sqlite
      .prepare(
        "UPDATE customer_access_tokens SET expires_at = '2020-01-01T00:00:00Z' WHERE customer_id = (SELECT id FROM customers WHERE email = ?)",
      )
      .run(email);
    expect((await shop.graphql(CUSTOMER_QUERY, { token })).body.data.customer).toBeNull();
    const renewed = (
      await shop.graphql(
        `mutation($token: String!) { customerAccessTokenRenew(customerAccessToken: $token) { customerAccessToken { accessToken } userErrors { message } } }`,
        { token },
      )
    ).body.data.customerAccessTokenRenew;
    expect(renewed).toEqual({ customerAccessToken: null, userErrors: [{ message: 'Access token does not exist' }] });
  });
});

describe('customerAccessTokenDelete and customerAccessTokenRenew', () => {
  const DELETE = `mutation SignOut($token: String!) { customerAccessTokenDelete(customerAccessToken: $token) { deletedAccessToken deletedCustomerAccessTokenId userErrors { field message } } }`;
  const RENEW = `mutation Renew($token: String!) { customerAccessTokenRenew(customerAccessToken: $token) { customerAccessToken { accessToken expiresAt } userErrors { field message } } }`;

  it('deletes a token once; the customer is then unknown to it', async () => {
    const { token } = await newCustomer(shop, 'signout');
    const first = (await shop.graphql(DELETE, { token })).body.data.customerAccessTokenDelete;
    expect(first).toMatchObject({ deletedAccessToken: token, userErrors: [] });
    expect(first.deletedCustomerAccessTokenId).toMatch(/^gid:\/\/shopify\/CustomerAccessToken\/\d+$/);
    expect((await shop.graphql(CUSTOMER_QUERY, { token })).body.data.customer).toBeNull();
    const second = (await shop.graphql(DELETE, { token })).body.data.customerAccessTokenDelete;
    expect(second).toEqual({
      deletedAccessToken: null,
      deletedCustomerAccessTokenId: null,
      userErrors: [{ field: null, message: 'Access token does not exist' }],
    });
  });

  it('renews a live token and refuses an unknown one', async () => {
    const { token } = await newCustomer(shop, 'renew');
    const renewed = (await shop.graphql(RENEW, { token })).body.data.customerAccessTokenRenew;
    expect(renewed.userErrors).toEqual([]);
    expect(renewed.customerAccessToken.accessToken).toBe(token);
    expect(Date.parse(renewed.customerAccessToken.expiresAt)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const unknown = (await shop.graphql(RENEW, { token: '0'.repeat(32) })).body.data.customerAccessTokenRenew;
    expect(unknown).toEqual({ customerAccessToken: null, userErrors: [{ field: null, message: 'Access token does not exist' }] });
  });
});

describe('customerUpdate', () => {
  const UPDATE = `mutation Update($token: String!, $customer: CustomerUpdateInput!) {
    customerUpdate(customerAccessToken: $token, customer: $customer) { customer { email firstName lastName phone acceptsMarketing } customerAccessToken { accessToken expiresAt } ${ERRORS} }
  }`;

  it('changes the profile and keeps the session when the password is unchanged', async () => {
    const { token } = await newCustomer(shop, 'profile');
    const email = uniqueEmail('profile-new');
    const payload = (
      await shop.graphql(UPDATE, {
        token,
        customer: { firstName: 'Grace', lastName: 'Hopper', email, phone: '+1 212 555 0199', acceptsMarketing: true },
      })
    ).body.data.customerUpdate;
    expect(payload.customerUserErrors).toEqual([]);
    expect(payload.customer).toEqual({ email, firstName: 'Grace', lastName: 'Hopper', phone: '+12125550199', acceptsMarketing: true });
    expect(payload.customerAccessToken).toBeNull();
    expect((await shop.graphql(CUSTOMER_QUERY, { token })).body.data.customer.email).toBe(email);
  });

  it('issues a new token on a password change and revokes every old one', async () => {
    const customer = await newCustomer(shop, 'password');
    const second = await signIn(shop, customer.email, customer.password);
    const payload = (await shop.graphql(UPDATE, { token: customer.token, customer: { password: 'a-new-secret' } })).body.data
      .customerUpdate;
    expect(payload.customerUserErrors).toEqual([]);
    const fresh = payload.customerAccessToken.accessToken;
    expect(fresh).toMatch(/^[a-f0-9]{32}$/);
    for (const old of [customer.token, second]) expect((await shop.graphql(CUSTOMER_QUERY, { token: old })).body.data.customer).toBeNull();
    expect((await shop.graphql(CUSTOMER_QUERY, { token: fresh })).body.data.customer.email).toBe(customer.email);
    expect(
      (await shop.graphql(TOKEN_CREATE, { input: { email: customer.email, password: customer.password } })).body.data
        .customerAccessTokenCreate.customerUserErrors[0].code,
    ).toBe('UNIDENTIFIED_CUSTOMER');
    await signIn(shop, customer.email, 'a-new-secret');
  });

  it('reports errors with customer.* fields and changes nothing', async () => {
    const { token, email } = await newCustomer(shop, 'update-errors');
    const payload = (
      await shop.graphql(UPDATE, { token, customer: { email: 'giulia@example.com', firstName: '<img src=x onerror=alert(1)>' } })
    ).body.data.customerUpdate;
    expect(payload.customer).toBeNull();
    expect(payload.customerUserErrors).toEqual([
      { code: 'CONTAINS_HTML_TAGS', field: ['customer', 'firstName'], message: expect.any(String) },
    ]);
    const taken = (await shop.graphql(UPDATE, { token, customer: { email: 'giulia@example.com' } })).body.data.customerUpdate;
    expect(taken.customerUserErrors).toEqual([{ code: 'TAKEN', field: ['customer', 'email'], message: 'Email has already been taken' }]);
    const short = (await shop.graphql(UPDATE, { token, customer: { password: 'abc' } })).body.data.customerUpdate;
    expect(short.customerUserErrors).toEqual([expect.objectContaining({ code: 'TOO_SHORT', field: ['customer', 'password'] })]);
    expect((await shop.graphql(CUSTOMER_QUERY, { token })).body.data.customer).toMatchObject({ email, firstName: 'Test' });
  });

  it('answers an unknown token with UNIDENTIFIED_CUSTOMER', async () => {
    const payload = (await shop.graphql(UPDATE, { token: 'nope', customer: { firstName: 'X' } })).body.data.customerUpdate;
    expect(payload).toMatchObject({
      customer: null,
      customerUserErrors: [{ code: 'UNIDENTIFIED_CUSTOMER', field: ['customerAccessToken'], message: 'Unidentified customer' }],
    });
  });
});

describe('the cart buyer identity', () => {
  it('attaches the customer of a customerAccessToken to a new cart', async () => {
    const token = await signIn(shop, 'james@example.com', 'bottega-demo');
    const { body } = await shop.graphql(
      `mutation($input: CartInput!) { cartCreate(input: $input) { cart { id buyerIdentity { customer { email displayName } } } userErrors { code field message } } }`,
      { input: { buyerIdentity: { customerAccessToken: token } } },
    );
    expect(body.data.cartCreate.userErrors).toEqual([]);
    expect(body.data.cartCreate.cart.buyerIdentity.customer).toEqual({ email: 'james@example.com', displayName: 'James Whitfield' });
  });
});
