import { test, expect, hasJavaScript, waitForHydration } from './fixtures';

test('home shows the house and its products', async ({ page, pageProblems }, testInfo) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Bottega/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.locator('.product-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(8);
  // Every card shows a title, a price and a loaded image.
  const first = cards.first();
  await expect(first.locator('.product-card__title')).not.toBeEmpty();
  await expect(first.locator('.price')).toContainText(/\$\d/);
  await expect.poll(() => first.locator('img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  if (hasJavaScript(testInfo)) {
    // Hydrated: React Router's client navigation takes over a link click.
    await waitForHydration(page);
  }
  expect(pageProblems).toEqual([]);
});

test('an unknown page offers the way back home', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page was not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.product-card').first()).toBeVisible();
});
