// The worker's page cache and the caching headers, against the built storefront in workerd: a page
// with nothing of one shopper's on it is rendered once and replayed to every such shopper, each with
// a nonce of their own; a shopper with a session, a bag or a draft preview always gets their own
// render; nothing that sets a cookie is kept; each market's address and each query have their own
// copy, and a locale cookie, which no longer says the market, splits nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutReactMarkers } from '../support/markup.ts';
import { priceCurrencies } from '../support/markets.ts';
import { startStorefront } from '../support/storefront.ts';
import { Shopper, stockedVariants } from '../support/bag.ts';
import { BROWSER } from '../support/account-client.ts';
import { LOCALE_COOKIE, PREVIEW_COOKIE } from '../../app/core/constants.ts';
import { bagMessages } from '../../app/texts.ts';

let shop: Awaited<ReturnType<typeof startStorefront>>;

beforeAll(async () => {
  shop = await startStorefront();
});
afterAll(async () => {
  await shop?.close();
});

interface Answer {
  status: number;
  cache: string | null;
  cacheControl: string | null;
  vary: string | null;
  setCookie: string[];
  policyNonce: string | undefined;
  body: string;
}

async function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const response = await fetch(new URL(path, shop.url), { method, headers: { 'user-agent': BROWSER, ...headers }, redirect: 'manual' });
  const policy = response.headers.get('content-security-policy') ?? '';
  return {
    status: response.status,
    cache: response.headers.get('x-page-cache'),
    cacheControl: response.headers.get('cache-control'),
    vary: response.headers.get('vary'),
    setCookie: response.headers.getSetCookie(),
    policyNonce: /'nonce-([0-9a-f]+)'/.exec(policy)?.[1],
    body: await response.text(),
  };
}

/** Every nonce the markup carries. */
const markupNonces = (html: string) => new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]));
const withoutNonce = (html: string, nonce: string) => html.replaceAll(nonce, 'NONCE');
/** The header's bag link as a shopper reads it ('Bag [0]'), without React's text markers. */
const bagLabel = (html: string) => /<a href="\/cart"[^>]*>(Bag \[[^\]]*\])<\/a>/.exec(withoutReactMarkers(html))?.[1];

