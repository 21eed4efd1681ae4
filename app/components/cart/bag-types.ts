import type { OptimisticCart, OptimisticCartLine } from '@shopify/hydrogen';
import type { CartApiQueryFragment } from 'storefrontapi.generated';

/** What the /cart action answers every bag form with (JSON for a fetcher, the page without JS). */
export interface BagActionData {
  error: string | null;
  notice: string | null;
}

export type BagCart = CartApiQueryFragment;
export type OptimisticBag = OptimisticCart<BagCart | null>;
export type BagLine = OptimisticCartLine<BagCart>;

/** The bag's forms post here, with or without JavaScript. */
export const BAG_ROUTE = '/cart';

export function isBagActionData(value: unknown): value is BagActionData {
  return Boolean(value) && typeof value === 'object' && 'error' in (value as object);
}
