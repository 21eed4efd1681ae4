// Nothing on the first screen moves when JavaScript takes over. A shopper sees the server's page
// (styled, scripts not yet run) first; whatever hydration adds, removes or resizes there is a layout
// shift under their eyes. Measured as the boxes of every visible text and image on the first
// screen, before hydration (the page's scripts held back) and after it.
import type { Page } from '@playwright/test';
import { test, expect, hasJavaScript, waitForHydration, waitForStyles } from './fixtures';
import { MOBILE_BREAKPOINT_PX } from '../../app/core/constants';

const PAGES = ['/', '/collections/bags', '/products/arco-tote', '/search?q=nero', '/lookbooks/autunno-inverno-2025'];

/** Each visible text or image on the first screen, named by what it shows, with its box. */
function firstScreen(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const boxes: Record<string, string> = {};
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent!.trim())
        .join(' ')
        .trim();
      const name = element instanceof HTMLImageElement ? `img "${element.alt}"` : text ? `${element.tagName} "${text.slice(0, 40)}"` : '';
      if (!name) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      const count = (seen.get(name) ?? 0) + 1;
      seen.set(name, count);
      boxes[`${name} #${count}`] = [box.x, box.y, box.width, box.height].map((value) => Math.round(value)).join(',');
    }
    return boxes;
  });
}

for (const width of [390, 1440]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width < MOBILE_BREAKPOINT_PX ? 844 : 900 } });

    test('hydration moves nothing on the first screen of home, collection, product, search and lookbook', async ({ page }, testInfo) => {
      test.skip(!hasJavaScript(testInfo), 'only a page that scripts enhance can shift when they run');
      test.setTimeout(120_000);
      const moved: Record<string, { before?: string; after?: string }> = {};
      for (const path of PAGES) {
        // Before: the same page with its scripts held back (JavaScript on, so no <noscript> styles).
        await page.route('**/*.js', (route) => route.abort());
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await waitForStyles(page);
        await page.evaluate(() => document.fonts.ready);
        const before = await firstScreen(page);
        await page.unroute('**/*.js');

        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await waitForStyles(page);
        await waitForHydration(page);
        await page.evaluate(() => document.fonts.ready);
        const after = await firstScreen(page);

        for (const name of new Set([...Object.keys(before), ...Object.keys(after)]))
          if (before[name] !== after[name]) moved[`${path} ${name}`] = { before: before[name], after: after[name] };
      }
      expect(moved).toEqual({});
    });
  });
}
