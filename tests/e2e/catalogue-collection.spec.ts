// Filter a collection by colour and size, sort it, page forward
// and back with the filters kept, with and without JavaScript. Without it the filter form stands in
// the page and sorting has an Apply button; with it the form opens in the filter panel.
import type { Page } from '@playwright/test';
import { test, expect, hasJavaScript, waitForHydration, visit } from './fixtures';
import { catalogueMessages } from '../../app/texts';

test.use({ pictures: false });

const titles = (page: Page) => page.locator('.product-card__title').allTextContents();
const prices = async (page: Page) =>
  (await page.locator('.product-card .price').allTextContents()).map((text) => Number(/\$([\d,]+)/.exec(text)![1].replace(/,/g, '')));

function expectParams(page: Page, expected: Record<string, string>) {
  const params = new URL(page.url()).searchParams;
  for (const [name, value] of Object.entries(expected)) expect(params.get(name), name).toBe(value);
}

test('filter a collection by colour and size, sort it, and page forward and back', async ({ page, pageProblems }, testInfo) => {
  const js = hasJavaScript(testInfo);
  await visit(page, '/collections/all');
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  if (js) await waitForHydration(page);

  // Filter: the panel with JavaScript, the form in the page without.
  let form;
  if (js) {
    await page.locator('.catalogue__filter-toggle').click();
    form = page.getByRole('dialog', { name: 'Filter' });
    await expect(form).toBeVisible();
  } else {
    form = page.locator('#filters');
    await expect(form.getByRole('heading', { name: 'Filters' })).toBeVisible();
  }
  // Counts come with the values.
  await expect(form.getByText(/^\d+$/).first()).toBeVisible();
  await form.getByRole('checkbox', { name: /^Nero\b/ }).check();
  await form.getByRole('checkbox', { name: /^One Size\b/ }).check();
  await form.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/color=Nero/);
  expectParams(page, { color: 'Nero', size: 'One Size' });
  await expect(page.getByRole('link', { name: 'Remove filter Nero' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Remove filter One Size' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Filter' })).toBeHidden();

  // Sort: choosing is enough with JavaScript; without it the Apply button submits.
  const sort = page.getByLabel('Sort by');
  await sort.selectOption('price-low-high');
  if (!js) await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/sort=price-low-high/);
  expectParams(page, { color: 'Nero', size: 'One Size', sort: 'price-low-high' });
  // The sorted page itself: its chips keep the filters and now carry the sort (the page before, in
  // whatever order it had, could otherwise pass the check below).
  await expect(page.getByRole('link', { name: 'Remove filter Nero' })).toHaveAttribute('href', /sort=price-low-high/);
  // The URL changes as the navigation starts; the grid follows when the data is in.
  await expect
    .poll(async () => {
      const shown = await prices(page);
      return shown.length === 12 && shown.every((price, index) => index === 0 || shown[index - 1] <= price);
    })
    .toBe(true);
  const firstPagePrices = await prices(page);
  expect(firstPagePrices.length).toBe(12);
  expect([...firstPagePrices].sort((a, b) => a - b)).toEqual(firstPagePrices);
  const firstPage = await titles(page);

  if (!js) {
    // Forward: the next page keeps the filters and the sort, and continues the price order.
    await page.getByRole('link', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/cursor=/);
    expectParams(page, { color: 'Nero', size: 'One Size', sort: 'price-low-high', direction: 'next' });
    // The second page's own link back, after its grid: the whole grid is in before it is read.
    await expect(page.getByRole('link', { name: 'Previous', exact: true })).toBeVisible();
    const secondPage = await titles(page);
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
    expect(Math.min(...(await prices(page)))).toBeGreaterThanOrEqual(Math.max(...firstPagePrices));

    // And back: the same first page, filters and sort still in place.
    await page.getByRole('link', { name: 'Previous', exact: true }).click();
    await expect(page).toHaveURL(/direction=previous/);
    expectParams(page, { color: 'Nero', size: 'One Size', sort: 'price-low-high' });
    // Every card of the first page, in its order: waited for whole, not read while it streams in.
    await expect(page.locator('.product-card__title')).toHaveText(firstPage);
    await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
  } else {
    // With JavaScript the grid grows in place: Load more, and no page links beside it.
    await expect(page.getByRole('link', { name: 'Next', exact: true })).toHaveCount(0);
    const loadMore = page.getByRole('link', { name: 'Load more' });
    const nextHref = (await loadMore.getAttribute('href'))!;
    await loadMore.click();
    await expect.poll(async () => (await titles(page)).length).toBeGreaterThan(firstPage.length);
    expectParams(page, { color: 'Nero', size: 'One Size', sort: 'price-low-high' });
    const grown = await titles(page);
    expect(grown.slice(0, firstPage.length)).toEqual(firstPage);
    expect(new Set(grown).size).toBe(grown.length);
    const secondPage = grown.slice(firstPage.length);

    // A link to the second page (shared, or from a crawler's pager) offers the first one above it.
    await visit(page, nextHref);
    expect(await titles(page)).toEqual(secondPage);
    await page.getByRole('link', { name: 'Load previous' }).click();
    await expect.poll(() => titles(page)).toEqual([...firstPage, ...secondPage]);
  }

  expect(pageProblems).toEqual([]);
});

