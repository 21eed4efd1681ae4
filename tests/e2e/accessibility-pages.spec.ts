// WCAG 2.2 AA on every kind of page a signed-out shopper opens, in English and Italian, with and
// without JavaScript: axe's A and AA rules, targets of 24 px (2.5.8), text spacing (1.4.12) and no
// sideways scrolling at 320 (1.4.10), at the widths accessibility-sweep.ts gives each market. One
// page of each kind: the content pages chosen so that every module of a content page appears once.
import { test, expect } from './fixtures';
import { withAxe, sweepPaths, SWEEP_TIMEOUT } from './accessibility-sweep';

// axe runs in the page: the no-js project replays each document as served, scripts removed.
test.use({ javaScriptEnabled: true, pictures: false });
test.describe.configure({ mode: 'parallel', timeout: SWEEP_TIMEOUT });
test.beforeEach(async ({ page }) => withAxe(page));

test('the home page, the collections and a collection', async ({ page }) => {
  const problems = await sweepPaths(page, ['/'], { italianReflow: true });
  problems.push(...(await sweepPaths(page, ['/collections', '/collections/bags'])));
  expect(problems).toEqual([]);
});

test('a product and search with and without results', async ({ page }) => {
  expect(await sweepPaths(page, ['/products/camicia-lino', '/search?q=nero', '/search?q=zzqxv'])).toEqual([]);
});

test('the lookbooks and the content pages', async ({ page }) => {
  expect(await sweepPaths(page, ['/lookbooks', '/lookbooks/autunno-inverno-2025', '/about', '/process'])).toEqual([]);
});

test('the archive, press, stockists, the accessibility statement and the page that is not there', async ({ page }) => {
  const problems = await sweepPaths(page, ['/archive', '/press', '/stockists', '/accessibility']);
  problems.push(...(await sweepPaths(page, ['/no-such-page'], { status: 404 })));
  expect(problems).toEqual([]);
});

test('the account pages signed out', async ({ page }) => {
  const paths = ['/account/login', '/account/register', '/account/recover', '/account/reset/1/not-a-real-token'];
  expect(await sweepPaths(page, paths)).toEqual([]);
});

test('the empty bag and the pages the panels fall back to', async ({ page }) => {
  const problems = await sweepPaths(page, ['/cart'], { italianReflow: true });
  problems.push(...(await sweepPaths(page, ['/locale', '/consent'])));
  expect(problems).toEqual([]);
});
