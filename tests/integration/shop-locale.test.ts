// The address says the market; the locale cookie only remembers the region a shopper chose. Against
// the built storefront: a locale cookie of any value (offered, refused, forged, overlong) changes
// nothing a page shows and is never a 5xx; the bag is priced in the market of the address it is
// filled at; the region chooser moves the shopper to the same page at the chosen market's address
// (303, a document load) and re-prices the bag; a country the shop does not offer is a 400 that
// keeps the page. A bag form naming a country the shop does not offer is refused with the shop's words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { Shopper, cartForm, pageMessage, stockedVariants } from '../support/bag.ts';
import { BROWSER } from '../support/account-client.ts';
import { htmlLang, priceCurrencies, rootLocale } from '../support/markets.ts';
import { LOCALE_COOKIE } from '../../app/core/constants.ts';
import { MARKET_COOKIES } from '../support/hostile-markets.ts';
import { bagMessages } from '../../app/texts.ts';

let shop: Awaited<ReturnType<typeof startStorefront>>;
let variant: string;

beforeAll(async () => {
  shop = await startStorefront();
  [variant] = await stockedVariants(shop.emulators!.url);
});

afterAll(async () => {
  await shop?.close();
});

// Offered markets, well-formed codes the shop does not offer, and values that name no locale at all.
const CASES = MARKET_COOKIES.map((value) => [
  value.length > 40 ? `${JSON.stringify(value.slice(0, 12))}… (${value.length} characters)` : JSON.stringify(value),
  value,
]);
/** Pages at both markets' addresses, with the market each must show whatever the cookie says. */
const PAGES = [
  { path: '/', lang: 'en', currency: 'USD' },
  { path: '/_root.data', locale: { country: 'US', language: 'EN' } },
  { path: '/search?q=tote', lang: 'en' },
  { path: '/cart', lang: 'en' },
  { path: '/it-it/products/arco-tote', lang: 'it', currency: 'EUR' },
  { path: '/it-it/_root.data', locale: { country: 'IT', language: 'IT' } },
  { path: '/en-gb/collections/bags', lang: 'en', currency: 'GBP' },
];

function get(path: string, locale: string) {
  return fetch(new URL(path, shop.url), { headers: { cookie: `${LOCALE_COOKIE}=${locale}`, 'user-agent': BROWSER }, redirect: 'manual' });
}

