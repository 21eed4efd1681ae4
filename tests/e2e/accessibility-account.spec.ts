// WCAG 2.2 AA on the pages of a signed-in customer and on the bag holding a piece, in English and
// Italian, with and without JavaScript (the checks: accessibility-checks.ts, at the widths of
// accessibility-sweep.ts). The customer is the seed's Giulia, signed in once per file and worker.
import type { Browser } from '@playwright/test';
import { test, expect, hasJavaScript, submitted } from './fixtures';
import { open, prepare, sweepPaths } from './accessibility-sweep';

test.use({ javaScriptEnabled: true });
test.beforeEach(async ({ page }, testInfo) => prepare(page, testInfo));

let signedIn: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>> | undefined;

/** Giulia's session, signed in through the form the first time a journey of this file needs it. */
async function giulia(browser: Browser, baseURL: string) {
  if (signedIn) return signedIn;
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/account/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('giulia@example.com');
  await page.getByLabel('Password', { exact: true }).fill('bottega-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/account$/);
  signedIn = await context.storageState();
  await context.close();
  return signedIn;
}

test('the account pages signed in', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(120_000);
  await context.addCookies((await giulia(browser, baseURL!)).cookies);
  // The order and the address to open are the customer's own, read from her lists.
  await open(page, '/account/orders');
  const order = await page.locator('a.order-row__name').first().getAttribute('href');
  await open(page, '/account/addresses');
  const edit = await page.locator('a[href*="/account/addresses/edit?id="]').first().getAttribute('href');
  expect(order && edit, 'Giulia has an order and an address').toBeTruthy();
  const paths = ['/account', '/account/orders', order!, '/account/addresses', '/account/addresses/add', edit!, '/account/edit'];
  expect(await sweepPaths(page, paths)).toEqual([]);
});

test('the bag holding a piece', async ({ page }, testInfo) => {
  await open(page, '/products/arco-tote');
  await submitted(page, '/cart', () => page.getByRole('button', { name: 'Add to bag' }).first().click());
  if (hasJavaScript(testInfo))
    await expect(page.getByRole('dialog', { name: /bag/i }).locator('.bag-line:not(.bag-line--pending)')).toHaveCount(1);
  expect(await sweepPaths(page, ['/cart'])).toEqual([]);
});
