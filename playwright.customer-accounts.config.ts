import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { localTls } from './scripts/local-tls.ts';

/**
 * The account journeys in the Customer Account API mode: the same build served with ACCOUNTS=new,
 * over https (Hydrogen's sign-in comes back only to an https origin; the certificate is the local
 * self-signed one), signing in on the emulator's hosted page with a code from its outbox.
 */
const port = Number(process.env.E2E_PORT ?? 3300);

/**
 * Chromium trusts the local certificate by its public key, from launch: no certificate error ever
 * arises. With only Playwright's `ignoreHTTPSErrors`, each connection met the error and restarted
 * past it, and once in a few runs the restarts went on until Chromium gave up on a navigation with
 * ERR_TOO_MANY_RETRIES ("retried too many times due to authentication or invalid certificates").
 */
const { certFile } = localTls();
const publicKey = new X509Certificate(readFileSync(certFile)).publicKey.export({ type: 'spki', format: 'der' });
const trustLocalCertificate = `--ignore-certificate-errors-spki-list=${createHash('sha256').update(publicKey).digest('base64')}`;

export default defineConfig({
  ...base,
  // Six journeys on one shop: not worth a second one.
  workers: 1,
  testDir: 'tests/e2e-customer-accounts',
  globalSetup: './tests/e2e-customer-accounts/global-setup.ts',
  outputDir: `test-results/e2e-customer-accounts-${port}`,
  use: {
    ...base.use,
    baseURL: `https://localhost:${port}`,
    launchOptions: { ...base.use?.launchOptions, args: [...(base.use?.launchOptions?.args ?? []), trustLocalCertificate] },
  },
});
