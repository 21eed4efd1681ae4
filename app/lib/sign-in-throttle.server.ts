// Failed sign-ins are counted per email and per client address, and further attempts are refused
// for a while once either count is high.
//
// Why the Cache API and not a Map: a worker runs in many short-lived isolates, so an in-memory
// counter would reset whenever the next request lands on a fresh isolate, which is exactly what a
// password-guessing script would get. The Cache API (the store Hydrogen's sub-request cache sits
// on) is shared by every isolate of a data centre and expires entries on its own. It is not a
// global, transactional counter: a burst spread over data centres, or two racing writes, can slip a
// few extra attempts through. That is why the Storefront API's own THROTTLED answer is surfaced as
// well (see customer-api.server.ts): Shopify's limiter is the global backstop, ours stops the
// obvious cases early without spending the shop's API budget.
import type { AppLoadContext } from 'react-router';

/** Our own choices: the spec sets no numbers for sign-in limits. */
export const SIGN_IN_LIMITS = {
  perEmail: 5,
  perClient: 20,
  windowSeconds: 15 * 60,
} as const;

const CACHE_NAME = 'bottega-sign-in-attempts';
// A key space no real request can reach; the Cache API only needs a well-formed https URL.
const KEY_ORIGIN = 'https://sign-in-attempts.bottega.invalid';

interface Attempts {
  count: number;
  /** Epoch ms when the window (and so the refusal) ends. */
  resetAt: number;
}

async function openStore(): Promise<Cache | null> {
  try {
    return typeof caches === 'undefined' ? null : await caches.open(CACHE_NAME);
  } catch {
    return null;
  }
}

async function digest(value: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Emails and addresses are personal data: the cache only ever sees their digests. */
async function keysFor(email: string, client: string | null): Promise<{ email: string; client: string | null }> {
  const [emailKey, clientKey] = await Promise.all([digest(`email:${email.trim().toLowerCase()}`), client ? digest(`client:${client}`) : null]);
  return { email: `${KEY_ORIGIN}/email/${emailKey}`, client: clientKey ? `${KEY_ORIGIN}/client/${clientKey}` : null };
}

async function read(store: Cache, key: string): Promise<Attempts | null> {
  const hit = await store.match(key);
  if (!hit) return null;
  try {
    const value = (await hit.json()) as Attempts;
    return value.resetAt > Date.now() ? value : null;
  } catch {
    return null;
  }
}

async function write(store: Cache, key: string, value: Attempts) {
  const seconds = Math.max(1, Math.ceil((value.resetAt - Date.now()) / 1000));
  await store.put(
    key,
    new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json', 'cache-control': `public, max-age=${seconds}` } }),
  );
}

/**
 * The shopper's address as the platform reports it (Oxygen, Cloudflare, then a proxy header). With
 * none there is no client identity to count by: lumping every such request into one bucket would let
 * one guesser lock everybody out, so only the per-email limit applies then.
 */
export function clientAddress(request: Request): string | null {
  return (
    request.headers.get('oxygen-buyer-ip') ??
    request.headers.get('cf-connecting-ip') ??
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ??
    null
  );
}

export interface SignInThrottle {
  /** True when this email or this client has failed too often recently. */
  isBlocked(): Promise<boolean>;
  recordFailure(): Promise<void>;
  recordSuccess(): Promise<void>;
}

export function signInThrottle(request: Request, email: string, context?: Pick<AppLoadContext, 'waitUntil'>): SignInThrottle {
  const client = clientAddress(request);
  const ready = Promise.all([openStore(), keysFor(email, client)]);
  return {
    async isBlocked() {
      const [store, keys] = await ready;
      if (!store) return false;
      const [byEmail, byClient] = await Promise.all([read(store, keys.email), keys.client ? read(store, keys.client) : null]);
      return (byEmail?.count ?? 0) >= SIGN_IN_LIMITS.perEmail || (byClient?.count ?? 0) >= SIGN_IN_LIMITS.perClient;
    },
    async recordFailure() {
      const [store, keys] = await ready;
      if (!store) return;
      const now = Date.now();
      await Promise.all(
        [keys.email, keys.client].filter((key): key is string => key !== null).map(async (key) => {
          const current = await read(store, key);
          await write(store, key, current ? { ...current, count: current.count + 1 } : { count: 1, resetAt: now + SIGN_IN_LIMITS.windowSeconds * 1000 });
        }),
      );
    },
    async recordSuccess() {
      const [store, keys] = await ready;
      if (!store) return;
      // The customer proved who they are; their email starts afresh. The client's count stays, so
      // one good account cannot be used to reset a guessing run against others.
      const done = store.delete(keys.email).then(() => undefined);
      if (context?.waitUntil) context.waitUntil(done);
      else await done;
    },
  };
}
