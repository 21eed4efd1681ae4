// Access tokens for agent clients, as Shopify issues them at api.shopify.com/auth/access_token:
// the client credentials grant answers a JWT bearer token valid for 60 minutes with the client's
// scopes. Here the endpoint is POST /auth/access_token on the shop emulator's own origin and the
// JWT is signed HS256 with a key made once per data folder; a token dies with its client.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { json } from '../../../http.ts';
import type { ShopDatabase } from '../../db.ts';
import { agentClient, authenticateClient } from './clients.ts';
import type { AgentClient } from './clients.ts';

const TOKEN_TTL_SECONDS = 3600;
const MAX_BODY = 4096;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function secretOf(db: ShopDatabase): Buffer {
  const row = db.statement("SELECT value FROM meta WHERE key = 'agent_token_secret'").get() as { value: string };
  return Buffer.from(row.value, 'hex');
}

function issueAccessToken(db: ShopDatabase, issuer: string, client: AgentClient, now = new Date()) {
  const iat = Math.floor(now.getTime() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const claims = {
    iss: issuer,
    sub: client.clientId,
    scope: client.scopes.join(' '),
    iat,
    exp: iat + TOKEN_TTL_SECONDS,
    jti: randomUUID(),
  };
  const body = `${header}.${base64url(JSON.stringify(claims))}`;
  const signature = createHmac('sha256', secretOf(db)).update(body).digest('base64url');
  return { access_token: `${body}.${signature}`, scope: claims.scope, expires_in: TOKEN_TTL_SECONDS, token_type: 'Bearer' };
}

/** The client a bearer token was issued to, with the scopes it still holds; null for any other token. */
export function verifyAccessToken(
  db: ShopDatabase,
  token: string,
  now = new Date(),
): (AgentClient & { grantedScopes: Set<string> }) | null {
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 4096) return null;
  const expected = createHmac('sha256', secretOf(db)).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: { sub?: unknown; scope?: unknown; exp?: unknown };
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString());
  } catch {
    return null;
  }
  if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) return null;
  const client = agentClient(db, claims.sub);
  if (!client) return null;
  // A scope taken from the client since the token was issued is gone from the token too.
  const granted = new Set(
    String(claims.scope ?? '')
      .split(' ')
      .filter((scope) => client.scopes.includes(scope)),
  );
  return { ...client, grantedScopes: granted };
}

const oauthError = (status: number, error: string, description: string) =>
  json({ error, error_description: description }, { status, headers: { 'cache-control': 'no-store' } });

/** POST /auth/access_token: the client credentials grant, JSON or form-encoded. */
export async function tokenEndpoint(db: ShopDatabase, issuer: string, request: Request): Promise<Response> {
  if (request.method !== 'POST') return json({ error: 'Method Not Allowed' }, { status: 405, headers: { allow: 'POST' } });
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY) return oauthError(413, 'invalid_request', 'Request body too large.');
  const text = await request.text();
  if (text.length > MAX_BODY) return oauthError(413, 'invalid_request', 'Request body too large.');
  let fields: Record<string, unknown> = {};
  if ((request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded'))
    fields = Object.fromEntries(new URLSearchParams(text));
  else {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) fields = parsed as Record<string, unknown>;
    } catch {
      return oauthError(400, 'invalid_request', 'The body is neither JSON nor a form.');
    }
  }
  if (fields.grant_type !== 'client_credentials') return oauthError(400, 'unsupported_grant_type', 'Only client_credentials is granted.');
  if (typeof fields.client_id !== 'string' || typeof fields.client_secret !== 'string')
    return oauthError(400, 'invalid_request', 'client_id and client_secret are required.');
  const client = authenticateClient(db, fields.client_id.slice(0, 100), fields.client_secret.slice(0, 200));
  if (!client) return oauthError(401, 'invalid_client', 'Unknown client or wrong secret.');
  return json(issueAccessToken(db, issuer, client), { headers: { 'cache-control': 'no-store' } });
}
