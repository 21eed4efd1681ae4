// The sign-in state in SQLite: hosted sign-in flows, authorization codes and token pairs. Only
// digests of the secrets are stored; what a client holds cannot be read back from a database copy.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { ShopDatabase } from '../db.ts';
import { digest, isoSeconds } from '../customers/tokens.ts';

const FLOW_LIFETIME_MS = 15 * 60_000;
const CODE_LIFETIME_MS = 60_000;
/** Shopify's customer access tokens last an hour; the refresh token keeps the session going. */
const ACCESS_LIFETIME_S = 3600;
const REFRESH_LIFETIME_MS = 30 * 86_400_000;
/** Wrong one-time codes a flow survives before the shopper has to start again. */
const MAX_CODE_ATTEMPTS = 5;

/** What the client asked for at /oauth/authorize, kept until the sign-in completes. */
export interface AuthorizeParams {
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string | null;
  codeChallenge: string;
  scope: string;
}

export interface Flow {
  id: string;
  params: AuthorizeParams;
  email: string | null;
  attempts: number;
}

const secret = (prefix: string) => `${prefix}${randomBytes(24).toString('hex')}`;

export function startFlow(db: ShopDatabase, params: AuthorizeParams, now: Date): string {
  const id = randomBytes(16).toString('hex');
  db.statement('DELETE FROM customer_account_flows WHERE expires_at <= ?').run(isoSeconds(now));
  db.statement('INSERT INTO customer_account_flows (id, params, expires_at) VALUES (?, ?, ?)').run(
    id,
    JSON.stringify(params),
    isoSeconds(new Date(now.getTime() + FLOW_LIFETIME_MS)),
  );
  return id;
}

export function flowById(db: ShopDatabase, id: unknown, now: Date): Flow | null {
  if (typeof id !== 'string' || !/^[0-9a-f]{32}$/.test(id)) return null;
  const row = db.statement('SELECT * FROM customer_account_flows WHERE id = ? AND expires_at > ?').get(id, isoSeconds(now)) as
    { id: string; params: string; email: string | null; attempts: number } | undefined;
  return row ? { id: row.id, params: JSON.parse(row.params) as AuthorizeParams, email: row.email, attempts: row.attempts } : null;
}

/** A fresh six-digit code for the email; any earlier code of this flow stops working. */
export function issueOneTimeCode(db: ShopDatabase, flowId: string, email: string): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.statement('UPDATE customer_account_flows SET email = ?, code_digest = ?, attempts = 0 WHERE id = ?').run(
    email,
    digest(`${flowId}:${code}`),
    flowId,
  );
  return code;
}

export type CodeCheck = 'valid' | 'wrong' | 'exhausted';

export function checkOneTimeCode(db: ShopDatabase, flowId: string, code: string): CodeCheck {
  const row = db.statement('SELECT code_digest, attempts FROM customer_account_flows WHERE id = ?').get(flowId) as
    { code_digest: string | null; attempts: number } | undefined;
  if (!row?.code_digest || row.attempts >= MAX_CODE_ATTEMPTS) return 'exhausted';
  if (/^\d{6}$/.test(code) && row.code_digest === digest(`${flowId}:${code}`)) {
    db.statement('DELETE FROM customer_account_flows WHERE id = ?').run(flowId);
    return 'valid';
  }
  db.statement('UPDATE customer_account_flows SET attempts = attempts + 1 WHERE id = ?').run(flowId);
  return row.attempts + 1 >= MAX_CODE_ATTEMPTS ? 'exhausted' : 'wrong';
}

export function issueAuthorizationCode(db: ShopDatabase, customerId: number, params: AuthorizeParams, now: Date): string {
  const code = secret('');
  db.statement(
    'INSERT INTO customer_account_codes (code_digest, customer_id, client_id, redirect_uri, code_challenge, nonce, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(
    digest(code),
    customerId,
    params.clientId,
    params.redirectUri,
    params.codeChallenge,
    params.nonce,
    isoSeconds(new Date(now.getTime() + CODE_LIFETIME_MS)),
  );
  return code;
}

