// Issue 8, acceptance 5: axe finds no serious or critical violations on the main pages.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, hasJavaScript } from './fixtures';

test.beforeEach(async ({ context, baseURL }, testInfo) => {
  // axe runs as a script in the page: the no-js project cannot host it.
  test.skip(!hasJavaScript(testInfo), 'axe needs JavaScript in the page');
  await context.addCookies([{ name: 'newsletter', value: 'dismissed', url: baseURL! }]);
});

// The acceptance list's pages, then the rest of what a shopper reaches from the menu and footer.
const PAGES = ['/', '/collections/bags', '/products/arco-tote', '/cart', '/account/login'].concat(
  ['/collections', '/search?q=nero', '/search?q=zzqxv', '/lookbooks', '/lookbooks/autunno-inverno-2025'],
  ['/about', '/process', '/press', '/stockists', '/shipping-and-returns', '/account/register', '/account/recover'],
);

for (const path of PAGES) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('axe: the account page', async ({ page }) => {
  await page.goto('/account/login');
  await page.getByLabel(/email/i).first().fill('giulia@example.com');
  await page.getByLabel(/password/i).first().fill('bottega-demo');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/account$/);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
