// WCAG 2.2 AA on every kind of page a signed-out shopper opens, in English and Italian, with and
// without JavaScript: axe's A and AA rules at 390 and 1440 px, targets of 24 px (2.5.8) and text
// spacing (1.4.12) at 390, no sideways scrolling at 320 (1.4.10). The checks are accessibility-checks.ts.
import { test, expect } from './fixtures';
import { prepare, sweepPaths } from './accessibility-sweep';

// axe runs in the page: the no-js project replays each document as served, scripts removed.
test.use({ javaScriptEnabled: true });
test.beforeEach(async ({ page }, testInfo) => prepare(page, testInfo));
// Each journey sweeps several pages in two markets at three widths.
test.describe.configure({ timeout: 180_000 });

test('the shop: home, collections, products and search', async ({ page }) => {
  const paths = [
    '/',
    '/collections',
    '/collections/bags',
    '/products/camicia-lino',
    '/products/arco-tote',
    '/search?q=nero',
    '/search?q=zzqxv',
  ];
  expect(await sweepPaths(page, paths)).toEqual([]);
});

test('the editorial and service pages', async ({ page }) => {
  const paths = [
    '/lookbooks',
    '/lookbooks/autunno-inverno-2025',
    '/about',
    '/process',
    '/press',
    '/shipping-and-returns',
    '/accessibility',
    '/stockists',
  ];
  expect(await sweepPaths(page, paths)).toEqual([]);
});

test('the account pages signed out, the empty bag and the pages panels fall back to', async ({ page }) => {
  const paths = [
    '/account/login',
    '/account/register',
    '/account/recover',
    '/account/reset/1/not-a-real-token',
    '/cart',
    '/locale',
    '/consent',
  ];
  expect(await sweepPaths(page, paths)).toEqual([]);
});

test('the page that is not there', async ({ page }) => {
  expect(await sweepPaths(page, ['/no-such-page'], { expectStatus: 404 })).toEqual([]);
});
