// The session transitions of spec section 4 and the failure texts of section 8, against a scripted
// Storefront API: the answers the emulator never gives (a token without a customer, a sign-in
// without a token) are exactly the ones worth pinning down.
import { commonMessages } from '~/core/texts/common';
import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { register, signIn, signOut, recover, activateByUrl } from '~/accounts/storefront-api-customer.server';
import { getCustomerToken, setCustomerToken } from '~/accounts/customer-session.server';
import { accountMessages, messages } from '~/texts';
import { AppSession } from '~/core/request/session.server';
import { DEFAULT_I18N } from '~/core/locale/locale';

type Answer = Record<string, unknown>;

async function fakeContext(answers: { mutate?: Array<Answer | Error>; query?: Answer[] }) {
  const mutate = [...(answers.mutate ?? [])];
  const query = [...(answers.query ?? [])];
  const calls: string[] = [];
  const session = await AppSession.init(new Request('https://bottega.example/'), ['test-secret']);
  const storefront = {
    CacheNone: () => ({ mode: 'no-store' }),
    mutate: async (document: string) => {
      calls.push(/mutation (\w+)/.exec(document)![1]);
      const next = mutate.shift();
      if (!next) throw new Error('unexpected mutation');
      if (next instanceof Error) throw next;
      return next;
    },
    query: async (document: string) => {
      calls.push(/query (\w+)/.exec(document)![1]);
      return query.shift() ?? { customer: null };
    },
  };
  const cart = { getCartId: () => undefined };
  const context = { storefront, session, cart, locale: DEFAULT_I18N } as unknown as Pick<
    AppLoadContext,
    'storefront' | 'session' | 'cart' | 'locale'
  >;
  return { context, calls, session };
}

const TOKEN = { accessToken: 'a'.repeat(32), expiresAt: '2099-01-01T00:00:00Z' };
const CUSTOMER = { customer: { id: 'gid://shopify/Customer/1', email: 'giulia@example.com' } };

