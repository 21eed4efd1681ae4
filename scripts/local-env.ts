// Decides, from the environment, which services are real and which the emulators stand in for,
// and produces the worker's env. Shared by `npm start`, `npm run dev` and the test harness.
import { existsSync } from 'node:fs';
import { LOCAL_KLAVIYO } from '../emulators/server.ts';

export interface ServicePlan {
  localShop: boolean;
  localContent: boolean;
  localKlaviyo: boolean;
}

/** Loads .env into process.env (without overriding what the shell already set). */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

export function planServices(env: NodeJS.ProcessEnv = process.env): ServicePlan {
  return {
    localShop: !env.PUBLIC_STORE_DOMAIN,
    localContent: !env.SANITY_PROJECT_ID,
    localKlaviyo: !env.KLAVIYO_PUBLIC_KEY,
  };
}

export function needsEmulators(plan: ServicePlan): boolean {
  return plan.localShop || plan.localContent || plan.localKlaviyo;
}

const WORKER_PREFIXES = ['PUBLIC_', 'PRIVATE_', 'SESSION_', 'SANITY_', 'KLAVIYO_', 'SHOP_'];

/**
 * The worker's env: everything the shell or .env set with a known prefix, plus the emulators'
 * addresses for each service left unconfigured. A real value is never replaced.
 */
export function workerEnv(plan: ServicePlan, emulatorUrl: string | null, env: NodeJS.ProcessEnv = process.env) {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && WORKER_PREFIXES.some((prefix) => key.startsWith(prefix))) out[key] = value;
  }
  if (plan.localShop && emulatorUrl) {
    out.PUBLIC_STORE_DOMAIN = emulatorUrl;
    out.PUBLIC_STOREFRONT_API_TOKEN = 'local-public-token';
    out.PRIVATE_STOREFRONT_API_TOKEN = 'local-private-token';
  }
  if (plan.localContent && emulatorUrl) {
    out.SANITY_PROJECT_ID = 'bottega';
    out.SANITY_DATASET = 'production';
    out.SANITY_API_HOST = emulatorUrl;
    out.SANITY_PREVIEW_TOKEN = 'local-preview-token';
  }
  if (plan.localKlaviyo && emulatorUrl) {
    out.KLAVIYO_PUBLIC_KEY = LOCAL_KLAVIYO.publicKey;
    out.KLAVIYO_LIST_ID = LOCAL_KLAVIYO.listId;
    out.KLAVIYO_API_HOST = emulatorUrl;
  }
  if (!out.SESSION_SECRET) {
    if (!plan.localShop) throw new Error('SESSION_SECRET must be set when a real shop is configured.');
    // Only the all-local demo shop may run with a well-known secret.
    out.SESSION_SECRET = 'local-demo-session-secret';
  }
  return out;
}
