// With the Storefront API unreachable (connections refused), /cart is a
// 503 that says the bag cannot be shown, every catalogue page is a friendly 5xx (no stack trace,
// never a 200 carrying an error page) within the request's data budget, a bag change is a 503
// that loses nothing, and when the API is back everything recovers without a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefrontBehindFaultProxy, type FaultyStorefront } from '../support/faulty-storefront.ts';
import { Shopper, stockedVariants, storefrontApi } from '../support/bag.ts';
import { bagMessages, messages } from '../../app/texts.ts';
import { REQUEST_DATA_BUDGET_MS } from '../../app/core/constants.ts';
import { type AccountClient, signedInDemo } from '../support/account-client.ts';

let storefront: FaultyStorefront;
let shopper: Shopper;
let catalogue: string[];
let customer: AccountClient;
/** One of the signed-in customer's own addresses, as the address book links to it. */
let addressId: string;

beforeAll(async () => {
  storefront = await startStorefrontBehindFaultProxy();
  const [variant] = await stockedVariants(storefront.shopUrl);
  const handles = await storefrontApi<{
    collections: { nodes: Array<{ handle: string }> };
    products: { nodes: Array<{ handle: string }> };
  }>(storefront.shopUrl, '{ collections(first: 1) { nodes { handle } } products(first: 1) { nodes { handle } } }');
  // Catalogue pages are first asked for during the outage: Hydrogen's sub-request cache would
  // (rightly) serve a page it already holds.
  catalogue = [
    '/',
    '/collections',
    `/collections/${handles.collections.nodes[0].handle}`,
    `/products/${handles.products.nodes[0].handle}`,
    '/search?q=x',
  ];
  shopper = new Shopper(storefront.url, storefront.shopUrl);
  expect((await shopper.add(variant, 2)).status).toBe(200);
  customer = await signedInDemo(storefront.url);
  const book = await (await customer.get('/account/addresses')).text();
  addressId = /\/account\/addresses\/edit\?id=(\d+)/.exec(book)![1];
});
afterAll(async () => {
  await storefront?.close();
});

/** Generous: the budget plus room for a loaded two-core machine; an answer after the full retry
 * schedule of every call in turn would be well past it. */
const WITHIN_BUDGET_MS = REQUEST_DATA_BUDGET_MS + 5000;

async function timed(get: () => Promise<Response>) {
  const started = Date.now();
  const response = await get();
  const html = await response.text();
  return { response, html, ms: Date.now() - started };
}

