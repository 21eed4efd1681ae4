// A shopping agent for tests, as UCP and Shopify's docs describe one: it publishes a profile with
// its signing key (served here from loopback, which the shop accepts when it runs on loopback too),
// signs its requests with RFC 9421 (ES256 over the target, the body's Content-Digest and its
// UCP-Agent header), and can trade client credentials a merchant granted for a bearer token.
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

export interface AgentHost {
  /** The profile of an agent at the shop's current UCP version. */
  profile: string;
  /** Same agent, declaring the older release. */
  olderProfile: string;
  /** A profile declaring a release no shop speaks. */
  futureProfile: string;
  /** A second agent (its own key and profile), for "someone else's checkout". */
  otherProfile: string;
  keyOf(profile: string): { kid: string; key: KeyObject };
  close(): Promise<void>;
}

function keyPair(kid: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { kid, key: privateKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'ES256' } };
}

export async function startAgentHost(): Promise<AgentHost> {
  const agents = { main: keyPair('assistant-2026'), other: keyPair('other-2026') };
  const profiles: Record<string, { version: string; agent: ReturnType<typeof keyPair> }> = {
    '/assistant/.well-known/ucp': { version: '2026-08-25', agent: agents.main },
    '/assistant-older/.well-known/ucp': { version: '2026-04-08', agent: agents.main },
    '/assistant-future/.well-known/ucp': { version: '2099-01-01', agent: agents.main },
    '/other/.well-known/ucp': { version: '2026-08-25', agent: agents.other },
  };
  const server = createServer((req, res) => {
    const found = profiles[req.url ?? ''];
    if (!found) return void res.writeHead(404).end();
    const body = { ucp: { version: found.version, services: {}, capabilities: {}, payment_handlers: {} }, keys: [found.agent.jwk] };
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    profile: `${base}/assistant/.well-known/ucp`,
    olderProfile: `${base}/assistant-older/.well-known/ucp`,
    futureProfile: `${base}/assistant-future/.well-known/ucp`,
    otherProfile: `${base}/other/.well-known/ucp`,
    keyOf: (profile) => profiles[new URL(profile).pathname].agent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A fetch that signs every request as `profile`'s agent (the shape of Shopify's Signed tier). */
export function signingFetch(host: AgentHost, profile: string, send: typeof fetch = fetch): typeof fetch {
  const { kid, key } = host.keyOf(profile);
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? init.body : '';
    headers.set('ucp-agent', `profile="${profile}"`);
    const covered = ['@method', '@authority', '@path', 'ucp-agent'];
    if (body) {
      headers.set('content-digest', `sha-256=:${createHash('sha256').update(body).digest('base64')}:`);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      covered.push('content-digest', 'content-type');
    }
    const method = (init.method ?? 'GET').toUpperCase();
    const params = `(${covered.map((name) => `"${name}"`).join(' ')});keyid="${kid}";created=${Math.floor(Date.now() / 1000)}`;
    const value = (name: string) =>
      name === '@method' ? method : name === '@authority' ? url.host : name === '@path' ? url.pathname : headers.get(name)!;
    const base = [...covered.map((name) => `"${name}": ${value(name)}`), `"@signature-params": ${params}`].join('\n');
    const signature = sign('sha256', Buffer.from(base), { key, dsaEncoding: 'ieee-p1363' });
    headers.set('signature-input', `sig1=${params}`);
    headers.set('signature', `sig1=:${signature.toString('base64')}:`);
    return send(url, { ...init, headers });
  };
}

/** What a merchant grants and an agent trades: client credentials, then a bearer token. */
export async function grantToken(shopUrl: string, adminToken: string, grant: { purchase?: boolean; profile?: string } = {}) {
  const granted = await fetch(`${shopUrl}/admin/agent-clients`, {
    method: 'POST',
    headers: { 'x-shopify-access-token': adminToken, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Test assistant', ...grant }),
  });
  const { client } = (await granted.json()) as { client: { clientId: string; clientSecret: string } };
  const issued = await fetch(`${shopUrl}/auth/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: client.clientId, client_secret: client.clientSecret, grant_type: 'client_credentials' }),
  });
  return ((await issued.json()) as { access_token: string }).access_token;
}

/** An MCP client no one here wrote, connected as a given agent. */
export async function connect(url: string, options: { fetch?: typeof fetch; token?: string } = {}): Promise<Client> {
  const client = new Client({ name: 'bottega-tests', version: '1.0.0' });
  const requestInit = options.token ? { headers: { authorization: `Bearer ${options.token}` } } : undefined;
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { fetch: options.fetch, requestInit }));
  return client;
}

/** A buyer's shipping address in the United States, as UCP's postal address writes it. */
export const US_DESTINATION = {
  first_name: 'Giulia',
  last_name: 'Conti',
  street_address: '10 Hudson Yards',
  address_locality: 'New York',
  address_region: 'NY',
  postal_code: '10001',
  address_country: 'US',
};
