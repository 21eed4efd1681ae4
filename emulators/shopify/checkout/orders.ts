// Orders, their lines and fulfillments in SQLite: written by the checkout host and the seed, read by
// the customer resolvers and the orders JSON endpoint.
import { randomBytes } from 'node:crypto';
import type { ShopDatabase } from '../db.ts';
import type { AppliedDiscount } from '../cart/discounts.ts';
import type { AddressFields } from '../customers/address-validation.ts';

const FIRST_ORDER_NUMBER = 1001;

/** What checkout records about an order: the same whether it is being written or read back. */
interface OrderFields {
  email: string | null;
  phone: string | null;
  currencyCode: string;
  countryCode: string;
  languageCode: string;
  subtotal: number;
  totalDiscount: number;
  totalShipping: number;
  totalTax: number;
  taxesIncluded: boolean;
  total: number;
  discountCodes: AppliedDiscount[];
  financialStatus: string;
  fulfillmentStatus: string;
  shippingAddress: AddressFields | null;
  billingAddress: AddressFields | null;
  cardLast4: string | null;
  landingParams: Record<string, string>;
  landingUrl: string | null;
  processedAt: string;
}

export interface OrderRecord extends OrderFields {
  __typename: 'Order';
  rowId: number;
  id: string;
  number: number;
  name: string;
  token: string;
  cartToken: string | null;
  customerRowId: number | null;
  canceledAt: string | null;
  cancelReason: string | null;
}

/** What checkout records about an order line: the same whether it is being written or read back. */
interface OrderLineFields {
  title: string;
  variantTitle: string | null;
  sku: string | null;
  quantity: number;
  unitPrice: number;
  discount: number;
}

export interface OrderLineRecord extends OrderLineFields {
  __typename: 'OrderLineItem';
  rowId: number;
  orderRowId: number;
  position: number;
  variantRowId: number | null;
  currencyCode: string;
}

export interface FulfillmentRecord {
  __typename: 'Fulfillment';
  rowId: number;
  orderRowId: number;
  status: string;
  trackingCompany: string | null;
  tracking: { number: string | null; url: string | null }[];
  lines: { lineId: number; quantity: number }[];
  createdAt: string;
}

interface OrderRow {
  id: number;
  number: number;
  token: string;
  cart_token: string | null;
  customer_id: number | null;
  email: string | null;
  phone: string | null;
  currency_code: string;
  country_code: string;
  language_code: string;
  subtotal: number;
  total_discount: number;
  total_shipping: number;
  total_tax: number;
  taxes_included: number;
  total: number;
  discount_codes: string;
  financial_status: string;
  fulfillment_status: string;
  shipping_address: string | null;
  billing_address: string | null;
  card_last4: string | null;
  landing_params: string;
  landing_url: string | null;
  processed_at: string;
  canceled_at: string | null;
  cancel_reason: string | null;
}

function toOrder(row: OrderRow): OrderRecord {
  return {
    __typename: 'Order',
    rowId: row.id,
    // The legacy Storefront API's order ids carry the order's key.
    id: `gid://shopify/Order/${row.id}?key=${row.token}`,
    number: row.number,
    name: `#${row.number}`,
    token: row.token,
    cartToken: row.cart_token,
    customerRowId: row.customer_id,
    email: row.email,
    phone: row.phone,
    currencyCode: row.currency_code,
    countryCode: row.country_code,
    languageCode: row.language_code,
    subtotal: row.subtotal,
    totalDiscount: row.total_discount,
    totalShipping: row.total_shipping,
    totalTax: row.total_tax,
    taxesIncluded: row.taxes_included === 1,
    total: row.total,
    discountCodes: JSON.parse(row.discount_codes),
    financialStatus: row.financial_status,
    fulfillmentStatus: row.fulfillment_status,
    shippingAddress: row.shipping_address ? JSON.parse(row.shipping_address) : null,
    billingAddress: row.billing_address ? JSON.parse(row.billing_address) : null,
    cardLast4: row.card_last4,
    landingParams: JSON.parse(row.landing_params),
    landingUrl: row.landing_url,
    processedAt: row.processed_at,
    canceledAt: row.canceled_at,
    cancelReason: row.cancel_reason,
  };
}

export function ordersOfCustomer(db: ShopDatabase, customerId: number): OrderRecord[] {
  return (db.statement('SELECT * FROM orders WHERE customer_id = ? ORDER BY id').all(customerId) as unknown as OrderRow[]).map(toOrder);
}

/** The latest orders, newest first, optionally only those placed with one email. */
export function latestOrders(db: ShopDatabase, filter: { email?: string | null; limit?: number } = {}): OrderRecord[] {
  const limit = filter.limit ?? 250;
  const rows = filter.email
    ? db.statement('SELECT * FROM orders WHERE email = ? COLLATE NOCASE ORDER BY id DESC LIMIT ?').all(filter.email.trim(), limit)
    : db.statement('SELECT * FROM orders ORDER BY id DESC LIMIT ?').all(limit);
  return (rows as unknown as OrderRow[]).map(toOrder);
}

export function orderByToken(db: ShopDatabase, token: string): OrderRecord | null {
  const row = db.statement('SELECT * FROM orders WHERE token = ?').get(token) as OrderRow | undefined;
  return row ? toOrder(row) : null;
}

export function orderByCartToken(db: ShopDatabase, cartToken: string): OrderRecord | null {
  const row = db.statement('SELECT * FROM orders WHERE cart_token = ?').get(cartToken) as OrderRow | undefined;
  return row ? toOrder(row) : null;
}

