// Which account mode the environment chooses for the local runtime (local-edge.test.ts covers how
// the browser's and the worker's way to shopify.com reach the emulator in Customer Account API mode).
import { describe, expect, it } from 'vitest';
import { accountsFlag, planServices, StartupError, workerEnv } from '../../scripts/local-env.ts';
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
