// One 404 page for every kind of missing thing: titled like the other pages, with the merchant's
// notFoundPage text and links, a search, and pieces from the merchant's collection, with and
// without JavaScript. Crawlers still get the plain 404.
import { test, expect, visit } from './fixtures';
import { messages } from '../../app/texts';

test.use({ pictures: false });

const MISSING = [
  { path: '/this/page/does-not-exist', detail: messages.pageNotFound('/this/page/does-not-exist') },
  { path: '/collections/no-such-line', detail: messages.collectionNotFound },
  { path: '/products/no-such-piece', detail: messages.productNotFound },
  { path: '/no-such-content-page', detail: messages.pageNotFound('/no-such-content-page') },
];

for (const { path, detail } of MISSING) {
  test(`${path} answers with the one 404 page`, async ({ page, pageProblems }) => {
    const response = await visit(page, path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`${detail} · Bottega`);
    const main = page.locator('main');
    // The merchant's notFoundPage (the seed's site settings): title, text and links.
    await expect(main.getByRole('heading', { level: 1, name: 'This page was not found' })).toBeVisible();
    await expect(main.getByText(detail, { exact: true })).toBeVisible();
    await expect(
      main.getByText('The piece you were looking for may have sold out, or moved to the archive.', { exact: false }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveCount(1);
    await expect(main.getByRole('link', { name: 'Archive' })).toHaveAttribute('href', '/archive');
    // The merchant's collection: four pieces that can be bought.
    const featured = main.getByRole('region', { name: 'New arrivals' });
    await expect(featured.getByRole('link', { name: 'New arrivals' })).toHaveAttribute('href', '/collections/new-arrivals');
    await expect(featured.locator('.product-card')).toHaveCount(4);
    await expect(featured.locator('.product-card--soldout')).toHaveCount(0);
    // A search, with or without JavaScript.
    await main.getByRole('searchbox').fill('tote');
    await main.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=tote$/);
    // The results page itself: with JavaScript the address moves before it is drawn, and this page's
    // own pieces are product cards too. Only then are the search's answers all in to be judged.
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “tote”' })).toBeVisible();
    await expect(page.locator('.catalogue__grid .product-card').first()).toBeVisible();
    // The page's own 404 (its response and the browser's console line for it) is the point.
    expect(
      pageProblems.filter((problem) => !problem.startsWith(`404 ${new URL(path, page.url()).href}`) && !problem.includes('status of 404')),
    ).toEqual([]);
  });
}

test('a crawler gets the plain 404 with the spec text, not the page', async ({ baseURL }) => {
  const response = await fetch(`${baseURL}/products/no-such-piece`, {
    headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
  });
  expect(response.status).toBe(404);
  expect(await response.text()).toBe(messages.pageNotFound('/products/no-such-piece'));
});

test('a headless browser naming no crawler gets the page, as a shopper does', async ({ browser, baseURL }) => {
  // The browser's own agent ("HeadlessChrome/…"), not the desktop one the other journeys borrow.
  const context = await browser.newContext({ baseURL, userAgent: undefined });
  const page = await context.newPage();
  expect(await page.evaluate(() => navigator.userAgent)).toContain('HeadlessChrome');
  const response = await page.goto('/products/no-such-piece');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This page was not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  await context.close();
});
