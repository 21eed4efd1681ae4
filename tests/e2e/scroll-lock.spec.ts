// A panel that locks the page's scroll must not move the page under it. Headless Chromium hides
// scrollbars unless told not to; these journeys need the classic kind a desktop browser shows, the
// kind that vanishes when the scroll is locked.
import { test, expect, hasJavaScript, visit } from './fixtures';

test.use({
  viewport: { width: 1440, height: 900 },
  launchOptions: [
    async ({ launchOptions }, use) => use({ ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] }),
    { scope: 'worker' },
  ],
});

const isLocked = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.classList.contains('scroll-locked'));

test('a panel that locks the page does not move it: the scrollbar keeps its place', async ({ page }, testInfo) => {
  test.skip(!hasJavaScript(testInfo), 'panels are enhancements');
  const layout = () =>
    page.evaluate(() => ({
      header: document.querySelector('header')!.getBoundingClientRect().right,
      logo: document.querySelector('header a[href="/"]')!.getBoundingClientRect().left,
      main: document.querySelector('main')!.getBoundingClientRect().left,
    }));
  const scrollbar = () => page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
  const openAndClose = async () => {
    const before = await layout();
    await page
      .getByRole('link', { name: /search/i })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /search/i })).toBeVisible();
    await expect.poll(() => isLocked(page)).toBe(true);
    expect(await layout()).toEqual(before);
    await page.keyboard.press('Escape');
    await expect.poll(() => isLocked(page)).toBe(false);
    expect(await layout()).toEqual(before);
    return before;
  };

  // A page long enough to scroll, whose scrollbar would vanish under the lock.
  await visit(page, '/collections/all');
  // The page really has a classic scrollbar, or this journey would prove nothing.
  expect(await scrollbar()).toBeGreaterThan(0);
  const long = await openAndClose();
  // A page that fits the window gains no gutter from the lock either.
  await page.setViewportSize({ width: 1440, height: 4000 });
  await visit(page, '/account/login');
  const short = await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight);
  expect(short).toBe(true);
  expect(await scrollbar()).toBe(0);
  const fits = await openAndClose();
  expect(fits.header).toBeGreaterThan(long.header);
});

test('the newsletter offer opening by itself on a first visit shifts nothing on the page', async ({ page, context }, testInfo) => {
  test.skip(!hasJavaScript(testInfo), 'the offer opens by itself only with JavaScript');
  // A first visit: no newsletter cookie, no cookie choice yet (the journeys' defaults set both).
  await context.clearCookies();
  await visit(page, '/collections/all');
  await expect(page.getByRole('dialog', { name: /letters|newsletter/i })).toBeVisible();
  await expect.poll(() => isLocked(page)).toBe(true);
  // What the browser itself counted as layout shifts since the page began (the CLS a shopper's
  // browser reports), leaving out those that follow the shopper's own input.
  const shifts = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) seen.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(seen), 250);
      }),
  );
  expect(shifts).toEqual([]);
});
