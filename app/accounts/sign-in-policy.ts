// When a sign-in may be tried: the pure rules behind sign-in-throttle.server.ts.
//
// Two counts, never one per email alone: a count per email would let anyone lock a customer out of
// their own account by failing on purpose. Instead failures are counted per (client, email), which
// slows a guesser on one account, and per client, which slows one guesser across many accounts.
// The customer on their own device has neither count, so the right password still gets them in.
// Past the free failures each further one doubles the wait, so a person who mistyped a few times
// waits seconds while a script is held to a handful of guesses an hour.
import { SIGN_IN_THROTTLE } from '~/core/constants';

export interface FailureRecord {
  failures: number;
  /** Epoch ms of the latest failure. */
  lastFailureAt: number;
}

export interface ThrottlePolicy {
  freeFailuresPerClientEmail: number;
  freeFailuresPerClient: number;
  firstWaitSeconds: number;
  longestWaitSeconds: number;
  forgetAfterSeconds: number;
}

/** A record older than the quiet spell counts as none. */
export function current(
  record: FailureRecord | null | undefined,
  now: number,
  policy: ThrottlePolicy = SIGN_IN_THROTTLE,
): FailureRecord | null {
  if (!record || !Number.isFinite(record.failures) || !Number.isFinite(record.lastFailureAt)) return null;
  return now - record.lastFailureAt < policy.forgetAfterSeconds * 1000 ? record : null;
}

/** Epoch ms before which no further attempt is taken; 0 while failures are still free. */
export function waitUntil(record: FailureRecord | null, freeFailures: number, policy: ThrottlePolicy = SIGN_IN_THROTTLE): number {
  if (!record || record.failures < freeFailures) return 0;
  const seconds = Math.min(policy.longestWaitSeconds, policy.firstWaitSeconds * 2 ** (record.failures - freeFailures));
  return record.lastFailureAt + seconds * 1000;
}

export interface Counts {
  /** This client on this email; with no vouched client address, every client on this email. */
  clientEmail: FailureRecord | null;
  /** This client on any email; null when there is no vouched client address. */
  client: FailureRecord | null;
}

/** Seconds until an attempt is taken again (0: now). */
export function secondsToWait(counts: Counts, now: number, policy: ThrottlePolicy = SIGN_IN_THROTTLE): number {
  const until = Math.max(
    waitUntil(current(counts.clientEmail, now, policy), policy.freeFailuresPerClientEmail, policy),
    waitUntil(current(counts.client, now, policy), policy.freeFailuresPerClient, policy),
  );
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** The record after one more failure. */
export function withFailure(
  record: FailureRecord | null | undefined,
  now: number,
  policy: ThrottlePolicy = SIGN_IN_THROTTLE,
): FailureRecord {
  const previous = current(record, now, policy);
  return { failures: (previous?.failures ?? 0) + 1, lastFailureAt: now };
}
