// Turns a priced cart into an order in one transaction: stock is checked and taken, the order gets
// the next number, the customer is attached, and the cart is completed (deleted, so a later
// `cart(id)` returns null as on Shopify after checkout).
import type { ShopServices } from '../context.ts';
import { findCartByToken } from '../cart/store.ts';
import { priceCart } from '../cart/pricing.ts';
import type { PricedCart } from '../cart/pricing.ts';
import { customerByEmail } from '../customers/store.ts';
import type { AddressFields } from '../customers/address-validation.ts';
import { isoSeconds } from '../customers/tokens.ts';
import { insertOrder } from './orders.ts';
import { taxFor } from './taxes.ts';

interface PlacedOrder {
  token: string;
  number: number;
}

export interface OrderDetails {
  email: string;
  address: AddressFields;
  cardLast4: string;
  landingParams: Record<string, string>;
  landingUrl: string | null;
}

export type PlaceResult =
  | { ok: true; order: PlacedOrder }
  | { ok: false; reason: 'gone' }
  | { ok: false; reason: 'stock'; titles: string[] }
  | { ok: false; reason: 'empty' };

/** What the shopper owes for a priced cart: shipping is free; VAT markets include their tax. */
export function totalsOf(cart: PricedCart) {
  const subtotal = cart.lines.reduce((sum, line) => sum + line.subtotalCents, 0);
  const discount = subtotal - cart.totalCents;
  const tax = taxFor(cart.market.country.isoCode, cart.totalCents, cart.currencyCode);
  return { subtotal, discount, shipping: 0, tax, total: cart.totalCents + (tax.included ? 0 : tax.taxCents) };
}

export function placeOrder(services: ShopServices, cartToken: string, details: OrderDetails, now = new Date()): PlaceResult {
  const { db } = services;
  return db.transaction((): PlaceResult => {
    const row = findCartByToken(db, cartToken);
    if (!row) return { ok: false, reason: 'gone' };
    const cart = priceCart(db, services.catalogue(), row);
    if (!cart.lines.length) return { ok: false, reason: 'empty' };

    const short: string[] = [];
    const needed = new Map<number, number>();
    for (const line of cart.lines) needed.set(line.variant.rowId, (needed.get(line.variant.rowId) ?? 0) + line.quantity);
    for (const line of cart.lines) {
      const stock = db.statement('SELECT inventory, inventory_policy FROM variants WHERE id = ?').get(line.variant.rowId) as
        { inventory: number; inventory_policy: string } | undefined;
      if (!stock || (stock.inventory_policy === 'deny' && stock.inventory < (needed.get(line.variant.rowId) ?? 0)))
        short.push(`${line.variant.product.title} – ${line.variant.title}`);
    }
    if (short.length) return { ok: false, reason: 'stock', titles: [...new Set(short)] };

    const totals = totalsOf(cart);
    const customerId = row.customer_id ?? customerByEmail(db, details.email)?.rowId ?? null;
    const codes = cart.applied;
    const placed = insertOrder(db, {
      cartToken: row.token,
      customerId,
      email: details.email,
      phone: details.address.phone,
      currencyCode: cart.currencyCode,
      countryCode: cart.market.country.isoCode,
      languageCode: cart.market.language.isoCode,
      subtotal: totals.subtotal,
      totalDiscount: totals.discount,
      totalShipping: totals.shipping,
      totalTax: totals.tax.taxCents,
      taxesIncluded: totals.tax.included,
      total: totals.total,
      discountCodes: codes,
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      shippingAddress: details.address,
      billingAddress: details.address,
      cardLast4: details.cardLast4,
      landingParams: details.landingParams,
      landingUrl: details.landingUrl,
      processedAt: isoSeconds(now),
      lines: cart.lines.map((line) => ({
        variantId: line.variant.rowId,
        title: line.variant.product.title,
        variantTitle: line.variant.title,
        sku: line.variant.sku,
        quantity: line.quantity,
        unitPrice: line.unitCents,
        discount: line.subtotalCents - line.totalCents + line.orderShareCents,
      })),
    });
    for (const [variantId, quantity] of needed) {
      db.statement('UPDATE variants SET inventory = inventory - ? WHERE id = ?').run(quantity, variantId);
    }
    for (const line of cart.lines)
      db.statement('UPDATE products SET units_sold = units_sold + ? WHERE id = ?').run(line.quantity, line.variant.product.rowId);
    db.statement('DELETE FROM carts WHERE token = ?').run(row.token);
    return { ok: true, order: { token: placed.token, number: placed.number } };
  });
}
