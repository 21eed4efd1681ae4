// Decides, from the environment, which services are real and which the emulators stand in for,
// and produces the worker's env. Shared by `npm start`, `npm run dev` and the test harness.
import { existsSync } from 'node:fs';
import { LOCAL_KLAVIYO, type RunningEmulators } from '../emulators/server.ts';
import { ACCESSIBILITY_WIDGET_PATH } from '../emulators/accessibility/index.ts';
import { LOCAL_CUSTOMER_ACCOUNT } from '../emulators/shopify/customer-account/client.ts';

/** What the worker needs to know of running emulators: where they are and the tokens they issued. */
export type EmulatorAccess = Pick<RunningEmulators, 'url' | 'credentials'>;

export interface ServicePlan {
  localShop: boolean;
  localContent: boolean;
  localKlaviyo: boolean;
  /**
   * Accounts through the Customer Account API with the emulator standing in for shopify.com
   * (`ACCOUNTS=new` or `npm start -- --accounts=new` with the shop emulated). A real shop uses the
   * API when PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID and SHOP_ID are set, and reaches shopify.com itself.
   */
  localCustomerAccounts: boolean;
}

/** `--accounts=new` (or `--accounts new`) on the command line, as ACCOUNTS=new. */
export function accountsFlag(argv: string[]): string | undefined {
  const index = argv.findIndex((arg) => arg === '--accounts' || arg.startsWith('--accounts='));
  if (index === -1) return undefined;
  return argv[index].includes('=') ? argv[index].split('=')[1] : argv[index + 1];
}

/** Loads .env into process.env (without overriding what the shell already set). */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

export function planServices(env: NodeJS.ProcessEnv = process.env): ServicePlan {
  const accounts = env.ACCOUNTS?.trim().toLowerCase();
  if (accounts && accounts !== 'new' && accounts !== 'legacy')
    throw new StartupError(`ACCOUNTS must be "new" (Customer Account API) or "legacy", not "${accounts}".`);
  const localShop = !env.PUBLIC_STORE_DOMAIN;
  if (accounts === 'new' && !localShop && !(env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID && env.SHOP_ID)) {
    throw new StartupError(
      'ACCOUNTS=new with a real shop needs PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID and SHOP_ID (Shopify admin: Settings > Customer accounts).',
    );
  }
  return {
    localShop,
    localContent: !env.SANITY_PROJECT_ID,
    localKlaviyo: !env.KLAVIYO_PUBLIC_KEY,
    localCustomerAccounts: localShop && accounts === 'new',
  };
}

export function needsEmulators(plan: ServicePlan): boolean {
  return plan.localShop || plan.localContent || plan.localKlaviyo;
}

const WORKER_PREFIXES = ['PUBLIC_', 'PRIVATE_', 'SESSION_', 'SANITY_', 'KLAVIYO_', 'SHOP_'];

/**
 * The worker's env: everything the shell or .env set with a known prefix, plus the emulators'
 * addresses and issued tokens for each service left unconfigured. A real value is never replaced. `frontDoor` says
 * whether scripts/front-door.ts stands in front of the worker (npm start) or not (npm run dev).
 */
export function workerEnv(
  plan: ServicePlan,
  emulators: EmulatorAccess | null,
  env: NodeJS.ProcessEnv = process.env,
  { frontDoor = false } = {},
) {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && WORKER_PREFIXES.some((prefix) => key.startsWith(prefix))) out[key] = value;
  }
  if (plan.localShop && emulators) {
    out.PUBLIC_STORE_DOMAIN = emulators.url;
    out.PUBLIC_STOREFRONT_API_TOKEN = emulators.credentials.shopify.publicToken;
    out.PRIVATE_STOREFRONT_API_TOKEN = emulators.credentials.shopify.privateToken;
  }
  if (plan.localCustomerAccounts && emulators) {
    out.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID = LOCAL_CUSTOMER_ACCOUNT.clientId;
    out.SHOP_ID = LOCAL_CUSTOMER_ACCOUNT.shopId;
  } else if (plan.localShop) {
    // The emulated shop's legacy accounts: a client id left in the shell must not switch modes.
    delete out.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID;
    delete out.SHOP_ID;
  }
  if (plan.localContent && emulators) {
    out.SANITY_PROJECT_ID = 'bottega';
    out.SANITY_DATASET = 'production';
    out.SANITY_API_HOST = emulators.url;
    out.SANITY_PREVIEW_TOKEN = emulators.credentials.sanityReadToken;
  }
  if (plan.localKlaviyo && emulators) {
    out.KLAVIYO_PUBLIC_KEY = LOCAL_KLAVIYO.publicKey;
    out.KLAVIYO_LIST_ID = LOCAL_KLAVIYO.listId;
    out.KLAVIYO_API_HOST = emulators.url;
  }
  // The accessibility popup's widget: a configured one is kept; otherwise the emulators' stand-in.
  if (emulators && !out.PUBLIC_ACCESSIBILITY_WIDGET_URL)
    out.PUBLIC_ACCESSIBILITY_WIDGET_URL = `${emulators.url}${ACCESSIBILITY_WIDGET_PATH}`;
  out.SESSION_SECRET = sessionSecret(plan, out.SESSION_SECRET);
  // This runtime is not Oxygen or Cloudflare: nobody but the client sets their headers here. Only a
  // front door, which sees the socket, can vouch for an address (and strips any copy a client sent).
  out.TRUSTED_CLIENT_IP_HEADER = frontDoor ? env.TRUSTED_CLIENT_IP_HEADER?.trim() || FRONT_DOOR_CLIENT_IP_HEADER : 'none';
  return out;
}

/** A setting the operator must fix before the shop can start; its message says what to set. */
export class StartupError extends Error {}

/** The header the local front door sets from the socket's address, unless TRUSTED_CLIENT_IP_HEADER names another. */
export const FRONT_DOOR_CLIENT_IP_HEADER = 'x-bottega-client-ip';

/** Published in this repository, so it protects nothing: fit only for a shop whose every service is emulated. */
export const DEMO_SESSION_SECRET = 'local-demo-session-secret';

/** The services the plan takes from real accounts, by name. */
export function realServices(plan: ServicePlan): string[] {
  return [!plan.localShop && 'Shopify', !plan.localContent && 'Sanity', !plan.localKlaviyo && 'Klaviyo'].filter((name): name is string =>
    Boolean(name),
  );
}

/**
 * The secret that signs the session and preview cookies. With any real service configured, a
 * forgeable session would reach real customers, real content previews or a real audience, so the
 * demo secret (or none) stops the start with a message saying what to set.
 */
export function sessionSecret(plan: ServicePlan, configured: string | undefined): string {
  const real = realServices(plan);
  if (!real.length) return configured?.trim() ? configured : DEMO_SESSION_SECRET;
  const services = real.join(', ');
  if (!configured?.trim()) {
    throw new StartupError(
      `SESSION_SECRET must be set when a real service is configured (${services}). Set it to a long random value, e.g. \`openssl rand -hex 32\`.`,
    );
  }
  if (configured.trim() === DEMO_SESSION_SECRET) {
    throw new StartupError(
      `SESSION_SECRET is the public demo secret, but a real service is configured (${services}). Set it to a long random value, e.g. \`openssl rand -hex 32\`.`,
    );
  }
  return configured;
}
