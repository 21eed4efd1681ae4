// What assistants that read pages find: /llms.txt and the Markdown twins of product and collection
// pages, with title, price and URL, cached as the pages are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';

let storefront: Awaited<ReturnType<typeof startStorefront>>;
beforeAll(async () => {
  storefront = await startStorefront();
}, 120_000);
afterAll(async () => {
  await storefront?.close();
});

async function read(path: string) {
  const response = await fetch(`${storefront.url}${path}`);
  return { response, text: await response.text() };
}

describe('pages for assistants', () => {
  it('/llms.txt says what the shop is, lists its collections and names the agent endpoints', async () => {
    const { response, text } = await read('/llms.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/^public, /);
    expect(text).toMatch(/^# Bottega\n/);
    expect(text).toContain(`- [Bags](${storefront.url}/collections/bags.md)`);
    expect(text).toContain(`${storefront.url}/.well-known/ucp`);
    expect(text).toContain(`${storefront.url}/api/ucp/mcp`);
  });

  it("/products/arco-tote.md has the product's title, price in the address's market and URL, cached as its page", async () => {
    const { response, text } = await read('/products/arco-tote.md');
    const page = await fetch(`${storefront.url}/products/arco-tote`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(page.headers.get('cache-control'));
    expect(text).toMatch(/^# Arco Tote\n/);
    expect(text).toContain('- Price: $2,450\n');
    expect(text).toContain(`- URL: ${storefront.url}/products/arco-tote\n`);
    expect(text).toContain('gid://shopify/ProductVariant/1');
  });

  it('/collections/bags.md lists its pieces with their twins and prices', async () => {
    const { response, text } = await read('/collections/bags.md');
    expect(response.status).toBe(200);
    expect(text).toMatch(/^# Bags\n/);
    expect(text).toContain(`- [Arco Tote](${storefront.url}/products/arco-tote.md): $2,450`);
  });

  it('a twin of nothing is a 404', async () => {
    expect((await read('/products/no-such-piece.md')).response.status).toBe(404);
    expect((await read('/collections/no-such-collection.md')).response.status).toBe(404);
  });
});
