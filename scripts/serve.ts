// Serves the production build (dist/) in workerd through mini-oxygen, with the emulators for
// every service that is not configured. `npm start` builds first, then runs this.
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { dirname, join, resolve } from 'node:path';
import { createMiniOxygen } from '@shopify/mini-oxygen';
import { accountsFlag, loadDotEnv, needsEmulators, planServices, sessionSecret, StartupError, workerEnv } from './local-env.ts';
import { localTls } from './local-tls.ts';
import { SHOPIFY_COM_ROUTER, shopifyComRouter } from './shopify-com.ts';
import { startEmulators } from '../emulators/server.ts';
import { readConfig } from '../emulators/config.ts';
import { freePort } from './free-port.ts';
import { openFrontDoor } from './front-door.ts';
import { COMPATIBILITY_DATE, COMPATIBILITY_FLAGS } from '../deploy/runtime.ts';

export interface ServeOptions {
  port?: number;
  /** The environment to read services from; tests pass their own instead of process.env. */
  env?: NodeJS.ProcessEnv;
  quiet?: boolean;
  /** Receives each line the worker writes instead of this process's stdout (tests read the log). */
  log?: (line: string) => void;
}

export async function serve({
  port = Number(process.env.PORT ?? 3000),
  env: sourceEnv = process.env,
  quiet = false,
  log,
}: ServeOptions = {}) {
  const plan = planServices(sourceEnv);
  // Refuse a forgeable session before starting anything (workerEnv applies the same rule).
  sessionSecret(plan, sourceEnv.SESSION_SECRET);
  const buildDir = resolve(sourceEnv.BOTTEGA_BUILD_DIR ?? 'dist');
  const workerFile = join(buildDir, 'server', 'index.js');
  if (!existsSync(workerFile)) throw new Error('No build found: run `npm run build` first.');

  // The Customer Account API only signs in to an https storefront (Hydrogen sends an https callback),
  // so with it the front door answers https (local-tls.ts).
  const customerAccountApi = plan.localCustomerAccounts || Boolean(sourceEnv.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID && sourceEnv.SHOP_ID);
  const tls = customerAccountApi ? localTls() : undefined;
  // Mail from the emulators links here; tests pin the exact origin their browser uses.
  const storefrontUrl = sourceEnv.STOREFRONT_URL ?? `${tls ? 'https' : 'http'}://localhost:${port}`;
  const emulators = needsEmulators(plan) ? await startEmulators({ ...readConfig(sourceEnv), storefrontUrl }, { quiet }) : null;
  const env = workerEnv(plan, emulators, sourceEnv, { frontDoor: true });

  // Mini-oxygen listens on a private port; shoppers come in through the front door (see front-door.ts).
  const workerPort = await freePort();
  const miniOxygen = createMiniOxygen({
    port: workerPort,
    host: '127.0.0.1',
    workers: [
      {
        name: 'bottega',
        modulesRoot: dirname(workerFile),
        modules: [{ type: 'ESModule', path: workerFile, contents: await readFile(workerFile) }],
        bindings: env,
        // Production's settings, so what passes here passes on Oxygen and Workers.
        compatibilityDate: COMPATIBILITY_DATE,
        compatibilityFlags: [...COMPATIBILITY_FLAGS],
        // The emulated Customer Account API answers for shopify.com (shopify-com.ts).
        ...(plan.localCustomerAccounts && emulators ? { outboundService: SHOPIFY_COM_ROUTER } : {}),
      },
      ...(plan.localCustomerAccounts && emulators ? [shopifyComRouter(emulators.url)] : []),
    ],
    assets: { directory: join(buildDir, 'client'), port: await freePort() },
    requestHook: quiet ? null : undefined,
    // Keep the worker's console output: mini-oxygen discards it unless told otherwise.
    handleRuntimeStdio(stdout: NodeJS.ReadableStream, stderr: NodeJS.ReadableStream) {
      if (log) {
        for (const stream of [stdout, stderr]) createInterface({ input: stream, crlfDelay: Infinity }).on('line', log);
        return;
      }
      stdout.pipe(process.stdout);
      stderr.pipe(process.stderr);
    },
  });
  await miniOxygen.ready;
  const frontDoor = await openFrontDoor({
    host: '127.0.0.1',
    port,
    upstreamPort: workerPort,
    clientIpHeader: env.TRUSTED_CLIENT_IP_HEADER,
    tls,
    shopifyComEmulator: plan.localCustomerAccounts ? emulators?.url : undefined,
  });
  if (!quiet) {
    const services = [plan.localShop && 'Shopify', plan.localContent && 'Sanity', plan.localKlaviyo && 'Klaviyo'].filter(Boolean);
    console.log(`Bottega is open at ${storefrontUrl}`);
    if (plan.localCustomerAccounts)
      console.log(
        "Accounts: Customer Account API, signed in on the emulator's hosted page (the certificate is self-signed: accept it once).",
      );
    console.log(services.length ? `Emulated here: ${services.join(', ')} (${emulators?.url})` : 'All services are real.');
  }
  return {
    url: storefrontUrl,
    emulators,
    async close() {
      await frontDoor.close();
      await miniOxygen.dispose();
      await emulators?.close();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  loadDotEnv();
  const accounts = accountsFlag(process.argv.slice(2));
  if (accounts) process.env.ACCOUNTS = accounts;
  const running = await serve().catch((error: unknown) => {
    if (!(error instanceof StartupError)) throw error;
    // A setting for the operator to fix: say which, without a stack trace.
    console.error(error.message);
    process.exit(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void running.close().then(() => process.exit(0)));
  }
}
