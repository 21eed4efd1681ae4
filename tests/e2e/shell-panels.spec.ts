// Panels by mouse, keyboard and Escape; bag / mobile-menu exclusion; scroll
// lock; the header hiding on scroll. Panels are a JavaScript enhancement: without it every trigger
// is a plain link to a page with the same content, which the no-js project checks.
import type { Page } from '@playwright/test';
import { test, expect, hasJavaScript, visit } from './fixtures';
import { bagMessages } from '../../app/texts';

test.use({ pictures: false });

// Escape closes a dialog at once; the browser tells the page in a task after, and the lock follows
// it: read the lock until it settles.
const isLocked = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.classList.contains('scroll-locked'));

for (const width of [390, 1440]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('search, region and accessibility open by mouse and close by Escape and the close button', async ({ page }, testInfo) => {
      test.skip(!hasJavaScript(testInfo), 'panels are enhancements');
      await visit(page, '/');

      await page
        .getByRole('link', { name: /search/i })
        .first()
        .click();
      const search = page.getByRole('dialog', { name: /search/i });
      await expect(search).toBeVisible();
      await expect.poll(() => isLocked(page)).toBe(true);
      await page.keyboard.press('Escape');
      await expect(search).toBeHidden();
      await expect.poll(() => isLocked(page)).toBe(false);

      await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility', exact: true }).click();
      const accessibility = page.getByRole('dialog', { name: /accessibility/i });
      await expect(accessibility).toBeVisible();
      await accessibility.getByRole('button', { name: /close/i }).click();
      await expect(accessibility).toBeHidden();

      if (width >= 768) {
        await page.getByRole('link', { name: /region and currency/i }).click();
        const locale = page.getByRole('dialog', { name: 'Region and currency' });
        await expect(locale).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(locale).toBeHidden();
      }
    });

    test('a panel opened from the keyboard traps focus and gives it back on close', async ({ page }, testInfo) => {
      test.skip(!hasJavaScript(testInfo), 'panels are enhancements');
      await visit(page, '/');
      const trigger = page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility', exact: true });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: /accessibility/i });
      await expect(dialog).toBeVisible();
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });

    test('without JavaScript, the triggers lead to pages', async ({ page }, testInfo) => {
      test.skip(hasJavaScript(testInfo), 'the no-js project checks the fallbacks');
      await visit(page, '/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility', exact: true }).click();
      await expect(page).toHaveURL(/\/accessibility$/);
      await visit(page, '/');
      await page
        .getByRole('link', { name: /search/i })
        .first()
        .click();
      await expect(page).toHaveURL(/\/search/);
    });
  });
}

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  async function openMenu(page: Page) {
    await visit(page, '/');
    await page.getByRole('link', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    return menu;
  }

  test('the menu and the bag exclude each other and lock scrolling', async ({ page }, testInfo) => {
    test.skip(!hasJavaScript(testInfo), 'panels are enhancements');
    const menu = await openMenu(page);
    await expect.poll(() => isLocked(page)).toBe(true);
    // Tabs from the content's mobile menu, then the fixed entries.
    await expect(menu.getByRole('tab').first()).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Search' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Account' })).toBeVisible();
    await menu.getByRole('link', { name: /Bag \[\d+\]/ }).click();
    await expect(menu).toBeHidden();
    const bag = page.getByRole('dialog', { name: /bag/i });
    await expect(bag).toBeVisible();
    await expect.poll(() => isLocked(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(bag).toBeHidden();
    await expect.poll(() => isLocked(page)).toBe(false);
  });

  test('the bag, covering the screen, still offers the Menu, and opening the menu closes the bag', async ({ page }, testInfo) => {
    test.skip(!hasJavaScript(testInfo), 'panels are enhancements');
    await visit(page, '/');
    await page
      .locator('.site-header')
      .getByRole('link', { name: /^Bag \[\d+\]$/ })
      .click();
    const bag = page.getByRole('dialog', { name: /bag/i });
    await expect(bag).toBeVisible();
    // A shopper looks for the Menu where the header keeps it, top left.
    const menuButton = bag.getByRole('link', { name: 'Menu' });
    const box = (await menuButton.boundingBox())!;
    expect(box.x + box.width).toBeLessThan(120);
    expect(box.y + box.height).toBeLessThan(120);
    await menuButton.click();
    await expect(bag).toBeHidden();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect.poll(() => isLocked(page)).toBe(true);
  });

  test('the bag keeps no Menu button on wide screens, where the header stays in reach', async ({ page }, testInfo) => {
    test.skip(!hasJavaScript(testInfo), 'panels are enhancements');
    await page.setViewportSize({ width: 1024, height: 768 });
    await visit(page, '/');
    await page
      .locator('.site-header')
      .getByRole('link', { name: /^Bag \[\d+\]$/ })
      .click();
    const bag = page.getByRole('dialog', { name: /bag/i });
    await expect(bag).toBeVisible();
    await expect(bag.getByRole('link', { name: 'Menu' })).toBeHidden();
  });

  test('a menu tab does not repeat its own title as the heading of its links', async ({ page }, testInfo) => {
    test.skip(!hasJavaScript(testInfo), 'panels are enhancements');
    const menu = await openMenu(page);
    for (const tab of await menu.getByRole('tab').all()) {
      await tab.click();
      const title = (await tab.innerText()).trim().toLowerCase();
      const headings = await menu.getByRole('tabpanel').locator('.mobile-menu__heading').allInnerTexts();
      expect(headings.map((heading) => heading.trim().toLowerCase())).not.toContain(title);
      // Each visible word of the panel appears once: the tab names it.
      await expect(menu.getByText(/^shop$/i)).toHaveCount(1);
    }
  });

  test('widening the window past the breakpoint closes the menu and frees the page', async ({ page }, testInfo) => {
    test.skip(!hasJavaScript(testInfo), 'panels are enhancements');
    const menu = await openMenu(page);
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(menu).toBeHidden();
    await expect.poll(() => isLocked(page)).toBe(false);
  });
});

