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

/** What the newsletter journey's init script keeps on the window: each layout shift, and when the lock came. */
type ShiftRecord = { shifts: { value: number; at: number }[]; lockedAt?: number };

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
  // What the browser itself counts as layout shifts (the CLS a shopper's browser reports, leaving
  // out those that follow the shopper's own input), each with its time, and the time the offer
  // locked the page. Only shifts from that moment on are the offer's: before it, a house face
  // arriving after the first paint may nudge a line (the fallback faces keep that to thousandths;
  // on a loaded machine it happened, and it is not what this journey is about).
  await page.addInitScript(() => {
    const record = window as unknown as ShiftRecord;
    record.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) record.shifts.push({ value: entry.value, at: entry.startTime });
    }).observe({ type: 'layout-shift', buffered: true });
    // The root element exists once the document is parsed, long before the offer opens.
    addEventListener('DOMContentLoaded', () => {
      const root = document.documentElement;
      new MutationObserver(() => {
        if (record.lockedAt === undefined && root.classList.contains('scroll-locked')) record.lockedAt = performance.now();
      }).observe(root, { attributes: true, attributeFilter: ['class'] });
    });
  });
  // A first visit: no newsletter cookie, no cookie choice yet (the journeys' defaults set both).
  await context.clearCookies();
  await visit(page, '/collections/all');
  await expect(page.getByRole('dialog', { name: /letters|newsletter/i })).toBeVisible();
  await expect.poll(() => isLocked(page)).toBe(true);
  // Shifts are reported a frame or two after they happen.
  await page.waitForTimeout(250);
  const { shifts, lockedAt } = await page.evaluate(() => {
    const record = window as unknown as ShiftRecord;
    return { shifts: record.shifts, lockedAt: record.lockedAt ?? 0 };
  });
  expect(lockedAt).toBeGreaterThan(0);
  expect(shifts.filter((shift) => shift.at >= lockedAt)).toEqual([]);
});
