// Axe finds no serious or critical violations on the main pages. We hold
// the pages to more than that: moderate findings (landmarks, heading order) fail as well.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, hasJavaScript } from './fixtures';

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
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    expect(findings(results.violations)).toEqual([]);
  });
}

test('axe: the account page', async ({ page }) => {
  await page.goto('/account/login');
  await page.getByLabel(/email/i).first().fill('giulia@example.com');
  await page
    .getByLabel(/password/i)
    .first()
    .fill('bottega-demo');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/account$/);
  const results = await new AxeBuilder({ page }).analyze();
  expect(findings(results.violations)).toEqual([]);
});
