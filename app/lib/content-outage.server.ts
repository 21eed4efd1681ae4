// What a content-only page answers while the content service cannot be reached.
import { CONTENT_RETRY_AFTER_SECONDS } from '~/lib/constants';
import { contentMessages } from '~/lib/messages';

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
export function contentUnavailable(): Response {
  return new Response(contentMessages.unavailable, {
    status: 503,
    headers: { 'Retry-After': String(CONTENT_RETRY_AFTER_SECONDS) },
  });
}
