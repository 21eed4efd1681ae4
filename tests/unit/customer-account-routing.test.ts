// The local runtime's stand-in for shopify.com (Customer Account API mode): which account mode the
// environment chooses, and how the front door points the browser's way to shopify.com at the emulator.
import { describe, expect, it } from 'vitest';
import { accountsFlag, planServices, StartupError, workerEnv } from '../../scripts/local-env.ts';
import { withEmulatedShopifyCom, withOriginalUrl } from '../../scripts/front-door.ts';
import { rewriteShopifyComUrls, toEmulator } from '../../scripts/shopify-com.ts';
import { LOCAL_CUSTOMER_ACCOUNT } from '../../emulators/shopify/customer-account/client.ts';
import { issueCredentials } from '../../emulators/credentials.ts';

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

describe('shopify.com for the browser', () => {
  it('points shopify.com URLs, and only those, at the emulator', () => {
    expect(toEmulator('https://shopify.com/authentication/1/oauth/authorize?x=1', EMULATOR)).toBe(
      `${EMULATOR}/authentication/1/oauth/authorize?x=1`,
    );
    expect(toEmulator('https://shopify.com.evil.example/x', EMULATOR)).toBeNull();
    expect(toEmulator('https://cdn.shopify.com/x', EMULATOR)).toBeNull();
    expect(
      rewriteShopifyComUrls('[["SingleFetchRedirect",1],"redirect","https://shopify.com/authentication/1/logout?a=b"]', EMULATOR),
    ).toContain(`"${EMULATOR}/authentication/1/logout?a=b"`);
  });

  it('rewrites the Location and the CSP of an answer, leaving other headers alone', () => {
    const headers = [
      'Location',
      'https://shopify.com/authentication/1/logout',
      'Content-Security-Policy',
      "form-action 'self' https://shopify.com",
      'Link',
      '<https://shopify.com/x>',
    ];
    expect(withEmulatedShopifyCom(headers, EMULATOR)).toEqual([
      'Location',
      `${EMULATOR}/authentication/1/logout`,
      'Content-Security-Policy',
      `form-action 'self' ${EMULATOR}`,
      'Link',
      '<https://shopify.com/x>',
    ]);
    expect(withEmulatedShopifyCom(headers, undefined)).toBe(headers);
  });

  it('tells the worker a TLS request was https, and never passes on a URL a client claimed', () => {
    expect(withOriginalUrl({ host: 'localhost:3000', 'mf-original-url': 'https://evil.example/' }, true, '/account')).toEqual({
      host: 'localhost:3000',
      'mf-original-url': 'https://localhost:3000/account',
    });
    expect(withOriginalUrl({ host: 'localhost:3000', 'mf-original-url': 'https://evil.example/' }, false, '/account')).toEqual({
      host: 'localhost:3000',
    });
  });
});
