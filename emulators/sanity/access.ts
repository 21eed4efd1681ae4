// Who may read what, and from which browser origins, as a Sanity project decides it.
// Tokens: a request without Authorization reads the public view of the dataset (no drafts, no
// versions, nothing under a dotted id). `Authorization: Bearer <token>` must name a token the
// project issued, or the request is refused 401 with Sanity's body; the configured read token sees
// drafts and versions.
// CORS: the project lists its allowed origins, each with or without credentials (Sanity's manage
// screen). A listed origin gets Access-Control-Allow-Origin (and -Credentials when allowed); any
// other origin gets no CORS headers, so its browser withholds the answer, as Sanity's API does.
import { timingSafeEqual } from 'node:crypto';
import { json } from '../http.ts';

export interface CorsOrigin {
  /** An origin, optionally with `*` wildcards as Sanity allows (`http://localhost:*`). */
  origin: string;
  allowCredentials: boolean;
}

export type Reader = 'anonymous' | 'token' | 'refused';

export function readerOf(request: Request, readToken: string): Reader {
  const header = request.headers.get('authorization');
  if (!header) return 'anonymous';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) return 'refused';
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(readToken);
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'token' : 'refused';
}

/** Sanity's answer to a token it does not know. */
export function sessionNotFound(headers: HeadersInit): Response {
  return json({ statusCode: 401, error: 'Unauthorized', message: 'Session not found', errorCode: 'SIO-401-ANF' }, { status: 401, headers });
}

function allowedOrigin(origin: string | null, allowed: CorsOrigin[]): CorsOrigin | null {
  if (!origin) return null;
  return allowed.find((entry) => originPattern(entry.origin).test(origin)) ?? null;
}

export function corsHeaders(request: Request, allowed: CorsOrigin[]): Headers {
  const headers = new Headers({ vary: 'Origin' });
  const origin = request.headers.get('origin');
  const entry = allowedOrigin(origin, allowed);
  if (origin && entry) {
    headers.set('access-control-allow-origin', origin);
    if (entry.allowCredentials) headers.set('access-control-allow-credentials', 'true');
    headers.set('access-control-allow-methods', 'GET, HEAD, POST, OPTIONS');
    headers.set('access-control-allow-headers', 'Authorization, Content-Type, X-Sanity-Project-ID, If-None-Match, Last-Event-ID');
  }
  return headers;
}

/**
 * GET /v{apiVersion}/check/cors: what @sanity/client asks when a live connection fails, to tell a
 * CORS refusal from a network fault. Readable from any origin, so the client can learn its own.
 */
export function checkCors(request: Request, allowed: CorsOrigin[]): Response {
  const origin = request.headers.get('origin');
  const entry = allowedOrigin(origin, allowed);
  const headers = new Headers({ vary: 'Origin' });
  if (origin) headers.set('access-control-allow-origin', origin);
  return json({ result: { allowed: Boolean(entry) || !origin, withCredentials: entry?.allowCredentials ?? false } }, { headers });
}

function originPattern(pattern: string): RegExp {
  const escaped = pattern
    .replace(/\/+$/, '')
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '[^/]*');
  return new RegExp(`^${escaped}$`);
}
