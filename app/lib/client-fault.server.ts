// Tells a client's mistake from the server's own failure, for the log: React Router reports both
// through handleError, and only the second deserves a stack trace.
import { isRouteErrorResponse } from 'react-router';

export interface ClientFault {
  status: number;
  reason: string;
  /** The error itself, so the same one is not reported twice. */
  error: object;
}

/**
 * React Router's refusal of a cross-site form post (it answers 400 itself). Its text is all there
 * is to tell it by: the document path throws "... Aborting the action.", single fetch "Bad Request".
 */
const CROSS_SITE_POST = /Aborting the action\.$|^Bad Request$/;

/** The 4xx status and a one-line reason when `error` is the client's doing, else null. */
export function clientFault(error: unknown): ClientFault | null {
  if (isRouteErrorResponse(error) && error.status < 500) {
    const internal: unknown = (error as { error?: unknown }).error;
    const reason = internal instanceof Error ? internal.message : error.statusText || String(error.status);
    return { status: error.status, reason: reason.split('\n', 1)[0], error };
  }
  if (error instanceof Error && CROSS_SITE_POST.test(error.message)) return { status: 400, reason: error.message, error };
  return null;
}
