import { describe, expect, it } from 'vitest';
import { checkDiscountCode, checkQuantity, readCartCommand } from '~/bag/input';
import { bagMessages } from '~/texts';

const VARIANT = 'gid://shopify/ProductVariant/101';
const LINE = 'gid://shopify/CartLine/3f2c1a?cart=abc';

function form(action: string, inputs: unknown, fields: Record<string, string> = {}) {
  const data = new FormData();
  data.set('cartFormInput', JSON.stringify({ action, inputs }));
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe('checkQuantity', () => {
  it('accepts whole numbers up to the maximum', () => {
    expect(checkQuantity('10', 1)).toEqual({ ok: true, quantity: 10 });
    expect(checkQuantity(3, 1)).toEqual({ ok: true, quantity: 3 });
    expect(checkQuantity(' 0 ', 0)).toEqual({ ok: true, quantity: 0 });
  });
  it('refuses more than ten with the clear message', () => {
    expect(checkQuantity('11', 0)).toEqual({ ok: false, message: bagMessages.maxQuantity(10) });
    expect(checkQuantity('99999999999999999999', 0)).toEqual({ ok: false, message: bagMessages.maxQuantity(10) });
    // However long: a whole number is never 'not a number'.
    expect(checkQuantity('9'.repeat(400), 1)).toEqual({ ok: false, message: bagMessages.maxQuantity(10) });
    expect(checkQuantity(`-${'9'.repeat(400)}`, 1)).toEqual({ ok: false, message: bagMessages.quantityNegative });
    expect(checkQuantity(`-${'9'.repeat(400)}`, 0)).toEqual({ ok: true, quantity: 0 });
  });
  it('refuses non-numbers, fractions and negative adds', () => {
    for (const raw of ['abc', '1.5', '1e3', '', '0x10', null, undefined, {}, Number.NaN, Infinity, 2.5]) {
      expect(checkQuantity(raw, 0)).toEqual({ ok: false, message: bagMessages.quantityNotNumber });
    }
    expect(checkQuantity('-1', 1)).toEqual({ ok: false, message: bagMessages.quantityNegative });
    // A change at or below zero removes the line (spec section 4): it reads as 0.
    expect(checkQuantity('-1', 0)).toEqual({ ok: true, quantity: 0 });
    expect(checkQuantity(-7, 0)).toEqual({ ok: true, quantity: 0 });
    expect(checkQuantity('0', 1)).toEqual({ ok: false, message: bagMessages.quantityAtLeastOne });
  });
});

describe('checkDiscountCode', () => {
  it('trims a code and refuses empty, huge or control-character codes', () => {
    expect(checkDiscountCode('  BENVENUTO10 ')).toEqual({ ok: true, code: 'BENVENUTO10' });
    expect(checkDiscountCode('   ')).toMatchObject({ ok: false, status: 400 });
    expect(checkDiscountCode('A'.repeat(10_000))).toMatchObject({ ok: false, status: 413, message: bagMessages.discountTooLong(255) });
    expect(checkDiscountCode('A\u0000B')).toMatchObject({ ok: false, status: 400 });
  });
});

describe('readCartCommand', () => {
  it('reads an add, merging duplicate variants and taking a visible quantity field', () => {
    expect(
      readCartCommand(
        form('LinesAdd', { lines: [{ merchandiseId: VARIANT, quantity: 1, selectedVariant: { id: VARIANT } }] }, { quantity: '3' }),
      ),
    ).toEqual({
      ok: true,
      cartId: null,
      command: { kind: 'add', lines: [{ merchandiseId: VARIANT, quantity: 3 }] },
    });
    const twice = readCartCommand(
      form('LinesAdd', {
        lines: [
          { merchandiseId: VARIANT, quantity: 6 },
          { merchandiseId: VARIANT, quantity: 6 },
        ],
      }),
    );
    expect(twice).toEqual({ ok: false, status: 400, message: bagMessages.maxQuantity(10) });
  });

  it('refuses malformed variant ids and quantities on add', () => {
    for (const merchandiseId of ['101', 'gid://shopify/Product/1', '<script>', 'gid://shopify/ProductVariant/1?x=1']) {
      expect(readCartCommand(form('LinesAdd', { lines: [{ merchandiseId, quantity: 1 }] }))).toMatchObject({ ok: false, status: 400 });
    }
    expect(readCartCommand(form('LinesAdd', { lines: [{ merchandiseId: VARIANT, quantity: -2 }] }))).toMatchObject({
      ok: false,
      message: bagMessages.quantityNegative,
    });
    expect(readCartCommand(form('LinesAdd', { lines: [] }))).toMatchObject({ ok: false });
  });

  it('reads updates, with 0 allowed (it removes the line) and above ten refused', () => {
    expect(readCartCommand(form('LinesUpdate', { lines: [{ id: LINE, quantity: 0 }] }))).toMatchObject({
      ok: true,
      command: { kind: 'update', lines: [{ id: LINE, quantity: 0 }] },
    });
    expect(readCartCommand(form('LinesUpdate', { lines: [{ id: LINE, quantity: 11 }] }))).toEqual({
      ok: false,
      status: 400,
      message: bagMessages.maxQuantity(10),
    });
    expect(readCartCommand(form('LinesUpdate', { lines: [{ id: 'gid://shopify/CartLine/<x>', quantity: 1 }] }))).toMatchObject({
      ok: false,
      message: bagMessages.lineNotInBag,
    });
    expect(readCartCommand(form('LinesUpdate', { lines: 'all' }))).toMatchObject({ ok: false, status: 400 });
  });

  it('reads removals and refuses foreign shapes', () => {
    expect(readCartCommand(form('LinesRemove', { lineIds: [LINE, LINE] }))).toMatchObject({
      ok: true,
      command: { kind: 'remove', lineIds: [LINE] },
    });
    expect(readCartCommand(form('LinesRemove', { lineIds: ['DROP TABLE'] }))).toMatchObject({ ok: false });
  });

  it('builds the full code list for a discount update', () => {
    expect(readCartCommand(form('DiscountCodesUpdate', { discountCodes: ['BENVENUTO10'] }, { discountCode: 'benvenuto10' }))).toMatchObject(
      {
        ok: true,
        command: { kind: 'discounts', codes: ['BENVENUTO10'], added: 'benvenuto10' },
      },
    );
    expect(readCartCommand(form('DiscountCodesUpdate', { discountCodes: [] }))).toMatchObject({
      ok: true,
      command: { kind: 'discounts', codes: [], added: null },
    });
    expect(readCartCommand(form('DiscountCodesUpdate', {}, { discountCode: 'X'.repeat(10_000) }))).toMatchObject({
      ok: false,
      status: 413,
    });
  });

  it('takes only the country from a buyer identity update', () => {
    expect(readCartCommand(form('BuyerIdentityUpdate', { buyerIdentity: { countryCode: 'it', customerAccessToken: 'stolen' } }))).toEqual({
      ok: true,
      cartId: null,
      command: { kind: 'buyer', countryCode: 'IT' },
    });
    expect(readCartCommand(form('BuyerIdentityUpdate', { buyerIdentity: { countryCode: 'ITA' } }))).toMatchObject({
      ok: false,
      message: bagMessages.countryInvalid,
    });
  });

  it('reports a cart id the form claims, and refuses a malformed one', () => {
    const claimed = 'gid://shopify/Cart/other?key=k';
    expect(readCartCommand(form('LinesRemove', { lineIds: [LINE], cartId: claimed }))).toMatchObject({ ok: true, cartId: claimed });
    expect(readCartCommand(form('LinesRemove', { lineIds: [LINE], cartId: 'javascript:1' }))).toMatchObject({
      ok: false,
      message: bagMessages.foreignCart,
    });
  });

  it('refuses unreadable or unknown forms', () => {
    const broken = new FormData();
    broken.set('cartFormInput', '{not json');
    expect(readCartCommand(broken)).toMatchObject({ ok: false, status: 400 });
    expect(readCartCommand(new FormData())).toMatchObject({ ok: false, status: 400 });
    expect(readCartCommand(form('MetafieldsSet', {}))).toMatchObject({ ok: false, message: bagMessages.unknownAction });
  });

  it('recognises the checkout form', () => {
    const checkout = new FormData();
    checkout.set('intent', 'checkout');
    expect(readCartCommand(checkout)).toEqual({ ok: true, cartId: null, command: { kind: 'checkout' } });
  });
});
