// The attempt limits, one set per shop database so separate emulators (tests) never share counters.
// Shopify counts attempts per buyer: a storefront calling with its private token names the buyer in
// Shopify-Storefront-Buyer-IP, so one buyer's failures never throttle the same email for another.
import type { ShopDatabase } from '../db.ts';
import { createRateLimiter } from './throttle.ts';
import type { RateLimiter } from './throttle.ts';

const MINUTE = 60_000;
const LIMITS = {
  'sign-in': { limit: 10, windowMs: MINUTE },
  'sign-up': { limit: 5, windowMs: MINUTE },
  recover: { limit: 5, windowMs: MINUTE },
} as const;

type LimitName = keyof typeof LIMITS;

const limiters = new WeakMap<ShopDatabase, Map<LimitName, RateLimiter>>();

export function limiterFor(db: ShopDatabase, name: LimitName): RateLimiter {
  let forDb = limiters.get(db);
  if (!forDb) {
    forDb = new Map();
    limiters.set(db, forDb);
  }
  let limiter = forDb.get(name);
  if (!limiter) {
    limiter = createRateLimiter(LIMITS[name].limit, LIMITS[name].windowMs);
    forDb.set(name, limiter);
  }
  return limiter;
}

/** Who the attempt is from; callers without the private token and a buyer IP share one bucket, as they would share the server's address at Shopify. */
export function buyerOf(request: Request | undefined): string {
  const privateToken = request?.headers.get('shopify-storefront-private-token')?.trim();
  const buyerIp = request?.headers.get('shopify-storefront-buyer-ip')?.trim();
  return privateToken && buyerIp ? buyerIp : 'direct';
}

/** The key attempts are counted under: the buyer and the normalised email together. */
export function attemptKey(buyer: string, email: string): string {
  return `${buyer} ${email}`;
}
