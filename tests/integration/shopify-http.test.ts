// The wire: authentication, API versions, malformed requests and documents, the image CDN, and a
// journey through Shopify's own @shopify/storefront-api-client, unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import { startShopify } from '../../emulators/shopify/test-server.ts';
import type { RunningShopify } from '../../emulators/shopify/test-server.ts';

let shop: RunningShopify;
beforeAll(async () => {
  shop = await startShopify();
});
afterAll(async () => {
  await shop.stop();
});

const endpoint = () => `${shop.url}/api/2026-04/graphql.json`;

describe('authentication and versions', () => {
  const UNAUTHORIZED = { errors: [{ message: '', extensions: { code: 'UNAUTHORIZED' } }] };
  const ask = (headers: Record<string, string>) =>
    fetch(endpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: '{ shop { name } }' }),
    });

  it('issues tokens shaped like Shopify’s: 32 hex characters public, shpat_ private', () => {
    expect(shop.tokens.publicToken).toMatch(/^[0-9a-f]{32}$/);
    expect(shop.tokens.privateToken).toMatch(/^shpat_[0-9a-f]{32}$/);
  });

  it('refuses requests without a storefront token the way Shopify does', async () => {
    const response = await ask({});
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(UNAUTHORIZED);
  });

  it.each([
    ['a made-up public token', { 'x-shopify-storefront-access-token': 'local-public-token' }],
    [
      'a public token of the right shape that this shop did not issue',
      { 'x-shopify-storefront-access-token': '0123456789abcdef0123456789abcdef' },
    ],
    ['the private token in the public header', { 'x-shopify-storefront-access-token': 'PRIVATE' }],
    ['a made-up private token', { 'shopify-storefront-private-token': 'shpat_0123456789abcdef0123456789abcdef' }],
    ['the public token in the private header', { 'shopify-storefront-private-token': 'PUBLIC' }],
    [
      'a wrong private token beside the right public one',
      { 'x-shopify-storefront-access-token': 'PUBLIC', 'shopify-storefront-private-token': 'shpat_wrong' },
    ],
  ])('refuses %s with 401 and Shopify’s body', async (_name, headers) => {
    const real: Record<string, string> = { PUBLIC: shop.tokens.publicToken, PRIVATE: shop.tokens.privateToken };
    const response = await ask(Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, real[value] ?? value])));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(UNAUTHORIZED);
  });

  it('accepts the private token header as well as the public one', async () => {
    const { status, body } = await shop.graphql(
      '{ shop { name } }',
      {},
      { headers: { 'x-shopify-storefront-access-token': '', 'shopify-storefront-private-token': shop.tokens.privateToken } },
    );
    expect(status).toBe(200);
    expect(body.data.shop.name).toBe('Bottega');
  });

  it('answers 404 for other API versions', async () => {
    const { status } = await shop.graphql('{ shop { name } }', {}, { version: '2019-07' });
    expect(status).toBe(404);
  });

  it('answers GET queries and refuses mutations over GET', async () => {
    const headers = { 'x-shopify-storefront-access-token': shop.tokens.publicToken };
    const query = new URLSearchParams({ query: 'query Shop { shop { name } }' });
    const response = await fetch(`${endpoint()}?${query}`, { headers });
    expect(((await response.json()) as any).data.shop.name).toBe('Bottega');
    const mutation = new URLSearchParams({ query: 'mutation { cartCreate { cart { id } } }' });
    const refused = (await (await fetch(`${endpoint()}?${mutation}`, { headers })).json()) as any;
    expect(refused.errors[0].message).toMatch(/not allowed with GET/);
  });

  it('does not claim paths it does not serve', async () => {
    expect((await fetch(`${shop.url}/somewhere-else`)).status).toBe(404);
  });
});

