// The browser's bag forms write and read Hydrogen's CartForm wire format without loading Hydrogen
// (lib/cart/bag-form.ts): held here to Hydrogen's own CartForm, so an upgrade that changes the
// format fails this test instead of the shop's bag.
import { describe, expect, it } from 'vitest';
import { CartForm } from '@shopify/hydrogen';
import { addedQuantity, BAG_FORM_INPUT, bagFormInput } from '~/bag/bag-form';

function formWith(input: unknown, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set(BAG_FORM_INPUT, typeof input === 'string' ? input : JSON.stringify(input));
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  return form;
}

describe('bag form wire format', () => {
  it('names the field CartForm reads, and reads what CartForm reads', () => {
    expect(BAG_FORM_INPUT).toBe(CartForm.INPUT_NAME);
    const lines = [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 2 }];
    const form = formWith({ action: CartForm.ACTIONS.LinesAdd, inputs: { lines } });
    expect(CartForm.getFormInput(form)).toEqual({ action: 'LinesAdd', inputs: { lines } });
    expect(bagFormInput(form)).toEqual({ action: 'LinesAdd', inputs: { lines } });
  });

  it('counts the pieces a pending add puts in the bag, and nothing for other forms', () => {
    const add = (lines: unknown) => formWith({ action: 'LinesAdd', inputs: { lines } });
    expect(addedQuantity(add([{ merchandiseId: 'a', quantity: 3 }, { merchandiseId: 'b' }]))).toBe(4);
    expect(addedQuantity(formWith({ action: 'LinesUpdate', inputs: { lines: [{ id: 'x', quantity: 5 }] } }))).toBe(0);
    expect(addedQuantity(formWith('{not json'))).toBe(0);
    expect(addedQuantity(formWith('null'))).toBe(0);
    expect(addedQuantity(undefined)).toBe(0);
    const other = new FormData();
    other.set('email', 'a@b.c');
    expect(addedQuantity(other)).toBe(0);
  });
});
