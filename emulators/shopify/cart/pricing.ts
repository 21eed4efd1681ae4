// A cart priced in its market: line amounts, code discounts and totals, all in the presentment
// currency's hundredths. Line-level codes ("amount off products") reduce the lines they entitle;
// order-level codes reduce the order and are reported on the cart, as Shopify reports them:
// subtotalAmount is after line discounts, totalAmount after order discounts too.
// The checkout host reuses this to turn a cart into an order.
import type { ShopDatabase } from '../db.ts';
import type { Catalogue, VariantRecord } from '../catalogue/store.ts';
import { convert, resolveMarket } from '../markets.ts';
import type { Market } from '../markets.ts';
import { cartGid, cartLineGid, cartLines } from './store.ts';
import type { Attribute, CartLineRow, CartRow } from './store.ts';
import { discountFor, presentmentAmount, roundForCurrency } from './discounts.ts';
import type { AppliedDiscount, DiscountRule, NotApplicableReason } from './discounts.ts';

/** One code's share of one line, or of the order. */
export interface Allocation extends AppliedDiscount {
  cents: number;
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
  /** Line-level codes: what the cart line reports. */
  discounts: Allocation[];
  /** After line-level codes. */
  totalCents: number;
  /** This line's share of the order-level codes (what an order's line item will carry). */
  orderShareCents: number;
}

export interface PricedCart {
  __typename: 'Cart';
  id: string;
  row: CartRow;
  market: Market;
  currencyCode: string;
  lines: PricedLine[];
  attributes: Attribute[];
  discountCodes: { code: string; applicable: boolean; reason: NotApplicableReason | 'DISCOUNT_NOT_FOUND' | null }[];
  /** Order-level codes: what the cart reports in discountAllocations. */
  orderDiscounts: Allocation[];
  /** Every code that gave something, line- or order-level, for the order it becomes. */
  applied: AppliedDiscount[];
  subtotalCents: number;
  totalCents: number;
  totalQuantity: number;
}

export function priceCart(db: ShopDatabase, catalogue: Catalogue, row: CartRow): PricedCart {
  const market = resolveMarket(row.country_code, row.language_code);
  const codes: string[] = JSON.parse(row.discount_codes);
  const rules = codes.map((code) => ({ code, rule: discountFor(db, code) }));

  const lines: PricedLine[] = [];
  for (const line of cartLines(db, row.token)) {
    const variant = catalogue.variantsById.get(line.variant_id);
    // A variant deleted from the catalogue disappears from carts, as on Shopify.
    if (!variant) continue;
    lines.push(baseLine(line, variant, market));
  }
  // Minimum purchase requirements are measured on the shop-currency subtotal before any discount.
  const shopSubtotal = lines.reduce((sum, line) => sum + line.variant.price * line.quantity, 0);
  const reasons = new Map<string, NotApplicableReason | 'DISCOUNT_NOT_FOUND' | null>();
  const applied: AppliedDiscount[] = [];

  for (const { code, rule } of rules) {
    if (!rule) reasons.set(code, 'DISCOUNT_NOT_FOUND');
    else if (rule.target === 'line') reasons.set(code, applyLineRule(rule, code, lines, market, shopSubtotal, applied));
  }
  for (const line of lines) line.totalCents = Math.max(line.subtotalCents - line.discounts.reduce((sum, entry) => sum + entry.cents, 0), 0);
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);

  const orderDiscounts: Allocation[] = [];
  let remaining = subtotalCents;
  for (const { code, rule } of rules) {
    if (!rule || rule.target !== 'order') continue;
    if (!lines.length || (rule.minimumSubtotal != null && shopSubtotal < rule.minimumSubtotal)) {
      reasons.set(code, lines.length ? 'DISCOUNT_PURCHASE_NOT_IN_RANGE' : 'DISCOUNT_NO_ENTITLED_LINE_ITEMS');
      continue;
    }
    const cents = Math.min(
      rule.valueType === 'fixed_amount'
        ? presentmentAmount(rule.amount ?? 0, market)
        : roundForCurrency(Math.round((remaining * rule.percentage) / 100), market),
      remaining,
    );
    remaining -= cents;
    const entry = describe(rule, code, market, false);
    orderDiscounts.push({ ...entry, cents });
    applied.push(entry);
    spreadOverLines(lines, cents, market);
    reasons.set(code, null);
  }

  return {
    __typename: 'Cart',
    id: cartGid(row),
    row,
    market,
    currencyCode: market.currency.isoCode,
    lines,
    attributes: JSON.parse(row.attributes),
    discountCodes: codes.map((code) => {
      const reason = reasons.get(code) ?? null;
      return { code, applicable: reason === null && lines.length > 0, reason };
    }),
    orderDiscounts,
    applied,
    subtotalCents,
    totalCents: remaining,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

function baseLine(line: CartLineRow, variant: VariantRecord, market: Market): PricedLine {
  const unitCents = convert(variant.price, market.currency);
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
    subtotalCents: unitCents * line.quantity,
    discounts: [],
    totalCents: unitCents * line.quantity,
    orderShareCents: 0,
  };
}

