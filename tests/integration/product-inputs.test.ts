// The product page and content pages against hostile and stale input, in the built worker:
// unknown and foreign variant ids (stale links) fall back to the first available variant; malformed
// ones do too, as a 400 with a notice; long or unknown handles are 404s with the spec's text;
// nothing answers 500 or reflects markup.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from 'react-router';
import { startStorefront } from '../support/storefront.ts';
import { productMessages } from '../../app/texts.ts';

let storefront: Awaited<ReturnType<typeof startStorefront>>;
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

interface Variant {
  id: string;
  availableForSale: boolean;
  selectedOptions: Array<{ name: string; value: string }>;
}

beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(async () => {
  await storefront?.close();
});

const get = (path: string, ua = BROWSER_UA) => fetch(`${storefront.url}${path}`, { headers: { 'user-agent': ua }, redirect: 'manual' });

async function variantsOf(handle: string): Promise<Variant[]> {
  const response = await fetch(`${storefront.emulators!.url}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Shopify-Storefront-Access-Token': storefront.emulators!.credentials.shopify.publicToken,
    },
    body: JSON.stringify({
      query: `{ product(handle: "${handle}") { variants(first: 250) { nodes { id availableForSale selectedOptions { name value } } } } }`,
    }),
  });
  const { data } = (await response.json()) as { data: { product: { variants: { nodes: Variant[] } } } };
  return data.product.variants.nodes;
}

/** The notice a product page shows when its `?variant=` cannot be a variant id. */
const variantNotice = `role="status">${productMessages.variantMalformed}</p>`;

/** The page's own content: the shell's forms carry the whole URL back (escaped) as where to return. */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

/** What a client-side navigation to `path` receives for the product route, decoded as the browser's router does. */
async function navigation(path: string) {
  const response = await get(path.replace('?', '.data?'));
  const decoded = await decodeTurboStream(response.body!, globalThis);
  await decoded.done;
  const routes = decoded.value as Record<
    string,
    { data?: { variantMalformed: boolean; product: { selectedOrFirstAvailableVariant: { id: string } } }; error?: unknown }
  >;
  return { status: response.status, ...routes['routes/products.$handle'] };
}

const option = (variant: Variant, name: string) => variant.selectedOptions.find((entry) => entry.name === name)?.value;
const numeric = (id: string) => id.split('/').pop()!;

/** The options the rendered page shows as selected: the label's value for each option. */
function selectedLabels(html: string): string[] {
  return [...html.matchAll(/<span class="product-option__value">([^<]*)<\/span>/g)].map((match) => match[1]);
}

function structuredData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

describe('product page selection', () => {
  it('opens on the first available variant and describes every variant as an offer', async () => {
    const variants = await variantsOf('camicia-lino');
    const first = variants.find((variant) => variant.availableForSale)!;
    const response = await get('/products/camicia-lino');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(selectedLabels(html)).toEqual([option(first, 'Color'), option(first, 'Size')]);
    expect(html).toMatch(/<title>Camicia Lino · Bottega<\/title>/);
    const product = structuredData(html).find((entry) => entry['@type'] === 'Product') as {
      offers: Array<{ sku: string; availability: string; url: string; priceCurrency: string }>;
    };
    expect(product.offers).toHaveLength(variants.length);
    expect(product.offers.filter((offer) => offer.availability.endsWith('OutOfStock')).length).toBe(
      variants.filter((variant) => !variant.availableForSale).length,
    );
    expect(product.offers[0].url).toMatch(/\/products\/camicia-lino\?variant=\d+$/);
    expect(structuredData(html).some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('selects the variant named by ?variant=, as a number or a gid, even when sold out', async () => {
    const variants = await variantsOf('camicia-lino');
    const soldOut = variants.find((variant) => option(variant, 'Color') === 'Celeste' && option(variant, 'Size') === 'XL')!;
    expect(soldOut.availableForSale).toBe(false);
    for (const value of [numeric(soldOut.id), encodeURIComponent(soldOut.id)]) {
      const response = await get(`/products/camicia-lino?variant=${value}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(selectedLabels(html)).toEqual(['Celeste', 'XL']);
      expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Sold out<\/button>/);
      expect(html).not.toContain(variantNotice);
    }
  });

  it('falls back to the first available variant for unknown and foreign variant ids, with a 200 and no notice', async () => {
    const variants = await variantsOf('camicia-lino');
    const first = variants.find((variant) => variant.availableForSale)!;
    const foreign = (await variantsOf('arco-tote'))[0];
    // Stale links (a deleted variant, another product's variant) are normal, not bad input.
    for (const value of ['999999999', numeric(foreign.id), foreign.id, '']) {
      const response = await get(`/products/camicia-lino?variant=${encodeURIComponent(value)}`);
      expect(response.status, value).toBe(200);
      const html = await response.text();
      expect(selectedLabels(html), value).toEqual([option(first, 'Color'), option(first, 'Size')]);
      expect(html, value).not.toContain(variantNotice);
    }
  });

  it('answers a malformed variant id with a 400, the first available variant and a notice', async () => {
    const variants = await variantsOf('camicia-lino');
    const first = variants.find((variant) => variant.availableForSale)!;
    const cases = [
      'abc',
      '-1',
      '0',
      '1e9',
      '1.5',
      '<script>alert(1)</script>',
      'gid://shopify/Product/1',
      '9'.repeat(21),
      'x'.repeat(2000),
    ];
    for (const value of cases) {
      const response = await get(`/products/camicia-lino?variant=${encodeURIComponent(value)}`);
      expect(response.status, value).toBe(400);
      const html = await response.text();
      expect(html, value).toContain('<h1 class="product__title">Camicia Lino</h1>');
      expect(selectedLabels(html), value).toEqual([option(first, 'Color'), option(first, 'Size')]);
      expect(html, value).toContain(variantNotice);
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(mainOf(html).match(/x{2000}/)).toBeNull();
    }
  });

  it('answers a malformed variant id with a 400 for a client-side navigation too', async () => {
    const first = (await variantsOf('camicia-lino')).find((variant) => variant.availableForSale)!;
    const malformed = await navigation(`/products/camicia-lino?variant=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(malformed.status).toBe(400);
    expect(malformed.error).toBeUndefined();
    expect(malformed.data?.variantMalformed).toBe(true);
    expect(malformed.data?.product.selectedOrFirstAvailableVariant.id).toBe(first.id);
    const stale = await navigation('/products/camicia-lino?variant=999999999');
    expect(stale.status).toBe(200);
    expect(stale.data?.variantMalformed).toBe(false);
    expect(stale.data?.product.selectedOrFirstAvailableVariant.id).toBe(first.id);
  });

  it('ignores option parameters that match nothing, whatever their size', async () => {
    for (const search of [`Color=${'x'.repeat(2000)}`, 'Colour=Nope&Size=%00', `${'k'.repeat(2000)}=1`, 'Size=XL&Size=XS&Color=Celeste']) {
      const response = await get(`/products/camicia-lino?${search}`);
      expect(response.status, search).toBe(200);
    }
  });
});

describe('missing products', () => {
  it("answer 404 'Product not found' for an unknown handle", async () => {
    const response = await get('/products/no-such-product');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Product not found');
    expect(html).toContain('Back to Home');
  });

  it('answer 404 for a 2,000-character handle and for markup in the handle, never 500', async () => {
    const long = await get(`/products/${'a'.repeat(2000)}`);
    expect(long.status).toBe(404);
    // Too long to be a handle: the validity check fails, the spec's fatal 404.
    expect(await long.text()).toContain(`Page Not Found: /products/${'a'.repeat(2000)}`);
    const markup = await get('/products/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(markup.status).toBe(404);
    expect(await markup.text()).not.toContain('<script>alert(1)</script>');
  });
});

describe('content pages', () => {
  it('serve each content page with its title', async () => {
    for (const [path, title] of [
      ['/about', 'About'],
      ['/process', 'Process'],
      ['/archive', 'Archive'],
      ['/press', 'Press'],
      ['/stockists', 'Stockists'],
      ['/shipping-and-returns', 'Shipping and returns'],
      ['/accessibility', 'Accessibility statement'],
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toMatch(new RegExp(`<h1>${title}</h1>`));
    }
  });

  it("answer 404 for unknown pages and lookbooks, 'Page not found: {path}' for bots", async () => {
    for (const path of ['/no-such-content', '/lookbooks/no-such-lookbook', `/${'p'.repeat(2000)}`, '/wp-login.php']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('This page was not found');
    }
    expect(await (await get('/no-such-content')).text()).toContain('Page not found: /no-such-content');
    // A handle that cannot be one fails the validity check: the fatal 404 (spec section 2).
    for (const path of ['/-bad-', '/lookbooks/-bad-', '/products/-bad-', '/collections/-bad-']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(`Page Not Found: ${path}`);
      // The tab says what the page says.
      expect(html, path).toContain(`<title>Page Not Found: ${path} · Bottega</title>`);
    }
    const bot = await get('/no-such-content', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(bot.status).toBe(404);
    expect(await bot.text()).toBe('Page not found: /no-such-content');
  });

  it('link lookbook hotspots to their products with the price from the shop', async () => {
    const html = await (await get('/lookbooks/autunno-inverno-2025')).text();
    expect(html).toMatch(
      /<a[^>]+class="hotspot"[^>]+href="\/products\/cappotto-cammello"|<a[^>]+href="\/products\/cappotto-cammello"[^>]+class="hotspot"/,
    );
    expect(html).toMatch(/hotspot__title">Cappotto Cammello<\/span> <span class="hotspot__price">\$3,900</);
  });
});
