// The merchant's side of agent access, standing in for the Dev Dashboard: grant an agent a client
// (and with it a token that may complete purchases and read its orders), list clients, revoke one.
// Guarded by the shop's private access token in X-Shopify-Access-Token, the Admin API's header:
// the one secret only the merchant's servers hold. scripts/agent-client.ts does the same offline.
//   GET    /admin/agent-clients          the live clients (never their secrets)
//   POST   /admin/agent-clients          {name, scopes?: string[], purchase?: boolean, profile?}
//   DELETE /admin/agent-clients/{id}     revokes the client and every token it holds
import { timingSafeEqual } from 'node:crypto';
import { json } from '../../../http.ts';
import type { ShopDatabase } from '../../db.ts';
import { ClientInputError, createAgentClient, listAgentClients, revokeAgentClient, SCOPES } from './clients.ts';

const MAX_BODY = 8192;

function allowed(request: Request, adminToken: string): boolean {
  const given = Buffer.from(request.headers.get('x-shopify-access-token') ?? '');
  const expected = Buffer.from(adminToken);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function agentAdminRoutes(db: ShopDatabase, adminToken: string) {
  return async (request: Request, url: URL): Promise<Response | null> => {
    const match = /^\/admin\/agent-clients(?:\/([a-f0-9]{32}))?\/?$/.exec(url.pathname);
    if (!match) return null;
    if (!allowed(request, adminToken))
      return json({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' }, { status: 401 });
    if (match[1]) {
      if (request.method !== 'DELETE') return json({ errors: 'Method Not Allowed' }, { status: 405, headers: { allow: 'DELETE' } });
      return revokeAgentClient(db, match[1]) ? new Response(null, { status: 204 }) : json({ errors: 'Not Found' }, { status: 404 });
    }
    if (request.method === 'GET') return json({ clients: listAgentClients(db) });
    if (request.method !== 'POST') return json({ errors: 'Method Not Allowed' }, { status: 405, headers: { allow: 'GET, POST' } });
    const text = await request.text();
    if (text.length > MAX_BODY) return json({ errors: 'Payload Too Large' }, { status: 413 });
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text);
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object');
    } catch {
      return json({ errors: 'The body must be a JSON object.' }, { status: 400 });
    }
    const scopes = Array.isArray(body.scopes) ? body.scopes.map(String) : [];
    // "purchase" is the one switch a merchant thinks in: complete checkouts and read what they placed.
    if (body.purchase === true) scopes.push(SCOPES.purchase, SCOPES.orders);
    try {
      const client = createAgentClient(db, {
        name: typeof body.name === 'string' ? body.name : '',
        scopes,
        profile: typeof body.profile === 'string' ? body.profile : null,
      });
      return json({ client }, { status: 201, headers: { 'cache-control': 'no-store' } });
    } catch (error) {
      if (error instanceof ClientInputError) return json({ errors: error.message }, { status: 422 });
      throw error;
    }
  };
}
