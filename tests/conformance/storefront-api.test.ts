// Conformance: Shopify's own @shopify/storefront-api-client, unmodified, drives the emulator with
// operations shaped like the Storefront API reference's examples, and every answer (data, userErrors,
// warnings, top-level errors) must have the shape the reference documents. A departure here is a
// departure every test and benchmark standing on the emulator inherits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import type { StorefrontApiClient } from '@shopify/storefront-api-client';
import { startShopify } from '../../emulators/shopify/test-server.ts';
import type { RunningShopify } from '../../emulators/shopify/test-server.ts';
import { THANK_YOU_CODE, WELCOME_CODE } from '../../emulators/seed/shop/build.ts';
import { MAX_COST } from '../../emulators/shopify/graphql/limits.ts';

const API_VERSION = '2026-04';
const GID = (type: string) => expect.stringMatching(new RegExp(`^gid://shopify/${type}/\\d+`));
const MONEY = { amount: expect.stringMatching(/^\d+\.\d+$/), currencyCode: expect.stringMatching(/^[A-Z]{3}$/) };
const PAGE_INFO = {
  hasNextPage: expect.any(Boolean),
  hasPreviousPage: expect.any(Boolean),
  startCursor: expect.any(String),
  endCursor: expect.any(String),
};

let shop: RunningShopify;
let client: StorefrontApiClient;
const responseHeaders: Headers[] = [];

function clientFor(apiVersion: string): StorefrontApiClient {
  return createStorefrontApiClient({
    storeDomain: shop.url,
    apiVersion,
    publicAccessToken: shop.tokens.publicToken,
    // The client builds https URLs; the emulator listens on plain http.
    customFetchApi: async (url, init) => {
      const response = await fetch(String(url).replace(/^https:/, 'http:'), init as RequestInit);
      responseHeaders.push(response.headers);
      return response;
    },
  });
}

beforeAll(async () => {
  shop = await startShopify({
    // A field the emulator leaves unresolved, made to fail, so an execution error can be observed.
    emulator: {
      modules: [
        {
          name: 'failing',
          resolvers: {
            QueryRoot: {
              cartCompletionAttempt: () => {
                throw new Error('conformance: resolver failure');
              },
            },
          },
        },
      ],
    },
  });
  client = clientFor(API_VERSION);
});
afterAll(async () => {
  await shop.stop();
});

/** Requests through the client and fails with the API's own errors when there are any. */
async function request<T = any>(operation: string, variables?: Record<string, unknown>): Promise<T> {
  const response = await client.request(operation, variables ? { variables } : undefined);
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return response.data as T;
}

async function variantOf(handle: string): Promise<{ id: string; price: { amount: string } }> {
  const data = await request(
    `query Variant($handle: String!) { product(handle: $handle) { variants(first: 1) { nodes { id price { amount } } } } }`,
    { handle },
  );
  return data.product.variants.nodes[0];
}

