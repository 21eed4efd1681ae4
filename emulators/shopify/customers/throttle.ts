// A sliding-window counter per key. Shopify limits sign-in, sign-up and recovery attempts per
// address; the emulator does the same so a storefront's handling of THROTTLED can be exercised.
export interface RateLimiter {
  /** Records an attempt; false when the key has used up its attempts in the window. */
  attempt(key: string, now?: number): boolean;
}

export function createRateLimiter(limit: number, windowMs: number): RateLimiter {
  const attempts = new Map<string, number[]>();
  return {
    attempt(key, now = Date.now()) {
      const recent = (attempts.get(key) ?? []).filter((time) => now - time < windowMs);
      if (recent.length >= limit) {
        attempts.set(key, recent);
        return false;
      }
      recent.push(now);
      attempts.set(key, recent);
      // Keeps the map from growing without bound under a flood of distinct keys.
      if (attempts.size > 10_000) {
        for (const [other, times] of attempts) if (times.every((time) => now - time >= windowMs)) attempts.delete(other);
      }
      return true;
    },
  };
}
