// Agent clients: the credentials a merchant grants an agent, standing in for the client ID and
// secret Shopify's Dev Dashboard issues. Their scopes decide what a token can do: Shopify's own
// catalog and order scopes, and (a name of this emulator's, as Shopify publishes none) the
// permission to complete purchases. Secrets are kept only as a hash.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ShopDatabase } from '../../db.ts';

export const SCOPES = {
  catalog: 'read_global_api_catalog_search',
  orders: 'read_global_api_orders',
  purchase: 'write_global_api_purchases',
} as const;
const KNOWN_SCOPES = new Set<string>(Object.values(SCOPES));

export interface AgentClient {
  clientId: string;
  name: string;
  scopes: string[];
  profile: string | null;
  createdAt: string;
}

interface ClientRow {
  client_id: string;
  secret_hash: string;
  name: string;
  scopes: string;
  profile: string | null;
  created_at: string;
}

const hash = (secret: string) => createHash('sha256').update(secret).digest();
const toClient = (row: ClientRow): AgentClient => ({
  clientId: row.client_id,
  name: row.name,
  scopes: row.scopes.split(' ').filter(Boolean),
  profile: row.profile,
  createdAt: row.created_at,
});

export class ClientInputError extends Error {}

/** Grants an agent a client; the secret is shown once, here. */
export function createAgentClient(
  db: ShopDatabase,
  input: { name: string; scopes: string[]; profile?: string | null },
  now = new Date(),
): AgentClient & { clientSecret: string } {
  const name = input.name.trim().slice(0, 100);
  if (!name) throw new ClientInputError('name is required');
  const unknown = input.scopes.filter((scope) => !KNOWN_SCOPES.has(scope));
  if (unknown.length) throw new ClientInputError(`unknown scopes: ${unknown.join(', ')}; known: ${[...KNOWN_SCOPES].join(', ')}`);
  const profile = input.profile?.trim() || null;
  if (profile && (!URL.canParse(profile) || profile.length > 2000)) throw new ClientInputError('profile must be a URL');
  const scopes = [...new Set([SCOPES.catalog, ...input.scopes])];
  const clientId = randomBytes(16).toString('hex');
  const clientSecret = randomBytes(32).toString('hex');
  db.statement('INSERT INTO agent_clients (client_id, secret_hash, name, scopes, profile, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    clientId,
    hash(clientSecret).toString('hex'),
    name,
    scopes.join(' '),
    profile,
    now.toISOString(),
  );
  return { clientId, clientSecret, name, scopes, profile, createdAt: now.toISOString() };
}

export function listAgentClients(db: ShopDatabase): AgentClient[] {
  const rows = db.statement('SELECT * FROM agent_clients WHERE revoked_at IS NULL ORDER BY created_at').all() as unknown as ClientRow[];
  return rows.map(toClient);
}

/** A live client by id (tokens die with their client). */
export function agentClient(db: ShopDatabase, clientId: string): AgentClient | null {
  const row = db.statement('SELECT * FROM agent_clients WHERE client_id = ? AND revoked_at IS NULL').get(clientId) as ClientRow | undefined;
  return row ? toClient(row) : null;
}

/** The client whose id and secret these are, compared in constant time. */
export function authenticateClient(db: ShopDatabase, clientId: string, secret: string): AgentClient | null {
  const row = db.statement('SELECT * FROM agent_clients WHERE client_id = ? AND revoked_at IS NULL').get(clientId) as ClientRow | undefined;
  if (!row) return null;
  return timingSafeEqual(Buffer.from(row.secret_hash, 'hex'), hash(secret)) ? toClient(row) : null;
}

export function revokeAgentClient(db: ShopDatabase, clientId: string, now = new Date()): boolean {
  return (
    Number(
      db.statement('UPDATE agent_clients SET revoked_at = ? WHERE client_id = ? AND revoked_at IS NULL').run(now.toISOString(), clientId)
        .changes,
    ) > 0
  );
}