describe('products and collections', () => {
  it('pages through products with edges, cursors and pageInfo, and names the market in extensions', async () => {
    const response = await client.request(
      `query getProducts($first: Int) { products(first: $first) { edges { cursor node { id title handle } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`,
      { variables: { first: 3 } },
    );
    expect(response.errors).toBeUndefined();
    expect(response.extensions).toEqual({ context: { country: 'US', language: 'EN' } });
    const { edges, pageInfo } = response.data.products;
    expect(edges).toHaveLength(3);
    for (const edge of edges)
      expect(edge).toEqual({
        cursor: expect.any(String),
        node: { id: GID('Product'), title: expect.any(String), handle: expect.stringMatching(/^[a-z0-9-]+$/) },
      });
    expect(pageInfo).toEqual({ ...PAGE_INFO, hasNextPage: true, hasPreviousPage: false });
    const next = await request(
      `query getProducts($first: Int, $after: String) { products(first: $first, after: $after) { nodes { id } pageInfo { hasPreviousPage } } }`,
      { first: 3, after: pageInfo.endCursor },
    );
    expect(next.products.pageInfo.hasPreviousPage).toBe(true);
    expect(next.products.nodes.map((node: any) => node.id)).not.toContain(edges[0].node.id);
  });

  it('answers a product by handle with variants and prices in the @inContext market, and no tracking parameters', async () => {
    const data = await request(
      `query ProductQuery($handle: String, $country: CountryCode) @inContext(country: $country) { product(handle: $handle) { id title handle trackingParameters onlineStoreUrl priceRange { minVariantPrice { amount currencyCode } } selectedOrFirstAvailableVariant { id availableForSale selectedOptions { name value } price { amount currencyCode } } } }`,
      { handle: 'arco-tote', country: 'IT' },
    );
    expect(data.product).toMatchObject({
      id: GID('Product'),
      // No language asked: the country's default (Italian for Italy), in which the shop holds a title.
      title: 'Borsa Arco',
      handle: 'arco-tote',
      trackingParameters: null,
      priceRange: { minVariantPrice: { ...MONEY, currencyCode: 'EUR' } },
    });
    expect(data.product.selectedOrFirstAvailableVariant).toMatchObject({
      id: GID('ProductVariant'),
      availableForSale: true,
      price: { currencyCode: 'EUR' },
    });
    expect(await request(`query ProductQuery($handle: String) { product(handle: $handle) { id } }`, { handle: 'no-such-piece' })).toEqual({
      product: null,
    });
  });

  it('filters a collection’s products and reports filters with their inputs', async () => {
    const data = await request(
      `query CollectionFilters($handle: String!, $filters: [ProductFilter!]) { collection(handle: $handle) { title products(first: 20, filters: $filters) { filters { id label type values { id label count input } } nodes { handle options { name optionValues { name } } } } } }`,
      { handle: 'bags', filters: [{ variantOption: { name: 'Color', value: 'Nero' } }, { available: true }] },
    );
    const { filters, nodes } = data.collection.products;
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes)
      expect(node.options.find((option: any) => option.name === 'Color').optionValues.map((value: any) => value.name)).toContain('Nero');
    const types = new Set(filters.map((filter: any) => filter.type));
    expect(types.has('LIST')).toBe(true);
    expect(types.has('PRICE_RANGE')).toBe(true);
    for (const filter of filters) {
      expect(filter).toMatchObject({ id: expect.stringMatching(/^filter\./), label: expect.any(String) });
      for (const value of filter.values) expect(() => JSON.parse(value.input)).not.toThrow();
    }
  });
});

describe('search', () => {
  it('searches with product filters, counts, filters and tracking parameters on every hit', async () => {
    const data = await request(
      `query searchProducts($query: String!, $first: Int, $productFilters: [ProductFilter!]) { search(query: $query, first: $first, productFilters: $productFilters, types: [PRODUCT]) { totalCount productFilters { id type } edges { cursor node { __typename ... on Product { handle trackingParameters } } } } }`,
      { query: 'tote', first: 5, productFilters: [{ available: true }] },
    );
    expect(data.search.totalCount).toBeGreaterThan(0);
    expect(data.search.productFilters.length).toBeGreaterThan(0);
    data.search.edges.forEach((edge: any, index: number) => {
      expect(edge.node.__typename).toBe('Product');
      expect(edge.node.trackingParameters).toMatch(new RegExp(`^_pos=${index + 1}&_sid=[0-9a-f]+&_ss=r$`));
    });
  });

  it('finds pages and articles among search results', async () => {
    const data = await request(
      `query searchContent($query: String!) { search(query: $query, first: 10, types: [ARTICLE, PAGE]) { totalCount nodes { __typename ... on Article { handle blog { handle } } ... on Page { handle } } } }`,
      { query: 'leather' },
    );
    const kinds = new Set(data.search.nodes.map((node: any) => node.__typename));
    expect(kinds).toEqual(new Set(['Article', 'Page']));
    expect(data.search.nodes.find((node: any) => node.__typename === 'Article').blog.handle).toBe('journal');
  });

  it('predicts: query suggestions complete the typed term, with <mark> on what was typed', async () => {
    const data = await request(
      `query suggestions($query: String!) { predictiveSearch(query: $query, limit: 5) { queries { text styledText trackingParameters } products { handle trackingParameters } collections { handle } pages { handle } articles { handle } } }`,
      { query: 'ner' },
    );
    const { queries, products } = data.predictiveSearch;
    expect(queries[0]).toEqual({ text: 'nero', styledText: '<mark>ner</mark>o', trackingParameters: '_pos=1&_psq=ner&_ss=e&_v=1.0' });
    for (const suggestion of queries) {
      expect(suggestion.text.split(' ').some((word: string) => word.startsWith('ner'))).toBe(true);
      expect(suggestion.styledText).toContain('<mark>ner</mark>');
    }
    expect(products.length).toBeGreaterThan(0);
    products.forEach((product: any, index: number) => expect(product.trackingParameters).toBe(`_pos=${index + 1}&_psq=ner&_ss=e&_v=1.0`));
    const content = await request(
      `query suggestions($query: String!) { predictiveSearch(query: $query, types: [PAGE, ARTICLE]) { pages { handle } articles { handle title } } }`,
      { query: 'shipping' },
    );
    expect(content.predictiveSearch.pages.map((page: any) => page.handle)).toContain('shipping-and-returns');
  });
});

