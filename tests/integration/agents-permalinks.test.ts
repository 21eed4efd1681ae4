// The storefront's side of an assistant's links and profiles: a permalink (Shopify's /cart/… or
// UCP's /buy/…) fills the bag of the market its address names and goes on, never placing an order or
// leaving the shop; the shop's UCP profiles, one per version, name this origin for what it serves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { bagMessages } from '../../app/texts.ts';

let shop: Awaited<ReturnType<typeof startStorefront>>;
let variant: string;

beforeAll(async () => {
  shop = await startStorefront();
  const markdown = await (await fetch(`${shop.url}/products/arco-tote.md`)).text();
  variant = /gid:\/\/shopify\/ProductVariant\/(\d+)/.exec(markdown)![1];
});
afterAll(() => shop?.close());

const open = (path: string, cookie = '') => fetch(`${shop.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
const encoded = (id: string) => `~${Buffer.from(id).toString('base64url')}`;

describe('permalinks', () => {
  it("Shopify's cart permalink under /it-it/ lands in the Italian bag, priced in euros", async () => {
    const response = await open(`/it-it/cart/${variant}:2`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/it-it/cart');
    const bag = await (await open('/it-it/cart', cookiesOf(response))).text();
    expect(bag).toContain('Arco Tote');
    expect(bag).toContain('€');
  });

  it("UCP's permalink goes on to a path on the shop, and to the bag for anything else", async () => {
    const gid = encoded(`gid://shopify/ProductVariant/${variant}`);
    expect((await open(`/buy/${gid}:1?continue_to=/collections/bags`)).headers.get('location')).toBe('/collections/bags');
    for (const away of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/%0d%0aSet-Cookie:x=1', 'javascript:alert(1)'])
      expect((await open(`/buy/${gid}:1?continue_to=${encodeURIComponent(away)}`)).headers.get('location'), away).toMatch(
        /^\/(cart|collections\/bags)$/,
      );
    expect((await open(`/buy/${gid}:1?continue_to=/a&continue_to=/b`)).headers.get('location')).toBe('/cart');
  });

  it('a malformed permalink is a 400 in the bag’s words, and no bag is made', async () => {
    for (const path of ['/cart/abc:1', `/cart/${variant}:0`, `/cart/${variant}:11`, '/buy/sku%2F1:1', `/buy/${variant}:1,`]) {
      const response = await open(path);
      expect(response.status, path).toBe(400);
      expect(await response.text()).toBe(bagMessages.permalinkInvalid);
      expect(
        response.headers.getSetCookie().some((line) => line.startsWith('cart=')),
        path,
      ).toBe(false);
    }
  });

  it('a permalink posted to is not a way to place anything', async () => {
    const response = await fetch(`${shop.url}/cart/${variant}:1`, { method: 'POST', redirect: 'manual' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe("the shop's UCP profiles", () => {
  it('name this origin for every address the storefront serves, in each version', async () => {
    const current = (await (await open('/.well-known/ucp')).json()) as {
      ucp?: { supported_versions?: object };
      supported_versions?: object;
    };
    const versions = Object.values(current.ucp?.supported_versions ?? current.supported_versions ?? {}) as string[];
    expect(versions.length).toBeGreaterThan(0);
    for (const url of versions) expect(url.startsWith(`${shop.url}/.well-known/ucp/`), url).toBe(true);
    for (const url of versions) {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      const text = await response.text();
      expect(text).toContain(`${shop.url}/api/ucp/mcp`);
    }
    expect((await open('/.well-known/ucp/1999-01-01')).status).toBe(404);
  });
});
