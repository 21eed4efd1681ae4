// A locale cookie naming a country or language the shop does not offer (or no
// locale at all) used to break every page (500) and the bag (502). Against the built storefront:
// no 5xx, the page and the bag in the default locale (US / EN, dollars), and the cookie cleared so
// the next request starts clean. An offered locale is kept, and the region chooser still sets one.
// A bag form naming a country the shop does not offer is refused with the shop's words (it was a 502).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { Shopper, cartForm, pageMessage, stockedVariants } from '../support/bag.ts';
import { BROWSER } from '../support/account-client.ts';
import { LOCALE_COOKIE } from '../../app/lib/constants.ts';
import { bagMessages } from '../../app/lib/messages/index.ts';

let shop: Awaited<ReturnType<typeof startStorefront>>;
let variant: string;

beforeAll(async () => {
  shop = await startStorefront();
  [variant] = await stockedVariants(shop.emulators!.url);
});

afterAll(async () => {
  await shop?.close();
});

/** Well-formed codes the shop does not offer, and values that name no locale at all. */
const REFUSED = [
  'IT-ZZ',
  'ZZ-zz',
  'XX-XX',
  'AQ-EN',
  'US-ZZ',
  '%E0%A4%A',
  '<script>alert(1)</script>-EN',
  'IT-EN-EN',
  '',
  'IT-'.repeat(2000),
];
const PAGES = ['/', '/_root.data', '/search?q=tote', '/cart'];
const CASES = REFUSED.map((value) => [
  value.length > 40 ? `${JSON.stringify(value.slice(0, 12))}… (${value.length} characters)` : JSON.stringify(value),
  value,
]);

function get(path: string, locale: string) {
  return fetch(new URL(path, shop.url), { headers: { cookie: `${LOCALE_COOKIE}=${locale}`, 'user-agent': BROWSER }, redirect: 'manual' });
}

/** What the response does to the locale cookie: 'cleared', a new value, or null when it leaves it alone. */
function localeCookieChange(response: Response): string | null {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${LOCALE_COOKIE}=`));
  if (!line) return null;
  const value = line.slice(LOCALE_COOKIE.length + 1).split(';')[0];
  return value === '' && /;\s*max-age=0(;|$)/i.test(line) ? 'cleared' : value;
}

/** The root loader's `locale`, decoded from React Router's single-fetch answer ({"_i": j}: key at i, value at j). */
async function rootLocale(response: Response): Promise<{ country: unknown; language: unknown }> {
  const flat = JSON.parse((await response.text()).split('\n', 1)[0]) as unknown[];
  const valueOf = (entry: unknown, key: string): unknown => {
    for (const [k, v] of Object.entries(entry as Record<string, number>)) if (flat[Number(k.slice(1))] === key) return flat[v];
    return undefined;
  };
  const root = flat.find((entry) => entry && typeof entry === 'object' && valueOf(entry, 'locale') !== undefined);
  const locale = valueOf(root, 'locale');
  return { country: valueOf(locale, 'country'), language: valueOf(locale, 'language') };
}

describe('a locale cookie the shop does not offer', () => {
  it.each(CASES)('%s: every page answers in the default locale and clears the cookie', async (_label, locale) => {
    for (const path of PAGES) {
      const response = await get(path, locale);
      expect(response.status, path).toBe(200);
      expect(localeCookieChange(response), path).toBe('cleared');
      if (path === '/_root.data') expect(await rootLocale(response)).toEqual({ country: 'US', language: 'EN' });
    }
  });

  it.each(CASES)('%s: the bag takes the item, priced in dollars, and the cookie is cleared', async (_label, locale) => {
    const shopper = new Shopper(shop.url, shop.emulators!.url);
    shopper.cookies.set(LOCALE_COOKIE, locale);
    const response = await shopper.post(cartForm('LinesAdd', { lines: [{ merchandiseId: variant, quantity: 1 }] }));
    expect(response.status).toBe(200);
    expect(localeCookieChange(response)).toBe('cleared');
    const bag = await shopper.bag();
    expect(bag?.totalQuantity).toBe(1);
    expect(bag?.currencyCode).toBe('USD');
  });

  it('lets the region chooser set an offered locale in its place', async () => {
    const response = await fetch(new URL('/locale', shop.url), {
      method: 'POST',
      headers: { cookie: `${LOCALE_COOKIE}=IT-ZZ`, 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
      body: new URLSearchParams({ country: 'IT', redirectTo: '/' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(localeCookieChange(response)).toBe('IT-EN');
  });
});

describe('an offered locale', () => {
  it('is kept: pages answer in it and the cookie is left alone', async () => {
    for (const path of PAGES) {
      const response = await get(path, 'IT-EN');
      expect(response.status, path).toBe(200);
      expect(localeCookieChange(response), path).toBeNull();
      if (path === '/_root.data') expect(await rootLocale(response)).toEqual({ country: 'IT', language: 'EN' });
    }
  });

  it('prices the bag in its currency', async () => {
    const shopper = new Shopper(shop.url, shop.emulators!.url);
    shopper.cookies.set(LOCALE_COOKIE, 'it-en');
    expect((await shopper.add(variant)).status).toBe(200);
    expect(shopper.cookies.get(LOCALE_COOKIE)).toBe('it-en');
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
