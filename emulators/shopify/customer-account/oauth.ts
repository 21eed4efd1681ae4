// The OAuth 2.0 / OpenID Connect endpoints Hydrogen's createCustomerAccountClient calls, under
// https://shopify.com/authentication/<shopId>/: authorize (the hosted sign-in), token
// (authorization_code with PKCE S256, refresh_token, token exchange) and logout.
import type { ShopDatabase } from '../db.ts';
import { json } from '../../http.ts';
import { customerByEmail, insertCustomer, updateCustomer } from '../customers/store.ts';
import { checkEmail, normalizeEmail } from '../customers/validation.ts';
import { isoSeconds } from '../customers/tokens.ts';
import { limiterFor, attemptKey, buyerOf } from '../customers/limits.ts';
import { sendMail } from '../mail/outbox.ts';
import type { RegisteredClient } from './client.ts';
import { signInCodeMail } from './mail.ts';
import { codePage, emailPage, errorPage, signedOutPage } from './sign-in-page.ts';
import { readIdToken, signIdToken } from './id-token.ts';
import {
  checkOneTimeCode,
  createSession,
  customerForAccessToken,
  endSession,
  flowById,
  issueAuthorizationCode,
  issueOneTimeCode,
  redeemAuthorizationCode,
  refreshSession,
  startFlow,
  verifierMatches,
  type AuthorizeParams,
  type TokenPair,
} from './store.ts';

const MAX_FORM_BYTES = 16 * 1024;

