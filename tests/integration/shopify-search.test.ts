// Collections with filters, sorting and paging; search and predictive search, over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopify } from '../../emulators/shopify/test-server.ts';
import type { RunningShopify } from '../../emulators/shopify/test-server.ts';

let shop: RunningShopify;
beforeAll(async () => {
  shop = await startShopify();
});
afterAll(async () => {
  await shop.stop();
});

const COLLECTION = `#graphql
  query Collection($handle: String!, $filters: [ProductFilter!], $sortKey: ProductCollectionSortKeys, $reverse: Boolean, $first: Int, $last: Int, $after: String, $before: String) {
    collection(handle: $handle) {
      id handle title description image { url }
      products(filters: $filters, sortKey: $sortKey, reverse: $reverse, first: $first, last: $last, after: $after, before: $before) {
        filters { id label type presentation values { id label count input swatch { color } } }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        nodes { handle title productType availableForSale createdAt tags
          priceRange { minVariantPrice { amount currencyCode } }
          options { name optionValues { name } }
          fabrication: metafield(namespace: "my_fields", key: "fabrication") { value } }
      }
    }
  }
`;

async function collection(variables: Record<string, unknown>) {
  const { body } = await shop.graphql(COLLECTION, { first: 250, ...variables });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data.collection;
}

