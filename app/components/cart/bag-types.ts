import type { OptimisticCart, OptimisticCartLine } from '@shopify/hydrogen';
import type { CartApiQueryFragment } from 'storefrontapi.generated';

/** What the /cart action answers every bag form with (JSON for a fetcher, the page without JS). */
export interface BagActionData {
  /** Which kind of form was answered, so each part of the bag shows only its own answers. */
  kind: 'add' | 'update' | 'remove' | 'discounts' | 'buyer' | 'checkout' | null;
  error: string | null;
  notice: string | null;
  /** The discount code as typed, returned with a refusal so the field keeps it. */
  discountCode?: string;
}

export type BagCart = CartApiQueryFragment;
export type OptimisticBag = OptimisticCart<BagCart | null>;
export type BagLine = OptimisticCartLine<BagCart>;

/** The bag's forms post here, with or without JavaScript. */
export const BAG_ROUTE = '/cart';

export function isBagActionData(value: unknown): value is BagActionData {
  return Boolean(value) && typeof value === 'object' && 'error' in (value as object);
}