describe('sign in', () => {
  it('keeps the token and loads the customer', async () => {
    const { context, calls } = await fakeContext({
      mutate: [{ customerAccessTokenCreate: { customerAccessToken: TOKEN, customerUserErrors: [] } }],
      query: [CUSTOMER],
    });
    const outcome = await signIn(context, 'giulia@example.com', 'bottega-demo');
    expect(outcome.ok).toBe(true);
    expect(calls).toEqual(['CustomerAccessTokenCreate', 'Customer']);
    expect(getCustomerToken(context)).toBe(TOKEN.accessToken);
  });

  it("says '{message}. Please try again later.' with the service's first error", async () => {
    const { context } = await fakeContext({
      mutate: [
        {
          customerAccessTokenCreate: {
            customerAccessToken: null,
            customerUserErrors: [{ code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer' }],
          },
        },
      ],
    });
    expect(await signIn(context, 'giulia@example.com', 'x')).toEqual({
      ok: false,
      status: 401,
      message: 'Unidentified customer. Please try again later.',
    });
    expect(getCustomerToken(context)).toBeNull();
  });

  it("says 'Authentication failed. Please try to sign in again.' when no token comes back", async () => {
    const { context } = await fakeContext({
      mutate: [{ customerAccessTokenCreate: { customerAccessToken: null, customerUserErrors: [] } }],
    });
    expect(await signIn(context, 'giulia@example.com', 'x')).toMatchObject({ ok: false, message: messages.loginNoAuth });
  });

  it("says 'No customer data found.' when the token finds no customer, and stays signed out", async () => {
    const { context } = await fakeContext({
      mutate: [{ customerAccessTokenCreate: { customerAccessToken: TOKEN, customerUserErrors: [] } }],
      query: [{ customer: null }],
    });
    expect(await signIn(context, 'giulia@example.com', 'x')).toMatchObject({ ok: false, message: messages.noCustomer });
    expect(getCustomerToken(context)).toBeNull();
  });

  it("answers the service's THROTTLED error with a 429 in the shop's words, not the API's", async () => {
    // What Hydrogen hands back: the API's message behind its own prefix, with the request id after it.
    const { context } = await fakeContext({
      mutate: [
        {
          customerAccessTokenCreate: null,
          errors: [
            {
              message: '[h2:error:storefront.mutation] Login attempt limit exceeded. Please try again later. - Request ID: 5f1c-77',
              extensions: { code: 'THROTTLED' },
            },
          ],
        },
      ],
    });
    expect(await signIn(context, 'giulia@example.com', 'x')).toEqual({ ok: false, status: 429, message: accountMessages.signInThrottled });
  });

  it('reads a 429 that Hydrogen throws as the same limit', async () => {
    const { context } = await fakeContext({
      mutate: [new Error('[h2:error:storefront.mutation] API response error: 429 - Request ID: 5f1c-77')],
    });
    expect(await signIn(context, 'giulia@example.com', 'x')).toEqual({ ok: false, status: 429, message: accountMessages.signInThrottled });
  });

  it('answers 503 when the service cannot be reached', async () => {
    const { context } = await fakeContext({});
    expect(await signIn(context, 'giulia@example.com', 'x')).toMatchObject({
      ok: false,
      status: 503,
      message: messages.tryAgainLater(messages.somethingWentWrong),
    });
  });
});

describe('register', () => {
  const input = { firstName: 'Giulia', lastName: 'Rossi', email: 'g@example.com', password: 'cuoio-1234', acceptsMarketing: false };

  it('creates the customer, then a token from the same email and password', async () => {
    const { context, calls } = await fakeContext({
      mutate: [
        { customerCreate: { customer: { id: 'gid://shopify/Customer/9' }, customerUserErrors: [] } },
        { customerAccessTokenCreate: { customerAccessToken: TOKEN, customerUserErrors: [] } },
      ],
      query: [CUSTOMER],
    });
    expect((await register(context, input)).ok).toBe(true);
    expect(calls).toEqual(['CustomerCreate', 'CustomerAccessTokenCreate', 'Customer']);
    expect(getCustomerToken(context)).toBe(TOKEN.accessToken);
  });

  it('fails when no customer id comes back', async () => {
    const { context, calls } = await fakeContext({ mutate: [{ customerCreate: { customer: null, customerUserErrors: [] } }] });
    expect((await register(context, input)).ok).toBe(false);
    expect(calls).toEqual(['CustomerCreate']);
  });

  it("says '{message}. Please try again later.' with the first user error", async () => {
    const { context } = await fakeContext({
      mutate: [
        {
          customerCreate: {
            customer: null,
            customerUserErrors: [{ code: 'TAKEN', field: ['input', 'email'], message: 'Email has already been taken' }],
          },
        },
      ],
    });
    expect(await register(context, input)).toEqual({
      ok: false,
      status: 400,
      field: 'email',
      message: 'Email has already been taken. Please try again later.',
    });
  });

  it("says 'Authentication failed. Please try to login instead.' when the new account gets no token", async () => {
    const { context } = await fakeContext({
      mutate: [
        { customerCreate: { customer: { id: 'gid://shopify/Customer/9' }, customerUserErrors: [] } },
        { customerAccessTokenCreate: { customerAccessToken: null, customerUserErrors: [] } },
      ],
    });
    expect(await register(context, input)).toMatchObject({ ok: false, message: messages.registerNoAuth });
  });
});

describe('recover, reset and activate', () => {
  it('recovery succeeds with the spec text, or fails with the first customer error, else the first general error', async () => {
    const ok = await fakeContext({ mutate: [{ customerRecover: { customerUserErrors: [], userErrors: [] } }] });
    expect(await recover(ok.context, 'g@example.com')).toEqual({ ok: true, message: messages.recoverSuccess });
    const customerError = await fakeContext({
      mutate: [
        {
          customerRecover: {
            customerUserErrors: [{ code: 'CUSTOMER_DISABLED', field: ['email'], message: 'Customer is disabled' }],
            userErrors: [{ field: null, message: 'Other' }],
          },
        },
      ],
    });
    expect(await recover(customerError.context, 'g@example.com')).toMatchObject({
      ok: false,
      status: 400,
      message: 'Customer is disabled',
    });
    const generalError = await fakeContext({
      mutate: [{ customerRecover: { customerUserErrors: [], userErrors: [{ field: null, message: 'General failure' }] } }],
    });
    expect(await recover(generalError.context, 'g@example.com')).toMatchObject({ ok: false, message: 'General failure' });
  });

  it('answers an email with no account exactly as one with an account (no enumeration)', async () => {
    const unknown = await fakeContext({
      mutate: [
        {
          customerRecover: {
            customerUserErrors: [{ code: 'UNIDENTIFIED_CUSTOMER', field: ['email'], message: 'Could not find customer' }],
            userErrors: [{ field: ['email'], message: 'Could not find customer' }],
          },
        },
      ],
    });
    const known = await fakeContext({ mutate: [{ customerRecover: { customerUserErrors: [], userErrors: [] } }] });
    expect(await recover(unknown.context, 'nobody@example.com')).toEqual(await recover(known.context, 'giulia@example.com'));
  });

  it("answers the service's recovery limit in the shop's words", async () => {
    const { context } = await fakeContext({
      mutate: [
        {
          customerRecover: null,
          errors: [
            {
              message: '[h2:error:storefront.mutation] Resetting password limit exceeded. Please try again later. - Request ID: 9',
              extensions: { code: 'THROTTLED' },
            },
          ],
        },
      ],
    });
    expect(await recover(context, 'g@example.com')).toEqual({ ok: false, status: 429, message: commonMessages.tooManyAttempts });
  });

  it('activation signs the customer in with the returned token, or fails with the first error', async () => {
    const ok = await fakeContext({
      mutate: [{ customerActivateByUrl: { customerAccessToken: TOKEN, customerUserErrors: [] } }],
      query: [CUSTOMER],
    });
    expect((await activateByUrl(ok.context, 'https://bottega.example/account/activate/1/abc', 'cuoio-1234')).ok).toBe(true);
    expect(getCustomerToken(ok.context)).toBe(TOKEN.accessToken);
    const bad = await fakeContext({
      mutate: [
        {
          customerActivateByUrl: {
            customerAccessToken: null,
            customerUserErrors: [{ code: 'TOKEN_INVALID', field: ['activationUrl'], message: 'Invalid activation token' }],
          },
        },
      ],
    });
    expect(await activateByUrl(bad.context, 'https://bottega.example/account/activate/1/abc', 'cuoio-1234')).toMatchObject({
      ok: false,
      message: 'Invalid activation token',
    });
    expect(getCustomerToken(bad.context)).toBeNull();
  });
});

describe('logout (spec section 4)', () => {
  it('clears the session when the service returns the deleted token', async () => {
    const { context } = await fakeContext({
      mutate: [{ customerAccessTokenDelete: { deletedAccessToken: TOKEN.accessToken, userErrors: [] } }],
    });
    setCustomerToken(context, TOKEN);
    expect(await signOut(context)).toEqual({ ok: true });
    expect(getCustomerToken(context)).toBeNull();
  });

  it('clears the session when the service returns nothing', async () => {
    const { context } = await fakeContext({ mutate: [{ customerAccessTokenDelete: null }] });
    setCustomerToken(context, TOKEN);
    expect(await signOut(context)).toEqual({ ok: true });
    expect(getCustomerToken(context)).toBeNull();
  });

  it('shows the user error and keeps the session while the token still works', async () => {
    const { context } = await fakeContext({
      mutate: [{ customerAccessTokenDelete: { deletedAccessToken: null, userErrors: [{ field: null, message: 'Could not sign out' }] } }],
      query: [CUSTOMER],
    });
    setCustomerToken(context, TOKEN);
    expect(await signOut(context)).toMatchObject({ ok: false, message: 'Could not sign out' });
    expect(getCustomerToken(context)).toBe(TOKEN.accessToken);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax and Secure over https', async () => {
    const session = await AppSession.init(new Request('https://bottega.example/account'), ['test-secret']);
    setCustomerToken({ session } as unknown as Pick<AppLoadContext, 'session'>, TOKEN);
    const cookie = await session.commit();
    expect(cookie).toMatch(/^bottega_session=/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Secure/);
  });

  it('treats an expired token as signed out and drops it', async () => {
    const session = await AppSession.init(new Request('https://bottega.example/'), ['test-secret']);
    const context = { session } as unknown as Pick<AppLoadContext, 'session'>;
    setCustomerToken(context, { accessToken: TOKEN.accessToken, expiresAt: '2000-01-01T00:00:00Z' });
    expect(getCustomerToken(context)).toBeNull();
    expect(session.get('customerAccessToken')).toBeUndefined();
  });
});
