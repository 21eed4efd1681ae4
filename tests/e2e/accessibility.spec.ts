// Axe finds no serious or critical violations on the main pages. We hold
// the pages to more than that: moderate findings (landmarks, heading order) fail as well.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, hasJavaScript, visit } from './fixtures';

test.beforeEach(async ({ context, baseURL }, testInfo) => {
  // axe runs as a script in the page: the no-js project cannot host it.
  test.skip(!hasJavaScript(testInfo), 'axe needs JavaScript in the page');
  await context.addCookies([{ name: 'newsletter', value: 'dismissed', url: baseURL! }]);
});

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];
const FAILING = new Set(['critical', 'serious', 'moderate']);

function findings(violations: Violation[]): string[] {
  return violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// The acceptance list's pages, then the rest of what a shopper reaches from the menu and footer.
const PAGES = ['/', '/collections/bags', '/products/arco-tote', '/cart', '/account/login'].concat(
  ['/collections', '/search?q=nero', '/search?q=zzqxv', '/lookbooks', '/lookbooks/autunno-inverno-2025'],
  ['/about', '/process', '/press', '/stockists', '/shipping-and-returns', '/account/register', '/account/recover'],
);

for (const path of PAGES) {
  test(`axe: ${path}`, async ({ page }) => {
    await visit(page, path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    expect(findings(results.violations)).toEqual([]);
  });
}

test('axe: the account page', async ({ page }) => {
  await visit(page, '/account/login');
  await page.getByLabel(/email/i).first().fill('giulia@example.com');
  await page
    .getByLabel(/password/i)
    .first()
    .fill('bottega-demo');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/account$/);
  // With JavaScript the address moves before the account page is drawn: scan that page, not the form.
  await expect(page.getByRole('heading', { level: 1, name: /^Buongiorno, / })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(findings(results.violations)).toEqual([]);
});

// The panels and the bag with a piece in it: what a shopper has open is held to the same bar.
test.describe('with panels open', () => {
  const scan = async (page: import('@playwright/test').Page) => findings((await new AxeBuilder({ page }).analyze()).violations);

  test('axe: the newsletter offer on a first visit', async ({ page, context }) => {
    await context.clearCookies();
    await visit(page, '/collections/bags');
    await expect(page.getByRole('dialog', { name: /letters|newsletter/i })).toBeVisible();
    expect(await scan(page)).toEqual([]);
  });

  test('axe: search suggestions, the bag drawer and the bag page holding a piece', async ({ page }) => {
    await visit(page, '/products/arco-tote');
    await page
      .getByRole('link', { name: /search/i })
      .first()
      .click();
    const search = page.getByRole('dialog', { name: 'Search' });
    await search.getByRole('combobox', { name: 'Search for' }).fill('tote');
    await expect(search.getByRole('option').first()).toBeVisible();
    expect(await scan(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();

    await page
      .getByRole('button', { name: /add to bag/i })
      .first()
      .click();
    const bag = page.getByRole('dialog', { name: /bag/i });
    // The line the shop has confirmed, then no line still waiting on it.
    await expect(bag.locator('.bag-line:not(.bag-line--pending)')).toHaveCount(1);
    await expect(bag.locator('.bag-line--pending')).toHaveCount(0);
    expect(await scan(page)).toEqual([]);

    await visit(page, '/cart');
    await expect(page.locator('.bag-line')).toHaveCount(1);
    expect(await scan(page)).toEqual([]);
  });

  test('axe: on a phone, the menu, the accessibility panel and the size guide', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/');
    await page.getByRole('link', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('tab').first()).toBeVisible();
    expect(await scan(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility', exact: true }).click();
    await expect(page.getByRole('dialog', { name: /accessibility/i })).toBeVisible();
    expect(await scan(page)).toEqual([]);

    await visit(page, '/products/camicia-lino');
    await page.getByRole('link', { name: 'Size guide' }).click();
    await expect(
      page
        .getByRole('dialog', { name: /size guide/i })
        .getByRole('table')
        .first(),
    ).toBeVisible();
    expect(await scan(page)).toEqual([]);
  });

  test('axe: the region and currency panel', async ({ page }) => {
    await visit(page, '/');
    await page
      .getByRole('link', { name: /region and currency/i })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Region and currency' })).toBeVisible();
    expect(await scan(page)).toEqual([]);
  });
});