test('a chosen filter is removed from its chip, and the collections overview links to each collection', async ({ page, pageProblems }) => {
  await visit(page, '/collections/bags?color=Nero&sort=newest');
  await expect(page.getByRole('link', { name: 'Remove filter Nero' })).toBeVisible();
  await page.getByRole('link', { name: 'Remove filter Nero' }).click();
  await expect(page).toHaveURL(/\/collections\/bags\?sort=newest$/);
  // The unfiltered page's own content first: the Filter link counts no choice, and the grid below
  // the chips' place is in. Without it the chip's absence holds on a page still loading too.
  await expect(page.locator('.catalogue__filter-toggle')).toHaveText(catalogueMessages.filter);
  await expect(page.locator('.catalogue__grid .product-card').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Remove filter Nero' })).toHaveCount(0);

  // The overview lists the merchant's collections-menu, in its order.
  const menu = await fetch(`${process.env.E2E_EMULATOR_URL}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': process.env.E2E_STOREFRONT_TOKEN ?? '' },
    body: JSON.stringify({ query: '{ menu(handle: "collections-menu") { items { title } } }' }),
  });
  const { data } = (await menu.json()) as { data: { menu: { items: Array<{ title: string }> } } };
  expect(data.menu.items.length).toBeGreaterThan(5);
  await visit(page, '/collections');
  const tiles = page.locator('.collection-tile');
  await expect(tiles.locator('.collection-tile__title')).toHaveText(data.menu.items.map((item) => item.title));
  await tiles
    .filter({ has: page.getByRole('heading', { name: 'Pochettes', exact: true }) })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/collections\/pochettes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pochettes' })).toBeVisible();
  expect(pageProblems).toEqual([]);
});

test('a missing collection says so', async ({ page }) => {
  const response = await visit(page, '/collections/no-such-line');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This page was not found' })).toBeVisible();
  await expect(page.getByText('Collection not found', { exact: true })).toBeVisible();
});

test.describe('without JavaScript', () => {
  for (const [width, shown] of [
    [1440, false],
    [390, true],
  ] as const) {
    test(`at ${width}px the Filter link is ${shown ? 'there to reach the filters after the grid' : 'not repeated beside the open filters'}`, async ({
      page,
    }, testInfo) => {
      test.skip(hasJavaScript(testInfo), 'with JavaScript the Filter link opens the filter panel at every width');
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/collections/bags', '/search?q=nero']) {
        await visit(page, path);
        await expect(page.getByRole('heading', { name: 'Filters' })).toBeAttached();
        const link = page.getByRole('link', { name: /^Filter/ });
        if (shown) await expect(link).toBeVisible();
        else await expect(link).toBeHidden();
      }
    });
  }
});
