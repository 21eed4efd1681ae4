// Carts in SQLite. Ids follow Shopify: gid://shopify/Cart/{token}?key={key} for carts and
// gid://shopify/CartLine/{uuid}?cart={token} for lines. Callers wrap writes in db.transaction.
import { randomBytes, randomUUID } from 'node:crypto';
import type { ShopDatabase } from '../db.ts';
import { parseGid } from '../ids.ts';

export interface CartRow {
  token: string;
  key: string;
  country_code: string;
  language_code: string;
  note: string | null;
  email: string | null;
  phone: string | null;
  customer_id: number | null;
  attributes: string;
  discount_codes: string;
  created_at: string;
  updated_at: string;
}

export interface CartLineRow {
  id: string;
  cart_token: string;
  variant_id: number;
  quantity: number;
  attributes: string;
  position: number;
}

export interface Attribute {
  key: string;
  value: string;
}

export function cartGid(row: Pick<CartRow, 'token' | 'key'>): string {
  return `gid://shopify/Cart/${row.token}?key=${row.key}`;
}

export function cartLineGid(line: Pick<CartLineRow, 'id' | 'cart_token'>): string {
  return `gid://shopify/CartLine/${line.id}?cart=${line.cart_token}`;
}

/** The cart a full cart id names; the key must match, as it does on Shopify. */
export function findCart(db: ShopDatabase, id: unknown): CartRow | null {
  const parsed = parseGid(id);
  if (!parsed || parsed.type !== 'Cart') return null;
  const row = db.statement('SELECT * FROM carts WHERE token = ?').get(parsed.id) as CartRow | undefined;
  if (!row || parsed.params.get('key') !== row.key) return null;
  return row;
}

/** The cart a checkout URL names (the checkout host knows only the token). */
export function findCartByToken(db: ShopDatabase, token: string): CartRow | null {
  return (db.statement('SELECT * FROM carts WHERE token = ?').get(token) as CartRow | undefined) ?? null;
}

export function cartLines(db: ShopDatabase, token: string): CartLineRow[] {
  return db.statement('SELECT * FROM cart_lines WHERE cart_token = ? ORDER BY position').all(token) as unknown as CartLineRow[];
}

/** The line id inside a CartLine gid, if it belongs to this cart. */
export function lineIdOf(id: unknown, token: string): string | null {
  const parsed = parseGid(id);
  if (!parsed || parsed.type !== 'CartLine') return null;
  const cart = parsed.params.get('cart');
  if (cart !== null && cart !== token) return null;
  return parsed.id;
}

export function insertCart(db: ShopDatabase, fields: { country: string; language: string; now: string }): CartRow {
  const token = `hWN${randomBytes(18).toString('base64url')}`;
  const key = randomBytes(16).toString('hex');
  db.statement('INSERT INTO carts (token, key, country_code, language_code, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    token,
    key,
    fields.country,
    fields.language,
    fields.now,
    fields.now,
  );
  return findCartByToken(db, token)!;
}

export function updateCart(db: ShopDatabase, token: string, changes: Partial<Omit<CartRow, 'token' | 'key' | 'created_at'>>): void {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  if (!entries.length) return;
  const sql = `UPDATE carts SET ${entries.map(([column]) => `${column} = ?`).join(', ')} WHERE token = ?`;
  db.sqlite.prepare(sql).run(...(entries.map(([, value]) => value) as (string | number | null)[]), token);
}

export function insertLine(db: ShopDatabase, token: string, variantId: number, quantity: number, attributes: Attribute[]): CartLineRow {
  const position = (
    db.statement('SELECT COALESCE(MAX(position), 0) + 1 AS next FROM cart_lines WHERE cart_token = ?').get(token) as { next: number }
  ).next;
  const id = randomUUID();
  db.statement('INSERT INTO cart_lines (id, cart_token, variant_id, quantity, attributes, position) VALUES (?, ?, ?, ?, ?, ?)').run(
    id,
    token,
    variantId,
    quantity,
    JSON.stringify(attributes),
    position,
  );
  return { id, cart_token: token, variant_id: variantId, quantity, attributes: JSON.stringify(attributes), position };
}

export function setLineQuantity(db: ShopDatabase, lineId: string, quantity: number): void {
  db.statement('UPDATE cart_lines SET quantity = ? WHERE id = ?').run(quantity, lineId);
}

export function updateLine(db: ShopDatabase, lineId: string, fields: { variantId?: number; attributes?: Attribute[] }): void {
  if (fields.variantId !== undefined) db.statement('UPDATE cart_lines SET variant_id = ? WHERE id = ?').run(fields.variantId, lineId);
  if (fields.attributes !== undefined)
    db.statement('UPDATE cart_lines SET attributes = ? WHERE id = ?').run(JSON.stringify(fields.attributes), lineId);
}

export function deleteLine(db: ShopDatabase, lineId: string): void {
  db.statement('DELETE FROM cart_lines WHERE id = ?').run(lineId);
}