describe('cart', () => {
  const CART = `id checkoutUrl totalQuantity buyerIdentity { email countryCode } discountCodes { code applicable }
    cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } totalTaxAmount { amount } }
    discountAllocations { discountedAmount { amount currencyCode } ... on CartCodeDiscountAllocation { code } discountApplication { allocationMethod targetSelection targetType value { ... on MoneyV2 { amount currencyCode } ... on PricingPercentageValue { percentage } } } }
    lines(first: 10) { nodes { id quantity merchandise { ... on ProductVariant { id } } cost { subtotalAmount { amount } totalAmount { amount } }
      discountAllocations { discountedAmount { amount } ... on CartCodeDiscountAllocation { code } discountApplication { targetSelection value { ... on PricingPercentageValue { percentage } } } } } }`;
  const PAYLOAD = `cart { ${CART} } userErrors { code field message } warnings { code message target }`;

  it('runs the lifecycle with buyer identity: create, add, update, re-identify, remove', async () => {
    const tote = await variantOf('arco-tote');
    const wallet = await variantOf('piega-wallet');
    const created = await request(`mutation cartCreate($input: CartInput) { cartCreate(input: $input) { ${PAYLOAD} } }`, {
      input: {
        lines: [{ merchandiseId: tote.id, quantity: 1 }],
        buyerIdentity: { email: 'conformance@example.com', countryCode: 'IT' },
        attributes: [{ key: 'gift', value: 'no' }],
      },
    });
    expect(created.cartCreate.userErrors).toEqual([]);
    expect(created.cartCreate.warnings).toEqual([]);
    const cart = created.cartCreate.cart;
    expect(cart).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/Cart\/[\w-]+\?key=[0-9a-f]+$/),
      checkoutUrl: expect.stringMatching(/^http/),
      totalQuantity: 1,
      buyerIdentity: { email: 'conformance@example.com', countryCode: 'IT' },
    });
    expect(cart.cost.totalAmount.currencyCode).toBe('EUR');
    expect(cart.cost.totalTaxAmount).toBeNull();

    const added = await request(
      `mutation cartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`,
      { cartId: cart.id, lines: [{ merchandiseId: wallet.id, quantity: 2 }] },
    );
    expect(added.cartLinesAdd.cart.totalQuantity).toBe(3);
    const walletLine = added.cartLinesAdd.cart.lines.nodes.find((line: any) => line.merchandise.id === wallet.id);
    const updated = await request(
      `mutation cartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`,
      { cartId: cart.id, lines: [{ id: walletLine.id, quantity: 1 }] },
    );
    expect(updated.cartLinesUpdate.cart.totalQuantity).toBe(2);

    const moved = await request(
      `mutation cartBuyerIdentityUpdate($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { ${PAYLOAD} } }`,
      { cartId: cart.id, buyerIdentity: { countryCode: 'US' } },
    );
    expect(moved.cartBuyerIdentityUpdate.cart.buyerIdentity.countryCode).toBe('US');
    expect(moved.cartBuyerIdentityUpdate.cart.cost.totalAmount.currencyCode).toBe('USD');

    const removed = await request(
      `mutation cartLinesRemove($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { ${PAYLOAD} } }`,
      { cartId: cart.id, lineIds: [walletLine.id] },
    );
    expect(removed.cartLinesRemove.cart.totalQuantity).toBe(1);
    const read = await request(`query cart($id: ID!) { cart(id: $id) { ${CART} } }`, { id: cart.id });
    expect(read.cart.lines.nodes).toHaveLength(1);

    const refused = await request(
      `mutation cartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`,
      { cartId: cart.id, lines: [{ id: walletLine.id, quantity: -1 }] },
    );
    expect(refused.cartLinesUpdate.userErrors[0]).toEqual({
      code: expect.any(String),
      field: expect.arrayContaining(['lines']),
      message: expect.any(String),
    });
    const gone = await request(`query cart($id: ID!) { cart(id: $id) { id } }`, { id: 'gid://shopify/Cart/no-such-cart?key=nope' });
    expect(gone.cart).toBeNull();
  });

  it('reports a line-level percentage code on each line, and none on the cart', async () => {
    const tote = await variantOf('arco-tote');
    const data = await request(`mutation cartCreate($input: CartInput) { cartCreate(input: $input) { ${PAYLOAD} } }`, {
      input: { lines: [{ merchandiseId: tote.id, quantity: 2 }], discountCodes: [WELCOME_CODE] },
    });
    const cart = data.cartCreate.cart;
    expect(cart.discountCodes).toEqual([{ code: WELCOME_CODE, applicable: true }]);
    expect(cart.discountAllocations).toEqual([]);
    const [line] = cart.lines.nodes;
    expect(line.discountAllocations).toEqual([
      {
        code: WELCOME_CODE,
        discountedAmount: { amount: (Number(tote.price.amount) * 2 * 0.1).toFixed(1) },
        discountApplication: { targetSelection: 'ALL', value: { percentage: 10 } },
      },
    ]);
    expect(Number(line.cost.totalAmount.amount)).toBeCloseTo(Number(tote.price.amount) * 2 * 0.9, 2);
    expect(cart.cost.subtotalAmount.amount).toBe(line.cost.totalAmount.amount);
    expect(cart.cost.totalAmount.amount).toBe(line.cost.totalAmount.amount);
  });

  it('reports an order-level fixed-amount code on the cart, between the subtotal and the total', async () => {
    const tote = await variantOf('arco-tote');
    const data = await request(`mutation cartCreate($input: CartInput) { cartCreate(input: $input) { ${PAYLOAD} } }`, {
      input: { lines: [{ merchandiseId: tote.id, quantity: 1 }], discountCodes: [THANK_YOU_CODE, WELCOME_CODE] },
    });
    const cart = data.cartCreate.cart;
    expect(cart.discountCodes).toEqual([
      { code: THANK_YOU_CODE, applicable: true },
      { code: WELCOME_CODE, applicable: true },
    ]);
    expect(cart.discountAllocations).toEqual([
      {
        code: THANK_YOU_CODE,
        discountedAmount: { amount: '50.0', currencyCode: 'USD' },
        discountApplication: {
          allocationMethod: 'ACROSS',
          targetSelection: 'ALL',
          targetType: 'LINE_ITEM',
          value: { amount: '50.0', currencyCode: 'USD' },
        },
      },
    ]);
    const subtotal = Number(tote.price.amount) * 0.9;
    expect(Number(cart.cost.subtotalAmount.amount)).toBeCloseTo(subtotal, 2);
    expect(Number(cart.cost.totalAmount.amount)).toBeCloseTo(subtotal - 50, 2);
    expect(cart.lines.nodes[0].discountAllocations.map((allocation: any) => allocation.code)).toEqual([WELCOME_CODE]);
  });

  it('keeps a code that does not apply, says why when the shop knows the code, and prices in the market', async () => {
    const cheap = await variantOf('portachiavi-nodo');
    expect(Number(cheap.price.amount)).toBeLessThan(500);
    const data = await request(`mutation cartCreate($input: CartInput) { cartCreate(input: $input) { ${PAYLOAD} } }`, {
      input: { lines: [{ merchandiseId: cheap.id, quantity: 1 }], discountCodes: [THANK_YOU_CODE, 'NO-SUCH-CODE'] },
    });
    const { cart, warnings } = data.cartCreate;
    expect(cart.discountCodes).toEqual([
      { code: THANK_YOU_CODE, applicable: false },
      { code: 'NO-SUCH-CODE', applicable: false },
    ]);
    expect(cart.discountAllocations).toEqual([]);
    expect(cart.cost.totalAmount).toEqual(cart.cost.subtotalAmount);
    expect(warnings).toEqual([
      { code: 'DISCOUNT_PURCHASE_NOT_IN_RANGE', message: expect.stringContaining(THANK_YOU_CODE), target: cart.id },
    ]);

    // In Italy the fixed $50 is taken off in euros.
    const tote = await variantOf('arco-tote');
    const euros = await request(
      `mutation cartCreate($input: CartInput) @inContext(country: IT) { cartCreate(input: $input) { ${PAYLOAD} } }`,
      {
        input: { lines: [{ merchandiseId: tote.id, quantity: 1 }], discountCodes: [THANK_YOU_CODE], buyerIdentity: { countryCode: 'IT' } },
      },
    );
    const allocation = euros.cartCreate.cart.discountAllocations[0];
    expect(allocation.discountedAmount.currencyCode).toBe('EUR');
    expect(Number(allocation.discountedAmount.amount)).toBeGreaterThan(40);
    expect(Number(allocation.discountedAmount.amount)).toBeLessThan(50);
  });

  it('models fixed-amount codes on one collection’s lines and percentage codes on the order', async () => {
    const db = shop.emulator.services.db;
    const belts = (db.statement("SELECT id FROM collections WHERE handle = 'belts'").get() as { id: number }).id;
    db.statement(
      "INSERT INTO discount_codes (code, percentage, title, value_type, amount, target, collection_id) VALUES ('CINTURA20', 0, '$20 off belts', 'fixed_amount', 2000, 'line', ?)",
    ).run(belts);
    db.statement("INSERT INTO discount_codes (code, percentage, title, target) VALUES ('ORDINE5', 5, '5% off the order', 'order')").run();
    const belt = await variantOf('cintura-classica');
    const tote = await variantOf('arco-tote');
    const data = await request(`mutation cartCreate($input: CartInput) { cartCreate(input: $input) { ${PAYLOAD} } }`, {
      input: {
        lines: [
          { merchandiseId: belt.id, quantity: 1 },
          { merchandiseId: tote.id, quantity: 1 },
        ],
        discountCodes: ['CINTURA20', 'ORDINE5'],
      },
    });
    const cart = data.cartCreate.cart;
    const [beltLine, toteLine] = cart.lines.nodes;
    expect(beltLine.discountAllocations).toEqual([
      { code: 'CINTURA20', discountedAmount: { amount: '20.0' }, discountApplication: { targetSelection: 'ENTITLED', value: {} } },
    ]);
    expect(toteLine.discountAllocations).toEqual([]);
    const subtotal = Number(belt.price.amount) - 20 + Number(tote.price.amount);
    expect(Number(cart.cost.subtotalAmount.amount)).toBeCloseTo(subtotal, 2);
    expect(cart.discountAllocations[0]).toMatchObject({ code: 'ORDINE5', discountApplication: { value: { percentage: 5 } } });
    expect(Number(cart.cost.totalAmount.amount)).toBeCloseTo(subtotal * 0.95, 2);

    const onlyTote = await request(`mutation cartCreate($input: CartInput) { cartCreate(input: $input) { ${PAYLOAD} } }`, {
      input: { lines: [{ merchandiseId: tote.id, quantity: 1 }], discountCodes: ['CINTURA20'] },
    });
    expect(onlyTote.cartCreate.cart.discountCodes).toEqual([{ code: 'CINTURA20', applicable: false }]);
    expect(onlyTote.cartCreate.warnings[0].code).toBe('DISCOUNT_NO_ENTITLED_LINE_ITEMS');
  });
});