export interface CodeRow {
  customer_id: number;
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  nonce: string | null;
  used_at: string | null;
  expires_at: string;
}

/** Marks the code used whatever happens next: an authorization code is good for one attempt only. */
export function redeemAuthorizationCode(db: ShopDatabase, code: string, now: Date): CodeRow | null {
  if (code.length === 0 || code.length > 200) return null;
  const row = db.statement('SELECT * FROM customer_account_codes WHERE code_digest = ?').get(digest(code)) as CodeRow | undefined;
  if (!row) return null;
  db.statement('UPDATE customer_account_codes SET used_at = ? WHERE code_digest = ?').run(isoSeconds(now), digest(code));
  return row.used_at || row.expires_at <= isoSeconds(now) ? null : row;
}

/** RFC 7636 S256: BASE64URL(SHA256(verifier)) equals the challenge sent to /authorize. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

export interface TokenPair {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export function createSession(db: ShopDatabase, customerId: number, clientId: string, now: Date): TokenPair {
  const pair = {
    sessionId: randomBytes(16).toString('hex'),
    accessToken: secret('shcat_'),
    refreshToken: secret('shcrt_'),
    expiresIn: ACCESS_LIFETIME_S,
  };
  db.statement(
    'INSERT INTO customer_account_sessions (id, customer_id, client_id, access_digest, access_expires_at, refresh_digest, refresh_expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    pair.sessionId,
    customerId,
    clientId,
    digest(pair.accessToken),
    expiry(now, ACCESS_LIFETIME_S * 1000),
    digest(pair.refreshToken),
    expiry(now, REFRESH_LIFETIME_MS),
    isoSeconds(now),
  );
  return pair;
}

function expiry(now: Date, lifetimeMs: number): string {
  return isoSeconds(new Date(now.getTime() + lifetimeMs));
}

/** The refresh token rotates: the old one (and the old access token) stop working. */
export function refreshSession(
  db: ShopDatabase,
  refreshToken: string,
  clientId: string,
  now: Date,
): (TokenPair & { customerId: number }) | null {
  if (refreshToken.length === 0 || refreshToken.length > 200) return null;
  const row = db
    .statement('SELECT id, customer_id, client_id, refresh_expires_at FROM customer_account_sessions WHERE refresh_digest = ?')
    .get(digest(refreshToken)) as { id: string; customer_id: number; client_id: string; refresh_expires_at: string } | undefined;
  if (!row || row.client_id !== clientId || row.refresh_expires_at <= isoSeconds(now)) return null;
  const pair = { sessionId: row.id, accessToken: secret('shcat_'), refreshToken: secret('shcrt_'), expiresIn: ACCESS_LIFETIME_S };
  db.statement(
    'UPDATE customer_account_sessions SET access_digest = ?, access_expires_at = ?, refresh_digest = ?, refresh_expires_at = ? WHERE id = ?',
  ).run(
    digest(pair.accessToken),
    expiry(now, ACCESS_LIFETIME_S * 1000),
    digest(pair.refreshToken),
    expiry(now, REFRESH_LIFETIME_MS),
    row.id,
  );
  return { ...pair, customerId: row.customer_id };
}

/** The customer a live access token belongs to, or null. */
export function customerForAccessToken(db: ShopDatabase, token: string | null, now = new Date()): number | null {
  if (!token || token.length > 200) return null;
  const row = db
    .statement('SELECT customer_id FROM customer_account_sessions WHERE access_digest = ? AND access_expires_at > ?')
    .get(digest(token), isoSeconds(now)) as { customer_id: number } | undefined;
  return row?.customer_id ?? null;
}

export function endSession(db: ShopDatabase, sessionId: string): void {
  db.statement('DELETE FROM customer_account_sessions WHERE id = ?').run(sessionId);
}
