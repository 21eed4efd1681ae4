// Choosing a region moves the shopper to the same page at that market's own address (/en-gb/…,
// /it-it/…) and re-prices the bag, with and without JavaScript; the address alone says the market,
// so every page reached from there keeps it, a reload keeps it, and the default market's addresses
// stay in dollars whatever was chosen.
import { test, expect, hasJavaScript, submitted, visit } from './fixtures';
import type { Page } from '@playwright/test';

test.use({ pictures: false });

const PRICE = { USD: /\$\d/, GBP: /£\d/, EUR: /\d.*€|€\s?\d/ } as const;

async function chooseRegion(page: Page, country: string) {
  // The footer's selector is the same form with and without JavaScript.
  const footer = page.locator('.site-footer');
  await footer.locator('select[name=country]').selectOption(country);
  await submitted(page, new URL(page.url()).pathname.replace(/^(\/[a-z]{2}-[a-z]{2})?.*$/, '$1/locale'), () =>
    footer.locator('.currency-selector button[type=submit]').click(),
  );
}

async function pricesOn(page: Page, path: string, currency: keyof typeof PRICE) {
  if (new URL(page.url()).pathname !== path) await visit(page, path);
  const prices = page.locator('.price');
  // The page in the market's currency, not just a price: after a region is chosen the address moves
  // before the page arrives (drawn, with JavaScript), and the page before it had prices too.
  await expect(prices.first()).toHaveText(PRICE[currency]);
  return prices.allInnerTexts();
}

async function expectPrices(page: Page, path: string, currency: keyof typeof PRICE) {
  const prices = await pricesOn(page, path, currency);
  expect(prices.length, path).toBeGreaterThan(0);
  for (const price of prices) expect(price, `${path}: ${price}`).toMatch(PRICE[currency]);
}

test('a region moves the page to its market address, everything there keeps it, and the bag re-prices', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  // Something in the bag first, so the bag is priced too.
  await visit(page, '/products/symmetry-pochette-nero');
  await submitted(page, '/cart', () => page.locator('.product form[action$="/cart"] button[type=submit]').first().click());

  await visit(page, '/collections/bags');
  await chooseRegion(page, 'GB');
  await expect(page).toHaveURL(/\/en-gb\/collections\/bags$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectPrices(page, '/en-gb/collections/bags', 'GBP');
  await expectPrices(page, '/en-gb/cart', 'GBP');

  // From the British bag to Italy: the same page, in Italian and euros.
  await chooseRegion(page, 'IT');
  await expect(page).toHaveURL(/\/it-it\/cart$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expectPrices(page, '/it-it/cart', 'EUR');

  // A link followed from an Italian page stays Italian (a client-side navigation with JavaScript).
  await visit(page, '/it-it/collections/bags');
  await page.locator('main a[href^="/it-it/products/"]').first().click();
  await expect(page).toHaveURL(/\/it-it\/products\//);
  await expect(page.locator('.product .price').first()).toHaveText(PRICE.EUR);
  if (hasJavaScript(testInfo)) await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  // The address always wins: the default market's pages stay in dollars after the choice.
  await expectPrices(page, '/collections/bags', 'USD');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a region outside the shop is refused, and the move never leaves the shop', async ({ page, request, baseURL }) => {
  await visit(page, '/');
  const refused = await request.post('/locale', { form: { country: 'XX', redirectTo: '/' }, maxRedirects: 0 });
  expect(refused.status()).toBe(400);
  const open = await request.post('/locale', { form: { country: 'GB', redirectTo: 'https://evil.example/' }, maxRedirects: 0 });
  expect(open.status()).toBe(303);
  expect(open.headers()['location']).toBe(new URL('/en-gb/', baseURL).toString());
  const within = await request.post('/it-it/locale', {
    form: { country: 'US', redirectTo: '/products/arco-tote?variant=2' },
    maxRedirects: 0,
  });
  expect(within.headers()['location']).toBe(new URL('/products/arco-tote?variant=2', baseURL).toString());
});

test('a country sold in two languages offers the same page in the other one', async ({ page }) => {
  // The region page (the panel holds the same form and choice): Italy in Italian offers English.
  await visit(page, '/it-it/locale?redirect=/collections/bags');
  const languages = page.locator('.language-choice');
  await expect(languages.locator('[aria-current="true"]')).toHaveText('Italiano');
  await languages.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en-it\/collections\/bags$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectPrices(page, '/en-it/collections/bags', 'EUR');
  // A country sold in one language has nothing to choose.
  await visit(page, '/en-gb/locale');
  await expect(page.locator('.language-choice')).toHaveCount(0);
});
