// Hostile market prefixes and locale cookies against the production build.
// Prefixes the shop does not offer, in the wrong case, the default market's own, a language the
// country does not offer, doubled slashes, escaped slashes and backslashes, dot segments, overlong and
// unicode segments, `.data` under a bad prefix; each plain, as HEAD, as a form post, under a hostile
// locale cookie and under a foreign Host. No 5xx; no Location off the shop; no 200 under a prefix
// the shop does not offer; a page's `<html lang>` and prices are its address's market's. Each
// redirect is followed once, and what it leads to is held to the same rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { storefrontApi } from '../support/bag.ts';
import { sendAll, type Answer, type HostileRequest } from '../support/send-all.ts';
import { BROWSER_UA } from '../support/hostile-requests.ts';
import { MARKET_COOKIES, MARKET_PATHS, marketFault } from '../support/hostile-markets.ts';

const SITE = 'https://bottega.example';
let shop: Awaited<ReturnType<typeof startStorefront>>;
let offered: Set<string>;

beforeAll(async () => {
  // A configured public address: a Host header has nothing to say about where the shop sends anyone.
  shop = await startStorefront({ PUBLIC_SITE_URL: SITE });
  const { localization } = await storefrontApi<{
    localization: { availableCountries: Array<{ isoCode: string; availableLanguages: Array<{ isoCode: string }> }> };
  }>(shop.emulators!.url, '{ localization { availableCountries { isoCode availableLanguages { isoCode } } } }');
  offered = new Set(
    localization.availableCountries.flatMap(({ isoCode, availableLanguages }) =>
      availableLanguages.map((language) => `/${language.isoCode}-${isoCode}`.toLowerCase()),
    ),
  );
  offered.delete('/en-us');
});
afterAll(async () => {
  await shop?.close();
});

const base = { 'user-agent': BROWSER_UA };
const FOREIGN_HOSTS: Array<Record<string, string>> = [
  { host: 'evil.example' },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
];
/** Pages of every kind at the default and the Italian market's addresses, for the cookies. */
const COOKIE_PAGES = [
  '/',
  '/products/arco-tote',
  '/collections/bags',
  '/cart',
  '/_root.data',
  '/it-it/',
  '/it-it/products/arco-tote',
  '/en-gb/cart',
];

function prefixRequests(): HostileRequest[] {
  return MARKET_PATHS.flatMap((path, n) => {
    const cookie = { cookie: `bottega_locale=${MARKET_COOKIES[n % MARKET_COOKIES.length]}` };
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    return [
      { label: `GET ${path}`, method: 'GET', path, headers: base },
      { label: `HEAD ${path}`, method: 'HEAD', path, headers: base },
      { label: `GET ${path} (locale cookie)`, method: 'GET', path, headers: { ...base, ...cookie } },
      { label: `GET ${path} (foreign host)`, method: 'GET', path, headers: { ...base, ...FOREIGN_HOSTS[n % 2] } },
      {
        label: `POST ${path}`,
        method: 'POST',
        path,
        headers: { ...base, ...form },
        body: Buffer.from('country=IT&redirectTo=//evil.example'),
      },
    ];
  });
}

function cookieRequests(): HostileRequest[] {
  return MARKET_COOKIES.flatMap((value) =>
    COOKIE_PAGES.map((path) => ({
      label: `GET ${path} (bottega_locale=${value.slice(0, 20)})`,
      method: 'GET',
      path,
      headers: { ...base, cookie: `bottega_locale=${value}` },
    })),
  );
}

/** The region chooser at each kind of address, asked to return somewhere else, under a foreign Host. */
function chooserRequests(): HostileRequest[] {
  const targets = ['/products/arco-tote', '//evil.example', 'https://evil.example/x', '/\\evil.example', '/%2F%2Fevil.example'];
  return ['/locale', '/it-it/locale', '/it-IT/locale', '/zz-zz/locale', '/en-us/locale'].flatMap((path, n) =>
    targets.map((redirectTo) => ({
      label: `POST ${path} redirectTo=${redirectTo}`,
      method: 'POST',
      path,
      headers: { ...base, ...FOREIGN_HOSTS[n % 2], 'content-type': 'application/x-www-form-urlencoded' },
      body: Buffer.from(new URLSearchParams({ country: 'IT', redirectTo }).toString()),
    })),
  );
}

/** The request a browser makes after a redirect to a path on the shop; absolute ones are left to the checks. */
function followed(answer: Answer): HostileRequest | null {
  const location = [answer.headers.location].flat()[0];
  if (!location?.startsWith('/') || answer.status < 300 || answer.status >= 400) return null;
  const { cookie } = answer.request.headers;
  return {
    label: `${answer.request.label} → ${location}`,
    method: 'GET',
    path: location,
    headers: { ...base, ...(cookie ? { cookie } : {}) },
  };
}

describe('hostile market addresses and locale cookies', () => {
  it('never answer a 5xx, send a client off the shop, or show one market at another’s address', async () => {
    const requests = [...prefixRequests(), ...cookieRequests(), ...chooserRequests()];
    const answers = await sendAll(shop.url, requests, 4);
    const next = answers.flatMap((answer) => followed(answer) ?? []);
    answers.push(...(await sendAll(shop.url, next, 4)));

    const origins = [SITE, shop.url];
    const faults = answers.flatMap((answer) => {
      const fault = marketFault(answer, origins, offered);
      return fault ? [`${fault} ← ${answer.request.label.slice(0, 120)}`] : [];
    });
    const byStatus: Record<number, number> = {};
    for (const answer of answers) byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
    console.log(`${answers.length} requests (${next.length} followed redirects) by status:`, byStatus);
    expect(faults.slice(0, 30), `${faults.length} faults`).toEqual([]);

    // The run reached what it meant to: pages at both markets, the canonical moves, and the not-found answers.
    expect(byStatus[200]).toBeGreaterThan(COOKIE_PAGES.length * MARKET_COOKIES.length - 10);
    expect(byStatus[301]).toBeGreaterThan(10);
    expect(byStatus[404]).toBeGreaterThan(50);
  }, 180_000);

  it('moves a prefix in the wrong case, or the default market’s own, to the canonical address on the shop', async () => {
    const cases: Array<[string, string]> = [
      ['/it-IT/products/arco-tote?variant=1', '/it-it/products/arco-tote?variant=1'],
      ['/IT-IT', '/it-it/'],
      ['/EN-US/collections/bags', '/collections/bags'],
      ['/en-us/', '/'],
      ['/EN-gb/cart', '/en-gb/cart'],
    ];
    const answers = await sendAll(
      shop.url,
      cases.map(([path]) => ({ label: path, method: 'GET', path, headers: { ...base, host: 'evil.example' } })),
    );
    expect(answers.map((answer) => [answer.status, answer.headers.location])).toEqual(cases.map(([, to]) => [301, to]));
  });

  it('finds no page under a prefix the shop does not offer, for pages and their data alike', async () => {
    const paths = [
      '/zz-zz/',
      '/fr-it/products/arco-tote',
      '/xx-yy/collections/bags',
      '/fr-it/products/arco-tote.data',
      '/zz-zz/_root.data',
    ];
    const answers = await sendAll(
      shop.url,
      paths.map((path) => ({ label: path, method: 'GET', path, headers: base })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(paths.map(() => 404));
  });
});
