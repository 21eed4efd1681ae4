// Discount codes as rules, and how one rule is reported: Shopify's discount application shape
// (allocation method, target selection, value) is the same on carts and on orders.
import type { ShopDatabase } from '../db.ts';
import type { Market } from '../markets.ts';
import { moneyV2 } from '../markets.ts';

export interface DiscountRule {
  code: string;
  title: string;
  valueType: 'percentage' | 'fixed_amount';
  /** For percentage codes. */
  percentage: number;
  /** For fixed-amount codes, in hundredths of the shop currency. */
  amount: number | null;
  /** 'line': amount off products, allocated to the entitled lines; 'order': amount off the order. */
  target: 'line' | 'order';
  /** A line-level code limited to one collection's products; null for every product. */
  collectionId: number | null;
  /** The subtotal (shop currency) below which the code does not apply. */
  minimumSubtotal: number | null;
}

/** Why a code the shop knows does not apply, in Shopify's CartWarningCode terms. */
export type NotApplicableReason = 'DISCOUNT_NO_ENTITLED_LINE_ITEMS' | 'DISCOUNT_PURCHASE_NOT_IN_RANGE';

/** What a code applied as, as stored on an order and reported in discountApplications. */
export interface AppliedDiscount {
  code: string;
  valueType?: 'percentage' | 'fixed_amount';
  percentage: number;
  /** A fixed amount in the order's (or cart's) currency hundredths. */
  amount?: number | null;
  target?: 'line' | 'order';
  entitled?: boolean;
}

export function discountFor(db: ShopDatabase, code: string): DiscountRule | null {
  const row = db
    .statement(
      'SELECT code, percentage, title, value_type, amount, target, collection_id, minimum_subtotal FROM discount_codes WHERE code = ? AND active = 1',
    )
    .get(code) as
    | {
        code: string;
        percentage: number;
        title: string;
        value_type: string;
        amount: number | null;
        target: string;
        collection_id: number | null;
        minimum_subtotal: number | null;
      }
    | undefined;
  if (!row) return null;
  return {
    code: row.code,
    title: row.title,
    valueType: row.value_type === 'fixed_amount' ? 'fixed_amount' : 'percentage',
    percentage: row.percentage,
    amount: row.amount,
    target: row.target === 'order' ? 'order' : 'line',
    collectionId: row.collection_id,
    minimumSubtotal: row.minimum_subtotal,
  };
}

/** A shop-currency amount in the market's currency: exchanged at the market rate, whole yen for JPY. */
export function presentmentAmount(shopCents: number, market: Market): number {
  return roundForCurrency(Math.round(shopCents * market.currency.rate), market);
}

/** Zero-decimal currencies (JPY) cannot carry cents in a discount either. */
export function roundForCurrency(cents: number, market: Market): number {
  return market.currency.isoCode === 'JPY' ? Math.round(cents / 100) * 100 : cents;
}

/**
 * Shopify's discount application for a code: a line-level code is allocated ACROSS the lines it
 * entitles (ALL of them, or those of its collection: ENTITLED); an order-level code ACROSS ALL.
 */
export function discountApplication(applied: AppliedDiscount, currencyCode: string) {
  const value =
    applied.valueType === 'fixed_amount'
      ? { __typename: 'MoneyV2', ...moneyV2({ cents: applied.amount ?? 0, currencyCode }) }
      : { __typename: 'PricingPercentageValue', percentage: applied.percentage };
  return {
    allocationMethod: 'ACROSS',
    targetSelection: applied.entitled ? 'ENTITLED' : 'ALL',
    targetType: 'LINE_ITEM',
    value,
  };
}
