// An Italian shopper, with and without JavaScript: lands on /it-it/, browses a collection with a
// filter and a sort, opens a piece, chooses a colour, puts it in the bag, changes the quantity and
// pays on the checkout host, all in Italian and euros, and every address on the way keeps /it-it/.
import type { Page } from '@playwright/test';
import { test, expect, hasJavaScript, submitted, visit } from './fixtures';
import { NEWSLETTER_COOKIE } from '../../app/core/constants';
import { italianBag } from '../../app/bag/texts.it';
import { FLORENCE_BUYER, PAY_IN_ITALIAN, payAtCheckout } from './checkout-host';

test.use({ pictures: false });

const EUROS = /\d.*€|€\s?\d/;
const EMULATOR = () => process.env.E2E_EMULATOR_URL!;

/** What the shop holds for a piece in Italian (the Storefront API in an Italian context). */
async function italianTitle(handle: string): Promise<string> {
  const response = await fetch(`${EMULATOR()}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': process.env.E2E_STOREFRONT_TOKEN ?? '' },
    body: JSON.stringify({
      query: 'query ($handle: String!) @inContext(country: IT, language: IT) { product(handle: $handle) { title } }',
      variables: { handle },
    }),
  });
  const { data } = (await response.json()) as { data: { product: { title: string } } };
  return data.product.title;
}

async function ordersOf(email: string) {
  const response = await fetch(`${EMULATOR()}/checkouts/orders.json?email=${encodeURIComponent(email)}`);
  return ((await response.json()) as { orders: Array<{ name: string; currencyCode: string; customerLocale: string }> }).orders;
}

/** Every link and form of the page's own shop keeps the market's prefix. */
async function expectLinksInMarket(page: Page) {
  const addresses = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement | HTMLFormElement>('a[href], form[action]')]
      .map((element) => new URL(element instanceof HTMLFormElement ? element.action : element.href, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname),
  );
  expect(addresses.length).toBeGreaterThan(10);
  expect(addresses.filter((path) => path !== '/it-it' && !path.startsWith('/it-it/'))).toEqual([]);
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: NEWSLETTER_COOKIE, value: 'closed', url: baseURL! }]);
});

test('an Italian shopper browses, fills the bag and pays, in Italian and euros', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const js = hasJavaScript(testInfo);
  const email = `giulia.${testInfo.project.name}.${Date.now()}@example.com`;

  await visit(page, '/it-it/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expectLinksInMarket(page);

  // A collection, filtered by a colour and sorted by price: the panel with JavaScript, the form in the page without.
  await visit(page, '/it-it/collections/bags');
  let filters;
  if (js) {
    await page.locator('.catalogue__filter-toggle').click();
    filters = page.getByRole('dialog');
  } else {
    filters = page.locator('#filters');
  }
  await filters.locator('input[name="color"]').first().check();
  await filters.locator('.filter-form button[type=submit]').last().click();
  await expect(page).toHaveURL(/\/it-it\/collections\/bags\?.*color=/);
  // The filtered page itself (its chip), before its sort is chosen: the sort form carries the filter,
  // and the page before it has the same select without it.
  const chip = page.locator('.active-filters__chip');
  await expect(chip).toHaveCount(1);
  await page.locator('select[name=sort]').selectOption('price-low-high');
  if (!js) await page.locator('.sort-form__apply').click();
  await expect(page).toHaveURL(/\/it-it\/collections\/bags\?.*sort=price-low-high/);
  // The sorted page itself: its chip keeps the filter and now carries the sort.
  await expect(chip).toHaveAttribute('href', /sort=price-low-high/);
  const prices = page.locator('.product-card .price');
  await expect(prices.first()).toHaveText(EUROS);
  for (const price of await prices.allInnerTexts()) expect(price).toMatch(EUROS);
  await expectLinksInMarket(page);

  // The piece, in the shop's Italian, in euros; a colour chosen keeps the address.
  await visit(page, '/it-it/products/arco-tote');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await italianTitle('arco-tote'));
  const colour = page.locator('.product-option--colour a').last();
  const colourName = (await colour.locator('.option-value__name').textContent())!;
  await colour.click();
  await expect(page).toHaveURL(/\/it-it\/products\/arco-tote\?.*variant=/);
  // The chosen colour's page itself, before it is read and its bag form sent.
  await expect(page.locator('.product-option--colour .product-option__value')).toHaveText(colourName);
  await expect(page.locator('.product .price').first()).toHaveText(EUROS);
  await expectLinksInMarket(page);

  // Into the bag, with the shop's own words in Italian.
  await expect(page.locator('.product form[action="/it-it/cart"] button[type=submit]').first()).toContainText(italianBag.addToBag);
  await submitted(page, '/it-it/cart', () => page.locator('.product form[action="/it-it/cart"] button[type=submit]').first().click());
  if (js) await expect(page.getByRole('dialog').locator('.bag-line')).toHaveCount(1);
  else await expect(page).toHaveURL(/\/it-it\/cart$/);

  // The quantity, in the bag page.
  await visit(page, '/it-it/cart');
  const line = page.locator('.bag-page .bag-line');
  await expect(line).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(italianBag.title);
  await submitted(page, '/it-it/cart', () => line.locator('.bag-qty__step').last().click());
  await expect(line.locator('.bag-qty__value')).toHaveText('2');
  await expect(page.locator('.bag-page .bag-summary__row--total')).toContainText('€');
  await expectLinksInMarket(page);

  // The checkout host, in Italian and euros; the order is placed.
  await page.locator('.bag-page .bag-summary__checkout button[type=submit]').click();
  await expect(page).toHaveURL(/\/checkouts\/cn\/.*locale=it/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByText('€').first()).toBeVisible();
  await payAtCheckout(page, { ...FLORENCE_BUYER, email }, PAY_IN_ITALIAN);
  await expect(page.getByText(/#\d{4,}/).first()).toBeVisible();
  const [order] = await ordersOf(email);
  expect(order?.currencyCode).toBe('EUR');
  expect(order?.customerLocale).toBe('it');
});

test('from the default market to Italy through the region chooser: the same page, the bag re-priced', async ({ page }) => {
  await visit(page, '/products/arco-tote');
  await submitted(page, '/cart', () => page.locator('.product form[action="/cart"] button[type=submit]').first().click());
  await visit(page, '/products/arco-tote');
  await expect(page.locator('.product .price').first()).toHaveText(/\$/);

  const footer = page.locator('.site-footer');
  await footer.locator('select[name=country]').selectOption('IT');
  await submitted(page, '/locale', () => footer.locator('.currency-selector button[type=submit]').click());
  await expect(page).toHaveURL(/\/it-it\/products\/arco-tote$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await italianTitle('arco-tote'));
  await expect(page.locator('.product .price').first()).toHaveText(EUROS);

  await visit(page, '/it-it/cart');
  await expect(page.locator('.bag-page .bag-line .price').first()).toHaveText(EUROS);
  await expect(page.locator('.bag-page .bag-summary__row--total')).toContainText('€');
});
