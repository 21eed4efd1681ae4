// The Storefront API's catalogue over real HTTP: shop, products, variants and options (checked
// with Hydrogen's own option helpers), metafields, collections, menu, localization, redirects, sitemap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeEncodedVariant, getAdjacentAndFirstAvailableVariants, getProductOptions } from '@shopify/hydrogen-react';
import { startShopify } from '../../emulators/shopify/test-server.ts';
import type { RunningShopify } from '../../emulators/shopify/test-server.ts';

let shop: RunningShopify;
beforeAll(async () => {
  shop = await startShopify();
});
afterAll(async () => {
  await shop.stop();
});

const PRODUCT_FOR_OPTIONS = `#graphql
  fragment Variant on ProductVariant { id availableForSale title selectedOptions { name value } product { handle } }
  query ProductOptions($handle: String!, $selectedOptions: [SelectedOptionInput!]!) {
    product(handle: $handle) {
      handle
      encodedVariantExistence
      encodedVariantAvailability
      options { name optionValues { name swatch { color image { previewImage { url } } } firstSelectableVariant { ...Variant } } }
      selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) { ...Variant }
      adjacentVariants(selectedOptions: $selectedOptions, caseInsensitiveMatch: true) { ...Variant }
      variants(first: 250) { nodes { ...Variant } }
    }
  }
`;

describe('shop and markets', () => {
  it('answers shop with the house name and its primary domain', async () => {
    const { status, body } = await shop.graphql(
      '{ shop { id name description moneyFormat primaryDomain { url host } paymentSettings { currencyCode enabledPresentmentCurrencies } } }',
    );
    expect(status).toBe(200);
    expect(body.data.shop).toMatchObject({ id: 'gid://shopify/Shop/1', name: 'Bottega', primaryDomain: { url: 'http://localhost:3000' } });
    expect(body.data.shop.paymentSettings.enabledPresentmentCurrencies).toEqual(
      expect.arrayContaining(['USD', 'EUR', 'GBP', 'CHF', 'JPY', 'CAD', 'AUD']),
    );
  });

  it('lists the available countries with currency, unit system and languages, defaulting to US / USD / EN', async () => {
    const { body } = await shop.graphql(`{ localization { country { isoCode currency { isoCode symbol } } language { isoCode }
      availableCountries { isoCode name unitSystem currency { isoCode name symbol } availableLanguages { isoCode endonymName } } } }`);
    const { localization } = body.data;
    expect(localization.country).toEqual({ isoCode: 'US', currency: { isoCode: 'USD', symbol: '$' } });
    expect(localization.language.isoCode).toBe('EN');
    const italy = localization.availableCountries.find((country: any) => country.isoCode === 'IT');
    expect(italy).toMatchObject({ name: 'Italy', unitSystem: 'METRIC_SYSTEM', currency: { isoCode: 'EUR', symbol: '€' } });
    // Italy's own language first: it is the country's default (defaultLanguage), as the shop translated it.
    expect(italy.availableLanguages.map((language: any) => language.isoCode)).toEqual(['IT', 'EN']);
    expect(localization.availableCountries.map((country: any) => country.isoCode)).toEqual(
      expect.arrayContaining(['US', 'IT', 'FR', 'DE', 'GB', 'CH', 'JP', 'CA', 'AU']),
    );
  });

  it('follows @inContext for country and language, falling back for languages a country lacks', async () => {
    const { body } = await shop.graphql(
      'query L @inContext(country: CH, language: IT) { localization { country { isoCode currency { isoCode } } language { isoCode } } }',
    );
    expect(body.data.localization).toEqual({ country: { isoCode: 'CH', currency: { isoCode: 'CHF' } }, language: { isoCode: 'IT' } });
    const fallback = await shop.graphql('query L @inContext(country: GB, language: JA) { localization { language { isoCode } } }');
    expect(fallback.body.data.localization.language.isoCode).toBe('EN');
  });

  it('converts prices per market with each currency’s rounding and Shopify decimals', async () => {
    const query = (country: string) =>
      shop.graphql(
        `query P($country: CountryCode) @inContext(country: $country) { product(handle: "arco-tote") { priceRange { minVariantPrice { amount currencyCode } } } }`,
        { country },
      );
    const prices: Record<string, { amount: string; currencyCode: string }> = {};
    for (const country of ['US', 'IT', 'FR', 'DE', 'GB', 'CH', 'JP', 'CA', 'AU'])
      prices[country] = (await query(country)).body.data.product.priceRange.minVariantPrice;
    expect(prices.US).toEqual({ amount: '2450.0', currencyCode: 'USD' });
    expect(prices.IT).toEqual({ amount: '2254.0', currencyCode: 'EUR' });
    expect(prices.FR).toEqual(prices.IT);
    expect(prices.DE).toEqual(prices.IT);
    expect(prices.GB.currencyCode).toBe('GBP');
    expect(prices.CH.currencyCode).toBe('CHF');
    expect(prices.JP).toEqual({ amount: '370000.0', currencyCode: 'JPY' });
    for (const money of Object.values(prices)) expect(money.amount).toMatch(/^\d+\.\d{1,2}$/);
    expect(Number(prices.CA.amount) % 1).toBe(0);
    expect(Number(prices.AU.amount)).toBeGreaterThan(Number(prices.US.amount));
  });
});

