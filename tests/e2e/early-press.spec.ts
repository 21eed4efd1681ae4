// The page's scripts load after its first paint (app/lib/shell/scripts-after-paint.ts). A press made
// before they have taken over is held and made again once they have, so it does what it does with
// JavaScript; if they never come, it goes the way it goes without JavaScript. It is never lost.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'a press before the scripts is a question only with JavaScript');

/** React Router's entry, which hydrates the page, arrives late or never. */
async function entryArrives(page: Page, how: 'late' | 'never' | 'too late') {
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    if (how === 'never') return route.abort();
    await new Promise((resolve) => setTimeout(resolve, how === 'late' ? 1500 : 15_000));
    await route.continue().catch(() => {});
  });
}

/** Opens the page without waiting for it to hydrate, as a quick shopper does; it has not yet. */
async function openUnhydrated(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
}

test('Add to bag pressed before the scripts have taken over opens the bag drawer, once', async ({ page }) => {
  await entryArrives(page, 'late');
  await openUnhydrated(page, '/products/arco-tote');
  await page.getByRole('button', { name: 'Add to bag' }).click();
  const bag = page.getByRole('dialog', { name: /bag/i });
  await expect(bag).toBeVisible();
  await expect(bag.locator('.bag-line')).toHaveCount(1);
  await expect(bag.getByRole('status', { name: 'Quantity' })).toHaveText('1');
  expect(new URL(page.url()).pathname).toBe('/products/arco-tote');
});

test('a panel link pressed before the scripts have taken over opens its panel, not its page', async ({ page }) => {
  await entryArrives(page, 'late');
  await openUnhydrated(page, '/collections/bags');
  await page
    .getByRole('link', { name: /search/i })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/collections/bags');
});

test('when the scripts never come, a held press goes the plain way: the piece is in the bag', async ({ page }) => {
  await entryArrives(page, 'never');
  await openUnhydrated(page, '/products/arco-tote');
  await page.getByRole('button', { name: 'Add to bag' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('.bag-line')).toHaveCount(1);
});

test('when the scripts are slower than the hold allows, the held press goes the plain way', async ({ page }) => {
  await entryArrives(page, 'too late');
  await openUnhydrated(page, '/collections/bags');
  await page
    .getByRole('link', { name: /search/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
