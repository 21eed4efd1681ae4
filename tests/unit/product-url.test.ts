// The product page's URL: ?variant= parsing, option parameters, handles.
import { describe, expect, it } from 'vitest';
import {
  isValidHandle,
  parseVariantParam,
  productHref,
  productSearch,
  selectedOptionsFromSearch,
  variantNumber,
} from '~/core/catalogue/url';

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

describe('productHref', () => {
  it("carries the search's tracking parameters on a result's link", () => {
    expect(productHref('arco-tote', '_pos=1&_sid=4f2a9c1e5&_ss=r')).toBe('/products/arco-tote?_pos=1&_sid=4f2a9c1e5&_ss=r');
    expect(productHref('arco-tote', '_pos=3&_psq=ner&_ss=e&_v=1.0')).toBe('/products/arco-tote?_pos=3&_psq=ner&_ss=e&_v=1.0');
    expect(productHref('arco-tote', null)).toBe('/products/arco-tote');
    expect(productHref('arco-tote', '')).toBe('/products/arco-tote');
  });

  it('lets through only the keys of Shopify search, never a variant, a path or a fragment', () => {
    expect(productHref('arco-tote', 'variant=1&Color=Nero&_pos=2')).toBe('/products/arco-tote?_pos=2');
    expect(productHref('arco-tote', '_ss=r#x"><script>')).toBe('/products/arco-tote?_ss=r%23x%22%3E%3Cscript%3E');
    expect(productHref('arco-tote', '/../../evil')).toBe('/products/arco-tote');
  });

  it('is read back as no option by the product page', () => {
    const href = productHref('arco-tote', '_pos=1&_sid=4f2a9c1e5&_ss=r&_psq=nero');
    expect(selectedOptionsFromSearch(new URL(href, 'https://shop.example').searchParams)).toEqual([]);
  });
});
