// A shopper who asked the system for less motion (2.3.3): the header stays put while the page
// scrolls, panels and fades arrive without moving, nothing glides; and the phone's product gallery
// can be paged without swiping (2.5.7), by click and by keyboard, with and without JavaScript.
import type { Page } from '@playwright/test';
import { test, expect, hasJavaScript, visit } from './fixtures';
import { PHONE } from './accessibility-checks';
import { animationsSettled } from './layout-checks';

test.describe.configure({ mode: 'parallel' });

/** Lets the page answer what just happened (a scroll event, a state change) before it is measured. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Every transition, animation and smooth scroll in the document as it stands, longer than 10 ms. */
function moving(page: Page) {
  return page.evaluate(() => {
    const seconds = (list: string) =>
      Math.max(...list.split(',').map((value) => parseFloat(value) * (value.trim().endsWith('ms') ? 0.001 : 1)));
    const found: string[] = [];
    for (const element of [document.documentElement, ...document.body.querySelectorAll('*')]) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const what = `<${element.tagName.toLowerCase()}.${[...element.classList].join('.')}>${pseudo ?? ''}`;
        if (seconds(style.transitionDuration) > 0.01) found.push(`${what} transition ${style.transitionDuration}`);
        if (style.animationName !== 'none' && seconds(style.animationDuration) > 0.01)
          found.push(`${what} animation ${style.animationDuration}`);
        if (style.scrollBehavior === 'smooth') found.push(`${what} scrolls smoothly`);
      }
    }
    return found;
  });
}

test('with less motion asked for, the header stays and nothing moves', async ({ page }, testInfo) => {
  test.skip(!hasJavaScript(testInfo), 'the header hides and panels slide only with JavaScript');
  await page.setViewportSize(PHONE);
  await visit(page, '/collections/bags');
  const header = page.locator('header.site-header');
  // As shipped, the header slides away on a scroll down...
  await page.mouse.wheel(0, 800);
  await expect(header).toHaveClass(/site-header--hidden/);
  await page.mouse.wheel(0, -300);
  await expect(header).not.toHaveClass(/site-header--hidden/);
  // A slide already under way runs its course whatever the preference becomes.
  await animationsSettled(page);

  // ...and with less motion asked for it stays where it is.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(900);
  await twoFrames(page);
  await expect(header).not.toHaveClass(/site-header--hidden/);
  expect((await header.boundingBox())!.y).toBeGreaterThanOrEqual(0);

  // Nothing in the page moves, nor in the panels as they open.
  expect(await moving(page)).toEqual([]);
  await page.locator('.site-header__icon[aria-haspopup]').click();
  await expect(page.locator('dialog[open] [role=tab]').first()).toBeVisible();
  expect(await moving(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.locator('.site-header__tool[href$="/cart"]').click();
  await expect(page.locator('dialog[open] .panel__title').first()).toBeVisible();
  expect(await moving(page)).toEqual([]);
});

test('the phone gallery pages by click and by keyboard, without a swipe', async ({ page }, testInfo) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize(PHONE);
  await visit(page, '/products/arco-tote');
  const strip = page.locator('.product-gallery');
  const pager = page.getByRole('navigation', { name: 'Images' });
  const links = pager.getByRole('link');
  expect(await links.count()).toBeGreaterThan(1);
  const shown = () =>
    strip.evaluate((element) => {
      const left = element.getBoundingClientRect().left + parseFloat(getComputedStyle(element).paddingLeft);
      // The picture nearest the strip's start (the last one cannot scroll all the way there).
      const distances = [...element.querySelectorAll('figure')].map((figure) => Math.abs(figure.getBoundingClientRect().left - left));
      return distances.indexOf(Math.min(...distances)) + 1;
    });
  expect(await shown()).toBe(1);

  // With JavaScript the link of the picture in view is marked current, whichever way it got there;
  // without it nothing could keep such a mark true, so none is given.
  const current = async (index: number) =>
    hasJavaScript(testInfo)
      ? expect(pager.locator('[aria-current="true"]')).toHaveAccessibleName(new RegExp(`^Image ${index} of`))
      : expect(pager.locator('[aria-current]')).toHaveCount(0);
  await current(1);

  await pager.getByRole('link', { name: 'Image 2 of' }).click();
  await expect.poll(shown).toBe(2);
  await current(2);

  await pager.getByRole('link', { name: 'Image 1 of' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(shown).toBe(1);
  await current(1);

  await links.last().click();
  await expect.poll(shown).toBe(await links.count());
  await current(await links.count());
});
