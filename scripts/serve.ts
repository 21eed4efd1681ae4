// Serves the production build (dist/) in plain workerd (local-workerd.ts) behind the front door
// (front-door.ts), with the emulators for every service that is not configured. `npm start` builds
// first, then runs this. A bench can serve another build the same way (`buildDir`), against
// emulators already running (`emulators`).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { accountsFlag, loadDotEnv, needsEmulators, planServices, sessionSecret, StartupError, workerEnv } from './local-env.ts';
import { localTls } from './local-tls.ts';
import { startWorkerd } from './local-workerd.ts';
import { openFrontDoor } from './front-door.ts';
import { freePort } from './free-port.ts';
import { startEmulators, type RunningEmulators } from '../emulators/server.ts';
import { readConfig } from '../emulators/config.ts';

export interface ServeOptions {
  port?: number;
  /** The environment to read services from; tests pass their own instead of process.env. */
  env?: NodeJS.ProcessEnv;
  quiet?: boolean;
  /** Receives each line the worker writes instead of this process's stdout (tests read the log). */
  log?: (line: string) => void;
  /** The build to serve (its server/index.js and client/); unset: BOTTEGA_BUILD_DIR, or dist/. */
  buildDir?: string;
  /** Emulators another serve() started, to use instead of starting new ones; close() leaves them running. */
  emulators?: RunningEmulators;
}

export async function serve({
  port = Number(process.env.PORT ?? 3000),
  env: sourceEnv = process.env,
  quiet = false,
  log = (line) => console.log(line),
  buildDir: chosenBuildDir,
  emulators: sharedEmulators,
}: ServeOptions = {}) {
  const plan = planServices(sourceEnv);
  // Refuse a forgeable session before starting anything (workerEnv applies the same rule).
  sessionSecret(plan, sourceEnv.SESSION_SECRET);
  const buildDir = resolve(chosenBuildDir ?? sourceEnv.BOTTEGA_BUILD_DIR ?? 'dist');
  if (!existsSync(join(buildDir, 'server', 'index.js'))) throw new Error(`No build found in ${buildDir}: run \`npm run build\` first.`);

  // The Customer Account API only signs in to an https storefront (Hydrogen sends an https callback),
  // so with it the front door answers https (local-tls.ts).
  const customerAccountApi = plan.localCustomerAccounts || Boolean(sourceEnv.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID && sourceEnv.SHOP_ID);
  const tls = customerAccountApi ? localTls() : undefined;
  // Mail from the emulators links here; tests pin the exact origin their browser uses.
  const storefrontUrl = sourceEnv.STOREFRONT_URL ?? `${tls ? 'https' : 'http'}://localhost:${port}`;
  const emulators =
    sharedEmulators ?? (needsEmulators(plan) ? await startEmulators({ ...readConfig(sourceEnv), storefrontUrl }, { quiet }) : null);
  const closeEmulators = async () => {
    if (!sharedEmulators) await emulators?.close();
  };
  const env = workerEnv(plan, emulators, sourceEnv, { frontDoor: true });
  // Over https the storefront trusts no request's origin as its own (site-origin.server.ts): name it,
  // so canonical links and the UCP profiles an agent reads here point here, not at the shop's address.
  if (tls && !env.PUBLIC_SITE_URL) env.PUBLIC_SITE_URL = storefrontUrl;
  // workerd listens on a private port; shoppers come in through the front door.
  const workerd = await startWorkerd(
    {
      buildDir,
      host: '127.0.0.1',
      port: await freePort(),
      bindings: env,
      shopifyComEmulator: plan.localCustomerAccounts ? emulators?.url : undefined,
    },
    log,
  ).catch(async (error: unknown) => {
    await closeEmulators();
    throw error;
  });
  const frontDoor = await openFrontDoor({
    host: '127.0.0.1',
    port,
    upstreamPort: workerd.port,
    clientIpHeader: env.TRUSTED_CLIENT_IP_HEADER,
    tls,
  }).catch(async (error: unknown) => {
    await workerd.close();
    await closeEmulators();
    throw error;
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
    /** workerd's process, for benches that read its CPU and memory. */
    workerdPid: workerd.pid,
    async close() {
      await frontDoor.close();
      await workerd.close();
      await closeEmulators();
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
