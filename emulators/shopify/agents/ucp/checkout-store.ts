// Checkout sessions an agent opens: each sits on a Storefront API cart, so the checkout host's
// page for that cart (the session's continue_url) is the same checkout a shopper finishes in the
// browser, and an order placed either way is the order the checkout host records. Only the agent
// that opened a session can read or change it.
import { randomBytes } from 'node:crypto';
import type { ShopDatabase } from '../../db.ts';
import type { AddressFields } from '../../customers/address-validation.ts';
import { orderByCartToken } from '../../checkout/orders.ts';
import { parseGid } from '../../ids.ts';

/** A session lives six hours, the binding's default TTL. */
const TTL_MS = 6 * 60 * 60 * 1000;

type CheckoutState = 'open' | 'complete_in_progress' | 'completed' | 'canceled';

export interface Buyer {
  email?: string;
  first_name?: string;
  last_name?: string;
  phone_number?: string;
}

export interface CheckoutSession {
  id: string;
  owner: string;
  cartToken: string;
  state: CheckoutState;
  buyer: Buyer;
  shippingAddress: AddressFields | null;
  orderId: number | null;
  createdAt: string;
  expiresAt: string;
}

interface SessionRow {
  id: string;
  owner: string;
  cart_token: string;
  state: CheckoutState;
  buyer: string;
  shipping_address: string | null;
  order_id: number | null;
  created_at: string;
  expires_at: string;
}

const toSession = (row: SessionRow): CheckoutSession => ({
  id: row.id,
  owner: row.owner,
  cartToken: row.cart_token,
  state: row.state,
  buyer: JSON.parse(row.buyer),
  shippingAddress: row.shipping_address ? JSON.parse(row.shipping_address) : null,
  orderId: row.order_id,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

export const checkoutGid = (session: Pick<CheckoutSession, 'id'>) => `gid://shopify/Checkout/${session.id}`;

export function insertCheckout(db: ShopDatabase, owner: string, cartToken: string, now = new Date()): CheckoutSession {
  const id = randomBytes(16).toString('hex');
  db.statement('INSERT INTO agent_checkouts (id, owner, cart_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    id,
    owner,
    cartToken,
    now.toISOString(),
    new Date(now.getTime() + TTL_MS).toISOString(),
  );
  return findCheckout(db, checkoutGid({ id }), owner)!;
}

/**
 * The caller's session by its UCP id. An order the shopper placed on the checkout host meanwhile
 * completes it; an open session past its expiry is canceled, as the spec's TTL has it.
 */
export function findCheckout(db: ShopDatabase, id: unknown, owner: string, now = new Date()): CheckoutSession | null {
  const parsed = parseGid(id);
  if (!parsed || parsed.type !== 'Checkout' || !/^[a-f0-9]{32}$/.test(parsed.id)) return null;
  const row = db.statement('SELECT * FROM agent_checkouts WHERE id = ? AND owner = ?').get(parsed.id, owner) as SessionRow | undefined;
  if (!row) return null;
  const session = toSession(row);
  if (session.state === 'open' || session.state === 'complete_in_progress') {
    const order = orderByCartToken(db, session.cartToken);
    if (order) return saveCheckout(db, { ...session, state: 'completed', orderId: order.rowId });
    if (session.state === 'open' && Date.parse(session.expiresAt) <= now.getTime())
      return saveCheckout(db, { ...session, state: 'canceled' });
  }
  return session;
}

export function saveCheckout(db: ShopDatabase, session: CheckoutSession): CheckoutSession {
  db.statement('UPDATE agent_checkouts SET state = ?, buyer = ?, shipping_address = ?, order_id = ? WHERE id = ?').run(
    session.state,
    JSON.stringify(session.buyer),
    session.shippingAddress ? JSON.stringify(session.shippingAddress) : null,
    session.orderId,
    session.id,
  );
  return session;
}

/** What an agent already gave for this cart, for the checkout page to start from (continue_url). */
export function agentPrefill(db: ShopDatabase, cartToken: string): { email: string | null; address: AddressFields | null } | null {
  const row = db
    .statement("SELECT * FROM agent_checkouts WHERE cart_token = ? AND state = 'open' ORDER BY created_at DESC LIMIT 1")
    .get(cartToken) as SessionRow | undefined;
  if (!row) return null;
  const session = toSession(row);
  return { email: session.buyer.email ?? null, address: session.shippingAddress };
}