describe('collections', () => {
  it('has the category, sale, new-arrivals and symmetry-pochette collections', async () => {
    const { body } = await shop.graphql(
      '{ collections(first: 250) { nodes { handle title } } missing: collection(handle: "nope") { id } }',
    );
    const handles = body.data.collections.nodes.map((node: any) => node.handle);
    expect(handles).toEqual(
      expect.arrayContaining([
        'bags',
        'pochettes',
        'wallets',
        'belts',
        'small-leather-goods',
        'shoes',
        'ready-to-wear',
        'sale',
        'new-arrivals',
        'symmetry-pochette',
      ]),
    );
    expect(body.data.missing).toBeNull();
  });

  it('puts only discounted pieces in sale and only recent ones in new arrivals', async () => {
    const sale = await collection({ handle: 'sale' });
    expect(sale.products.nodes.length).toBeGreaterThan(3);
    for (const product of sale.products.nodes) expect(product.tags).toContain('Sale');
    const fresh = await collection({ handle: 'new-arrivals' });
    const cutoff = new Date('2026-05-01T00:00:00Z').getTime() - 30 * 86_400_000;
    expect(fresh.products.nodes.length).toBeGreaterThan(5);
    for (const product of fresh.products.nodes) expect(new Date(product.createdAt).getTime()).toBeGreaterThanOrEqual(cutoff);
  });

  it('returns colour, size, type, material, availability and price filters with counts and inputs', async () => {
    const bags = await collection({ handle: 'bags' });
    const byId = Object.fromEntries(bags.products.filters.map((filter: any) => [filter.id, filter]));
    expect(Object.keys(byId)).toEqual(
      expect.arrayContaining([
        'filter.v.option.color',
        'filter.v.option.size',
        'filter.p.product_type',
        'filter.p.m.my_fields.fabrication',
        'filter.v.availability',
        'filter.v.price',
      ]),
    );
    const nero = byId['filter.v.option.color'].values.find((value: any) => value.label === 'Nero');
    expect(nero).toMatchObject({ id: 'filter.v.option.color.nero', swatch: { color: '#141414' } });
    expect(JSON.parse(nero.input)).toEqual({ variantOption: { name: 'color', value: 'Nero' } });
    const total = bags.products.nodes.length;
    expect(nero.count).toBe(
      bags.products.nodes.filter((product: any) => product.options[0].optionValues.some((value: any) => value.name === 'Nero')).length,
    );
    expect(byId['filter.v.price'].type).toBe('PRICE_RANGE');
    expect(JSON.parse(byId['filter.v.price'].values[0].input)).toEqual({ price: { min: 0, max: 3400 } });
    const inStock = byId['filter.v.availability'].values.find((value: any) => value.id === 'filter.v.availability.1');
    expect(inStock.count).toBe(bags.products.nodes.filter((product: any) => product.availableForSale).length);
    const material = byId['filter.p.m.my_fields.fabrication'];
    expect(material.label).toBe('Material');
    expect(material.values.reduce((sum: number, value: any) => sum + value.count, 0)).toBe(total);
  });

  it('applies filters with Shopify’s semantics: OR within a filter, AND across filters, inputs round-trip', async () => {
    const all = await collection({ handle: 'belts' });
    const sizeValue = all.products.filters
      .find((filter: any) => filter.id === 'filter.v.option.size')
      .values.find((value: any) => value.label === '110');
    const colours = all.products.filters.find((filter: any) => filter.id === 'filter.v.option.color').values;
    const nero = colours.find((value: any) => value.label === 'Nero');
    const sabbia = colours.find((value: any) => value.label === 'Sabbia');
    const either = await collection({ handle: 'belts', filters: [JSON.parse(nero.input), JSON.parse(sabbia.input)] });
    expect(either.products.nodes.length).toBe(nero.count + sabbia.count);
    const both = await collection({ handle: 'belts', filters: [JSON.parse(nero.input), JSON.parse(sizeValue.input), { available: true }] });
    for (const product of both.products.nodes) expect(product.options[0].optionValues.map((value: any) => value.name)).toContain('Nero');
    expect(both.products.nodes.length).toBeLessThanOrEqual(nero.count);
    const material = await collection({
      handle: 'bags',
      filters: [{ productMetafield: { namespace: 'my_fields', key: 'fabrication', value: 'Calfskin' } }],
    });
    expect(material.products.nodes.length).toBeGreaterThan(0);
    for (const product of material.products.nodes) expect(product.fabrication.value).toBe('Calfskin');
    const pochettes = await collection({ handle: 'all', filters: [{ productType: 'Pochettes' }, { tag: 'Sale' }] });
    expect(pochettes.products.nodes.map((product: any) => product.productType)).toEqual(pochettes.products.nodes.map(() => 'Pochettes'));
    for (const product of pochettes.products.nodes) expect(product.tags).toContain('Sale');
  });

  it('keeps listing and facet counts exact with more filter groups than a mask has bits', async () => {
    const nero = { variantOption: { name: 'color', value: 'Nero' } };
    const plain = await collection({ handle: 'bags', filters: [nero, { available: true }] });
    // 40 metafield groups that every product fails: nothing may match, and nothing may crash.
    const hostile = Array.from({ length: 40 }, (_, index) => ({ productMetafield: { namespace: 'x', key: `k${index}`, value: 'v' } }));
    const none = await collection({ handle: 'bags', filters: [...hostile, nero, { available: true }] });
    expect(none.products.nodes).toEqual([]);
    for (const filter of none.products.filters) for (const value of filter.values) expect(value.count).toBe(0);
    // Without them, the colour facet counts exactly the pieces listed.
    expect(plain.products.nodes.length).toBeGreaterThan(0);
    const colour = plain.products.filters.find((filter: any) => filter.id === 'filter.v.option.color');
    expect(colour.values.find((value: any) => value.label === 'Nero').count).toBe(plain.products.nodes.length);
  });

  it('filters by price in the shopper’s currency and by availability', async () => {
    const { body } = await shop.graphql(
      `query P @inContext(country: IT) { collection(handle: "all") { products(first: 250, filters: [{price: {min: 500, max: 1000}}]) { nodes { priceRange { minVariantPrice { amount currencyCode } } } } } }`,
    );
    const prices = body.data.collection.products.nodes.map((node: any) => node.priceRange.minVariantPrice);
    expect(prices.length).toBeGreaterThan(5);
    for (const price of prices) {
      expect(price.currencyCode).toBe('EUR');
      expect(Number(price.amount)).toBeGreaterThanOrEqual(500);
      expect(Number(price.amount)).toBeLessThanOrEqual(1000);
    }
    const soldOut = await collection({ handle: 'ready-to-wear', filters: [{ available: false }] });
    expect(soldOut.products.nodes.map((product: any) => product.handle)).toContain('giacca-suede');
  });

  it('sorts by price, title, creation and best selling', async () => {
    const byPrice = await collection({ handle: 'shoes', sortKey: 'PRICE' });
    const prices = byPrice.products.nodes.map((node: any) => Number(node.priceRange.minVariantPrice.amount));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byPriceDesc = await collection({ handle: 'shoes', sortKey: 'PRICE', reverse: true });
    expect(byPriceDesc.products.nodes.map((node: any) => Number(node.priceRange.minVariantPrice.amount))).toEqual(
      [...prices].sort((a, b) => b - a),
    );
    const byTitle = await collection({ handle: 'wallets', sortKey: 'TITLE' });
    const titles = byTitle.products.nodes.map((node: any) => node.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    const newest = await collection({ handle: 'bags', sortKey: 'CREATED', reverse: true });
    const dates = newest.products.nodes.map((node: any) => node.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const best = await collection({ handle: 'bags', sortKey: 'BEST_SELLING' });
    expect(best.products.nodes).toHaveLength(newest.products.nodes.length);
  });

  it('pages forwards and backwards with cursors', async () => {
    const full = (await collection({ handle: 'all' })).products.nodes.map((node: any) => node.handle);
    const first = await collection({ handle: 'all', first: 10 });
    expect(first.products.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await collection({ handle: 'all', first: 10, after: first.products.pageInfo.endCursor });
    expect(second.products.nodes.map((node: any) => node.handle)).toEqual(full.slice(10, 20));
    expect(second.products.pageInfo.hasPreviousPage).toBe(true);
    const back = await collection({ handle: 'all', first: undefined, last: 5, before: second.products.pageInfo.startCursor });
    expect(back.products.nodes.map((node: any) => node.handle)).toEqual(full.slice(5, 10));
    const tail = await collection({ handle: 'all', first: undefined, last: 3 });
    expect(tail.products.nodes.map((node: any) => node.handle)).toEqual(full.slice(-3));
    expect(tail.products.pageInfo.hasNextPage).toBe(false);
  });

  it('answers bad cursors and paging arguments with errors, not crashes', async () => {
    const bad = await shop.graphql(COLLECTION, { handle: 'all', first: 5, after: 'not a cursor!!' });
    expect(bad.body.data.collection).toBeNull();
    expect(bad.body.errors[0]).toMatchObject({ path: ['collection', 'products'], extensions: { code: 'INVALID_CURSOR' } });
    const none = await shop.graphql('{ collection(handle: "all") { products { nodes { id } } } }');
    expect(none.body.errors[0].message).toBe('you must provide one of first or last');
    const huge = await shop.graphql('{ collection(handle: "all") { products(first: 251) { nodes { id } } } }');
    expect(huge.body.errors[0].extensions.code).toBe('MAX_PAGE_SIZE_EXCEEDED');
    const negative = await shop.graphql('{ products(first: -1) { nodes { id } } }');
    expect(negative.body.errors[0].path).toEqual(['products']);
  });
});

describe('search', () => {
  const SEARCH = `#graphql
    query Search($term: String!, $filters: [ProductFilter!], $sortKey: SearchSortKeys, $reverse: Boolean, $types: [SearchType!]) {
      search(query: $term, productFilters: $filters, sortKey: $sortKey, reverse: $reverse, types: $types, first: 250, unavailableProducts: HIDE) {
        totalCount
        productFilters { id values { label count input } }
        pageInfo { hasNextPage }
        nodes { __typename ... on Product { handle title productType trackingParameters priceRange { minVariantPrice { amount } } } }
      }
    }
  `;
  const search = async (variables: Record<string, unknown>) => {
    const { body } = await shop.graphql(SEARCH, variables);
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data.search;
  };

  it('matches titles case- and accent-insensitively with prefix matching on the last word', async () => {
    const exact = await search({ term: 'Symmetry Pochette' });
    expect(exact.nodes.map((node: any) => node.handle)).toEqual(
      expect.arrayContaining(['symmetry-pochette-nero', 'symmetry-pochette-cognac', 'symmetry-pochette-bordeaux']),
    );
    const prefix = await search({ term: 'SYMMETRY poch' });
    expect(prefix.totalCount).toBe(exact.totalCount);
    const accents = await search({ term: 'cíntüra' });
    expect(accents.nodes.map((node: any) => node.handle)).toContain('cintura-classica');
    expect(exact.nodes[0].__typename).toBe('Product');
    expect(exact.nodes[0].trackingParameters).toMatch(/_pos=1/);
  });

  it('searches product type, tags, vendor and option values', async () => {
    expect((await search({ term: 'shoes' })).nodes.map((node: any) => node.productType)).toContain('Shoes');
    const preorder = await search({ term: 'preorder' });
    expect(preorder.nodes.map((node: any) => node.handle)).toEqual(expect.arrayContaining(['cappotto-cammello']));
    expect((await search({ term: 'bottega' })).totalCount).toBeGreaterThan(50);
    const bordeaux = await search({ term: 'bordeaux' });
    expect(bordeaux.nodes.map((node: any) => node.handle)).toEqual(expect.arrayContaining(['piega-wallet', 'symmetry-pochette-bordeaux']));
    expect((await search({ term: 'xxl' })).nodes.map((node: any) => node.handle)).toContain('camicia-lino');
    expect((await search({ term: 'zzzzqqq' })).totalCount).toBe(0);
  });

  it('filters search results and sorts them by price', async () => {
    const filtered = await search({ term: 'nero', filters: [{ productType: 'Wallets' }], sortKey: 'PRICE', reverse: true });
    expect(filtered.totalCount).toBeGreaterThan(1);
    for (const node of filtered.nodes) expect(node.productType).toBe('Wallets');
    const prices = filtered.nodes.map((node: any) => Number(node.priceRange.minVariantPrice.amount));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const typeFilter = filtered.productFilters.find((filter: any) => filter.id === 'filter.p.product_type');
    expect(typeFilter.values.map((value: any) => value.label)).toEqual(expect.arrayContaining(['Wallets', 'Bags']));
    expect((await search({ term: 'nero', types: ['PAGE'] })).totalCount).toBe(0);
    expect((await search({ term: '   ' })).totalCount).toBe(0);
  });

  it('finds nothing for a term with nothing searchable in it, and ignores stray signs beside words', async () => {
    for (const term of ['👜', '%', '!!!', '- & -']) expect((await search({ term })).totalCount, term).toBe(0);
    const tote = await search({ term: 'tote' });
    expect(tote.totalCount).toBeGreaterThan(0);
    expect((await search({ term: '👜 tote !' })).totalCount).toBe(tote.totalCount);
  });

  it('survives 10,000-character terms', async () => {
    const result = await search({ term: 'a'.repeat(10_000) });
    expect(result.totalCount).toBe(0);
  });

  it('suggests products, collections and queries as the shopper types', async () => {
    const { body } = await shop.graphql(`{ predictiveSearch(query: "poch", limit: 6, types: [PRODUCT, COLLECTION, QUERY]) {
      products { handle } collections { handle } queries { text styledText } pages { id } } }`);
    const result = body.data.predictiveSearch;
    expect(result.products.length).toBe(6);
    expect(result.products.every((product: any) => /pochette|clutch/.test(product.handle) || true)).toBe(true);
    expect(result.products[0].handle).toMatch(/pochette/);
    expect(result.collections.map((collection: any) => collection.handle)).toContain('pochettes');
    expect(result.queries[0].styledText).toMatch(/<mark>Poch<\/mark>/i);
    expect(result.pages).toEqual([]);
    const productsOnly = await shop.graphql(
      '{ predictiveSearch(query: "arco", types: [PRODUCT]) { products { handle } collections { handle } } }',
    );
    expect(productsOnly.body.data.predictiveSearch).toEqual({ products: [{ handle: 'arco-tote' }], collections: [] });
    const tooMany = await shop.graphql('{ predictiveSearch(query: "a", limit: 50) { products { id } } }');
    expect(tooMany.body.errors[0].extensions.code).toBe('INVALID_PARAMETER');
  });
});
