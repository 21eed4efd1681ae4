// The attempt limits, one set per shop database so separate emulators (tests) never share counters.
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
