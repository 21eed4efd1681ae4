// Counts failed sign-ins (per client and email, and per client; see sign-in-policy.ts) and refuses
// further attempts while the policy says to wait.
//
// Where the counts live, and what holds on Oxygen: a Map would live in one isolate, and a worker runs
// in many short-lived ones, so a guessing script would mostly land on fresh, empty counters. The
// Cache API (the store Hydrogen's sub-request cache sits on) is shared by the isolates of one data
// centre and expires entries on its own; on Oxygen that is the scope of a count. It is neither global
// nor transactional: a burst spread over data centres, or racing writes, can slip a few attempts
// through, and an evicted entry starts afresh. The Storefront API's own limit per buyer IP (which
// client-address.server.ts passes on only when it is vouched for) is the global backstop.
import type { AppLoadContext } from 'react-router';
import { current, secondsToWait, withFailure, type FailureRecord } from '~/accounts/sign-in-policy';
import { SIGN_IN_THROTTLE } from '~/core/constants';

/** Where the records are kept; the Cache API in a worker, a Map in unit tests. */
export interface FailureStore {
  get(key: string): Promise<FailureRecord | null>;
  put(key: string, record: FailureRecord, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
}

const CACHE_NAME = 'bottega-sign-in-attempts';
// A key space no real request can reach; the Cache API only needs a well-formed https URL.
const KEY_ORIGIN = 'https://sign-in-attempts.bottega.invalid';

/** The Cache API store, or null where there is none (then nothing is throttled here). */
export async function cacheStore(): Promise<FailureStore | null> {
  let cache: Cache;
  try {
    if (typeof caches === 'undefined') return null;
    cache = await caches.open(CACHE_NAME);
  } catch {
    return null;
  }
  return {
    async get(key) {
      const hit = await cache.match(key);
      if (!hit) return null;
      try {
        return await hit.json<FailureRecord>();
      } catch {
        return null;
      }
    },
    async put(key, record, ttlSeconds) {
      const headers = { 'content-type': 'application/json', 'cache-control': `public, max-age=${ttlSeconds}` };
      await cache.put(key, new Response(JSON.stringify(record), { headers }));
    },
    async delete(key) {
      await cache.delete(key);
    },
  };
}

async function digest(value: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Emails and addresses are personal data: the store only ever sees their digests. Without a vouched
 * client address the pair falls back to the email alone, and no per-client count is kept: one shared
 * bucket for every unidentified client would let one guesser lock everybody out.
 */
async function keysFor(email: string, client: string | null) {
  const normalised = email.trim().toLowerCase();
  const [clientEmail, clientOnly] = await Promise.all([
    digest(`client-email:${client ?? ''}\n${normalised}`),
    client ? digest(`client:${client}`) : null,
  ]);
  return { clientEmail: `${KEY_ORIGIN}/client-email/${clientEmail}`, client: clientOnly ? `${KEY_ORIGIN}/client/${clientOnly}` : null };
}

export interface SignInThrottle {
  /** Seconds this client must wait before trying this email again; 0 when it may try now. */
  secondsToWait(): Promise<number>;
  recordFailure(): Promise<void>;
  recordSuccess(): Promise<void>;
}

interface ThrottleOptions {
  /** The vouched client address (context.clientAddress), or null. */
  client: string | null;
  email: string;
  store: FailureStore | null;
  waitUntil?: AppLoadContext['waitUntil'];
  now?: () => number;
}

export function signInThrottle({ client, email, store, waitUntil, now = Date.now }: ThrottleOptions): SignInThrottle {
  const keys = keysFor(email, client);
  const ttl = SIGN_IN_THROTTLE.forgetAfterSeconds;
  const read = async (from: FailureStore) => {
    const { clientEmail, client: clientKey } = await keys;
    const [pair, byClient] = await Promise.all([from.get(clientEmail), clientKey ? from.get(clientKey) : null]);
    return { clientEmail: pair, client: byClient };
  };
  return {
    async secondsToWait() {
      if (!store) return 0;
      return secondsToWait(await read(store), now());
    },
    async recordFailure() {
      if (!store) return;
      const { clientEmail, client: clientKey } = await keys;
      const counts = await read(store);
      const at = now();
      await Promise.all([
        store.put(clientEmail, withFailure(counts.clientEmail, at), ttl),
        clientKey ? store.put(clientKey, withFailure(counts.client, at), ttl) : null,
      ]);
    },
    async recordSuccess() {
      if (!store) return;
      // The customer proved who they are from this client: this pair starts afresh. The client's own
      // count stays, so one good account cannot wipe a guessing run against others.
      const { clientEmail } = await keys;
      const pair = current(await store.get(clientEmail), now());
      if (!pair) return;
      const done = store.delete(clientEmail);
      if (waitUntil) waitUntil(done);
      else await done;
    },
  };
}
