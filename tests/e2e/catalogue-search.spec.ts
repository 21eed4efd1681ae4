// Search, filter the results, and see 'No results found' for a
// nonsense term, with and without JavaScript; a blank term is ignored. With JavaScript, the search
// panel suggests at most six pieces as you type, walked with the arrow keys and opened with Enter.
import type { Page } from '@playwright/test';
import { test, expect, hasJavaScript, waitForHydration, visit } from './fixtures';
import { bagMessages, catalogueMessages } from '../../app/texts';

test.use({ pictures: false });

async function searchFor(page: Page, term: string) {
  const field = page.locator('main').getByRole('searchbox', { name: 'Search for' });
  await field.fill(term);
  await field.press('Enter');
}

test('search, filter the results, and find nothing for nonsense', async ({ page, pageProblems }, testInfo) => {
  const js = hasJavaScript(testInfo);
  await visit(page, '/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  if (js) await waitForHydration(page);

  // A blank term is ignored: the empty search page, no query, no "No results found".
  await searchFor(page, '    ');
  // The page the blank search led to (its address names q), with what only the page without a term
  // shows, last in its header: before it arrives, the absences below would hold on a page still loading.
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByText(catalogueMessages.searchIntro)).toBeVisible();
  await expect(page.getByText('No results found')).toHaveCount(0);
  await expect(page.locator('.product-card')).toHaveCount(0);

  await searchFor(page, 'tote');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “tote”' })).toBeVisible();
  await expect(page.locator('#main-content').getByText(/^\d+ results$/)).toBeVisible();
  const total = Number(
    (await page
      .locator('#main-content')
      .getByText(/^\d+ results$/)
      .textContent())!.split(' ')[0],
  );
  // The count stands above the grid: wait for every card it announces, not read those that are in so far.
  await expect(page.locator('.product-card')).toHaveCount(total);
  await expect(page.locator('.product-card__title', { hasText: 'Arco Tote' })).toBeVisible();

  // Filter the results by colour.
  let form;
  if (js) {
    await page.locator('.catalogue__filter-toggle').click();
    form = page.getByRole('dialog', { name: 'Filter' });
    await expect(form).toBeVisible();
  } else {
    form = page.locator('#filters');
  }
  // Ticked as a shopper would: Playwright waits for the sheet to settle and for nothing to cover the box.
  await form.getByRole('checkbox', { name: /^Sabbia\b/ }).check();
  await form.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/color=Sabbia/);
  expect(new URL(page.url()).searchParams.get('q')).toBe('tote');
  // The filtered results' own page first: the chip for the colour chosen, then every card of the
  // count it announces. Without JavaScript the address changes as the new document commits, while
  // its body may still be streaming: a card's absence alone holds then too, with no cards at all.
  await expect(page.getByRole('link', { name: 'Remove filter Sabbia' })).toBeVisible();
  const filteredTotal = Number(
    (await page
      .locator('#main-content')
      .getByText(/^\d+ results?$/)
      .textContent())!.split(' ')[0],
  );
  await expect(page.locator('.product-card__title')).toHaveCount(filteredTotal);
  await expect(page.locator('.product-card__title', { hasText: 'Arco Tote' })).toHaveCount(0);
  const filtered = await page.locator('.product-card__title').allTextContents();
  expect(filtered.length).toBeGreaterThan(0);
  expect(filtered.length).toBeLessThan(total);
  expect(filtered).not.toContain('Arco Tote');

  // Sort the filtered results by price, keeping term and filter.
  await page.getByLabel('Sort by').selectOption('price-high-low');
  if (!js) await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/sort=price-high-low/);
  expect(new URL(page.url()).searchParams.get('color')).toBe('Sabbia');
  // The sorted page itself: its chip keeps the filter and now carries the sort.
  await expect(page.getByRole('link', { name: 'Remove filter Sabbia' })).toHaveAttribute('href', /sort=price-high-low/);

  const noResults = page.locator('.no-results');
  await searchFor(page, 'zzqxj unheard of');
  await expect(page.getByText('No results found')).toBeVisible();
  // The suggestions end with the way to the collections: once it is in, so is every term above it.
  await expect(noResults.getByRole('link', { name: bagMessages.shopTheCollections })).toBeVisible();
  await expect(page.locator('.product-card')).toHaveCount(0);
  // Not a dead end: every popular search it offers finds pieces.
  const offered = await page.locator('.no-results__terms a').allTextContents();
  expect(offered.length).toBeGreaterThan(0);
  for (const term of offered) {
    await page.locator('.no-results__terms').getByRole('link', { name: term, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Results for “${term}”` })).toBeVisible();
    await expect(page.locator('.product-card').first()).toBeVisible();
    await searchFor(page, 'zzqxj unheard of');
    await expect(noResults.getByRole('link', { name: bagMessages.shopTheCollections })).toBeVisible();
  }
  expect(pageProblems).toEqual([]);
});

test('the header search leads to search: a panel with suggestions, or the search page', async ({ page, pageProblems }, testInfo) => {
  await visit(page, '/');
  const js = hasJavaScript(testInfo);
  if (js) await waitForHydration(page);
  await page
    .locator('.site-header')
    .getByRole('link', { name: /search/i })
    .first()
    .click();

  if (!js) {
    // The link is a plain link to the search page.
    await expect(page).toHaveURL(/\/search$/);
    await searchFor(page, 'pochette');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “pochette”' })).toBeVisible();
    await expect(page.locator('.product-card').first()).toBeVisible();
    expect(pageProblems).toEqual([]);
    return;
  }

  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('combobox', { name: 'Search for' });
  await expect(field).toBeFocused();
  await field.pressSequentially('to', { delay: 40 });
  const options = dialog.getByRole('option');
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);

  // Arrow keys walk the suggestions (wrapping), Enter opens the highlighted one.
  await field.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await field.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  await field.press('ArrowUp');
  await field.press('ArrowDown');
  const href = await options.nth(1).getAttribute('href');
  const title = (await options.nth(1).locator('.predictive-search__title').textContent())!;
  // The link carries Shopify's search tracking (the suggestion's position and what was typed).
  expect(href).toMatch(/^\/products\/[\w-]+\?_pos=2&_psq=\w+&_ss=e&_v=1\.0$/);
  await field.press('Enter');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  // The piece's own page, before the panel's absence and before the header is pressed again: with
  // JavaScript the address moves before the new page is drawn.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Nonsense finds nothing; Escape closes the panel; Enter without a suggestion opens the search page.
  await page
    .locator('.site-header')
    .getByRole('link', { name: /search/i })
    .first()
    .click();
  await expect(dialog).toBeVisible();
  await field.fill('zzqxj');
  await expect(dialog.getByText('No results found')).toBeVisible();
  await field.press('Escape');
  await expect(dialog).toBeHidden();
  await page
    .locator('.site-header')
    .getByRole('link', { name: /search/i })
    .first()
    .click();
  await field.fill('cintura');
  await expect(options.first()).toBeVisible();
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=cintura$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “cintura”' })).toBeVisible();
  expect(pageProblems).toEqual([]);
});

test('every result can be reached, page after page, up to the last', async ({ page, pageProblems }, testInfo) => {
  const js = hasJavaScript(testInfo);
  await visit(page, '/search?q=calfskin');
  const total = Number(
    (await page
      .getByText(/^\d+ results$/)
      .first()
      .textContent())!.split(' ')[0],
  );
  // More than one page of 24, fewer than the spec's limit of 250.
  expect(total).toBeGreaterThan(24);
  expect(total).toBeLessThanOrEqual(250);
  const seen = new Set<string>();
  for (let step = 0; step < 12; step++) {
    for (const href of await page.locator('.product-card__link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
      // Each result's link carries Shopify's search tracking; the piece is the path.
      const url = new URL(href, page.url());
      expect(url.searchParams.get('_ss'), href).toBe('r');
      expect(url.searchParams.get('_pos'), href).toMatch(/^\d+$/);
      seen.add(url.pathname);
    }
    const more = js ? page.getByRole('link', { name: 'Load more' }) : page.getByRole('link', { name: 'Next' });
    if ((await more.count()) === 0) break;
    const before = await page.locator('.product-card').count();
    const address = page.url();
    await more.click();
    if (js) await expect.poll(() => page.locator('.product-card').count()).toBeGreaterThan(before);
    // The next page's own address: from the second page on, the one before has a cursor too.
    else await page.waitForURL((url) => url.href !== address && url.searchParams.has('cursor'));
  }
  expect(seen.size).toBe(total);
  expect(pageProblems).toEqual([]);
});
