// WCAG 2.2 AA on the pages of a signed-in customer and on the bag holding a piece, in English and
// Italian, with and without JavaScript (the checks: accessibility-checks.ts, at the widths of
// accessibility-sweep.ts). The customer is the seed's Giulia.
import type { Page } from '@playwright/test';
import { test, expect, hasJavaScript, submitted } from './fixtures';
import { servedWithoutScripts } from './accessibility-checks';
import { open, withAxe, sweepPaths, SWEEP_TIMEOUT } from './accessibility-sweep';

test.use({ javaScriptEnabled: true, pictures: false });
test.describe.configure({ mode: 'parallel', timeout: SWEEP_TIMEOUT });
test.beforeEach(async ({ page }) => withAxe(page));

/** Giulia signed in through the sign-in form's own post: the session cookie lands in this browser. */
async function signIn(page: Page) {
  const answer = await page.request.post('/account/login', {
    form: { email: 'giulia@example.com', password: 'bottega-demo' },
    maxRedirects: 0,
  });
  expect(answer.status(), 'Giulia signs in').toBe(302);
}

/** The path of the first entry (an order, an address) in the list of hers the page shows, in English. */
async function firstEntry(page: Page, link: string) {
  const href = await page.locator(link).first().getAttribute('href');
  expect(href, `Giulia has an entry behind ${link}`).toBeTruthy();
  return href!.replace(/^\/it-it/, '');
}

test('the account, her orders and an order', async ({ page }) => {
  await signIn(page);
  const problems = await sweepPaths(page, ['/account', '/account/orders']);
  problems.push(...(await sweepPaths(page, [await firstEntry(page, 'a.order-row__name')])));
  expect(problems).toEqual([]);
});

test('her details, her addresses and the address form', async ({ page }) => {
  await signIn(page);
  const problems = await sweepPaths(page, ['/account/edit', '/account/addresses']);
  // Adding an address is the same form as editing one, empty.
  problems.push(...(await sweepPaths(page, [await firstEntry(page, 'a[href*="/account/addresses/edit?id="]')])));
  expect(problems).toEqual([]);
});

test('the bag holding a piece', async ({ page }, testInfo) => {
  if (!hasJavaScript(testInfo)) await servedWithoutScripts(page);
  await open(page, '/products/arco-tote');
  await submitted(page, '/cart', () => page.getByRole('button', { name: 'Add to bag' }).first().click());
  if (hasJavaScript(testInfo))
    await expect(page.getByRole('dialog', { name: /bag/i }).locator('.bag-line:not(.bag-line--pending)')).toHaveCount(1);
  expect(await sweepPaths(page, ['/cart'], { italianReflow: true })).toEqual([]);
});