test.describe('header on scroll', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('hides scrolling down past 170px and returns scrolling up', async ({ page }, testInfo) => {
    test.skip(!hasJavaScript(testInfo), 'scroll behaviour needs JavaScript');
    await visit(page, '/');
    const header = page.locator('.site-header');
    await page.mouse.wheel(0, 120);
    // The page has scrolled (a wheel event is not waited on) before the header is found still there.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(header).not.toHaveClass(/site-header--hidden/);
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveClass(/site-header--hidden/);
    await page.mouse.wheel(0, -200);
    await expect(header).not.toHaveClass(/site-header--hidden/);
  });

  for (const path of ['/process', '/lookbooks']) {
    test(`stays visible on ${path}`, async ({ page }, testInfo) => {
      test.skip(!hasJavaScript(testInfo), 'scroll behaviour needs JavaScript');
      await visit(page, path);
      await page.evaluate(() => document.body.style.setProperty('min-height', '5000px'));
      await page.mouse.wheel(0, 1500);
      // Past the point where the header would hide on other pages, before it is found still there.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(170);
      await page.waitForTimeout(300);
      await expect(page.locator('.site-header')).not.toHaveClass(/site-header--hidden/);
    });
  }
});

test('the keyboard meets "Skip to content", then the accessibility information, whose links work', async ({ page }, testInfo) => {
  const js = hasJavaScript(testInfo);
  await visit(page, '/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  const info = page.getByRole('link', { name: 'Accessibility information' });
  await expect(info).toBeFocused();
  await expect(info).toBeInViewport();
  await page.keyboard.press('Enter');
  if (js) {
    const popup = page.getByRole('dialog', { name: /accessibility/i });
    await expect(popup).toBeVisible();
    // The merchant's statement, fetched as the popup opens; rich text, so its links are links.
    await expect(popup).toContainText('Bottega wants everyone to be able to browse and shop with ease.');
    await expect(popup.getByRole('link', { name: 'atelier@bottega.example' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(info).toBeFocused();
  } else {
    await expect(page).toHaveURL(/\/accessibility$/);
  }
});

test('the accessibility popup’s button opens the accessibility widget, whose choices change the page', async ({ page }, testInfo) => {
  test.skip(!hasJavaScript(testInfo), 'the widget is a script; without JavaScript the link leads to /accessibility');
  await visit(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Accessibility', exact: true });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Open accessibility tools' }).click();
  const widget = page.getByRole('dialog', { name: 'Accessibility tools' });
  await expect(widget).toBeVisible();
  const rootFontSize = () => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  const before = await rootFontSize();
  await widget.getByRole('button', { name: 'Larger text' }).click();
  await expect(widget.getByRole('button', { name: 'Larger text' })).toHaveAttribute('aria-pressed', 'true');
  expect(await rootFontSize()).toBeGreaterThan(before);
  // Escape closes the widget back to the popup; the choice stays.
  await page.keyboard.press('Escape');
  await expect(widget).toBeHidden();
  await expect(popup).toBeVisible();
  expect(await rootFontSize()).toBeGreaterThan(before);
});

test('the header: the menu, the logo and the tools do not collide at any laptop or tablet width', async ({ page }) => {
  // Tablet, small and large laptop: the menu's entries stay on one line each and never run into
  // the logo or the tools (signed out, where the tools are widest after "Sign in"). One page,
  // widened step by step: the layout follows the window, as it does when a shopper resizes it.
  await visit(page, '/');
  for (const width of [768, 800, 1024, 1280, 1366, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    const logo = await box('.site-header__logo');
    const tools = await box('.site-header__tools');
    // The house's name sits in the middle of the page, however wide the tools are.
    expect(Math.abs(logo.x + logo.width / 2 - width / 2), `logo off centre at ${width}px`).toBeLessThanOrEqual(8);
    const entries = page.locator('.desktop-menu__top');
    expect(await entries.count()).toBeGreaterThan(3);
    for (const entry of await entries.all()) {
      const { x, y, width: w, height: h } = (await entry.boundingBox())!;
      // One line of text: the tops of the entry's text boxes are all the same.
      const lines = await entry.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, `${await entry.innerText()} wraps at ${width}px`).toBe(1);
      for (const other of [logo, tools]) {
        const apart = x + w <= other.x || other.x + other.width <= x || y + h <= other.y || other.y + other.height <= y;
        expect(apart, `${await entry.innerText()} overlaps at ${width}px`).toBe(true);
      }
    }
  }
});

test.describe('panels close and give focus back as a shopper expects', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the desktop menu closes once its top link has taken the shopper to the page', async ({ page }, testInfo) => {
    test.skip(!hasJavaScript(testInfo), 'a route change in place needs JavaScript; without it the new page starts closed');
    await visit(page, '/');
    const entry = page.locator('.desktop-menu__entry:has(.desktop-menu__panel)').first();
    const top = entry.locator('.desktop-menu__top');
    const panel = entry.locator('.desktop-menu__panel');
    const href = (await top.getAttribute('href'))!;
    const name = (await top.textContent())!.trim();
    await top.hover();
    await expect(panel).toBeVisible();
    await top.click();
    await expect(page).toHaveURL((url) => url.pathname === new URL(href, url).pathname);
    // The page the link leads to, drawn (the address moves first): the strip's closing counts from here.
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    // The pointer is still on the entry, yet the strip has closed with the route change.
    await expect(panel).toBeHidden();
    // Leaving the entry and coming back opens it again.
    await page.mouse.move(720, 700);
    await top.hover();
    await expect(panel).toBeVisible();
  });

  test('closing the bag that Add to bag opened gives focus back to the button', async ({ page }, testInfo) => {
    test.skip(!hasJavaScript(testInfo), 'the drawer needs JavaScript; without it Add to bag goes to the bag page');
    await visit(page, '/products/arco-tote');
    const add = page.getByRole('button', { name: bagMessages.addToBag });
    await add.click();
    const drawer = page.getByRole('dialog', { name: bagMessages.title });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(add).toBeFocused();
  });
});

test.describe('a panel whose code cannot be fetched', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('takes the shopper to the page its trigger links to, the page the panel stands in for', async ({ page }) => {
    // The connection drops before the search panel's code arrives (it is fetched on pointing or
    // opening). Without JavaScript the trigger is that link already: the same page, the same way.
    await page.route(/\/assets\/SearchPanel-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await visit(page, '/');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /search/i })
      .first()
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/search');
    // The search page's own heading (the home page has a heading of its own), then no panel.
    await expect(page.getByRole('heading', { level: 1, name: 'Search', exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
