import { test, expect, hasJavaScript, waitForHydration, visit } from './fixtures';

test('home shows the house and its products', async ({ page, pageProblems }, testInfo) => {
  await visit(page, '/');
  await expect(page).toHaveTitle(/Bottega/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.locator('.product-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(8);
  // Every card shows a title, a price and a loaded image.
  const first = cards.first();
  await expect(first.locator('.product-card__title')).not.toBeEmpty();
  await expect(first.locator('.price')).toContainText(/\$\d/);
  await expect
    .poll(() =>
      first
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);

  if (hasJavaScript(testInfo)) {
    // Hydrated: React Router's client navigation takes over a link click.
    await waitForHydration(page);
  }
  expect(pageProblems).toEqual([]);
});

test('an unknown page offers the way back home', async ({ page }) => {
  const response = await visit(page, '/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page was not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.product-card').first()).toBeVisible();
});

test.describe('at 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the product rail moves with Previous and Next from the keyboard, shows whole cards, and scrolls without JavaScript', async ({
    page,
  }, testInfo) => {
    const js = hasJavaScript(testInfo);
    await visit(page, '/');
    const rail = page.getByRole('group', { name: 'To wear with it' });
    await rail.scrollIntoViewIfNeeded();
    const scrollLeft = () => rail.evaluate((element) => element.scrollLeft);
    expect(await rail.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    if (!js) {
      // No buttons that would do nothing; the rail itself still scrolls.
      await expect(page.getByRole('button', { name: /^Next: / })).toHaveCount(0);
      await rail.evaluate((element) => element.scrollBy({ left: element.clientWidth }));
      await expect.poll(scrollLeft).toBeGreaterThan(0);
      return;
    }
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const previous = page.getByRole('button', { name: 'Previous: To wear with it' });
    const next = page.getByRole('button', { name: 'Next: To wear with it' });
    await expect(previous).toBeDisabled();
    // Every card shown is whole: none is cut at the rail's edge.
    const railBox = (await rail.boundingBox())!;
    for (const card of await rail.locator('.product-card').all()) {
      const box = (await card.boundingBox())!;
      const inside = box.x >= railBox.x - 1 && box.x + box.width <= railBox.x + railBox.width + 1;
      const outside = box.x >= railBox.x + railBox.width - 1 || box.x + box.width <= railBox.x + 1;
      expect(inside || outside).toBe(true);
    }
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    await expect(previous).toBeEnabled();
    await expect(next).toBeDisabled();
    await previous.focus();
    await page.keyboard.press('Space');
    await expect.poll(scrollLeft).toBe(0);
  });

  test('the collection features keep their text on the page grid, on either side', async ({ page }) => {
    await visit(page, '/');
    const gridLeft = (await page.getByRole('heading', { name: 'New from the workshop' }).locator('xpath=..').boundingBox())!.x;
    const gutter = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('.module--collection')!).paddingLeft));
    const reversed = page.locator('.module--reversed .module-collection__text h2');
    await expect(reversed).toHaveCount(1);
    // The feature whose picture is on the right starts its text where every section's content starts.
    expect(Math.abs((await reversed.boundingBox())!.x - (gridLeft + gutter))).toBeLessThan(2);
  });
});