describe('shop content', () => {
  it('answers localization for the @inContext market', async () => {
    const data = await request(
      `query Localization @inContext(country: IT, language: IT) { localization { availableCountries { isoCode name currency { isoCode symbol } availableLanguages { isoCode endonymName } } country { isoCode currency { isoCode } } language { isoCode name } } }`,
    );
    expect(data.localization.country).toEqual({ isoCode: 'IT', currency: { isoCode: 'EUR' } });
    expect(data.localization.language.isoCode).toBe('IT');
    expect(data.localization.availableCountries.length).toBeGreaterThan(1);
  });

  it('answers the main and footer menus with items that resolve to their resources, and null for an unknown handle', async () => {
    const MENU = `id handle title itemsCount items { id resourceId tags title type url resource { __typename ... on Collection { handle } ... on Page { handle } ... on Blog { handle } ... on ShopPolicy { handle } } items { id } }`;
    const data = await request(
      `query Menus { main: menu(handle: "main-menu") { ${MENU} } footer: menu(handle: "footer") { ${MENU} } none: menu(handle: "no-such-menu") { id } }`,
    );
    expect(data.none).toBeNull();
    expect(data.main).toMatchObject({ id: GID('Menu'), handle: 'main-menu', itemsCount: 6 });
    expect(data.main.items.map((item: any) => item.title)).toEqual([
      'New Arrivals',
      'Bags',
      'Shoes',
      'Ready-to-Wear',
      'Journal',
      'The House',
    ]);
    expect(data.main.items.map((item: any) => item.type)).toEqual(['COLLECTION', 'COLLECTION', 'COLLECTION', 'COLLECTION', 'BLOG', 'PAGE']);
    for (const item of [...data.main.items, ...data.footer.items]) {
      expect(item).toMatchObject({
        id: GID('MenuItem'),
        resourceId: expect.stringMatching(/^gid:\/\/shopify\//),
        tags: [],
        url: expect.stringMatching(/^http/),
        items: [],
      });
      expect(item.resource).not.toBeNull();
    }
    expect(data.footer.items.map((item: any) => [item.title, new URL(item.url).pathname])).toEqual([
      ['About Bottega', '/pages/about'],
      ['Shipping & Returns', '/pages/shipping-and-returns'],
      ['Journal', '/blogs/journal'],
      ['Refunds', '/policies/refund-policy'],
      ['Privacy', '/pages/privacy'],
      ['Terms', '/pages/terms'],
    ]);
  });

  it('answers pages by handle and as a connection, and the shop’s policies', async () => {
    const data = await request(
      `query Pages { pages(first: 10) { edges { cursor node { id title handle } } } page(handle: "about") { id title handle body bodySummary seo { title description } onlineStoreUrl createdAt updatedAt } missing: page(handle: "nope") { id } shop { privacyPolicy { title handle body url } termsOfService { handle } refundPolicy { handle } shippingPolicy { handle } } }`,
    );
    expect(data.pages.edges.map((edge: any) => edge.node.handle)).toEqual(['about', 'shipping-and-returns', 'privacy', 'terms']);
    expect(data.page).toMatchObject({
      id: GID('Page'),
      title: 'About Bottega',
      body: expect.stringContaining('<p>'),
      seo: { title: expect.any(String), description: expect.any(String) },
    });
    expect(data.page.bodySummary).not.toContain('<');
    expect(data.missing).toBeNull();
    expect(data.shop.privacyPolicy).toMatchObject({ handle: 'privacy-policy', url: expect.stringContaining('/policies/privacy-policy') });
  });

  it('answers blogs and their articles, by handle and across blogs, with sort keys', async () => {
    const data = await request(
      `query Blogs { blogs(first: 5) { nodes { handle title authors { name } articles(first: 5) { nodes { handle } } } } blog(handle: "journal") { title seo { title } articleByHandle(handle: "the-making-of-the-symmetry-pochette") { id title contentHtml excerpt publishedAt tags authorV2 { name bio } image { url altText width height } blog { handle } onlineStoreUrl } } newest: articles(first: 3, sortKey: PUBLISHED_AT, reverse: true) { nodes { handle publishedAt } } }`,
    );
    expect(data.blogs.nodes).toHaveLength(1);
    expect(data.blogs.nodes[0]).toMatchObject({ handle: 'journal', title: 'Journal' });
    expect(data.blogs.nodes[0].articles.nodes).toHaveLength(3);
    const article = data.blog.articleByHandle;
    expect(article).toMatchObject({
      id: GID('Article'),
      title: 'The making of the Symmetry Pochette',
      blog: { handle: 'journal' },
      authorV2: { name: 'Chiara Benvenuti' },
      image: { width: 1600, height: 1000, altText: expect.any(String) },
    });
    expect(article.onlineStoreUrl).toMatch(/\/blogs\/journal\/the-making-of-the-symmetry-pochette$/);
    const dates = data.newest.nodes.map((node: any) => node.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers URL redirects, filtered by path', async () => {
    const data = await request(
      `query Redirects { all: urlRedirects(first: 10) { edges { node { id path target } } } one: urlRedirects(first: 1, query: "path:/collections/clutches") { nodes { path target } } }`,
    );
    expect(data.all.edges.length).toBeGreaterThan(3);
    for (const edge of data.all.edges)
      expect(edge.node).toEqual({ id: GID('UrlRedirect'), path: expect.stringMatching(/^\//), target: expect.any(String) });
    expect(data.one.nodes).toEqual([{ path: '/collections/clutches', target: '/collections/pochettes' }]);
  });
});

describe('error shapes', () => {
  it('answers an invalid document with graphQLErrors carrying Shopify’s code, words and path', async () => {
    const response = await client.request(`query ProductQuery { product(handle: "arco-tote") { id testField } }`);
    expect(response.data).toBeUndefined();
    expect(response.errors).toMatchObject({ networkStatusCode: 200, message: expect.stringContaining('graphQLErrors') });
    expect(response.errors?.graphQLErrors?.[0]).toEqual({
      message: "Field 'testField' doesn't exist on type 'Product'",
      locations: [{ line: 1, column: expect.any(Number) }],
      path: ['query ProductQuery', 'product', 'testField'],
      extensions: { code: 'undefinedField', typeName: 'Product', fieldName: 'testField' },
    });
  });

  it('answers a variable of the wrong type with INVALID_VARIABLE and no data', async () => {
    const response = await client.request(`query getProducts($first: Int) { products(first: $first) { nodes { id } } }`, {
      variables: { first: 'ten' },
    });
    expect(response.data).toBeUndefined();
    expect(response.errors?.graphQLErrors?.[0]?.extensions?.code).toBe('INVALID_VARIABLE');
  });

  it('refuses a request asking for too much with MAX_COMPLEXITY_EXCEEDED and its cost, before running any of it', async () => {
    // Eight levels of collections and their products, five of each: billions of objects asked for.
    const levels = 8;
    const nested = `${'collections(first: 5) { nodes { products(first: 5) { nodes { '.repeat(levels)}id${' } } } }'.repeat(levels)}`;
    const response = await client.request(`query Nested { products(first: 1) { nodes { ${nested} } } }`);
    expect(response.data).toBeUndefined();
    const error = response.errors?.graphQLErrors?.[0];
    expect(error).toMatchObject({ message: 'Complexity exceeded', extensions: { code: 'MAX_COMPLEXITY_EXCEEDED', maxCost: MAX_COST } });
    expect(error?.extensions?.cost).toBeGreaterThan(10 ** 9);
    // 500 aliases of a full page: each alone is fine, together they are not.
    const aliases = Array.from({ length: 500 }, (_, index) => `a${index}: products(first: 250) { nodes { id title } }`).join(' ');
    const wide = await client.request(`query Wide { ${aliases} }`);
    expect(wide.errors?.graphQLErrors?.[0]?.extensions).toEqual({ code: 'MAX_COMPLEXITY_EXCEEDED', cost: 126_000, maxCost: MAX_COST });
    // A fragment spread twice at every level is a small document asking for exponentially much; counting it is quick.
    const fragments = Array.from(
      { length: 40 },
      (_, index) =>
        `fragment F${index} on Product { collections(first: 1) { nodes { products(first: 1) { nodes { ...F${index + 1} } } } } again: collections(first: 1) { nodes { products(first: 1) { nodes { ...F${index + 1} } } } } }`,
    ).join(' ');
    const started = performance.now();
    const bomb = await client.request(`query Bomb { products(first: 1) { nodes { ...F0 } } } ${fragments} fragment F40 on Product { id }`);
    expect(bomb.errors?.graphQLErrors?.[0]?.extensions?.code).toBe('MAX_COMPLEXITY_EXCEEDED');
    // Counting it without the fragments' cost would never end; 10 s leaves a loaded machine room.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('refuses a document nested deeper than it accepts with MAX_DEPTH_EXCEEDED, and answers the next request', async () => {
    const levels = 2_000;
    const deep = `${'collections(first: 1) { nodes { products(first: 1) { nodes { '.repeat(levels)}id${' } } } }'.repeat(levels)}`;
    const response = await client.request(`query Deep { products(first: 1) { nodes { ${deep} } } }`);
    expect(response.errors?.networkStatusCode).toBe(200);
    expect(response.errors?.graphQLErrors?.[0]?.extensions?.code).toBe('MAX_DEPTH_EXCEEDED');
    expect((await client.request(`query Shop { shop { name } }`)).data).toEqual({ shop: { name: 'Bottega' } });
  });

  it('answers a failure while executing as INTERNAL_SERVER_ERROR naming the request id of the response', async () => {
    responseHeaders.length = 0;
    const response = await client.request(`query Attempt { cartCompletionAttempt(attemptId: "x") { __typename } shop { name } }`);
    expect(response.data).toEqual({ cartCompletionAttempt: null, shop: { name: 'Bottega' } });
    const requestId = responseHeaders.at(-1)?.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.errors?.graphQLErrors).toEqual([
      {
        message: `Internal error. Looks like something went wrong on our end. Request ID: ${requestId} (include this in support requests).`,
        locations: [{ line: 1, column: expect.any(Number) }],
        path: ['cartCompletionAttempt'],
        extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
      },
    ]);
  });

  it('answers repeated failed sign-ins with THROTTLED', async () => {
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await client.request(
        `mutation customerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } customerUserErrors { code message } } }`,
        {
          variables: { input: { email: 'giulia@example.com', password: `wrong-${attempt}` } },
        },
      );
      codes.push(response.errors?.graphQLErrors?.[0]?.extensions?.code as string | undefined);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(undefined));
    expect(codes.slice(10)).toEqual(['THROTTLED', 'THROTTLED']);
  });

  it('answers an unknown API version with a 404 network error', async () => {
    const response = await clientFor('2026-04').request(`{ shop { name } }`, { apiVersion: '2019-01' } as any);
    expect(response.errors).toMatchObject({ networkStatusCode: 404 });
  });
});
