// Drives the emulator's hosted sign-in the way a browser and Hydrogen do together: authorize with a
// PKCE challenge, post the email, read the one-time code from the outbox, post it, and follow the
// redirect to the callback with its code and state. Shared by the OAuth and GraphQL tests.
import { createHash, randomBytes } from 'node:crypto';
import { LOCAL_CUSTOMER_ACCOUNT } from '../../emulators/shopify/customer-account/client.ts';

export const SHOP_ID = LOCAL_CUSTOMER_ACCOUNT.shopId;
export const CLIENT_ID = LOCAL_CUSTOMER_ACCOUNT.clientId;
export const STOREFRONT_ORIGIN = 'https://localhost:3000';
export const REDIRECT_URI = `${STOREFRONT_ORIGIN}/account/authorize`;

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(emulatorUrl: string, params: Record<string, string>): string {
  const url = new URL(`${emulatorUrl}/authentication/${SHOP_ID}/oauth/authorize`);
  url.search = new URLSearchParams(params).toString();
  return url.toString();
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

/** The latest sign-in code mailed to the address, read from the outbox's JSON. */
export async function latestCode(emulatorUrl: string, email: string): Promise<string> {
  const mail = (await (await fetch(`${emulatorUrl}/outbox.json?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { kind: string; text: string }[];
  };
  const message = mail.messages.find((entry) => entry.kind === 'customer_sign_in_code');
  const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no sign-in code for ${email}`);
  return code;
}

/** The whole hosted sign-in; returns the callback URL the browser would be sent to. */
export async function hostedSignIn(emulatorUrl: string, email: string, options: { state?: string; nonce?: string; challenge: string }) {
  const page = await fetch(
    authorizeUrl(emulatorUrl, {
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: 'openid email customer-account-api:full',
      state: options.state ?? 'state-1',
      nonce: options.nonce ?? 'nonce-1',
      code_challenge: options.challenge,
      code_challenge_method: 'S256',
    }),
  );
  const flow = /name="flow" value="([0-9a-f]+)"/.exec(await page.text())?.[1];
  if (!flow) throw new Error(`no sign-in form (${page.status})`);
  await fetch(`${emulatorUrl}/authentication/${SHOP_ID}/login`, form({ flow, email }));
  const answer = await fetch(
    `${emulatorUrl}/authentication/${SHOP_ID}/login/code`,
    form({ flow, code: await latestCode(emulatorUrl, email) }),
  );
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) throw new Error(`code not accepted (${answer.status})`);
  return new URL(location);
}

export async function tokenRequest(emulatorUrl: string, fields: Record<string, string>, origin = STOREFRONT_ORIGIN) {
  const response = await fetch(`${emulatorUrl}/authentication/${SHOP_ID}/oauth/token`, {
    ...form({ client_id: CLIENT_ID, ...fields }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

export async function signedInTokens(emulatorUrl: string, email: string) {
  const { verifier, challenge } = pkce();
  const callback = await hostedSignIn(emulatorUrl, email, { challenge });
  const { body } = await tokenRequest(emulatorUrl, {
    grant_type: 'authorization_code',
    code: callback.searchParams.get('code')!,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  });
  if (!body.access_token) throw new Error(`no token: ${JSON.stringify(body)}`);
  return body as { access_token: string; refresh_token: string; id_token: string; expires_in: number };
}

export async function customerApi(emulatorUrl: string, token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${emulatorUrl}/${SHOP_ID}/account/customer/api/2026-04/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as any };
}
