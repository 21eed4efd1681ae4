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

/**
 * Storefront API errors that answer what a client sent: a flood of attempts (THROTTLED), a value
 * that cannot be what it claims, such as a forged cart cookie's id (INVALID_VARIABLE), or a stale or
 * forged `?cursor=` (INVALID_CURSOR). The caller already answers them with a 4xx or a fresh bag.
 */
const CLIENT_CAUSED_CODES = new Set(['THROTTLED', 'INVALID_VARIABLE', 'INVALID_CURSOR']);

/**
 * Hydrogen's `logErrors`: it prints every error in a Storefront API result with a stack trace.
 * Those a client caused are one line instead; the rest keep their trace.
 */
export function logStorefrontError(error?: Error): boolean {
  const code = (error as { extensions?: { code?: unknown } } | undefined)?.extensions?.code;
  if (typeof code !== 'string' || !CLIENT_CAUSED_CODES.has(code)) return true;
  console.warn(`Storefront API refused (${code}): ${error?.message.split('\n', 1)[0]}`);
  return false;
}
