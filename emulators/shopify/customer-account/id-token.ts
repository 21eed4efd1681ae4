// The OpenID Connect id token handed out with each sign-in: Hydrogen reads its `nonce` to tie the
// answer to the sign-in it started, and sends it back as `id_token_hint` on logout.
import { createHmac, randomBytes } from 'node:crypto';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
/** Signs this process's tokens; a restart signs new ones with a new key, as a key rotation would. */
const KEY = randomBytes(32);

export interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string;
  sid: string;
  email: string;
  nonce: string | null;
  iat: number;
  exp: number;
}

/**
 * Hydrogen decodes the payload with `atob`, which refuses base64url's `-` and `_`. A random `jti`
 * is drawn until the encoding has neither, so the token is valid base64url and plain base64 at once.
 */
export function signIdToken(claims: IdTokenClaims): string {
  const encode = () => Buffer.from(JSON.stringify({ ...claims, jti: randomBytes(8).toString('hex') })).toString('base64url');
  let payload = encode();
  while (/[-_]/.test(payload)) payload = encode();
  const signature = createHmac('sha256', KEY).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

/** The claims of a token this emulator signed (and that nobody altered), else null. Expiry is not checked: a logout hint may be old. */
export function readIdToken(token: string): IdTokenClaims | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature || header !== HEADER) return null;
  const expected = createHmac('sha256', KEY).update(`${header}.${payload}`).digest('base64url');
  if (expected !== signature) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as IdTokenClaims;
  } catch {
    return null;
  }
}
