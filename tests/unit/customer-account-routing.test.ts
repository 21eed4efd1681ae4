// The local runtime's stand-in for shopify.com (Customer Account API mode): which account mode the
// environment chooses, and how the browser's and the worker's way to shopify.com reach the emulator
// (scripts/shopify-com.js, called as workerd calls it, before a stand-in for the storefront).
import { describe, expect, it } from 'vitest';
import { accountsFlag, planServices, StartupError, workerEnv } from '../../scripts/local-env.ts';
import { LOCAL_CUSTOMER_ACCOUNT } from '../../emulators/shopify/customer-account/client.ts';
import { issueCredentials } from '../../emulators/credentials.ts';
import standIn, { shopifyCom, toEmulator } from '../../scripts/shopify-com.js';

const EMULATOR = 'http://127.0.0.1:3100';
const EMULATORS = { url: EMULATOR, credentials: issueCredentials() };

describe('the account mode', () => {
  it('is legacy by default and the Customer Account API with ACCOUNTS=new, with the emulator as its client', () => {
    expect(planServices({}).localCustomerAccounts).toBe(false);
    const plan = planServices({ ACCOUNTS: 'new' });
    expect(plan.localCustomerAccounts).toBe(true);
    const env = workerEnv(plan, EMULATORS, { ACCOUNTS: 'new' });
    expect(env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID).toBe(LOCAL_CUSTOMER_ACCOUNT.clientId);
    expect(env.SHOP_ID).toBe(LOCAL_CUSTOMER_ACCOUNT.shopId);
    expect(workerEnv(planServices({}), EMULATORS, { SHOP_ID: '1', PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'x' }).SHOP_ID).toBeUndefined();
  });

  it('reads --accounts=new and --accounts new, and refuses what it cannot run', () => {
    expect(accountsFlag(['--accounts=new'])).toBe('new');
    expect(accountsFlag(['--port', '1', '--accounts', 'legacy'])).toBe('legacy');
    expect(accountsFlag([])).toBeUndefined();
    expect(() => planServices({ ACCOUNTS: 'newest' })).toThrow(StartupError);
    expect(() => planServices({ ACCOUNTS: 'new', PUBLIC_STORE_DOMAIN: 'shop.myshopify.com' })).toThrow(
      /PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID and SHOP_ID/,
    );
    expect(
      planServices({ ACCOUNTS: 'new', PUBLIC_STORE_DOMAIN: 'shop.myshopify.com', SHOP_ID: '1', PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'x' })
        .localCustomerAccounts,
    ).toBe(false);
  });
});

/** shopify.com's stand-in in front of a storefront that answers `answer`. */
function beforeStorefront(answer: () => Response, emulatorUrl = EMULATOR) {
  return (request: Request) => standIn.fetch(request, { EMULATOR_URL: emulatorUrl, FRONT: { fetch: async () => answer() } });
}

describe('shopify.com in Customer Account API mode', () => {
  it('points shopify.com URLs, and only those, at the emulator', () => {
    expect(toEmulator('https://shopify.com/authentication/1/oauth/authorize?x=1', EMULATOR)).toBe(
      `${EMULATOR}/authentication/1/oauth/authorize?x=1`,
    );
    expect(toEmulator('https://shopify.com.evil.example/x', EMULATOR)).toBeNull();
    expect(toEmulator('https://cdn.shopify.com/x', EMULATOR)).toBeNull();
  });

  it('rewrites the Location and the CSP of an answer, leaving other headers alone', async () => {
    const call = beforeStorefront(
      () =>
        new Response(null, {
          status: 302,
          headers: {
            Location: 'https://shopify.com/authentication/1/logout',
            'Content-Security-Policy': "form-action 'self' https://shopify.com",
            Link: '<https://shopify.com/x>',
          },
        }),
    );
    const answer = await call(new Request('http://localhost/account/logout', { method: 'POST' }));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`${EMULATOR}/authentication/1/logout`);
    expect(answer.headers.get('content-security-policy')).toBe(`form-action 'self' ${EMULATOR}`);
    expect(answer.headers.get('link')).toBe('<https://shopify.com/x>');
  });

  it('rewrites the target of a single-fetch redirect, which travels in the body', async () => {
    const payload = '[["SingleFetchRedirect",1],"redirect","https://shopify.com/authentication/1/logout?a=b"]';
    const call = beforeStorefront(() => new Response(payload, { status: 202, headers: { 'content-length': '92' } }));
    const answer = await call(new Request('http://localhost/account/logout.data', { method: 'POST' }));
    expect(await answer.text()).toContain(`"${EMULATOR}/authentication/1/logout?a=b"`);
    expect(answer.headers.get('content-length')).toBeNull();
  });

  it('leaves other answers alone', async () => {
    const call = beforeStorefront(() => new Response('[["SingleFetchRedirect",1],"redirect","https://shopify.com/x"]', { status: 200 }));
    const answer = await call(new Request('http://localhost/account.data'));
    expect(await answer.text()).toContain('"https://shopify.com/x"');
  });

  it('sends the worker’s own shopify.com calls to the emulator, and every other call on its way', async () => {
    const reached: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: Request) => (reached.push(input.url), new Response('ok'))) as typeof fetch;
    try {
      await shopifyCom.fetch(new Request('https://shopify.com/authentication/1/oauth/token', { method: 'POST' }), {
        EMULATOR_URL: EMULATOR,
      });
      await shopifyCom.fetch(new Request('https://cdn.shopify.com/x'), { EMULATOR_URL: EMULATOR });
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(reached).toEqual([`${EMULATOR}/authentication/1/oauth/token`, 'https://cdn.shopify.com/x']);
  });
});