describe('a shopper without a session or a bag', () => {
  it('gets the same page as the shopper before, from the cache, with a nonce of their own in the policy and the markup', async () => {
    const first = await get('/products/arco-tote');
    const second = await get('/products/arco-tote');
    const third = await get('/products/arco-tote');
    expect(first.status).toBe(200);
    expect([second.cache, third.cache]).toEqual(['HIT', 'HIT']);
    const nonces = [first, second, third].map((answer) => answer.policyNonce!);
    expect(new Set(nonces).size).toBe(3);
    for (const answer of [first, second, third]) expect(markupNonces(answer.body)).toEqual(new Set([answer.policyNonce]));
    // Compared as booleans: a failure should not print two whole pages.
    expect(withoutNonce(second.body, nonces[1]) === withoutNonce(first.body, nonces[0])).toBe(true);
    expect(withoutNonce(third.body, nonces[2]) === withoutNonce(first.body, nonces[0])).toBe(true);
  });

  it('gets a page that CDNs and browsers may keep a minute, per Cookie header, and serve stale while it refreshes', async () => {
    for (const path of ['/collections/bags', '/products/arco-tote', '/', '/search?q=tote', '/products/arco-tote.data']) {
      const answer = await get(path);
      expect(answer.cacheControl, path).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=300');
      expect(answer.vary, path).toContain('Cookie');
    }
  });

  it('gets the `.data` of a page from the cache too, one copy per set of routes asked for', async () => {
    const product = '/products/arco-tote.data?_routes=routes%2Fproducts.%24handle';
    const root = '/products/arco-tote.data?_routes=root';
    await get(product);
    await get(root);
    const [again, rootAgain] = [await get(product), await get(root)];
    expect([again.cache, rootAgain.cache]).toEqual(['HIT', 'HIT']);
    expect(again.body === rootAgain.body).toBe(false);
    expect(again.body.includes('Arco Tote')).toBe(true);
  });

  it('answers HEAD from the stored page without a body', async () => {
    await get('/collections/bags');
    const head = await get('/collections/bags', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.cache).toBe('HIT');
    expect(head.body).toBe('');
  });

  it('gets a copy of its own for each market’s address and each query; a locale cookie splits nothing', async () => {
    const dollars = await get('/collections/bags?sort=price-low-high');
    await get('/it-it/collections/bags?sort=price-low-high');
    const euros = await get('/it-it/collections/bags?sort=price-low-high');
    expect(euros.cache).toBe('HIT');
    expect(priceCurrencies(euros.body)).toEqual(new Set(['EUR']));
    expect(priceCurrencies(dollars.body)).toEqual(new Set(['USD']));
    // Whatever market a cookie names, the address's copy is the one served.
    for (const locale of ['IT-IT', 'US-EN', 'ZZ-ZZ', '']) {
      const dollarsAgain = await get('/collections/bags?sort=price-low-high', { cookie: `${LOCALE_COOKIE}=${locale}` });
      expect(dollarsAgain.cache, locale).toBe('HIT');
      expect(priceCurrencies(dollarsAgain.body), locale).toEqual(new Set(['USD']));
      const eurosAgain = await get('/it-it/collections/bags?sort=price-low-high', { cookie: `${LOCALE_COOKIE}=${locale}` });
      expect(eurosAgain.cache, locale).toBe('HIT');
      expect(priceCurrencies(eurosAgain.body), locale).toEqual(new Set(['EUR']));
    }

    const byPrice = await get('/collections/bags?sort=price-high-low');
    const byPriceAgain = await get('/collections/bags?sort=price-high-low');
    expect(byPrice.cache).toBe('MISS');
    expect(byPriceAgain.cache).toBe('HIT');
    expect(withoutNonce(byPriceAgain.body, byPriceAgain.policyNonce!) === withoutNonce(dollars.body, dollars.policyNonce!)).toBe(false);
  });

  it('keeps each market’s `.data` apart too', async () => {
    const root = '/products/arco-tote.data?_routes=root';
    await get(`/it-it${root}`);
    const [italian, american] = [await get(`/it-it${root}`), await get(root)];
    expect(italian.cache).toBe('HIT');
    expect(italian.body === american.body).toBe(false);
  });

  it('keeps no answer that sets a cookie, and answers campaign landings itself', async () => {
    // The region chooser remembers the choice in a cookie: its answer is the shopper's own.
    for (let attempt = 0; attempt < 2; attempt++) {
      const chosen = await fetch(new URL('/locale', shop.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
        body: new URLSearchParams({ country: 'IT', redirectTo: '/' }),
        redirect: 'manual',
      });
      expect(chosen.headers.getSetCookie().some((cookie) => cookie.startsWith(`${LOCALE_COOKIE}=IT-IT`))).toBe(true);
      expect(chosen.headers.get('x-page-cache')).toBeNull();
      expect(chosen.headers.get('cache-control')).toBe('private, no-store');
    }
    for (let attempt = 0; attempt < 2; attempt++) {
      const landing = await get('/products/arco-tote?utm_source=newsletter');
      expect(landing.setCookie.some((cookie) => cookie.startsWith('bottega_tracking='))).toBe(true);
      expect(landing.cache).toBeNull();
    }
  });
});

describe('a shopper with a session, a bag or a draft preview', () => {
  it('gets their own bag on a page anonymous shoppers have from the cache', async () => {
    const [variant] = await stockedVariants(shop.emulators!.url, 1);
    await get('/products/arco-tote');
    const anonymous = await get('/products/arco-tote');
    expect(anonymous.cache).toBe('HIT');
    expect(bagLabel(anonymous.body)).toBe(bagMessages.bagCount(0));

    const shopper = new Shopper(shop.url, shop.emulators!.url);
    expect((await shopper.add(variant)).status).toBe(200);
    for (let visit = 0; visit < 2; visit++) {
      const page = await get('/products/arco-tote', { cookie: shopper.cookieHeader });
      expect(page.cache).toBeNull();
      expect(page.cacheControl).toBe('private, no-store');
      expect(bagLabel(page.body)).toBe(bagMessages.bagCount(1));
      const data = await get('/products/arco-tote.data?_routes=root', { cookie: shopper.cookieHeader });
      expect(data.cache).toBeNull();
      expect(data.cacheControl).toBe('private, no-store');
    }
    // The anonymous copy is untouched by the shopper's visits.
    expect(bagLabel((await get('/products/arco-tote')).body)).toBe(bagMessages.bagCount(0));
  });

  it('never gets the cached page with a session or a preview cookie, nor with a preview link', async () => {
    await get('/collections/bags');
    for (const cookie of ['bottega_session=x', `${PREVIEW_COOKIE}=drafts`, 'bottega_new_bag_abc=1']) {
      const page = await get('/collections/bags', { cookie });
      expect(page.cache, cookie).toBeNull();
      expect(page.cacheControl, cookie).toBe('private, no-store');
    }
    const link = await get('/collections/bags?sanity-preview-perspective=drafts');
    expect(link.cache).toBeNull();
    expect(link.cacheControl).not.toMatch(/^public/);
  });
});
