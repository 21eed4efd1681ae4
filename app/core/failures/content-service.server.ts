// The content service away: how its failure is recognised, logged and waited out, and what a
// content-only page answers meanwhile.
import { CONTENT_PAUSE_SECONDS, CONTENT_RETRY_AFTER_SECONDS } from '~/core/constants';
import { commonMessages } from '~/core/texts/common';
import { messagesIn } from '~/core/texts/language';
import type { Locale } from '~/core/locale/locale';

/**
 * The service could not answer: no response at all (refused, reset, timed out) or one that says it
 * is unavailable. A 4xx is the query's own fault and stays an error, so it is not hidden here.
 */
export function isContentServiceDown(error: unknown): boolean {
  if (error instanceof Response) return false;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status !== 'number' || status >= 500 || status === 429;
}

/**
 * What the log says about a failed call: the message only. The client's error object carries the
 * request it made, headers included, and in preview that means the editor's token.
 */
export function failureSummary(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A 503 with the shop around it (the root error boundary) and a time to come back. */
export function contentUnavailable(locale: Locale): Response {
  return new Response(messagesIn(locale, commonMessages).contentUnavailable, {
    status: 503,
    headers: { 'Retry-After': String(CONTENT_RETRY_AFTER_SECONDS) },
  });
}

/**
 * Until when (per worker isolate) no query is sent after one found the service unreachable. Without
 * it, every request that misses the cache would wait out the client's retries again (about 3.5 s).
 */
let pausedUntil = 0;

/**
 * A GROQ call, unless the service could not be reached moments ago: then it fails at once, as it
 * would have after its retries. Callers put this behind the sub-request cache, so a cached copy is
 * served throughout; only a miss (or a background refresh) is cut short.
 */
export async function unlessRecentlyDown<Result>(call: () => Promise<Result>): Promise<Result> {
  if (Date.now() < pausedUntil) throw new Error('The content service was unreachable moments ago.');
  try {
    return await call();
  } catch (error) {
    if (isContentServiceDown(error)) pausedUntil = Date.now() + CONTENT_PAUSE_SECONDS * 1000;
    throw error;
  }
}
