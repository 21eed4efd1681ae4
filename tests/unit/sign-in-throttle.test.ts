// The sign-in throttle's policy: a guesser is slowed, per account and across accounts, while the
// customer signing in from their own device is never held up by somebody else's failures.
import { describe, expect, it } from 'vitest';
import { secondsToWait, waitUntil, withFailure, type FailureRecord } from '~/accounts/sign-in-policy';
import { signInThrottle, type FailureStore } from '~/accounts/sign-in-throttle.server';
import { SIGN_IN_THROTTLE } from '~/core/constants';

const T0 = Date.UTC(2026, 10, 23, 22, 0, 0);

function memoryStore(): FailureStore & { size(): number } {
  const records = new Map<string, FailureRecord>();
  return {
    get: async (key) => records.get(key) ?? null,
    put: async (key, record) => void records.set(key, record),
    delete: async (key) => void records.delete(key),
    size: () => records.size,
  };
}

function clock(start = T0) {
  let now = start;
  return { now: () => now, advance: (seconds: number) => (now += seconds * 1000) };
}

describe('the policy', () => {
  it('lets the free failures through, then waits from the first wait, doubling up to the longest', () => {
    let record: FailureRecord | null = null;
    const waits: number[] = [];
    for (let failure = 1; failure <= 12; failure++) {
      record = withFailure(record, T0);
      waits.push(secondsToWait({ clientEmail: record, client: null }, T0));
    }
    expect(waits).toEqual([0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('applies the per-client count across emails, later than the per-email one', () => {
    const record = { failures: SIGN_IN_THROTTLE.freeFailuresPerClient - 1, lastFailureAt: T0 };
    expect(secondsToWait({ clientEmail: null, client: record }, T0)).toBe(0);
    expect(secondsToWait({ clientEmail: null, client: withFailure(record, T0) }, T0)).toBe(SIGN_IN_THROTTLE.firstWaitSeconds);
  });

  it('counts down the wait, and forgets a record after the quiet spell', () => {
    const record = { failures: 6, lastFailureAt: T0 };
    expect(waitUntil(record, 5)).toBe(T0 + 60_000);
    expect(secondsToWait({ clientEmail: record, client: null }, T0 + 45_000)).toBe(15);
    expect(secondsToWait({ clientEmail: record, client: null }, T0 + 60_000)).toBe(0);
    const later = T0 + SIGN_IN_THROTTLE.forgetAfterSeconds * 1000;
    expect(withFailure(record, later)).toEqual({ failures: 1, lastFailureAt: later });
  });

  it('treats a damaged record as none', () => {
    expect(secondsToWait({ clientEmail: { failures: Number.NaN, lastFailureAt: T0 } as FailureRecord, client: null }, T0)).toBe(0);
  });
});

describe('the throttle', () => {
  const giulia = 'giulia@example.com';

  it('holds an attacker failing 50 times from one client, and lets giulia in from another', async () => {
    const store = memoryStore();
    const time = clock();
    const attacker = () => signInThrottle({ client: '203.0.113.7', email: giulia, store, now: time.now });
    let refused = 0;
    for (let attempt = 0; attempt < 50; attempt++) {
      if ((await attacker().secondsToWait()) > 0) refused++;
      else await attacker().recordFailure();
      time.advance(1);
    }
    expect(refused).toBe(50 - SIGN_IN_THROTTLE.freeFailuresPerClientEmail - 1);
    expect(await signInThrottle({ client: '198.51.100.4', email: giulia, store, now: time.now }).secondsToWait()).toBe(0);
    expect(await signInThrottle({ client: '198.51.100.4', email: ' GIULIA@example.com', store, now: time.now }).secondsToWait()).toBe(0);
    expect(await attacker().secondsToWait()).toBeGreaterThan(0);
  });

  it('holds a client failing across many emails, but not other clients on those emails', async () => {
    const store = memoryStore();
    const time = clock();
    for (let index = 0; index < SIGN_IN_THROTTLE.freeFailuresPerClient; index++) {
      await signInThrottle({ client: '203.0.113.7', email: `guess${index}@example.com`, store, now: time.now }).recordFailure();
    }
    expect(await signInThrottle({ client: '203.0.113.7', email: 'fresh@example.com', store, now: time.now }).secondsToWait()).toBe(
      SIGN_IN_THROTTLE.firstWaitSeconds,
    );
    expect(await signInThrottle({ client: '198.51.100.4', email: 'guess0@example.com', store, now: time.now }).secondsToWait()).toBe(0);
  });

  it('starts a client and email afresh after a success, keeping the client’s count', async () => {
    const store = memoryStore();
    const time = clock();
    const throttle = () => signInThrottle({ client: '203.0.113.7', email: giulia, store, now: time.now });
    for (let index = 0; index < 4; index++) await throttle().recordFailure();
    await throttle().recordSuccess();
    for (let index = 0; index < 4; index++) await throttle().recordFailure();
    expect(await throttle().secondsToWait()).toBe(0);
    await throttle().recordFailure();
    expect(await throttle().secondsToWait()).toBe(SIGN_IN_THROTTLE.firstWaitSeconds);
  });

  it('without a vouched client address counts per email only, and keeps no shared client bucket', async () => {
    const store = memoryStore();
    const time = clock();
    for (let index = 0; index < 30; index++)
      await signInThrottle({ client: null, email: `guess${index}@example.com`, store, now: time.now }).recordFailure();
    expect(await signInThrottle({ client: null, email: giulia, store, now: time.now }).secondsToWait()).toBe(0);
    expect(store.size()).toBe(30);
  });

  it('keeps only digests: no email or address appears in a key', async () => {
    const keys: string[] = [];
    const store = memoryStore();
    const spy: FailureStore = { ...store, put: async (key, record, ttl) => (keys.push(key), store.put(key, record, ttl)) };
    await signInThrottle({ client: '203.0.113.7', email: giulia, store: spy }).recordFailure();
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).not.toMatch(/giulia|203\.0\.113/);
  });

  it('takes every attempt when there is no store', async () => {
    const throttle = signInThrottle({ client: '203.0.113.7', email: giulia, store: null });
    await throttle.recordFailure();
    expect(await throttle.secondsToWait()).toBe(0);
  });
});