function describe(rule: DiscountRule, code: string, market: Market, entitled: boolean): AppliedDiscount {
  return {
    code,
    valueType: rule.valueType,
    percentage: rule.valueType === 'percentage' ? rule.percentage : 0,
    amount: rule.valueType === 'fixed_amount' ? presentmentAmount(rule.amount ?? 0, market) : null,
    target: rule.target,
    entitled,
  };
}

/** Allocates a line-level code to the lines it entitles; the reason it does not apply, or null. */
function applyLineRule(
  rule: DiscountRule,
  code: string,
  lines: PricedLine[],
  market: Market,
  shopSubtotal: number,
  applied: AppliedDiscount[],
): NotApplicableReason | null {
  const entitled =
    rule.collectionId == null
      ? lines
      : lines.filter((line) => line.variant.product.collections.some((collection) => collection.rowId === rule.collectionId));
  if (!entitled.length) return 'DISCOUNT_NO_ENTITLED_LINE_ITEMS';
  if (rule.minimumSubtotal != null && shopSubtotal < rule.minimumSubtotal) return 'DISCOUNT_PURCHASE_NOT_IN_RANGE';
  const entry = describe(rule, code, market, rule.collectionId != null);
  if (rule.valueType === 'percentage') {
    for (const line of entitled)
      line.discounts.push({ ...entry, cents: roundForCurrency(Math.round((line.subtotalCents * rule.percentage) / 100), market) });
  } else {
    const base = entitled.reduce((sum, line) => sum + line.subtotalCents, 0);
    const shares = proportional(
      Math.min(entry.amount ?? 0, base),
      entitled.map((line) => line.subtotalCents),
      market,
    );
    entitled.forEach((line, index) => line.discounts.push({ ...entry, cents: shares[index] }));
  }
  applied.push(entry);
  return null;
}

/** Records each line's share of an order-level amount, in proportion to what the line costs. */
function spreadOverLines(lines: PricedLine[], cents: number, market: Market): void {
  const shares = proportional(
    cents,
    lines.map((line) => line.totalCents - line.orderShareCents),
    market,
  );
  lines.forEach((line, index) => (line.orderShareCents += shares[index]));
}

/** Splits `total` in proportion to `weights`, in the currency's smallest unit, adding up exactly. */
function proportional(total: number, weights: number[], market: Market): number[] {
  const unit = market.currency.isoCode === 'JPY' ? 100 : 1;
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const units = Math.round(total / unit);
  const shares = weights.map((weight) => Math.floor((units * weight) / sum));
  let left = units - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % shares.length, left--) shares[i]++;
  return shares.map((share) => share * unit);
}