/** What the response does to the locale cookie: its new value, or null when it leaves it alone. */
function localeCookieChange(response: Response): string | null {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${LOCALE_COOKIE}=`));
  return line ? line.slice(LOCALE_COOKIE.length + 1).split(';')[0]! : null;
}

function chooseRegion(shopper: Shopper, country: string, redirectTo: string, at = '') {
  return shopper.post(new URLSearchParams({ country, redirectTo }), `${at}/locale`);
}

describe('a locale cookie of any value', () => {
  it.each(CASES)('%s: every page shows its address’s market and the cookie is left alone', async (_label, locale) => {
    for (const page of PAGES) {
      const response = await get(page.path, locale);
      expect(response.status, page.path).toBe(200);
      expect(localeCookieChange(response), page.path).toBeNull();
      if (page.locale) {
        expect(await rootLocale(response), page.path).toEqual(page.locale);
        continue;
      }
      const html = await response.text();
      expect(htmlLang(html), page.path).toBe(page.lang);
      if (page.currency) expect(priceCurrencies(html), page.path).toEqual(new Set([page.currency]));
    }
  });

  it.each(CASES)('%s: the bag takes the item, priced in dollars at the default market’s address', async (_label, locale) => {
    const shopper = new Shopper(shop.url, shop.emulators!.url);
    shopper.cookies.set(LOCALE_COOKIE, locale);
    const response = await shopper.post(cartForm('LinesAdd', { lines: [{ merchandiseId: variant, quantity: 1 }] }));
    expect(response.status).toBe(200);
    expect(localeCookieChange(response)).toBeNull();
    const bag = await shopper.bag();
    expect(bag?.totalQuantity).toBe(1);
    expect(bag?.currencyCode).toBe('USD');
  });
});

describe('the bag', () => {
  it.each([
    ['', 'USD'],
    ['/it-it', 'EUR'],
    ['/en-it', 'EUR'],
    ['/en-gb', 'GBP'],
    ['/ja-jp', 'JPY'],
  ])('filled at %s/cart is priced in %s', async (prefix, currency) => {
    const shopper = new Shopper(shop.url, shop.emulators!.url);
    // A cookie naming another market changes nothing: the address says the market.
    shopper.cookies.set(LOCALE_COOKIE, 'US-EN');
    const response = await shopper.post(cartForm('LinesAdd', { lines: [{ merchandiseId: variant, quantity: 1 }] }), `${prefix}/cart`);
    expect(response.status).toBe(200);
    expect((await shopper.bag())?.currencyCode).toBe(currency);
    const page = await (await shopper.get(`${prefix}/cart`)).text();
    expect(priceCurrencies(page)).toEqual(new Set([currency]));
  });
});

describe('the region chooser', () => {
  it('moves to the same page at the market’s address, in the country’s own language, with a document load', async () => {
    const shopper = new Shopper(shop.url, shop.emulators!.url);
    const response = await chooseRegion(shopper, 'IT', '/products/arco-tote?variant=1');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${shop.url}/it-it/products/arco-tote?variant=1`);
    expect(response.headers.get('x-remix-reload-document')).toBe('true');
    expect(shopper.cookies.get(LOCALE_COOKIE)).toBe('IT-IT');
    const page = await (await shopper.get('/it-it/products/arco-tote?variant=1')).text();
    expect(htmlLang(page)).toBe('it');
    expect(priceCurrencies(page)).toEqual(new Set(['EUR']));
    // No bag was made for a shopper who had none.
    expect(shopper.cartId).toBeNull();
  });

  it('moves from a market’s address to another’s, and back to the default market’s unprefixed one', async () => {
    const shopper = new Shopper(shop.url, shop.emulators!.url);
    const toBritain = await chooseRegion(shopper, 'GB', '/collections/bags?sort=price-low-high', '/it-it');
    expect(toBritain.headers.get('location')).toBe(`${shop.url}/en-gb/collections/bags?sort=price-low-high`);
    const home = await chooseRegion(shopper, 'US', '/', '/en-gb');
    expect(home.status).toBe(303);
    expect(home.headers.get('location')).toBe(`${shop.url}/`);
    expect(shopper.cookies.get(LOCALE_COOKIE)).toBe('US-EN');
  });

  it('re-prices the bag in the chosen market, there and back', async () => {
    const shopper = new Shopper(shop.url, shop.emulators!.url);
    expect((await shopper.add(variant)).status).toBe(200);
    expect((await shopper.bag())?.currencyCode).toBe('USD');
    expect((await chooseRegion(shopper, 'IT', '/cart')).status).toBe(303);
    expect((await shopper.bag())?.currencyCode).toBe('EUR');
    const bagPage = await (await shopper.get('/it-it/cart')).text();
    expect(priceCurrencies(bagPage)).toEqual(new Set(['EUR']));
    expect((await chooseRegion(shopper, 'US', '/cart', '/it-it')).status).toBe(303);
    expect((await shopper.bag())?.currencyCode).toBe('USD');
    expect((await shopper.bag())?.totalQuantity).toBe(1);
  });

  it('never sends the shopper off the shop, whatever page it is asked to return to', async () => {
    const shopper = new Shopper(shop.url, shop.emulators!.url);
    for (const redirectTo of [
      '//evil.example',
      'https://evil.example/x',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
    ]) {
      const response = await chooseRegion(shopper, 'IT', redirectTo);
      expect(response.status, redirectTo).toBe(303);
      expect(new URL(response.headers.get('location')!).origin, redirectTo).toBe(shop.url);
      expect(response.headers.get('location')!.startsWith(`${shop.url}/it-it/`), redirectTo).toBe(true);
    }
  });

  it('refuses a country the shop does not offer with a 400 that keeps the page, the market and the bag', async () => {
    const shopper = new Shopper(shop.url, shop.emulators!.url);
    expect((await shopper.post(cartForm('LinesAdd', { lines: [{ merchandiseId: variant, quantity: 1 }] }), '/it-it/cart')).status).toBe(
      200,
    );
    for (const country of ['ZZ', 'AQ', '', '<x>']) {
      const response = await chooseRegion(shopper, country, '/products/arco-tote', '/it-it');
      expect(response.status, country).toBe(400);
      expect(response.headers.get('location'), country).toBeNull();
      expect(localeCookieChange(response), country).toBeNull();
      const html = await response.text();
      expect(htmlLang(html), country).toBe('it');
      expect(html, country).toMatch(/class="form-error" role="alert">[^<]+</);
      expect(html, country).toContain('action="/it-it/locale');
    }
    expect((await shopper.bag())?.currencyCode).toBe('EUR');
  });
});

describe('a bag form naming a country', () => {
  it('refuses one the shop does not offer, leaving the bag as it was', async () => {
    const shopper = new Shopper(shop.url, shop.emulators!.url);
    expect((await shopper.add(variant)).status).toBe(200);
    const before = await shopper.bag();
    for (const countryCode of ['AQ', 'XX', 'ZZ']) {
      const response = await shopper.post(cartForm('BuyerIdentityUpdate', { buyerIdentity: { countryCode } }));
      expect(response.status, countryCode).toBe(400);
      expect(pageMessage(await response.text()), countryCode).toBe(bagMessages.countryInvalid);
      expect(await shopper.bag(), countryCode).toEqual(before);
    }
  });

  it('moves the bag to one the shop offers', async () => {
    const shopper = new Shopper(shop.url, shop.emulators!.url);
    expect((await shopper.add(variant)).status).toBe(200);
    const response = await shopper.post(cartForm('BuyerIdentityUpdate', { buyerIdentity: { countryCode: 'IT' } }));
    expect(response.status).toBe(200);
    expect((await shopper.bag())?.currencyCode).toBe('EUR');
  });
});
