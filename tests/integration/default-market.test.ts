// Markets at their own addresses leave the default market where it was: nothing a shopper of the
// default market (the United States, in English) sees changes address. Against the built storefront: home, a collection, a product, a content page,
// search, the bag and sign-in answer 200 at their unprefixed addresses, in English and dollars, with
// canonical URLs, structured data, links and forms free of any market prefix; the default market's
// own prefix (/en-us/…) moves to the unprefixed address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { BROWSER } from '../support/account-client.ts';
import { canonicalOf, htmlLang, internalTargets, pageAlternates, priceCurrencies } from '../support/markets.ts';

let shop: Awaited<ReturnType<typeof startStorefront>>;

beforeAll(async () => {
  shop = await startStorefront();
});
afterAll(async () => {
  await shop?.close();
});

/** Each kind of page, whether it shows prices, and whether search engines are to index it (a canonical URL). */
const PAGES = [
  { path: '/', prices: true, indexed: true },
  { path: '/collections/bags', prices: true, indexed: true },
  { path: '/products/arco-tote', prices: true, indexed: true },
  { path: '/about', prices: false, indexed: true },
  { path: '/search?q=tote', prices: true, indexed: false },
  { path: '/cart', prices: false, indexed: false },
  { path: '/account/login', prices: false, indexed: false },
];

/** Any address in the markup with a market prefix, other than the hreflang twins that name every market. */
const PREFIXED =
  /(?:href|action|content|src)="(?:https?:\/\/[^/"]+)?\/[a-z]{2}-[a-z]{2}(?:[/?"])|"url":"https?:\/\/[^/"]+\/[a-z]{2}-[a-z]{2}\//i;

async function page(path: string) {
  const response = await fetch(new URL(path, shop.url), { headers: { 'user-agent': BROWSER }, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

describe('the default market', () => {
  it.each(PAGES)('$path answers at its address as before: English, dollars, no prefix anywhere', async ({ path, prices, indexed }) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(htmlLang(html)).toBe('en');
    if (prices) expect(priceCurrencies(html)).toEqual(new Set(['USD']));

    const withoutTwins = html.replace(/<link\s[^>]*rel="alternate"[^>]*>/g, '');
    expect(PREFIXED.exec(withoutTwins)?.[0] ?? null).toBeNull();
    const targets = internalTargets(html, shop.url);
    expect(targets.length).toBeGreaterThan(20);
    expect(targets.filter((target) => /^\/[a-z]{2}-[a-z]{2}(\/|$|\?)/i.test(target.path))).toEqual([]);

    const canonical = canonicalOf(html);
    if (!indexed) return;
    const at = new URL(path, shop.url);
    // As Hydrogen writes it: the home page's is the bare origin.
    expect(canonical).toBe(`${shop.url}${at.pathname}`.replace(/\/$/, ''));
    // Its own twin and x-default are the address it always had.
    const twins = pageAlternates(html);
    expect(twins.find((twin) => twin.hreflang === 'en-US')?.href).toBe(canonical);
    expect(twins.find((twin) => twin.hreflang === 'x-default')?.href).toBe(canonical);
  });

  it('keeps its bag, search and region forms at their unprefixed actions', async () => {
    const { html } = await page('/products/arco-tote');
    const actions = internalTargets(html, shop.url)
      .filter((target) => target.tag === 'form')
      .map((target) => target.path);
    expect(actions).toEqual(expect.arrayContaining(['/cart', '/locale']));
    expect(html).toContain('name="redirectTo" value="/products/arco-tote"');
  });

  it('moves its own prefix, in any case, to the unprefixed address', async () => {
    for (const [from, to] of [
      ['/en-us/products/arco-tote', '/products/arco-tote'],
      ['/EN-US/collections/bags?sort=price-low-high', '/collections/bags?sort=price-low-high'],
      ['/en-us', '/'],
    ]) {
      const response = await fetch(new URL(from!, shop.url), { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(new URL(response.headers.get('location')!, shop.url).toString(), from).toBe(new URL(to!, shop.url).toString());
    }
  });
});
