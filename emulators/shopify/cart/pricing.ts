// A cart priced in its market: line amounts, code discounts and totals, all in the presentment
// currency's hundredths. The checkout host reuses this to turn a cart into an order.
import type { ShopDatabase } from '../db.ts';
import type { Catalogue, VariantRecord } from '../catalogue/store.ts';
import { convert, resolveMarket } from '../markets.ts';
import type { Market } from '../markets.ts';
import { cartGid, cartLineGid, cartLines } from './store.ts';
import type { Attribute, CartLineRow, CartRow } from './store.ts';

export interface PricedDiscount {
  code: string;
  percentage: number;
  title: string;
}

export interface PricedLine {
  __typename: 'CartLine';
  id: string;
  rowId: string;
  quantity: number;
  attributes: Attribute[];
  variant: VariantRecord;
  market: Market;
  currencyCode: string;
  unitCents: number;
  compareAtUnitCents: number | null;
  subtotalCents: number;
  discounts: { code: string; cents: number; percentage: number }[];
  totalCents: number;
}

export interface PricedCart {
  __typename: 'Cart';
  id: string;
  row: CartRow;
  market: Market;
  currencyCode: string;
  lines: PricedLine[];
  attributes: Attribute[];
  discountCodes: { code: string; applicable: boolean }[];
  subtotalCents: number;
  totalCents: number;
  totalQuantity: number;
}

export function discountFor(db: ShopDatabase, code: string): PricedDiscount | null {
  const row = db.statement('SELECT code, percentage, title FROM discount_codes WHERE code = ? AND active = 1').get(code) as
    | { code: string; percentage: number; title: string }
    | undefined;
  return row ?? null;
}

export function priceCart(db: ShopDatabase, catalogue: Catalogue, row: CartRow): PricedCart {
  const market = resolveMarket(row.country_code, row.language_code);
  const lineRows = cartLines(db, row.token);
  const codes: string[] = JSON.parse(row.discount_codes);
  const discounts = codes.map((code) => ({ code, discount: discountFor(db, code) }));
  const applicable = discounts.filter((entry) => entry.discount) as { code: string; discount: PricedDiscount }[];

  const lines: PricedLine[] = [];
  for (const line of lineRows) {
    const variant = catalogue.variantsById.get(line.variant_id);
    // A variant deleted from the catalogue disappears from carts, as on Shopify.
    if (!variant) continue;
    lines.push(priceLine(line, variant, market, applicable));
  }
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  return {
    __typename: 'Cart',
    id: cartGid(row),
    row,
    market,
    currencyCode: market.currency.isoCode,
    lines,
    attributes: JSON.parse(row.attributes),
    discountCodes: discounts.map((entry) => ({ code: entry.code, applicable: Boolean(entry.discount) && lines.length > 0 })),
    subtotalCents,
    totalCents: subtotalCents,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

function priceLine(line: CartLineRow, variant: VariantRecord, market: Market, discounts: { code: string; discount: PricedDiscount }[]): PricedLine {
  const unitCents = convert(variant.price, market.currency);
  const subtotalCents = unitCents * line.quantity;
  const allocations = discounts.map(({ code, discount }) => ({
    code,
    percentage: discount.percentage,
    cents: roundForCurrency(Math.round((subtotalCents * discount.percentage) / 100), market),
  }));
  const discounted = allocations.reduce((sum, allocation) => sum + allocation.cents, 0);
  return {
    __typename: 'CartLine',
    id: cartLineGid(line),
    rowId: line.id,
    quantity: line.quantity,
    attributes: JSON.parse(line.attributes),
    variant,
    market,
    currencyCode: market.currency.isoCode,
    unitCents,
    compareAtUnitCents: variant.compareAtPrice == null ? null : convert(variant.compareAtPrice, market.currency),
    subtotalCents,
    discounts: allocations,
    totalCents: Math.max(subtotalCents - discounted, 0),
  };
}

/** Zero-decimal currencies (JPY) cannot carry cents in a discount either. */
function roundForCurrency(cents: number, market: Market): number {
  return market.currency.isoCode === 'JPY' ? Math.round(cents / 100) * 100 : cents;
}