describe('malformed requests', () => {
  const post = (body: string, type = 'application/json') =>
    fetch(endpoint(), {
      method: 'POST',
      headers: { 'content-type': type, 'x-shopify-storefront-access-token': shop.tokens.publicToken },
      body,
    });

  it('answers unparsable bodies and missing queries with 400', async () => {
    expect((await post('{not json')).status).toBe(400);
    const missing = await post(JSON.stringify({ variables: {} }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ errors: { query: 'Required parameter missing or invalid' } });
    expect((await post(JSON.stringify({ query: '{ shop { name } }', variables: 'nope' }))).status).toBe(400);
  });

  it('accepts application/graphql bodies', async () => {
    const response = await post('{ shop { name } }', 'application/graphql');
    expect(((await response.json()) as any).data.shop.name).toBe('Bottega');
  });

  it('reports syntax errors with locations and a parse code', async () => {
    const { body } = await shop.graphql('{ product(handle: "x") { id ');
    expect(body.data).toBeUndefined();
    expect(body.errors[0]).toMatchObject({
      locations: [{ line: 1, column: expect.any(Number) }],
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
  });

  it('reports validation errors with Shopify’s codes, words and paths', async () => {
    const { body } = await shop.graphql('{ shop { nam } product { id } products(first: 1) { nodes } }');
    const codes = body.errors.map((error: any) => error.extensions.code);
    expect(body.errors[0]).toMatchObject({
      message: "Field 'nam' doesn't exist on type 'Shop'",
      path: ['query', 'shop', 'nam'],
      extensions: { code: 'undefinedField', typeName: 'Shop', fieldName: 'nam' },
    });
    expect(codes).toContain('selectionMismatch');
    const missingArg = await shop.graphql('query Nav { menu { id } }');
    expect(missingArg.body.errors[0]).toMatchObject({
      message: "Field 'menu' is missing required arguments: handle",
      path: ['query Nav', 'menu'],
      extensions: { code: 'missingRequiredArguments' },
    });
  });

  it('reports wrong variable types and malformed ids without running the operation', async () => {
    const wrongType = await shop.graphql('query P($first: Int!) { products(first: $first) { nodes { id } } }', { first: 'ten' });
    expect(wrongType.body.errors[0].extensions.code).toBe('INVALID_VARIABLE');
    expect(wrongType.body.data).toBeUndefined();
    const badId = await shop.graphql('query P($id: ID!) { product(id: $id) { id } }', { id: 'x'.repeat(10_000) });
    expect(badId.body.errors[0]).toMatchObject({
      message: 'Variable $id of type ID! was provided invalid value',
      extensions: { code: 'INVALID_VARIABLE' },
    });
    expect(JSON.stringify(badId.body).length).toBeLessThan(2000);
    const nested = await shop.graphql('mutation C($lines: [CartLineInput!]!) { cartCreate(input: {lines: $lines}) { cart { id } } }', {
      lines: [{ merchandiseId: '42' }],
    });
    expect(nested.body.errors[0].extensions.problems[0]).toMatchObject({ path: [0, 'merchandiseId'] });
    const literal = await shop.graphql('{ product(id: "42") { id } }');
    expect(literal.body.errors[0].extensions.code).toBe('argumentLiteralsIncompatible');
  });

  it('treats 10,000-character strings as ordinary misses', async () => {
    const long = 'é'.repeat(10_000);
    const { body } = await shop.graphql(
      'query L($h: String!) { product(handle: $h) { id } collection(handle: $h) { id } menu(handle: $h) { id } urlRedirects(first: 1, query: $h) { nodes { id } } products(first: 1, query: $h) { nodes { id } } }',
      { h: long },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({ product: null, collection: null, menu: null, urlRedirects: { nodes: [] }, products: { nodes: [] } });
  });

  it('answers unknown operation names and anonymous multi-operation documents', async () => {
    const response = await fetch(endpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': shop.tokens.publicToken },
      body: JSON.stringify({ query: 'query A { shop { name } } query B { shop { id } }', operationName: 'C' }),
    });
    expect(((await response.json()) as any).errors[0].message).toBe('Unknown operation named "C".');
  });

  it('survives concurrent requests of every kind', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        index % 3 === 0
          ? shop.graphql('{ product(handle: "arco-tote") { id } }')
          : index % 3 === 1
            ? shop.graphql('mutation { cartCreate { cart { id } } }')
            : shop.graphql(
                '{ collection(handle: "bags") { products(first: 5, filters: [{available: true}]) { filters { id } nodes { id } } } }',
              ),
      ),
    );
    for (const result of results) {
      expect(result.status).toBe(200);
      expect(result.body.errors).toBeUndefined();
    }
  });
});

