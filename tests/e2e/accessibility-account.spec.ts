// WCAG 2.2 AA on the pages of a signed-in customer and on the bag holding a piece, in English and
// Italian, with and without JavaScript (the checks: accessibility-checks.ts, at the widths of
// accessibility-sweep.ts). The customer is the seed's Giulia, signed in once per worker.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect, hasJavaScript, submitted } from './fixtures';
import { servedWithoutScripts } from './accessibility-checks';
import { open, withAxe, sweepPaths } from './accessibility-sweep';

test.use({ javaScriptEnabled: true });
test.describe.configure({ mode: 'parallel' });
test.beforeEach(async ({ page }) => withAxe(page));

let signedIn: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

/** Giulia's session, signed in through the form the first time a journey of this worker needs it. */
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

/** The href of the first of Giulia's own entries in a list of hers (an order, an address). */
async function firstOf(page: Page, list: string, link: string) {
  await open(page, list);
  const href = await page.locator(link).first().getAttribute('href');
  expect(href, `Giulia has an entry in ${list}`).toBeTruthy();
  return href!;
}

test('the account, her orders and an order', async ({ page, context, browser, baseURL }) => {
  await context.addCookies((await giulia(browser, baseURL!)).cookies);
  const order = await firstOf(page, '/account/orders', 'a.order-row__name');
  expect(await sweepPaths(page, ['/account', '/account/orders', order])).toEqual([]);
});

test('her addresses, the address form and her details', async ({ page, context, browser, baseURL }) => {
  await context.addCookies((await giulia(browser, baseURL!)).cookies);
  // Adding an address is the same form as editing one, empty.
  const edit = await firstOf(page, '/account/addresses', 'a[href*="/account/addresses/edit?id="]');
  expect(await sweepPaths(page, ['/account/addresses', edit, '/account/edit'])).toEqual([]);
});

test('the bag holding a piece', async ({ page }, testInfo) => {
  if (!hasJavaScript(testInfo)) await servedWithoutScripts(page);
  await open(page, '/products/arco-tote');
  await submitted(page, '/cart', () => page.getByRole('button', { name: 'Add to bag' }).first().click());
  if (hasJavaScript(testInfo))
    await expect(page.getByRole('dialog', { name: /bag/i }).locator('.bag-line:not(.bag-line--pending)')).toHaveCount(1);
  expect(await sweepPaths(page, ['/cart'], { italianReflow: true })).toEqual([]);
});