describe('the Storefront API down', () => {
  beforeAll(async () => {
    await storefront.proxy.refuse();
  });

  it('answers /cart with 503 and says the bag cannot be shown', async () => {
    const { response, html, ms } = await timed(() => shopper.get('/cart'));
    expect(response.status).toBe(503);
    expect(html).toContain(bagMessages.unavailable);
    expect(html).not.toContain(messages.emptyBag);
    expect(ms).toBeLessThan(WITHIN_BUDGET_MS);
  });

  it('answers every catalogue page with a friendly 5xx, in time', async () => {
    for (const path of catalogue) {
      const { response, html, ms } = await timed(() => shopper.get(path));
      expect(response.status, path).toBeGreaterThanOrEqual(500);
      expect(response.status, path).toBeLessThan(600);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      // A client-side navigation's data request carries no page: its router shows the boundary.
      if (!path.endsWith('.data')) expect(html, path).toContain(messages.somethingWentWrong);
      // A stack frame or an internal error name is for the log, not the shopper.
      expect(html, path).not.toMatch(/\bat [\w.<>]+ \(|DataRequestFailed|Network connection lost|ECONNREFUSED/);
      expect(ms, path).toBeLessThan(WITHIN_BUDGET_MS);
    }
  });

  it('answers every read of the shop, signed in or not, with 503 and a time to come back, never a bare 500', async () => {
    const reads: Array<[string, () => Promise<Response>]> = [
      ...catalogue.map((path): [string, () => Promise<Response>] => [path, () => shopper.get(path)]),
      ...['/sitemap.xml', '/sitemap/products/1.xml', '/collections.data'].map((path): [string, () => Promise<Response>] => [
        path,
        () => shopper.get(path),
      ]),
      ...['/account', '/account/orders', '/account/addresses', '/account/edit'].map((path): [string, () => Promise<Response>] => [
        path,
        () => customer.get(path),
      ]),
    ];
    for (const [path, read] of reads) {
      const { response, html } = await timed(read);
      expect(response.status, path).toBe(503);
      expect(Number(response.headers.get('retry-after')), path).toBeGreaterThan(0);
      // A client-side navigation's data request carries no page: its router shows the boundary.
      if (!path.endsWith('.data')) {
        // The page says what the status says: unavailable for now, not a server failure.
        expect(html, path).toContain(messages.tryAgainLater(messages.somethingWentWrong));
        if (response.headers.get('content-type')?.includes('text/html')) expect(html, path).toContain('<p class="eyebrow">503</p>');
      }
      expect(html, path).not.toMatch(/\bat [\w.<>]+ \(|DataRequestFailed|Network connection lost|ECONNREFUSED/);
    }
  });

  // Each account form keeps what was typed (one home: failures/account-forms.server.ts).
  const keptForms: Array<{ form: string; path: () => string; fields: () => Record<string, string>; kept: () => string[] }> = [
    {
      form: 'a new address',
      path: () => '/account/addresses/add',
      fields: () => ({
        firstName: 'Giulia',
        lastName: 'Bianchi',
        address1: 'Via dei Typed 7',
        city: 'Firenze',
        province: 'FI',
        zip: '50125',
        country: 'IT',
      }),
      kept: () => ['value="Via dei Typed 7"'],
    },
    {
      form: 'a profile',
      path: () => '/account/edit',
      fields: () => ({ firstName: 'Giulietta', lastName: 'Typed-Bianchi', email: 'giulia@example.com', phone: '+39 055 000 1234' }),
      kept: () => ['value="Giulietta"', 'value="Typed-Bianchi"'],
    },
    {
      form: 'an edited address',
      path: () => `/account/addresses/edit?id=${addressId}`,
      fields: () => ({
        id: addressId,
        firstName: 'Giulia',
        lastName: 'Bianchi',
        address1: 'Via degli Edited 9',
        city: 'Siena',
        province: 'IT:SI',
        zip: '53100',
        country: 'IT',
      }),
      // The kept form still saves the same address when the shop is back.
      kept: () => ['value="Via degli Edited 9"', 'value="Siena"', `name="id" value="${addressId}"`],
    },
  ];
  for (const { form, path, fields, kept } of keptForms) {
    it(`gives ${form} back as typed, with the shop’s words and a time to come back, when it cannot be saved`, async () => {
      const response = await customer.post(path(), fields());
      const html = await response.text();
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      for (const value of kept()) expect(html).toContain(value);
      expect(html).toContain(messages.tryAgainLater(messages.somethingWentWrong));
      expect(html).not.toMatch(/id="(account-)?error-title"/);
    });
  }

  it('gives the enhanced (JavaScript) profile form its typed values back as data, with the same 503', async () => {
    const response = await customer.post('/account/edit.data', {
      firstName: 'Giulietta',
      lastName: 'Typed-Data',
      email: 'giulia@example.com',
    });
    const body = await response.text();
    expect(response.status).toBe(503);
    expect(body).toContain('Typed-Data');
    expect(body).toContain(messages.tryAgainLater(messages.somethingWentWrong));
  });

  it('still answers a plain visit to a form that needs the shop’s data with 503, not an empty form', async () => {
    for (const path of ['/account/edit', `/account/addresses/edit?id=${addressId}`]) {
      const response = await customer.get(path);
      expect(response.status, path).toBe(503);
      expect(await response.text(), path).not.toContain('name="firstName"');
    }
  });

  it('answers market addresses, offered or not, in time and never with a bare 500', async () => {
    const product = catalogue.find((path) => path.startsWith('/products/'))!;
    for (const path of ['/it-it/', `/it-it${product}`, '/it-it/cart', `/it-IT${product}`, `/zz-zz${product}`, '/fr-it/']) {
      const { response, html, ms } = await timed(() => shopper.get(path));
      expect([301, 404, 503], path).toContain(response.status);
      expect(html, path).not.toMatch(/\bat [\w.<>]+ \(|DataRequestFailed|Network connection lost|ECONNREFUSED/);
      expect(ms, path).toBeLessThan(WITHIN_BUDGET_MS);
    }
  });

  it('refuses a bag change with 503 and keeps the bag and its cookie', async () => {
    const cookie = shopper.cookies.get('cart');
    const before = await shopper.bag();
    const { response, html } = await timed(() => shopper.add(before!.lines[0].variantId, 1));
    expect(response.status).toBe(503);
    expect(html).toContain(messages.somethingWentWrong);
    expect(shopper.cookies.get('cart')).toBe(cookie);
    expect((await shopper.bag())?.lines).toEqual(before!.lines);
  });
});

describe('the Storefront API back', () => {
  beforeAll(async () => {
    await storefront.proxy.accept();
  });

  it('serves the bag and every catalogue page again, without a restart', async () => {
    const bag = await shopper.get('/cart');
    expect(bag.status).toBe(200);
    expect(await bag.text()).not.toContain(bagMessages.unavailable);
    for (const path of catalogue) {
      const response = await shopper.get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).not.toContain(messages.somethingWentWrong);
    }
    // A market's address too, in its own language: no market was forgotten or cached as refused.
    const italian = await shopper.get(`/it-it${catalogue.find((path) => path.startsWith('/products/'))!}`);
    expect(italian.status).toBe(200);
    expect(await italian.text()).toMatch(/<html lang="it"/);
  });
});