export function orderById(db: ShopDatabase, id: number): OrderRecord | null {
  const row = db.statement('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;
  return row ? toOrder(row) : null;
}

interface LineRow {
  id: number;
  order_id: number;
  position: number;
  variant_id: number | null;
  title: string;
  variant_title: string | null;
  sku: string | null;
  quantity: number;
  unit_price: number;
  discount: number;
}

export function linesOfOrder(db: ShopDatabase, order: OrderRecord): OrderLineRecord[] {
  return (db.statement('SELECT * FROM order_lines WHERE order_id = ? ORDER BY position').all(order.rowId) as unknown as LineRow[]).map(
    (row) => ({
      __typename: 'OrderLineItem',
      rowId: row.id,
      orderRowId: row.order_id,
      position: row.position,
      variantRowId: row.variant_id,
      title: row.title,
      variantTitle: row.variant_title,
      sku: row.sku,
      quantity: row.quantity,
      unitPrice: row.unit_price,
      discount: row.discount,
      currencyCode: order.currencyCode,
    }),
  );
}

interface FulfillmentRow {
  id: number;
  order_id: number;
  status: string;
  tracking_company: string | null;
  tracking: string;
  lines: string;
  created_at: string;
}

export function fulfillmentsOfOrder(db: ShopDatabase, orderId: number): FulfillmentRecord[] {
  return (db.statement('SELECT * FROM fulfillments WHERE order_id = ? ORDER BY id').all(orderId) as unknown as FulfillmentRow[]).map(
    (row) => ({
      __typename: 'Fulfillment',
      rowId: row.id,
      orderRowId: row.order_id,
      status: row.status,
      trackingCompany: row.tracking_company,
      tracking: JSON.parse(row.tracking),
      lines: JSON.parse(row.lines),
      createdAt: row.created_at,
    }),
  );
}

interface NewOrderLine extends OrderLineFields {
  variantId: number | null;
}

export interface NewOrder extends OrderFields {
  cartToken: string | null;
  customerId: number | null;
  lines: NewOrderLine[];
  /** Fixed by the seed so its orders are the same on every build; random otherwise. */
  token?: string;
}

/** Inserts the order and its lines with the next order number (#1001, #1002, ...). */
export function insertOrder(db: ShopDatabase, order: NewOrder): { id: number; number: number; token: string } {
  return db.transaction(() => {
    const last = db.statement('SELECT MAX(number) AS number FROM orders').get() as { number: number | null };
    const number = Math.max((last.number ?? 0) + 1, FIRST_ORDER_NUMBER);
    const token = order.token ?? randomBytes(16).toString('hex');
    const id = Number(
      db
        .statement(
          `INSERT INTO orders (number, token, cart_token, customer_id, email, phone, currency_code, country_code, language_code, subtotal, total_discount,
            total_shipping, total_tax, taxes_included, total, discount_codes, financial_status, fulfillment_status, shipping_address, billing_address,
            card_last4, landing_params, landing_url, processed_at, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          number,
          token,
          order.cartToken,
          order.customerId,
          order.email,
          order.phone,
          order.currencyCode,
          order.countryCode,
          order.languageCode,
          order.subtotal,
          order.totalDiscount,
          order.totalShipping,
          order.totalTax,
          order.taxesIncluded ? 1 : 0,
          order.total,
          JSON.stringify(order.discountCodes),
          order.financialStatus,
          order.fulfillmentStatus,
          order.shippingAddress ? JSON.stringify(order.shippingAddress) : null,
          order.billingAddress ? JSON.stringify(order.billingAddress) : null,
          order.cardLast4,
          JSON.stringify(order.landingParams),
          order.landingUrl,
          order.processedAt,
          order.processedAt,
        ).lastInsertRowid,
    );
    const insertLine = db.statement(
      'INSERT INTO order_lines (order_id, position, variant_id, title, variant_title, sku, quantity, unit_price, discount) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    order.lines.forEach((line, index) =>
      insertLine.run(id, index + 1, line.variantId, line.title, line.variantTitle, line.sku, line.quantity, line.unitPrice, line.discount),
    );
    return { id, number, token };
  });
}

export interface NewFulfillment {
  trackingCompany: string | null;
  tracking: { number: string | null; url: string | null }[];
  /** Line positions (1-based) and quantities; every line in full when omitted. */
  lines?: { position: number; quantity: number }[];
  createdAt: string;
}

export function insertFulfillment(db: ShopDatabase, orderId: number, fulfillment: NewFulfillment): number {
  const lineRows = db.statement('SELECT id, position, quantity FROM order_lines WHERE order_id = ? ORDER BY position').all(orderId) as {
    id: number;
    position: number;
    quantity: number;
  }[];
  const lines = fulfillment.lines
    ? fulfillment.lines
        .map((entry) => ({ lineId: lineRows.find((row) => row.position === entry.position)?.id ?? 0, quantity: entry.quantity }))
        .filter((entry) => entry.lineId)
    : lineRows.map((row) => ({ lineId: row.id, quantity: row.quantity }));
  return Number(
    db
      .statement('INSERT INTO fulfillments (order_id, status, tracking_company, tracking, lines, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(
        orderId,
        'success',
        fulfillment.trackingCompany,
        JSON.stringify(fulfillment.tracking),
        JSON.stringify(lines),
        fulfillment.createdAt,
      ).lastInsertRowid,
  );
}
