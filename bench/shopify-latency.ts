// Latency of the Shopify emulator over HTTP, on the seed and on a generated 10,000-product
// catalogue: p50 and p95 for a product page query, a filtered collection, a search and cart
// mutations. Figures, not pass/fail. Run: node bench/shopify-latency.ts [iterations]
import { startShopify } from '../emulators/shopify/test-server.ts';
import type { RunningShopify } from '../emulators/shopify/test-server.ts';

const ITERATIONS = Number(process.argv[2] ?? 200);
const WARMUP = 20;

const PRODUCT = `query Product($handle: String!, $selectedOptions: [SelectedOptionInput!]!) @inContext(country: IT, language: EN) {
  product(handle: $handle) {
    id title handle vendor productType tags descriptionHtml availableForSale totalInventory createdAt
    encodedVariantExistence encodedVariantAvailability
    options { name optionValues { name swatch { color } firstSelectableVariant { id availableForSale selectedOptions { name value } } } }
    selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) { id title price { amount currencyCode } compareAtPrice { amount } quantityAvailable sku image { url(transform: {maxWidth: 800}) altText } }
    adjacentVariants(selectedOptions: $selectedOptions) { id selectedOptions { name value } }
    images(first: 250) { nodes { url altText width height } }
    priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
    compareAtPriceRange { minVariantPrice { amount } }
    collections(first: 5) { nodes { handle title products(first: 4) { nodes { handle } } } }
    metafields(identifiers: [{namespace: "pdp", key: "description"}, {namespace: "pdp", key: "materials_and_care"}, {namespace: "pdp", key: "dimensions"}, {namespace: "my_fields", key: "fabrication"}]) { key value }
    swatches: metafield(namespace: "pdp", key: "swatch_collection") { reference { ... on Collection { products(first: 30) { nodes { handle } } } } }
  }
}`;

const COLLECTION = `query Collection($handle: String!, $filters: [ProductFilter!]) @inContext(country: IT) {
  collection(handle: $handle) {
    title
    products(first: 24, filters: $filters, sortKey: PRICE) {
      filters { id label type values { id label count input swatch { color } } }
      pageInfo { hasNextPage endCursor }
      nodes { id handle title productType availableForSale featuredImage { url altText } priceRange { minVariantPrice { amount currencyCode } } compareAtPriceRange { minVariantPrice { amount } } options { name optionValues { name swatch { color } } } }
    }
  }
}`;

const SEARCH = `query Search($term: String!) {
  search(query: $term, first: 250, types: [PRODUCT], productFilters: [{available: true}]) {
    totalCount
    productFilters { id values { label count } }
    nodes { ... on Product { id handle title featuredImage { url } priceRange { minVariantPrice { amount currencyCode } } } }
  }
}`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(name: string, run: () => Promise<void>): Promise<{ name: string; p50: number; p95: number }> {
  for (let i = 0; i < WARMUP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function expectOk(shop: RunningShopify, query: string, variables: Record<string, unknown>) {
  const { status, body } = await shop.graphql(query, variables);
  if (status !== 200 || body.errors) throw new Error(`bench query failed: ${JSON.stringify(body.errors ?? status)}`);
  return body.data;
}

async function benchCatalogue(label: string, scale?: number) {
  const buildStarted = performance.now();
  const shop = await startShopify({ build: scale ? { scale } : {} });
  const buildMs = performance.now() - buildStarted;
  try {
    const productCount = (await expectOk(shop, '{ sitemap(type: PRODUCT) { pagesCount { count } } }', {})).sitemap.pagesCount.count * 250;
    const bags = await expectOk(shop, '{ collection(handle: "bags") { products(first: 1) { filters { id } } } }', {});
    if (!bags.collection) throw new Error('bags collection missing');
    const variant = (await expectOk(shop, '{ product(handle: "piega-wallet") { variants(first: 1) { nodes { id } } } }', {})).product
      .variants.nodes[0].id;
    const cart = (await expectOk(shop, 'mutation { cartCreate { cart { id } } }', {})).cartCreate.cart.id;
    const lineIds: string[] = [];

    const results = [
      await measure('product (PDP query)', async () => {
        await expectOk(shop, PRODUCT, {
          handle: 'camicia-lino',
          selectedOptions: [
            { name: 'Color', value: 'Bianco' },
            { name: 'Size', value: 'M' },
          ],
        });
      }),
      await measure('filtered collection (bags: colour + available, facets)', async () => {
        await expectOk(shop, COLLECTION, {
          handle: 'bags',
          filters: [{ variantOption: { name: 'color', value: 'Nero' } }, { available: true }],
        });
      }),
      await measure('filtered collection (all products: type + price)', async () => {
        await expectOk(shop, COLLECTION, { handle: 'all', filters: [{ productType: 'Bags' }, { price: { min: 500, max: 3000 } }] });
      }),
      await measure('search ("nero", 250, facets)', async () => {
        await expectOk(shop, SEARCH, { term: 'nero' });
      }),
      await measure('cart mutation (cartLinesAdd + cartLinesRemove)', async () => {
        const added = await expectOk(
          shop,
          'mutation A($id: ID!, $v: ID!) { cartLinesAdd(cartId: $id, lines: [{merchandiseId: $v, quantity: 1}]) { cart { lines(first: 5) { nodes { id } } cost { totalAmount { amount } } } userErrors { code } } }',
          { id: cart, v: variant },
        );
        lineIds.splice(0, lineIds.length, ...added.cartLinesAdd.cart.lines.nodes.map((line: { id: string }) => line.id));
        await expectOk(
          shop,
          'mutation R($id: ID!, $ids: [ID!]!) { cartLinesRemove(cartId: $id, lineIds: $ids) { cart { totalQuantity } } }',
          { id: cart, ids: lineIds },
        );
      }),
    ];
    console.log(
      `\n${label}: ~${productCount <= 250 ? 'under 250' : productCount} products (pages of 250), built and started in ${Math.round(buildMs)} ms, ${ITERATIONS} runs each`,
    );
    console.log('  operation'.padEnd(62) + 'p50 ms'.padStart(9) + 'p95 ms'.padStart(9));
    for (const result of results)
      console.log(`  ${result.name}`.padEnd(62) + result.p50.toFixed(2).padStart(9) + result.p95.toFixed(2).padStart(9));
  } finally {
    await shop.stop();
  }
}

await benchCatalogue('Seed catalogue');
await benchCatalogue('Generated catalogue', 10_000);
