import { messages } from '~/core/texts/spec';

// The one fetch policy for sub-requests: every attempt is time-boxed, a failed attempt is
// tried again only when the caller says it is safe to repeat, attempts are spaced, and nothing runs
// past the request's deadline. The Storefront API client (storefront-policy.server.ts) and the
// /api/shopify proxy (retry.ts) both run through `withFetchPolicy`.

/** Raised when a data request failed on every attempt; carries the spec's text and status (section 8). */
export class DataRequestFailed extends Error {
  readonly status = 500;
  constructor(cause: unknown) {
    super(messages.graphqlFailed, { cause });
  }
}

/** An attempt that had no answer in its time: whether the service acted on it is unknown. */
export class SubRequestTimedOut extends Error {
  constructor(ms: number) {
    super(`No answer within ${ms} ms`);
    this.name = 'SubRequestTimedOut';
  }
}

export interface FetchPolicy {
  attempts: number;
  delayMs: number;
  /** The longest one attempt may take. */
  timeoutMs: number;
  /** Epoch milliseconds after which no attempt starts and none is waited for. */
  deadline?: number;
  /** Whether an attempt that failed with this error may be sent again. */
  retryable: (error: unknown) => boolean;
}

/**
 * Runs `attempt` under the policy and returns its first success; rethrows the last failure. The
 * attempt's signal aborts when its time is up, for callers that can cancel the request itself.
 */
export async function withFetchPolicy<T>(attempt: (signal: AbortSignal) => Promise<T>, policy: FetchPolicy): Promise<T> {
  const left = () => (policy.deadline === undefined ? Infinity : policy.deadline - Date.now());
  // Made only when needed: an Error captures a stack, and this runs for every sub-request.
  let failure: { error: unknown } | undefined;
  for (let tried = 1; tried <= policy.attempts; tried++) {
    const budget = Math.min(policy.timeoutMs, left());
    if (budget <= 0) break;
    try {
      return await timeBoxed(attempt, budget);
    } catch (error) {
      failure = { error };
      if (!policy.retryable(error)) break;
    }
    if (tried < policy.attempts) {
      // A retry that could not finish before the deadline is not worth its wait.
      if (left() <= policy.delayMs) break;
      await sleep(policy.delayMs);
    }
  }
  throw failure ? failure.error : new SubRequestTimedOut(0);
}

function timeBoxed<T>(attempt: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new SubRequestTimedOut(ms);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  return Promise.race([attempt(controller.signal), timeout]).finally(() => clearTimeout(timer));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * True only when the request provably never reached the service: the connection was refused. A
 * reset socket, a timeout or any answer may follow the service acting on it, so a mutation that
 * failed that way is never sent again. (workerd reports a refused connection as "Network connection
 * lost.", the same words as a reset, so there a mutation is never resent: the safe side.)
 */
export function neverReachedService(error: unknown): boolean {
  const text = errorText(error);
  return /ECONNREFUSED|connection refused/i.test(text);
}

/** The error's messages and codes down its causes (Node's fetch puts ECONNREFUSED on its cause). */
function errorText(error: unknown): string {
  const parts: string[] = [];
  let current = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current !== 'object') {
      parts.push(String(current));
      break;
    }
    const { message, code, cause } = current as { message?: unknown; code?: unknown; cause?: unknown };
    if (typeof code === 'string') parts.push(code);
    if (typeof message === 'string') parts.push(message);
    current = cause;
  }
  return parts.join(' | ');
}

/**
 * Deferred data with a time limit: after `ms` the page renders `fallback` rather than waiting
 * (a shopper without JavaScript and a crawler receive the whole document only when all of it is in).
 */
export function withinBudget<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Deferred data that has already arrived by the time the loader returns is better sent inline than
 * streamed: no fallback, no second chunk and no swap script, and a page read without JavaScript
 * shows it too (a streamed section is only revealed by a script). A warm cache answers within the
 * request's first moments, so this waits only for the work already under way (one turn of the event
 * loop) and says whether the value is in.
 */
export function arrivedYet<T>(promise: Promise<T>): Promise<{ arrived: true; value: T } | { arrived: false }> {
  const arrived = promise.then(
    (value) => ({ arrived: true as const, value }),
    () => ({ arrived: false as const }),
  );
  // A budget of no time at all: the timer fires once the work already queued has run.
  return withinBudget(arrived, 0, { arrived: false as const });
}
