import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The account journeys in the Customer Account API mode: the same build served with ACCOUNTS=new,
 * over https (Hydrogen's sign-in comes back only to an https origin; the certificate is the local
 * self-signed one), signing in on the emulator's hosted page with a code from its outbox.
 */
const port = Number(process.env.E2E_PORT ?? 3300);

export default defineConfig({
  ...base,
  // Six journeys on one shop: not worth a second one.
  workers: 1,
  testDir: 'tests/e2e-customer-accounts',
  globalSetup: './tests/e2e-customer-accounts/global-setup.ts',
  outputDir: `test-results/e2e-customer-accounts-${port}`,
  use: { ...base.use, baseURL: `https://localhost:${port}`, ignoreHTTPSErrors: true },
});