describe('image CDN', () => {
  it('serves masters and resized variants with Shopify’s parameters and immutable caching', async () => {
    const { body } = await shop.graphql('{ product(handle: "piega-wallet") { featuredImage { url width height } } }');
    const master = await fetch(body.data.product.featuredImage.url);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('image/jpeg');
    expect(master.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const masterMeta = await sharp(Buffer.from(await master.arrayBuffer())).metadata();
    expect([masterMeta.width, masterMeta.height]).toEqual([1600, 2000]);

    // What Hydrogen's shopifyLoader appends for <Image width={400} aspectRatio="1/1" crop="center">.
    const url = new URL(body.data.product.featuredImage.url);
    url.searchParams.append('width', '400');
    url.searchParams.append('height', '400');
    url.searchParams.append('crop', 'center');
    const square = await fetch(url);
    const squareMeta = await sharp(Buffer.from(await square.arrayBuffer())).metadata();
    expect([squareMeta.width, squareMeta.height]).toEqual([400, 400]);

    const fit = new URL(body.data.product.featuredImage.url);
    fit.searchParams.set('width', '400');
    fit.searchParams.set('height', '400');
    const fitMeta = await sharp(Buffer.from(await (await fetch(fit)).arrayBuffer())).metadata();
    expect([fitMeta.width, fitMeta.height]).toEqual([320, 400]);

    const webp = new URL(body.data.product.featuredImage.url);
    webp.searchParams.set('width', '200');
    webp.searchParams.set('format', 'webp');
    const webpResponse = await fetch(webp);
    expect(webpResponse.headers.get('content-type')).toBe('image/webp');
    const webpMeta = await sharp(Buffer.from(await webpResponse.arrayBuffer())).metadata();
    expect([webpMeta.format, webpMeta.width, webpMeta.height]).toEqual(['webp', 200, 250]);

    // Without a format the CDN answers in the smallest one the browser takes, and says it varies.
    const negotiated = new URL(body.data.product.featuredImage.url);
    negotiated.searchParams.set('width', '200');
    const formatFor = async (accept: string) => {
      const response = await fetch(negotiated, { headers: { accept } });
      expect(response.headers.get('vary')).toBe('Accept');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      return [response.headers.get('content-type'), meta.format];
    };
    expect(await formatFor('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toEqual(['image/avif', 'heif']);
    expect(await formatFor('image/webp,*/*')).toEqual(['image/webp', 'webp']);
    expect(await formatFor('image/avif;q=0,image/webp')).toEqual(['image/webp', 'webp']);
    expect(await formatFor('*/*')).toEqual(['image/jpeg', 'jpeg']);
    // An explicit format wins over Accept.
    negotiated.searchParams.set('format', 'jpg');
    expect(await formatFor('image/avif,image/webp')).toEqual(['image/jpeg', 'jpeg']);

    const huge = new URL(body.data.product.featuredImage.url);
    huge.searchParams.set('width', '9000');
    const hugeMeta = await sharp(Buffer.from(await (await fetch(huge)).arrayBuffer())).metadata();
    expect(hugeMeta.width).toBe(1600);
  }, 60_000);

  it('answers 404 for unknown images and odd names', async () => {
    expect((await fetch(`${shop.url}/cdn/shop/files/nothing-here.jpg`)).status).toBe(404);
    expect((await fetch(`${shop.url}/cdn/shop/files/..%2F..%2Fetc%2Fpasswd.jpg`)).status).toBe(404);
  });
});

describe('@shopify/storefront-api-client journey', () => {
  it('browses, searches and fills a cart through Shopify’s own client', async () => {
    // The client upgrades every store domain to https; its documented customFetchApi option is how a
    // plain-HTTP local shop is reached without touching the client itself.
    const requested: string[] = [];
    const client = createStorefrontApiClient({
      storeDomain: shop.url,
      apiVersion: '2026-04',
      publicAccessToken: shop.tokens.publicToken,
      customFetchApi: (url, init) => {
        requested.push(String(url));
        return fetch(String(url).replace(/^https:/, 'http:'), init as RequestInit);
      },
    });
    const collection = await client.request(
      `query Bags($country: CountryCode) @inContext(country: $country) { collection(handle: "bags") { title products(first: 4, sortKey: PRICE) { nodes { handle variants(first: 1) { nodes { id } } priceRange { minVariantPrice { amount currencyCode } } } } } }`,
      { variables: { country: 'IT' } },
    );
    expect(collection.errors, JSON.stringify(collection.errors)).toBeUndefined();
    // No language asked: the country's default, Italian for Italy, as the shop holds it.
    expect(collection.data.collection.title).toBe('Borse');
    expect(collection.data.collection.products.nodes[0].priceRange.minVariantPrice.currencyCode).toBe('EUR');

    const found = await client.request(
      `query S($q: String!) { search(query: $q, first: 5, types: [PRODUCT]) { totalCount nodes { ... on Product { handle } } } }`,
      { variables: { q: 'arco' } },
    );
    expect(found.data.search.nodes[0].handle).toBe('arco-tote');

    const variantId = collection.data.collection.products.nodes[0].variants.nodes[0].id;
    const created = await client.request(
      `mutation Create($input: CartInput!) @inContext(country: IT) { cartCreate(input: $input) { cart { id totalQuantity cost { totalAmount { amount currencyCode } } } userErrors { code message } } }`,
      { variables: { input: { lines: [{ merchandiseId: variantId, quantity: 1 }], discountCodes: ['BENVENUTO10'] } } },
    );
    expect(created.data.cartCreate.userErrors).toEqual([]);
    const cart = created.data.cartCreate.cart;
    expect(cart.totalQuantity).toBe(1);
    expect(cart.cost.totalAmount.currencyCode).toBe('EUR');

    const fetched = await client.request(`query Cart($id: ID!) { cart(id: $id) { id discountCodes { code applicable } } }`, {
      variables: { id: cart.id },
    });
    expect(fetched.data.cart).toEqual({ id: cart.id, discountCodes: [{ code: 'BENVENUTO10', applicable: true }] });

    expect(requested[0]).toBe(`${shop.url.replace('http:', 'https:')}/api/2026-04/graphql.json`);
    const invalid = await client.request(`{ product(handle: "arco-tote") { nope } }`);
    expect(invalid.errors?.graphQLErrors?.[0]?.extensions?.code).toBe('undefinedField');
  });
});
