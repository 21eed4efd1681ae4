import { describe, expect, it } from 'vitest';
import {
  catalogueSearch,
  collectionSort,
  filterFromInput,
  hasFilters,
  noFilters,
  parseFilters,
  parseSort,
  searchSort,
  SEARCH_SORT_OPTIONS,
  toggleFilter,
  toProductFilters,
  withSort,
} from '~/listings/filters';

const params = (search: string) => new URLSearchParams(search);

describe('reading filters from the URL', () => {
  it('reads each filter key, repeated values included', () => {
    expect(parseFilters(params('color=Nero&color=Cognac&size=M&productType=Bags&material=Calfskin'))).toEqual({
      color: ['Nero', 'Cognac'],
      size: ['M'],
      productType: ['Bags'],
      material: ['Calfskin'],
    });
  });

  it('trims values, drops blanks and case-insensitive duplicates', () => {
    expect(parseFilters(params('color=%20Nero%20&color=nero&color=&size=%20%20')).color).toEqual(['Nero']);
    expect(parseFilters(params('size=&color=')).size).toEqual([]);
  });

  it('ignores unknown keys', () => {
    const selection = parseFilters(params('colour=Nero&vendor=Bottega&price=1'));
    expect(hasFilters(selection)).toBe(false);
  });

  it('accepts Storefront filter JSON in `filter` and merges it with the readable keys', () => {
    const selection = parseFilters(
      params(
        `color=Nero&filter=${encodeURIComponent('{"variantOption":{"name":"Colour","value":"Cognac"}}')}` +
          `&filter=${encodeURIComponent('{"productType":"Shoes"}')}` +
          `&filter=${encodeURIComponent('{"productMetafield":{"namespace":"my_fields","key":"fabrication","value":"Suede"}}')}` +
          `&filter=${encodeURIComponent('{"variantOption":{"name":"Length","value":"90"}}')}`,
      ),
    );
    expect(selection).toEqual({ color: ['Nero', 'Cognac'], size: ['90'], productType: ['Shoes'], material: ['Suede'] });
  });

  it('ignores hostile and unknown filter JSON', () => {
    const hostile = [
      'not json',
      '{"variantOption":',
      '[]',
      'null',
      '42',
      '{"price":{"min":0,"max":100}}',
      '{"available":false}',
      '{"tag":"x"}',
      '{"variantOption":{"name":"Width","value":"3"}}',
      '{"variantOption":{"name":"Color","value":{"$ne":1}}}',
      '{"productMetafield":{"namespace":"other","key":"fabrication","value":"x"}}',
      '{"productType":"Bags","tag":"sale"}',
      '{"__proto__":{"polluted":true}}',
      `{"productType":"${'x'.repeat(2000)}"}`,
    ];
    const search = hostile.map((raw) => `filter=${encodeURIComponent(raw)}`).join('&');
    expect(hasFilters(parseFilters(params(search)))).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('rejects over-long values, strips control characters and caps the number of values', () => {
    expect(parseFilters(params(`color=${'a'.repeat(2000)}`)).color).toEqual([]);
    expect(parseFilters(params('color=Ne%00ro%0A')).color).toEqual(['Nero']);
    const many = Array.from({ length: 100 }, (_, index) => `size=${index}`).join('&');
    expect(parseFilters(params(many)).size).toHaveLength(20);
  });

  it('keeps markup as inert text (React escapes it when shown)', () => {
    expect(parseFilters(params('color=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).color).toEqual(['<script>alert(1)</script>']);
  });
});

describe('filters for the Storefront API', () => {
  it('maps each key to its ProductFilter and adds availability for colour', () => {
    expect(toProductFilters({ ...noFilters(), color: ['Nero', 'Cognac'] })).toEqual([
      { variantOption: { name: 'color', value: 'Nero' } },
      { variantOption: { name: 'color', value: 'Cognac' } },
      { available: true },
    ]);
  });

  it('adds availability for size and for product type', () => {
    expect(toProductFilters({ ...noFilters(), size: ['M'] })).toEqual([
      { variantOption: { name: 'size', value: 'M' } },
      { available: true },
    ]);
    expect(toProductFilters({ ...noFilters(), productType: ['Bags'] })).toEqual([{ productType: 'Bags' }, { available: true }]);
  });

  it('adds availability only once when several keys are used', () => {
    const filters = toProductFilters({ color: ['Nero'], size: ['M'], productType: ['Shoes'], material: ['Suede'] });
    expect(filters.filter((filter) => 'available' in filter)).toEqual([{ available: true }]);
    expect(filters).toContainEqual({ productMetafield: { namespace: 'my_fields', key: 'fabrication', value: 'Suede' } });
  });

  it('does not add availability for material alone, nor without filters', () => {
    expect(toProductFilters({ ...noFilters(), material: ['Linen'] })).toEqual([
      { productMetafield: { namespace: 'my_fields', key: 'fabrication', value: 'Linen' } },
    ]);
    expect(toProductFilters(noFilters())).toEqual([]);
  });
});

describe('facet inputs', () => {
  it('turn into URL filters', () => {
    expect(filterFromInput('{"variantOption":{"name":"color","value":"Nero"}}')).toEqual({ key: 'color', value: 'Nero' });
    expect(filterFromInput({ variantOption: { name: 'size', value: 'XL' } })).toEqual({ key: 'size', value: 'XL' });
    expect(filterFromInput('{"available":true}')).toBeNull();
  });
});

describe('sorting', () => {
  it('accepts the spec options and falls back to relevance', () => {
    expect(parseSort('price-high-low')).toBe('price-high-low');
    expect(parseSort('newest')).toBe('newest');
    expect(parseSort('cheapest')).toBe('relevance');
    expect(parseSort(null)).toBe('relevance');
    expect(parseSort('x'.repeat(2000))).toBe('relevance');
    expect(parseSort('__proto__')).toBe('relevance');
  });

  it('maps collection sorts to ProductCollectionSortKeys', () => {
    expect(collectionSort('relevance')).toEqual({ sortKey: 'COLLECTION_DEFAULT', reverse: false });
    expect(collectionSort('price-low-high')).toEqual({ sortKey: 'PRICE', reverse: false });
    expect(collectionSort('price-high-low')).toEqual({ sortKey: 'PRICE', reverse: true });
    expect(collectionSort('best-selling')).toEqual({ sortKey: 'BEST_SELLING', reverse: false });
    expect(collectionSort('newest')).toEqual({ sortKey: 'CREATED', reverse: true });
  });

  it('offers search only the sorts the search API has', () => {
    expect(parseSort('best-selling', SEARCH_SORT_OPTIONS)).toBe('relevance');
    expect(parseSort('price-low-high', SEARCH_SORT_OPTIONS)).toBe('price-low-high');
    expect(searchSort('relevance')).toEqual({ sortKey: 'RELEVANCE', reverse: false });
    expect(searchSort('price-high-low')).toEqual({ sortKey: 'PRICE', reverse: true });
    expect(searchSort('price-low-high')).toEqual({ sortKey: 'PRICE', reverse: false });
  });
});

describe('building URLs', () => {
  it('writes a canonical query string, leaving out the default sort', () => {
    expect(catalogueSearch({ ...noFilters(), color: ['Nero'], size: ['M'] }, 'newest')).toBe('?color=Nero&size=M&sort=newest');
    expect(catalogueSearch(noFilters(), 'relevance')).toBe('');
    expect(catalogueSearch({ ...noFilters(), color: ['Blu Notte'] }, 'relevance', { q: 'tote' })).toBe('?q=tote&color=Blu+Notte');
  });

  it('toggles a value on and off', () => {
    const on = toggleFilter(noFilters(), 'color', 'Nero');
    expect(on.color).toEqual(['Nero']);
    expect(toggleFilter(on, 'color', 'nero').color).toEqual([]);
  });

  it('changes the sort and starts again from the first page', () => {
    expect(withSort(params('color=Nero&cursor=abc&direction=next'), 'price-low-high')).toBe('?color=Nero&sort=price-low-high');
    expect(withSort(params('sort=newest'), 'relevance')).toBe('');
  });
});