export function createOAuthRoutes(db: ShopDatabase, client: RegisteredClient) {
  const base = `/authentication/${client.shopId}`;
  const issuer = `https://shopify.com${base}`;

  function authorize(url: URL): Response {
    const query = url.searchParams;
    if (query.get('client_id') !== client.clientId) return errorPage('This app is not a client of this shop (unknown client_id).');
    const redirectUri = query.get('redirect_uri') ?? '';
    // An unregistered redirect URI never receives anything, not even the error.
    if (!client.redirectUris.includes(redirectUri)) return errorPage('The redirect_uri is not registered for this client.');
    const state = query.get('state') ?? '';
    const back = (error: string, description: string) => {
      const target = new URL(redirectUri);
      target.search = new URLSearchParams({ error, error_description: description, ...(state ? { state } : {}) }).toString();
      return Response.redirect(target.toString(), 302);
    };
    if (query.get('response_type') !== 'code') return back('unsupported_response_type', 'response_type must be code');
    const scope = query.get('scope') ?? '';
    if (!scope.split(' ').includes('openid')) return back('invalid_scope', 'scope must include openid');
    const codeChallenge = query.get('code_challenge') ?? '';
    if (query.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(codeChallenge)) {
      return back('invalid_request', 'a code_challenge with code_challenge_method S256 is required');
    }
    if (!state || state.length > 500) return back('invalid_request', 'state is required');
    const params: AuthorizeParams = {
      clientId: client.clientId,
      redirectUri,
      state,
      nonce: query.get('nonce')?.slice(0, 500) ?? null,
      codeChallenge,
      scope,
    };
    const flowId = db.transaction(() => startFlow(db, params, new Date()));
    return emailPage(`${base}/login`, flowId, { email: query.get('login_hint') ?? '' });
  }

  async function submitEmail(request: Request): Promise<Response> {
    const form = await readForm(request);
    if (!form) return errorPage('The form could not be read.');
    const now = new Date();
    const flow = flowById(db, form.get('flow'), now);
    if (!flow) return errorPage('This sign-in has expired. Go back to the shop and sign in again.');
    const email = normalizeEmail(String(form.get('email') ?? ''));
    if (checkEmail(email, ['email']).length)
      return emailPage(`${base}/login`, flow.id, { email, error: 'Enter a valid email address.' }, 400);
    if (!limiterFor(db, 'sign-in').attempt(attemptKey(buyerOf(request), email), now.getTime())) {
      return emailPage(`${base}/login`, flow.id, { email, error: 'Too many attempts. Please try again later.' }, 429);
    }
    db.transaction(() => {
      const code = issueOneTimeCode(db, flow.id, email);
      sendMail(db, signInCodeMail(email, code, customerByEmail(db, email)?.rowId ?? null), now);
    });
    return codePage(`${base}/login/code`, flow.id, email);
  }

  async function submitCode(request: Request): Promise<Response> {
    const form = await readForm(request);
    if (!form) return errorPage('The form could not be read.');
    const now = new Date();
    const flow = flowById(db, form.get('flow'), now);
    if (!flow?.email) return errorPage('This sign-in has expired. Go back to the shop and sign in again.');
    const email = flow.email;
    const check = db.transaction(() => checkOneTimeCode(db, flow.id, String(form.get('code') ?? '').trim()));
    if (check === 'wrong')
      return codePage(`${base}/login/code`, flow.id, email, { error: 'Incorrect code. Check the latest email and try again.' }, 400);
    if (check === 'exhausted') return errorPage('Too many incorrect codes. Go back to the shop and sign in again.', 429);
    if (customerByEmail(db, email)?.state === 'disabled') return errorPage('This account is disabled. Contact the shop for help.', 403);
    const code = db.transaction(() => issueAuthorizationCode(db, signedUpCustomer(db, email, now), flow.params, now));
    const target = new URL(flow.params.redirectUri);
    target.search = new URLSearchParams({ code, state: flow.params.state }).toString();
    return Response.redirect(target.toString(), 302);
  }

  async function token(request: Request): Promise<Response> {
    const form = await readForm(request);
    if (!form) return oauthError('invalid_request', 'the body must be application/x-www-form-urlencoded');
    if (form.get('client_id') !== client.clientId) return oauthError('invalid_client', 'unknown client_id', 401);
    const origin = request.headers.get('origin');
    if (origin && !client.origins.includes(origin))
      return oauthError('invalid_client', 'this origin is not a JavaScript origin of the client', 401);
    const now = new Date();
    switch (form.get('grant_type')) {
      case 'authorization_code': {
        const row = db.transaction(() => redeemAuthorizationCode(db, String(form.get('code') ?? ''), now));
        if (!row || row.client_id !== client.clientId)
          return oauthError('invalid_grant', 'the authorization code is invalid, expired or already used');
        if (row.redirect_uri !== form.get('redirect_uri'))
          return oauthError('invalid_grant', 'redirect_uri does not match the authorization request');
        if (!verifierMatches(String(form.get('code_verifier') ?? ''), row.code_challenge))
          return oauthError('invalid_grant', 'code_verifier does not match the code_challenge');
        const pair = db.transaction(() => createSession(db, row.customer_id, client.clientId, now));
        return tokens(pair, row.customer_id, row.nonce, now);
      }
      case 'refresh_token': {
        const pair = db.transaction(() => refreshSession(db, String(form.get('refresh_token') ?? ''), client.clientId, now));
        if (!pair) return oauthError('invalid_grant', 'the refresh token is invalid or expired');
        return tokens(pair, pair.customerId, null, now);
      }
      case 'urn:ietf:params:oauth:grant-type:token-exchange': {
        // Hydrogen exchanges the sign-in's token for an API token only when it has no shop id.
        const customerId = customerForAccessToken(db, String(form.get('subject_token') ?? ''), now);
        if (customerId === null) return oauthError('invalid_grant', 'the subject token is invalid or expired');
        const pair = db.transaction(() => createSession(db, customerId, client.clientId, now));
        return json(
          {
            access_token: pair.accessToken,
            expires_in: pair.expiresIn,
            token_type: 'Bearer',
            issued_token_type: 'urn:ietf:params:oauth:token-type:access_token',
          },
          { headers: NO_STORE },
        );
      }
      default:
        return oauthError('unsupported_grant_type', 'grant_type must be authorization_code, refresh_token or token exchange');
    }
  }

  function tokens(pair: TokenPair, customerId: number, nonce: string | null, now: Date): Response {
    const iat = Math.floor(now.getTime() / 1000);
    const email = (db.statement('SELECT email FROM customers WHERE id = ?').get(customerId) as { email: string }).email;
    const idToken = signIdToken({
      iss: issuer,
      sub: `gid://shopify/Customer/${customerId}`,
      aud: client.clientId,
      sid: pair.sessionId,
      email,
      nonce,
      iat,
      exp: iat + pair.expiresIn,
    });
    return json(
      {
        access_token: pair.accessToken,
        expires_in: pair.expiresIn,
        id_token: idToken,
        refresh_token: pair.refreshToken,
        token_type: 'Bearer',
        scope: 'openid email customer-account-api:full',
      },
      { headers: NO_STORE },
    );
  }

  function logout(url: URL): Response {
    const claims = readIdToken(url.searchParams.get('id_token_hint') ?? '');
    if (claims?.aud === client.clientId) db.transaction(() => endSession(db, claims.sid));
    const target = url.searchParams.get('post_logout_redirect_uri');
    return target && client.origins.includes(originOf(target)) ? Response.redirect(target, 302) : signedOutPage();
  }

  return async function handle(request: Request, url: URL): Promise<Response | null> {
    if (!url.pathname.startsWith('/authentication/')) return null;
    const path = url.pathname.slice(base.length);
    if (!url.pathname.startsWith(`${base}/`)) return errorPage('Unknown shop.', 404);
    if (path === '/oauth/authorize' && request.method === 'GET') return authorize(url);
    if (path === '/login' && request.method === 'POST') return submitEmail(request);
    if (path === '/login/code' && request.method === 'POST') return submitCode(request);
    if (path === '/oauth/token' && request.method === 'POST') return token(request);
    if (path === '/logout' && request.method === 'GET') return logout(url);
    return errorPage('Not found.', 404);
  };
}

const NO_STORE = { 'cache-control': 'no-store' };

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

function oauthError(error: string, description: string, status = 400): Response {
  return json({ error, error_description: description }, { status, headers: NO_STORE });
}

async function readForm(request: Request): Promise<URLSearchParams | null> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_FORM_BYTES) return null;
  const text = await request.text();
  return text.length > MAX_FORM_BYTES ? null : new URLSearchParams(text);
}

/**
 * The customer the verified email belongs to. A new email becomes a customer (the hosted page is
 * also the sign-up), and an invited one is enabled: proving the email is what activation asked for.
 */
function signedUpCustomer(db: ShopDatabase, email: string, now: Date): number {
  const existing = customerByEmail(db, email);
  if (!existing) {
    return insertCustomer(db, {
      email,
      firstName: null,
      lastName: null,
      phone: null,
      acceptsMarketing: false,
      state: 'enabled',
      passwordHash: null,
      createdAt: isoSeconds(now),
    });
  }
  if (existing.state === 'invited') updateCustomer(db, existing.rowId, { state: 'enabled' }, now);
  return existing.rowId;
}
