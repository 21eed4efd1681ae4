// What a permalink may put in the bag: Shopify's numeric variant ids, UCP's raw or ~base64url tokens,
// quantities within a line's limit; anything else names nothing.
import { describe, expect, it } from 'vitest';
import { permalinkLines } from '~/bag/permalink.server';

const variant = (id: string) => `gid://shopify/ProductVariant/${id}`;
const b64 = (text: string) => `~${Buffer.from(text).toString('base64url')}`;

describe('permalink lines', () => {
  it("reads Shopify's variant:quantity pairs, one line per variant", () => {
    expect(permalinkLines('101:2,202:1,101:3', 'shopify')).toEqual([
      { merchandiseId: variant('101'), quantity: 5 },
      { merchandiseId: variant('202'), quantity: 1 },
    ]);
  });

  it("reads UCP's raw ids and encoded gids alike", () => {
    expect(permalinkLines(`101:1,${b64(variant('202'))}:2`, 'ucp')).toEqual([
      { merchandiseId: variant('101'), quantity: 1 },
      { merchandiseId: variant('202'), quantity: 2 },
    ]);
  });

  it('refuses what a shopper could not have meant', () => {
    for (const items of ['101:0', '101:01', '101:-1', '101:11', '101:6,101:5', '101', ':1', 'abc:1', '101:1,,202:1', '1e3:1'])
      expect(permalinkLines(items, 'shopify'), items).toBeNull();
    const many = Array.from({ length: 26 }, (_, at) => `${at + 1}:1`).join(',');
    expect(permalinkLines(many, 'shopify')).toBeNull();
    // Another shop's kind of id, a non-canonical or control-bearing token, a product instead of a variant.
    for (const items of ['sku_1:1', `${b64(variant('1'))}=:1`, `${b64('1\n')}:1`, `${b64('gid://shopify/Product/1')}:1`, '%2F:1'])
      expect(permalinkLines(items, 'ucp'), items).toBeNull();
  });
});
