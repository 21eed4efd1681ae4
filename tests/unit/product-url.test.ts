// The product page's URL: ?variant= parsing, option parameters, handles.
import { describe, expect, it } from 'vitest';
import { isValidHandle, parseVariantParam, productSearch, selectedOptionsFromSearch, variantNumber } from '~/lib/product/url';

describe('parseVariantParam', () => {
  it('accepts a numeric id and a variant gid', () => {
    expect(parseVariantParam('44012')).toBe('gid://shopify/ProductVariant/44012');
    expect(parseVariantParam(' 44012 ')).toBe('gid://shopify/ProductVariant/44012');
    expect(parseVariantParam('gid://shopify/ProductVariant/44012')).toBe('gid://shopify/ProductVariant/44012');
  });

  it('rejects anything else, so the page falls back to the first available variant', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'abc',
      '12abc',
      '-5',
      '1.5',
      'gid://shopify/Product/44012',
      'gid://shopify/ProductVariant/',
      '<script>',
      '9'.repeat(21),
      'x'.repeat(2000),
    ]) {
      expect(parseVariantParam(bad)).toBeNull();
    }
  });
});

describe('selectedOptionsFromSearch', () => {
  it('reads Name=Value pairs and leaves out variant and tracking parameters', () => {
    const search = new URLSearchParams('Color=Celeste&Size=XL&variant=259&utm_source=mail&_kx=abc');
    expect(selectedOptionsFromSearch(search)).toEqual([
      { name: 'Color', value: 'Celeste' },
      { name: 'Size', value: 'XL' },
    ]);
  });

  it('drops empty, repeated and oversized entries and caps how many it reads', () => {
    const search = new URLSearchParams();
    search.append('Color', '');
    search.append('Size', 'M');
    search.append('Size', 'L');
    search.append('Huge', 'x'.repeat(2000));
    for (let i = 0; i < 20; i++) search.append(`O${i}`, 'v');
    const options = selectedOptionsFromSearch(search);
    expect(options[0]).toEqual({ name: 'Size', value: 'M' });
    expect(options.some((option) => option.name === 'Huge' || option.name === 'Color')).toBe(false);
    expect(options.length).toBe(8);
  });
});

describe('product links', () => {
  it('carry the options and the numeric variant id', () => {
    expect(
      productSearch(
        [
          { name: 'Color', value: 'Blu Notte' },
          { name: 'Size', value: 'S' },
        ],
        'gid://shopify/ProductVariant/12',
      ),
    ).toBe('?Color=Blu+Notte&Size=S&variant=12');
    expect(productSearch([], null)).toBe('');
    expect(variantNumber('gid://shopify/ProductVariant/987')).toBe('987');
  });
});

describe('isValidHandle', () => {
  it('accepts shop handles and refuses paths, dots, markup and absurd lengths', () => {
    expect(isValidHandle('arco-tote')).toBe(true);
    expect(isValidHandle('symmetry-pochette-nero-2')).toBe(true);
    for (const bad of [undefined, '', '-x', 'a/b', 'favicon.ico', '<b>', 'a'.repeat(256), 'a b']) expect(isValidHandle(bad)).toBe(false);
  });
});
