// The page is whole before its scripts run: a press made before React has taken over (a quick
// shopper, scripts that never arrive) goes the way it goes without JavaScript, and is never lost.
// Journeys with JavaScript wait for hydration (visit() in fixtures.ts) so that they try what they name.
import { test, expect } from './fixtures';

test.use({ pictures: false });

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'a press before the scripts is a question only with JavaScript');

test('Add to bag pressed before the scripts have taken over goes the plain way: the piece is in the bag', async ({ page }) => {
  // React Router's entry, which hydrates the page, never arrives.
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/products/arco-tote', { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  await page.getByRole('button', { name: 'Add to bag' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('.bag-line')).toHaveCount(1);
});
