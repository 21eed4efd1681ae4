// Switching to GB then JP re-prices home, a collection, a product and the
// bag, with and without JavaScript, and the choice survives a reload.
import { test, expect, submitted, visit } from './fixtures';
import type { Page } from '@playwright/test';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'newsletter', value: 'dismissed', url: baseURL! }]);
});

const PRICE = {
  GBP: /£\d/,
  JPY: /¥\d/,
};

async function chooseRegion(page: Page, country: string) {
  // The footer's selector is the same form with and without JavaScript.
  const footer = page.locator('.site-footer');
  await footer.getByLabel('Region / currency').selectOption(country);
  await submitted(page, '/locale', () => footer.getByRole('button', { name: 'Update' }).click());
}

async function pricesOn(page: Page, path: string) {
  await visit(page, path);
  const prices = page.locator('.price');
  await expect(prices.first()).toBeVisible();
  return prices.allInnerTexts();
}

test('prices follow the region everywhere and stay after a reload', async ({ page }) => {
  // Something in the bag first, so the bag is priced too.
  await visit(page, '/products/symmetry-pochette-nero');
  await submitted(page, '/cart', () => page.getByRole('button', { name: /add to bag/i }).click());

  await visit(page, '/');
  for (const [country, currency] of [
    ['GB', 'GBP'],
    ['JP', 'JPY'],
  ] as const) {
    await chooseRegion(page, country);
    for (const path of ['/', '/collections/bags', '/products/arco-tote', '/cart']) {
      const prices = await pricesOn(page, path);
      expect(prices.length, path).toBeGreaterThan(0);
      for (const price of prices) expect(price, `${path}: ${price}`).toMatch(PRICE[currency]);
      if (currency === 'JPY') for (const price of prices) expect(price, `${path}: ${price}`).not.toMatch(/[.,]\d{2}\b(?!\d)/);
    }
    await visit(page, page.url());
    expect((await page.locator('.price').allInnerTexts()).every((p) => PRICE[currency].test(p))).toBe(true);
  }
});

test('a region outside the shop is refused without changing anything', async ({ page, request }) => {
  await visit(page, '/');
  const response = await request.post('/locale', { form: { country: 'XX', redirectTo: '/' }, maxRedirects: 0 });
  expect(response.status()).toBe(400);
  const open = await request.post('/locale', { form: { country: 'GB', redirectTo: 'https://evil.example/' }, maxRedirects: 0 });
  expect(open.status()).toBe(303);
  expect(open.headers()['location']).toBe('/');
});
