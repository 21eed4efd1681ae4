// Customers and their sessions in SQLite. Resolvers and the checkout host read and write customers
// only through here, so the SQL for an account lives in one place.
import type { ShopDatabase } from '../db.ts';
import { gid } from '../ids.ts';
import { ACCESS_TOKEN_LIFETIME_MS, digest, isoSeconds, newAccessToken, newLinkToken } from './tokens.ts';

type CustomerState = 'enabled' | 'invited' | 'disabled';

export interface CustomerRecord {
  __typename: 'Customer';
  rowId: number;
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  acceptsMarketing: boolean;
  tags: string[];
  state: CustomerState;
  defaultAddressRowId: number | null;
  createdAt: string;
  updatedAt: string;
}

interface CustomerRow {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  accepts_marketing: number;
  tags: string;
  state: CustomerState;
  password_hash: string | null;
  default_address_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface AccessToken {
  accessToken: string;
  expiresAt: string;
}

function toRecord(row: CustomerRow): CustomerRecord {
  return {
    __typename: 'Customer',
    rowId: row.id,
    id: gid('Customer', row.id),
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    acceptsMarketing: row.accepts_marketing === 1,
    tags: JSON.parse(row.tags) as string[],
    state: row.state,
    defaultAddressRowId: row.default_address_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function customerById(db: ShopDatabase, id: number): CustomerRecord | null {
  const row = db.statement('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow | undefined;
  return row ? toRecord(row) : null;
}

export function customerByEmail(db: ShopDatabase, email: string): (CustomerRecord & { passwordHash: string | null }) | null {
  const row = db.statement('SELECT * FROM customers WHERE email = ?').get(email.trim()) as CustomerRow | undefined;
  return row ? { ...toRecord(row), passwordHash: row.password_hash } : null;
}

export function customerIdByPhone(db: ShopDatabase, phone: string): number | null {
  const row = db.statement('SELECT id FROM customers WHERE phone = ?').get(phone) as { id: number } | undefined;
  return row?.id ?? null;
}

export interface NewCustomer {
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  acceptsMarketing: boolean;
  tags?: string[];
  state: CustomerState;
  passwordHash: string | null;
  createdAt: string;
}

export function insertCustomer(db: ShopDatabase, customer: NewCustomer): number {
  return Number(
    db
      .statement(
        'INSERT INTO customers (email, first_name, last_name, phone, accepts_marketing, tags, state, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        customer.email,
        customer.firstName,
        customer.lastName,
        customer.phone,
        customer.acceptsMarketing ? 1 : 0,
        JSON.stringify(customer.tags ?? []),
        customer.state,
        customer.passwordHash,
        customer.createdAt,
        customer.createdAt,
      ).lastInsertRowid,
  );
}

export interface CustomerChanges {
  email?: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean;
  state?: CustomerState;
  passwordHash?: string;
}

const COLUMNS: Record<keyof CustomerChanges, string> = {
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  acceptsMarketing: 'accepts_marketing',
  state: 'state',
  passwordHash: 'password_hash',
};

export function updateCustomer(db: ShopDatabase, id: number, changes: CustomerChanges, now: Date): void {
  const sets: string[] = [];
  const values: (string | number | null)[] = [];
  for (const [key, column] of Object.entries(COLUMNS) as [keyof CustomerChanges, string][]) {
    if (changes[key] === undefined) continue;
    sets.push(`${column} = ?`);
    const value = changes[key];
    values.push(typeof value === 'boolean' ? (value ? 1 : 0) : (value as string | null));
  }
  sets.push('updated_at = ?');
  values.push(isoSeconds(now));
  db.statement(`UPDATE customers SET ${sets.join(', ')} WHERE id = ?`).run(...values, id);
}

export function countOrders(db: ShopDatabase, customerId: number): number {
  return (db.statement('SELECT COUNT(*) AS count FROM orders WHERE customer_id = ?').get(customerId) as { count: number }).count;
}

// --- access tokens -------------------------------------------------------------------------

export function createAccessToken(db: ShopDatabase, customerId: number, now: Date): AccessToken {
  const accessToken = newAccessToken();
  const expiresAt = isoSeconds(new Date(now.getTime() + ACCESS_TOKEN_LIFETIME_MS));
  db.statement('INSERT INTO customer_access_tokens (token_digest, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    digest(accessToken),
    customerId,
    isoSeconds(now),
    expiresAt,
  );
  return { accessToken, expiresAt };
}

interface TokenRow {
  id: number;
  customer_id: number;
  expires_at: string;
}

function liveToken(db: ShopDatabase, token: unknown, now: Date): TokenRow | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return null;
  const row = db.statement('SELECT id, customer_id, expires_at FROM customer_access_tokens WHERE token_digest = ?').get(digest(token)) as
    TokenRow | undefined;
  if (!row || row.expires_at <= isoSeconds(now)) return null;
  return row;
}

export function customerIdForAccessToken(db: ShopDatabase, token: unknown, now = new Date()): number | null {
  return liveToken(db, token, now)?.customer_id ?? null;
}

/** Returns the deleted token's row id, or null when there was no live token to delete. */
export function deleteAccessToken(db: ShopDatabase, token: string, now: Date): number | null {
  const row = liveToken(db, token, now);
  if (!row) return null;
  db.statement('DELETE FROM customer_access_tokens WHERE id = ?').run(row.id);
  return row.id;
}

export function renewAccessToken(db: ShopDatabase, token: string, now: Date): AccessToken | null {
  const row = liveToken(db, token, now);
  if (!row) return null;
  const expiresAt = isoSeconds(new Date(now.getTime() + ACCESS_TOKEN_LIFETIME_MS));
  db.statement('UPDATE customer_access_tokens SET expires_at = ? WHERE id = ?').run(expiresAt, row.id);
  return { accessToken: token, expiresAt };
}

/** A password change ends every session, as on Shopify. */
export function revokeAccessTokens(db: ShopDatabase, customerId: number): void {
  db.statement('DELETE FROM customer_access_tokens WHERE customer_id = ?').run(customerId);
}

// --- reset and activation tokens -----------------------------------------------------------

export type LinkPurpose = 'reset' | 'activate';

/** Issues a fresh single-use token; any earlier unused token for the same purpose stops working. */
export function issueLinkToken(
  db: ShopDatabase,
  customerId: number,
  purpose: LinkPurpose,
  lifetimeMs: number,
  now: Date,
  token = newLinkToken(),
): string {
  db.statement('DELETE FROM customer_link_tokens WHERE customer_id = ? AND purpose = ? AND used_at IS NULL').run(customerId, purpose);
  db.statement('INSERT INTO customer_link_tokens (token_digest, customer_id, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    digest(token),
    customerId,
    purpose,
    isoSeconds(now),
    isoSeconds(new Date(now.getTime() + lifetimeMs)),
  );
  return token;
}

export type LinkCheck = 'valid' | 'invalid' | 'used' | 'expired';

export function checkLinkToken(db: ShopDatabase, customerId: number, purpose: LinkPurpose, token: string, now: Date): LinkCheck {
  if (token.length === 0 || token.length > 200) return 'invalid';
  const row = db
    .statement('SELECT expires_at, used_at FROM customer_link_tokens WHERE token_digest = ? AND customer_id = ? AND purpose = ?')
    .get(digest(token), customerId, purpose) as { expires_at: string; used_at: string | null } | undefined;
  if (!row) return 'invalid';
  if (row.used_at) return 'used';
  if (row.expires_at <= isoSeconds(now)) return 'expired';
  return 'valid';
}

export function markLinkTokenUsed(db: ShopDatabase, token: string, now: Date): void {
  db.statement('UPDATE customer_link_tokens SET used_at = ? WHERE token_digest = ?').run(isoSeconds(now), digest(token));
}
