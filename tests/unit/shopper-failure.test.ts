// No developer text reaches a shopper: every account operation, fed each way the Storefront API or
// Hydrogen can fail as a whole, answers in the shop's words (and the log gets the detail).
import { commonMessages } from '~/core/texts/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import * as sessionApi from '~/accounts/storefront-api-customer.server';
import * as changesApi from '~/accounts/storefront-api-changes.server';

const api = { ...sessionApi, ...changesApi };
import { shopperFailure } from '~/core/failures/storefront-failure.server';
import { accountMessages, messages } from '~/texts';
import { AppSession } from '~/core/request/session.server';
import { DEFAULT_I18N } from '~/core/locale/locale';
import '~/languages.server';

const DEVELOPER_TEXT = /h2:|Request ID|\bat [\w.<>]+ \(|GraphQL|THROTTLED|limit exceeded|API response/i;

const FAILURES: Array<[string, () => Promise<unknown>]> = [
  [
    'a top-level error with Hydrogen’s prefix',
    async () => ({ errors: [{ message: '[h2:error:storefront.mutation] Internal error. - Request ID: 1a2b' }] }),
  ],
  [
    'a throttled answer',
    async () => ({
      errors: [
        { message: '[h2:error:storefront.mutation] Login attempt limit exceeded. - Request ID: 1a2b', extensions: { code: 'THROTTLED' } },
      ],
    }),
  ],
  [
    'a thrown non-2xx answer',
    async () => Promise.reject(new Error('[h2:error:storefront.mutation] API response error: 500 - Request ID: 1a2b')),
  ],
  ['a thrown 429', async () => Promise.reject(new Error('[h2:error:storefront.mutation] API response error: 429 - Request ID: 1a2b'))],
  ['a network failure', async () => Promise.reject(new TypeError('fetch failed'))],
];

async function failingContext(answer: () => Promise<unknown>) {
  const session = await AppSession.init(new Request('https://bottega.example/'), ['test-secret']);
  session.set('customerAccessToken', 'a'.repeat(32));
  const storefront = { CacheNone: () => ({}), mutate: answer, query: answer };
  return { storefront, session, cart: { getCartId: () => undefined }, locale: DEFAULT_I18N } as unknown as Pick<
    AppLoadContext,
    'storefront' | 'session' | 'cart' | 'locale'
  >;
}

const ADDRESS = {
  firstName: 'G',
  lastName: 'R',
  company: '',
  address1: 'Via Roma 1',
  address2: '',
  city: 'Firenze',
  country: 'IT',
  province: 'FI',
  zip: '50100',
  phone: '',
};
const OPERATIONS: Array<[string, (context: Awaited<ReturnType<typeof failingContext>>) => Promise<unknown>]> = [
  ['sign in', (context) => api.signIn(context, 'giulia@example.com', 'bottega-demo')],
  [
    'register',
    (context) =>
      api.register(context, { firstName: 'G', lastName: 'R', email: 'g@example.com', password: 'cuoio-1234', acceptsMarketing: false }),
  ],
  ['recover', (context) => api.recover(context, 'g@example.com')],
  ['reset', (context) => api.resetPassword(context, '1', 'token', 'cuoio-1234')],
  ['reset by url', (context) => api.resetPasswordByUrl(context, 'https://bottega.example/account/reset/1/t', 'cuoio-1234')],
  ['activate', (context) => api.activateByUrl(context, 'https://bottega.example/account/activate/1/t', 'cuoio-1234')],
  ['sign out', (context) => api.signOut(context)],
  [
    'profile',
    (context) =>
      api.updateProfile(context, 'a'.repeat(32), 'g@example.com', {
        firstName: 'G',
        lastName: 'R',
        email: 'g@example.com',
        phone: '',
        acceptsMarketing: false,
        newPassword: 'nuova-1234',
        currentPassword: 'x',
      }),
  ],
  ['add address', (context) => api.createAddress(context, 'a'.repeat(32), ADDRESS, false)],
  ['edit address', (context) => api.updateAddress(context, 'a'.repeat(32), 'gid://shopify/MailingAddress/1', ADDRESS, false)],
  ['delete address', (context) => api.deleteAddress(context, 'a'.repeat(32), 'gid://shopify/MailingAddress/1')],
  ['default address', (context) => api.setDefaultAddress(context, 'a'.repeat(32), 'gid://shopify/MailingAddress/1')],
];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('account operations when the service fails as a whole', () => {
  for (const [failure, answer] of FAILURES) {
    it.each(OPERATIONS)(`%s answers ${failure} in the shop’s words`, async (_name, operation) => {
      const outcome = (await operation(await failingContext(answer))) as { ok: boolean; message: string; status: number };
      expect(outcome.ok).toBe(false);
      expect(outcome.message).not.toMatch(DEVELOPER_TEXT);
      expect([
        messages.tryAgainLater(messages.somethingWentWrong),
        accountMessages.signInThrottled,
        commonMessages.tooManyAttempts,
      ]).toContain(outcome.message);
      expect(outcome.status).toBeGreaterThanOrEqual(429);
    });
  }
});

describe('shopperFailure', () => {
  it('says 429 with the wording asked for when the service throttled, else the general wording', () => {
    const throttled = { errors: [{ message: 'x', extensions: { code: 'THROTTLED' } }] };
    expect(shopperFailure(throttled, DEFAULT_I18N, { throttled: accountMessages.signInThrottled })).toEqual({
      status: 429,
      message: accountMessages.signInThrottled,
    });
    expect(shopperFailure(throttled, DEFAULT_I18N)).toEqual({ status: 429, message: commonMessages.tooManyAttempts });
  });

  it('says 502 when the service answered with an error and 503 when it did not answer', () => {
    expect(shopperFailure({ errors: [{ message: 'Internal error' }] }, DEFAULT_I18N)).toEqual({
      status: 502,
      message: messages.tryAgainLater(messages.somethingWentWrong),
    });
    expect(shopperFailure({ thrown: new TypeError('fetch failed') }, DEFAULT_I18N)).toEqual({
      status: 503,
      message: messages.tryAgainLater(messages.somethingWentWrong),
    });
    expect(shopperFailure({ thrown: new TypeError('fetch failed') }, { country: 'IT', language: 'IT' }).message).toBe(
      'Qualcosa non ha funzionato. Riprova più tardi.',
    );
  });

  it('logs one line with the developer text, never a stack', () => {
    const error = vi.mocked(console.error);
    shopperFailure({ thrown: new Error('[h2:error:storefront.mutation] API response error: 500 - Request ID: 1a2b') }, DEFAULT_I18N);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0].join(' ')).toContain('Request ID: 1a2b');
    expect(error.mock.calls[0].join(' ')).not.toMatch(/\n\s+at /);
  });
});