describe('product', () => {
  it('finds a product by handle and by id with its core fields', async () => {
    const { body } =
      await shop.graphql(`{ product(handle: "cintura-classica") { id handle title vendor productType tags createdAt publishedAt updatedAt availableForSale totalInventory isGiftCard
      description descriptionHtml onlineStoreUrl seo { title }
      priceRange { minVariantPrice { amount } maxVariantPrice { amount } } compareAtPriceRange { maxVariantPrice { amount } }
      options { name optionValues { name } } variantsCount { count } } }`);
    const product = body.data.product;
    expect(product).toMatchObject({
      handle: 'cintura-classica',
      title: 'Cintura Classica',
      vendor: 'Bottega',
      productType: 'Belts',
      isGiftCard: false,
      availableForSale: true,
    });
    expect(product.options.map((option: any) => option.name)).toEqual(['Color', 'Size']);
    expect(product.options[1].optionValues.map((value: any) => value.name)).toEqual(['80', '85', '90', '95', '100', '105', '110']);
    expect(product.variantsCount.count).toBe(14);
    expect(product.totalInventory).toBeGreaterThan(0);
    expect(product.compareAtPriceRange.maxVariantPrice.amount).toBe('0.0');
    expect(product.onlineStoreUrl).toBe('http://localhost:3000/products/cintura-classica');
    const byId = await shop.graphql('query P($id: ID!) { product(id: $id) { handle } }', { id: product.id });
    expect(byId.body.data.product.handle).toBe('cintura-classica');
  });

  it('returns null for unknown handles and ids', async () => {
    const { body } = await shop.graphql(
      '{ a: product(handle: "no-such-bag") { id } b: product(id: "gid://shopify/Product/999999") { id } c: product(id: "gid://shopify/Collection/1") { id } }',
    );
    expect(body.data).toEqual({ a: null, b: null, c: null });
    expect(body.errors).toBeUndefined();
  });

  it('carries the handles other parts of the project rely on', async () => {
    const handles = [
      'symmetry-pochette-nero',
      'symmetry-pochette-cognac',
      'symmetry-pochette-bordeaux',
      'arco-tote',
      'luna-shoulder-bag',
      'piega-wallet',
      'cintura-classica',
      'mocassino-veneziano',
      'camicia-lino',
      'cappotto-cammello',
      'portachiavi-nodo',
    ];
    const query = `{ ${handles.map((handle, index) => `p${index}: product(handle: "${handle}") { handle }`).join(' ')} }`;
    const { body } = await shop.graphql(query);
    expect(Object.values(body.data).map((product: any) => product?.handle)).toEqual(handles);
  });

  it('exposes variant details: sku, stock, weight, compare-at price, image and selected options', async () => {
    const { body } =
      await shop.graphql(`{ product(handle: "sella-crossbody") { variants(first: 250) { nodes { id sku title availableForSale quantityAvailable requiresShipping weight weightUnit
      price { amount currencyCode } compareAtPrice { amount } unitPrice { amount } selectedOptions { name value } image { url altText width height } product { handle } } } } }`);
    const variants = body.data.product.variants.nodes;
    expect(variants).toHaveLength(3);
    for (const variant of variants) {
      expect(variant.sku).toMatch(/^BTG-/);
      expect(variant.requiresShipping).toBe(true);
      expect(variant.weightUnit).toBe('GRAMS');
      expect(Number(variant.compareAtPrice.amount)).toBeGreaterThan(Number(variant.price.amount));
      expect(variant.unitPrice).toBeNull();
      expect(variant.image.url).toContain(
        `/cdn/shop/files/sella-crossbody-front-${variant.selectedOptions[0].value.toLowerCase().replace(/ /g, '-')}.jpg`,
      );
      expect(variant.image).toMatchObject({ width: 1600, height: 2000 });
      expect(variant.product.handle).toBe('sella-crossbody');
    }
  });

  it('marks sold-out sizes of the linen shirt as unavailable', async () => {
    const { body } = await shop.graphql(
      '{ product(handle: "camicia-lino") { availableForSale variants(first: 250) { nodes { title availableForSale quantityAvailable } } } }',
    );
    const variants = body.data.product.variants.nodes;
    const soldOut = variants.filter((variant: any) => !variant.availableForSale).map((variant: any) => variant.title);
    expect(soldOut).toEqual(expect.arrayContaining(['Bianco / XS', 'Bianco / XXL', 'Celeste / XS']));
    for (const variant of variants) expect(variant.availableForSale).toBe(variant.quantityAvailable > 0);
    expect(body.data.product.availableForSale).toBe(true);
  });

  it('keeps a preorder coat buyable at zero stock and tags it with a note', async () => {
    const { body } = await shop.graphql(`{ product(handle: "cappotto-cammello") { tags availableForSale
      note: metafield(namespace: "custom", key: "preorder_note") { value type }
      variants(first: 10) { nodes { availableForSale quantityAvailable currentlyNotInStock } } } }`);
    const product = body.data.product;
    expect(product.tags).toContain('Preorder');
    expect(product.note.value).toMatch(/Pre-order/);
    expect(product.availableForSale).toBe(true);
    expect(product.variants.nodes[0]).toEqual({ availableForSale: true, quantityAvailable: 0, currentlyNotInStock: true });
  });

  it('tags the knot key ring Final Sale with one size', async () => {
    const { body } = await shop.graphql('{ product(handle: "portachiavi-nodo") { tags options { name optionValues { name } } } }');
    expect(body.data.product.tags).toContain('Final Sale');
    expect(body.data.product.options.find((option: any) => option.name === 'Size').optionValues).toEqual([{ name: 'One Size' }]);
  });

  it('returns the PDP metafields by namespace and key, and null for unknown ones', async () => {
    const { body } = await shop.graphql(`{ product(handle: "symmetry-pochette-nero") {
      metafields(identifiers: [{namespace: "pdp", key: "description"}, {namespace: "pdp", key: "materials_and_care"}, {namespace: "pdp", key: "dimensions"},
        {namespace: "pdp", key: "shipping"}, {namespace: "pdp", key: "swatch_color"}, {namespace: "my_fields", key: "style_color"}, {namespace: "my_fields", key: "fabrication"},
        {namespace: "pdp", key: "nothing"}]) { namespace key type value }
      swatches: metafield(namespace: "pdp", key: "swatch_collection") { type reference { ... on Collection { handle products(first: 30) { nodes { handle metafield(namespace: "pdp", key: "swatch_color") { value } } } } } } } }`);
    const [description, care, dimensions, shipping, swatch, styleColor, fabrication, nothing] = body.data.product.metafields;
    expect(description.value).toMatch(/brass bar/);
    expect(care.value).toMatch(/Calfskin/);
    expect(dimensions.value).toMatch(/cm/);
    expect(shipping.value).toMatch(/shipping/i);
    expect(swatch).toMatchObject({ type: 'color', value: '#141414' });
    expect(styleColor.value).toBe('Nero');
    expect(fabrication.value).toBe('Calfskin');
    expect(nothing).toBeNull();
    const group = body.data.product.swatches;
    expect(group.type).toBe('collection_reference');
    expect(group.reference.handle).toBe('symmetry-pochette');
    const members = group.reference.products.nodes.map((node: any) => node.handle);
    expect(members).toEqual(expect.arrayContaining(['symmetry-pochette-nero', 'symmetry-pochette-cognac', 'symmetry-pochette-bordeaux']));
    expect(new Set(group.reference.products.nodes.map((node: any) => node.metafield.value)).size).toBe(members.length);
  });

  it('pages images and media with transformed CDN URLs', async () => {
    const { body } = await shop.graphql(`{ product(handle: "arco-tote") {
      featuredImage { url altText }
      images(first: 250) { nodes { id url(transform: {maxWidth: 300, maxHeight: 400, crop: TOP, scale: 2, preferredContentType: WEBP}) } }
      media(first: 250) { nodes { mediaContentType alt ... on MediaImage { id image { url } } previewImage { width } } }
      collections(first: 5) { nodes { handle } } } }`);
    const product = body.data.product;
    expect(product.images.nodes.length).toBeGreaterThanOrEqual(3);
    expect(product.images.nodes.length).toBeLessThanOrEqual(6);
    const transformed = new URL(product.images.nodes[0].url);
    expect(Object.fromEntries(transformed.searchParams)).toMatchObject({ width: '600', height: '800', crop: 'top', format: 'webp' });
    expect(product.media.nodes).toHaveLength(product.images.nodes.length);
    expect(product.media.nodes[0]).toMatchObject({ mediaContentType: 'IMAGE', previewImage: { width: 1600 } });
    expect(product.media.nodes[0].id).toMatch(/^gid:\/\/shopify\/MediaImage\/\d+$/);
    expect(product.collections.nodes.map((node: any) => node.handle)).toContain('bags');
  });

  it('encodes variant existence and availability the way Hydrogen decodes them', async () => {
    const { body } = await shop.graphql(PRODUCT_FOR_OPTIONS, { handle: 'camicia-lino', selectedOptions: [] });
    const product = body.data.product;
    const optionIndex = (name: string, value: string) =>
      product.options.find((option: any) => option.name === name).optionValues.findIndex((entry: any) => entry.name === value);
    const tuples = (variants: any[]) =>
      variants
        .map((variant) => variant.selectedOptions.map((selected: any) => optionIndex(selected.name, selected.value)))
        .map((tuple: number[]) => tuple.join(','))
        .sort();
    const all = product.variants.nodes;
    expect(
      decodeEncodedVariant(product.encodedVariantExistence)
        .map((tuple: number[]) => tuple.join(','))
        .sort(),
    ).toEqual(tuples(all));
    expect(
      decodeEncodedVariant(product.encodedVariantAvailability)
        .map((tuple: number[]) => tuple.join(','))
        .sort(),
    ).toEqual(tuples(all.filter((variant: any) => variant.availableForSale)));
  });

  it('drives Hydrogen’s getProductOptions: sold-out sizes unavailable, every value reachable', async () => {
    const { body } = await shop.graphql(PRODUCT_FOR_OPTIONS, {
      handle: 'camicia-lino',
      selectedOptions: [
        { name: 'color', value: 'bianco' },
        { name: 'size', value: 'm' },
      ],
    });
    const product = body.data.product;
    expect(product.selectedOrFirstAvailableVariant.title).toBe('Bianco / M');
    const options = getProductOptions(product);
    const sizes = options.find((option) => option.name === 'Size')!.optionValues;
    expect(sizes.map((value) => value.name)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    const byName = Object.fromEntries(sizes.map((value) => [value.name, value]));
    expect(byName.XS.available).toBe(false);
    expect(byName.XXL.available).toBe(false);
    expect(byName.M).toMatchObject({ selected: true, available: true, exists: true });
    expect(byName.L.variant.title).toBe('Bianco / L');
    const colours = options.find((option) => option.name === 'Color')!.optionValues;
    expect(colours.map((value) => [value.name, value.swatch?.color])).toEqual([
      ['Bianco', '#FAFAF7'],
      ['Celeste', '#A9C6DC'],
    ]);
    expect(colours[1].variant.title).toBe('Celeste / M');
    const variants = getAdjacentAndFirstAvailableVariants(product);
    expect(variants.map((variant: any) => variant.title)).toEqual(expect.arrayContaining(['Bianco / M', 'Celeste / M', 'Bianco / S']));
  });

  it('selects variants by options with Shopify’s matching rules', async () => {
    const { body } = await shop.graphql(`{ product(handle: "mocassino-veneziano") {
      exact: variantBySelectedOptions(selectedOptions: [{name: "Color", value: "Tabacco"}, {name: "Size", value: "41"}]) { title }
      wrongCase: variantBySelectedOptions(selectedOptions: [{name: "color", value: "tabacco"}, {name: "size", value: "41"}]) { title }
      insensitive: variantBySelectedOptions(caseInsensitiveMatch: true, selectedOptions: [{name: "color", value: "tabacco"}, {name: "size", value: "41"}]) { title }
      unknown: variantBySelectedOptions(selectedOptions: [{name: "Color", value: "Nero"}, {name: "Heel", value: "High"}]) { title }
      ignored: variantBySelectedOptions(ignoreUnknownOptions: true, selectedOptions: [{name: "Color", value: "Nero"}, {name: "Size", value: "38"}, {name: "Heel", value: "High"}]) { title }
      fallback: selectedOrFirstAvailableVariant(selectedOptions: [{name: "Color", value: "Viola"}]) { title availableForSale }
      adjacent: adjacentVariants(selectedOptions: [{name: "Color", value: "Nero"}, {name: "Size", value: "40"}]) { title } } }`);
    const product = body.data.product;
    expect(product.exact.title).toBe('Tabacco / 41');
    expect(product.wrongCase).toBeNull();
    expect(product.insensitive.title).toBe('Tabacco / 41');
    expect(product.unknown).toBeNull();
    expect(product.ignored.title).toBe('Nero / 38');
    expect(product.fallback.availableForSale).toBe(true);
    const adjacent = product.adjacent.map((variant: any) => variant.title);
    expect(adjacent).toHaveLength(10);
    expect(adjacent).toContain('Tabacco / 40');
    expect(adjacent).toContain('Nero / 45');
    expect(adjacent).not.toContain('Nero / 40');
  });
});

describe('products, recommendations and nodes', () => {
  it('lists products with query syntax, sort keys and cursor paging', async () => {
    const { body } = await shop.graphql(`{
      byTag: products(first: 50, query: "tag:Preorder") { nodes { handle } }
      byType: products(first: 250, query: "product_type:Shoes", sortKey: PRICE, reverse: true) { nodes { handle priceRange { minVariantPrice { amount } } } }
      text: products(first: 10, query: "cintur") { nodes { handle } }
      newest: products(first: 3, sortKey: CREATED_AT, reverse: true) { nodes { createdAt } }
    }`);
    expect(body.data.byTag.nodes.map((node: any) => node.handle)).toEqual(expect.arrayContaining(['cappotto-cammello', 'ginevra-tote']));
    const prices = body.data.byType.nodes.map((node: any) => Number(node.priceRange.minVariantPrice.amount));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(body.data.text.nodes.map((node: any) => node.handle)).toEqual(
      expect.arrayContaining(['cintura-classica', 'cintura-reversibile']),
    );
    const dates = body.data.newest.nodes.map((node: any) => node.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 30; page++) {
      const result: any = await shop.graphql(
        'query Page($after: String) { products(first: 25, after: $after) { pageInfo { hasNextPage endCursor } nodes { handle } } }',
        { after },
      );
      seen.push(...result.body.data.products.nodes.map((node: any) => node.handle));
      if (!result.body.data.products.pageInfo.hasNextPage) break;
      after = result.body.data.products.pageInfo.endCursor;
    }
    expect(seen.length).toBeGreaterThanOrEqual(80);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('recommends related and complementary pieces, never the product itself', async () => {
    const { body } = await shop.graphql(`{ related: productRecommendations(productHandle: "arco-tote") { handle productType }
      complementary: productRecommendations(productHandle: "arco-tote", intent: COMPLEMENTARY) { handle productType }
      missing: productRecommendations(productHandle: "nope") { handle } }`);
    expect(body.data.related.length).toBeGreaterThan(0);
    for (const product of body.data.related) expect(product).toMatchObject({ productType: 'Bags' });
    expect(body.data.related.map((product: any) => product.handle)).not.toContain('arco-tote');
    for (const product of body.data.complementary) expect(product.productType).not.toBe('Bags');
    expect(body.data.missing).toBeNull();
  });

  it('resolves node and nodes across types, null for unknown ids', async () => {
    const ids = await shop.graphql(
      '{ product(handle: "piega-wallet") { id variants(first: 1) { nodes { id } } collections(first: 1) { nodes { id } } } }',
    );
    const product = ids.body.data.product;
    const { body } = await shop.graphql(
      `query N($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on Product { handle } ... on ProductVariant { title } ... on Collection { handle } } node(id: "gid://shopify/Product/424242") { id } }`,
      { ids: [product.id, product.variants.nodes[0].id, product.collections.nodes[0].id, 'gid://shopify/Unknown/1'] },
    );
    expect(body.data.nodes.map((node: any) => node?.__typename ?? null)).toEqual(['Product', 'ProductVariant', 'Collection', null]);
    expect(body.data.nodes[0].handle).toBe('piega-wallet');
    expect(body.data.node).toBeNull();
  });
});

describe('navigation, redirects and sitemaps', () => {
  it('answers the collections menu with URLs on the primary domain and resources', async () => {
    const { body } = await shop.graphql(`{ menu(handle: "collections-menu") { handle title itemsCount
      items { title type url resource { __typename ... on Collection { handle } } items { title url resource { __typename ... on Product { handle } } } } }
      missing: menu(handle: "nope") { id } }`);
    const menu = body.data.menu;
    expect(menu.handle).toBe('collections-menu');
    const titles = menu.items.map((item: any) => item.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Bags',
        'Pochettes',
        'Wallets',
        'Belts',
        'Small Leather Goods',
        'Shoes',
        'Ready-to-Wear',
        'New Arrivals',
        'Sale',
      ]),
    );
    const bags = menu.items.find((item: any) => item.title === 'Bags');
    expect(bags).toMatchObject({
      type: 'COLLECTION',
      url: 'http://localhost:3000/collections/bags',
      resource: { __typename: 'Collection', handle: 'bags' },
    });
    expect(bags.items[0].resource).toEqual({ __typename: 'Product', handle: 'arco-tote' });
    expect(body.data.missing).toBeNull();
  });

  it('finds URL redirects by path the way Hydrogen’s storefrontRedirect asks', async () => {
    const { body } = await shop.graphql(
      `query R($query: String) { urlRedirects(first: 1, query: $query) { edges { node { path target } } } }`,
      { query: 'path:/collections/clutches' },
    );
    expect(body.data.urlRedirects.edges[0].node).toEqual({ path: '/collections/clutches', target: '/collections/pochettes' });
    const trailing = await shop.graphql(`{ urlRedirects(first: 1, query: "path:/products/symmetry-pochette/") { nodes { target } } }`);
    expect(trailing.body.data.urlRedirects.nodes[0].target).toBe('/products/symmetry-pochette-nero');
    const none = await shop.graphql(
      `{ urlRedirects(first: 1, query: "path:/nowhere") { nodes { target } } all: urlRedirects(first: 250) { nodes { path } } }`,
    );
    expect(none.body.data.urlRedirects.nodes).toEqual([]);
    expect(none.body.data.all.nodes.length).toBeGreaterThanOrEqual(5);
  });

  it('pages sitemaps of products and collections', async () => {
    const { body } =
      await shop.graphql(`{ products: sitemap(type: PRODUCT) { pagesCount { count } resources(page: 1) { hasNextPage items { handle updatedAt ... on SitemapResource { title image { filepath } } } } }
      collections: sitemap(type: COLLECTION) { pagesCount { count } resources(page: 1) { items { handle } } }
      pages: sitemap(type: PAGE) { pagesCount { count } resources(page: 1) { items { handle } } } }`);
    expect(body.data.products.pagesCount.count).toBe(1);
    expect(body.data.products.resources.hasNextPage).toBe(false);
    expect(body.data.products.resources.items.length).toBeGreaterThanOrEqual(80);
    expect(body.data.products.resources.items[0].image.filepath).toContain('/cdn/shop/files/');
    expect(body.data.collections.resources.items.map((item: any) => item.handle)).toContain('symmetry-pochette');
    expect(body.data.pages.resources.items).toEqual([]);
  });
});
