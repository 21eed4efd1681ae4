import type { OptimisticCart, OptimisticCartLine } from '@shopify/hydrogen';
import type { CartApiQueryFragment } from 'storefrontapi.generated';

/** What the /cart action answers every bag form with (JSON for a fetcher, the page without JS); read with isBagActionData (lib/cart/bag-form.ts). */
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
