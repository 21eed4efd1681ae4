import type { BagActionData } from '~/bag/bag-types';

/** The bag's forms (Hydrogen's CartForm, the checkout form) post here, with or without JavaScript. */
export const BAG_ROUTE = '/cart';

/** Whether a fetcher's or an action's data is the /cart action's answer to a bag form. */
export function isBagActionData(value: unknown): value is BagActionData {
  return Boolean(value) && typeof value === 'object' && 'error' in (value as object);
}
