// Product cards reach the browser as what the card shows, not as the Storefront API's fragment:
// what a client navigation fetches for each page that shows cards carries none of the fragment's
// extra fields (option value lists, image ids, price ranges).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';

let storefront: Awaited<ReturnType<typeof startStorefront>>;
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(async () => {
  await storefront?.close();
});

/** The page's own loader data, as a client navigation asks for it (React Router's single fetch). */
async function pageData(path: string, route: string, status = 200): Promise<string> {
  const url = new URL(path, storefront.url);
  url.pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname}.data`;
  url.searchParams.set('_routes', route);
  const response = await fetch(url, { headers: { 'user-agent': BROWSER_UA } });
  expect(response.status).toBe(status);
  return response.text();
}

// (Publication dates are not among them: lookbooks have their own, from the content service.)
const FRAGMENT_ONLY = ['availableForSale', 'featuredImage', 'priceRange', 'minVariantPrice', 'optionValues', 'gid://shopify/ProductImage/'];

describe('cards in loader data', () => {
  it.each([
    ['a collection', '/collections/bags', 'routes/collections.$handle', 200, 'mercato-tote'],
    ['search', '/search?q=nero', 'routes/search', 200, 'arco-tote'],
    ['home', '/', 'routes/_index', 200, 'hoverImage'],
    ['the 404 page', '/products/no-such-piece', 'routes/products.$handle', 404, 'hoverImage'],
  ])('%s sends card views', async (_name, path, route, status, expected) => {
    const data = await pageData(path, route, status);
    expect(data).toContain(expected);
    expect(data).toContain('"price"');
    for (const field of FRAGMENT_ONLY) expect(data, field).not.toContain(field);
  });

  it('a lookbook sends each marked piece as its name, price and address', async () => {
    const data = await pageData('/lookbooks/autunno-inverno-2025', 'routes/lookbooks.$handle');
    expect(data).toContain('"price"');
    for (const field of [...FRAGMENT_ONLY, 'hoverImage', 'productType', 'gid://shopify/Product/']) expect(data, field).not.toContain(field);
  });
});
