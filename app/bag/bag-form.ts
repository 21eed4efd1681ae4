import type { CartActionInput } from '@shopify/hydrogen';
import type { BagActionData } from '~/bag/bag-types';

/**
 * Hydrogen's CartForm wire format, for the browser: one hidden field holding `{action, inputs}` as
 * JSON, which the /cart action reads with `CartForm.getFormInput` and Hydrogen's `useOptimisticCart`
 * reads from pending fetchers. Written and read here without importing Hydrogen, whose client
 * module is one file (analytics, consent, paging and the cart together): the first screen (the
 * header's count, Add to bag) then loads none of it. tests/unit/bag-form.test.ts holds this to
 * Hydrogen's own CartForm.
 */
export const BAG_FORM_INPUT = 'cartFormInput';

/** The bag's forms post here, with or without JavaScript. */
export const BAG_ROUTE = '/cart';

/** Whether a fetcher's or an action's data is the /cart action's answer to a bag form. */
export function isBagActionData(value: unknown): value is BagActionData {
  return Boolean(value) && typeof value === 'object' && 'error' in (value as object);
}

export type BagAction = CartActionInput['action'];

export interface BagFormInput {
  action?: BagAction;
  inputs?: Record<string, unknown>;
}

/** What a bag form carries, or null for any other form (or one whose field is not JSON). */
export function bagFormInput(formData: FormData | undefined): BagFormInput | null {
  const raw = formData?.get(BAG_FORM_INPUT);
  if (typeof raw !== 'string') return null;
  try {
    const input: unknown = JSON.parse(raw);
    return input && typeof input === 'object' ? input : null;
  } catch {
    return null;
  }
}

/** The pieces a pending add puts in the bag (its lines' quantities), 0 for any other form. */
export function addedQuantity(formData: FormData | undefined): number {
  const input = bagFormInput(formData);
  if (input?.action !== 'LinesAdd') return 0;
  const lines = (input.inputs as { lines?: Array<{ quantity?: unknown }> } | undefined)?.lines ?? [];
  return lines.reduce((sum, line) => sum + (typeof line.quantity === 'number' && line.quantity > 0 ? line.quantity : 1), 0);
}
