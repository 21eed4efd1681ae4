// WCAG 2.2 AA in every state a shopper opens over a page, in English and Italian: the phone's menu,
// the desktop menu, the bag drawer, search with suggestions, the size guide, the region chooser, the
// filter panel, the accessibility popup, the newsletter popup and the consent banner. Without
// JavaScript most panels are pages of their own (accessibility-pages.spec.ts); what still opens over
// a page there (the desktop menu on hover, the consent banner) is swept here from the served HTML.
import type { Page } from '@playwright/test';
import { test, expect, hasJavaScript, submitted } from './fixtures';
import { DESKTOP } from './accessibility-checks';
import { LOCALES, open, prepare, sweepPage } from './accessibility-sweep';

test.use({ javaScriptEnabled: true });
test.beforeEach(async ({ page }, testInfo) => prepare(page, testInfo));

/** Opens a panel by its trigger and waits for the open dialog's own content. */
async function openPanel(page: Page, trigger: string, content = 'a, button, input') {
  await page.locator(trigger).first().click();
  await expect(page.locator('dialog[open]').locator(content).first()).toBeVisible();
}

async function desktopMenuOpen(page: Page) {
  await page.setViewportSize(DESKTOP);
  await page.locator('.desktop-menu__entry:has(.desktop-menu__panel) .desktop-menu__top').first().hover();
  await expect(page.locator('.desktop-menu__panel').first()).toBeVisible();
}

test('the panels over a page', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const locale of LOCALES) {
    await open(page, `${locale}/`);
    await desktopMenuOpen(page);
    problems.push(...(await sweepPage(page, `${locale}/ desktop menu`, { phone: false })));
    if (!hasJavaScript(testInfo)) continue;

    await open(page, `${locale}/`);
    await openPanel(page, '.site-header__icon[aria-haspopup]', '[role=tab]');
    problems.push(...(await sweepPage(page, `${locale}/ mobile menu`, { desktop: false })));

    await open(page, `${locale}/`);
    await openPanel(page, '.site-footer__accessibility[href$="/accessibility"]');
    problems.push(...(await sweepPage(page, `${locale}/ accessibility popup`)));

    await open(page, `${locale}/`);
    await page.setViewportSize(DESKTOP);
    await openPanel(page, '.site-header__tool[href$="/locale"]', 'select, button');
    problems.push(...(await sweepPage(page, `${locale}/ region chooser`)));

    await open(page, `${locale}/collections/bags`);
    await openPanel(page, '.catalogue__filter-toggle', 'input');
    problems.push(...(await sweepPage(page, `${locale}/collections/bags filter panel`)));

    await open(page, `${locale}/products/camicia-lino`);
    await openPanel(page, '.size-guide-link', 'table');
    problems.push(...(await sweepPage(page, `${locale}/products/camicia-lino size guide`)));

    await open(page, `${locale}/products/camicia-lino`);
    await openPanel(page, '.site-header__tool[href$="/search"]', '[role=combobox]');
    await page.locator('dialog[open] [role=combobox]').fill('tote');
    await expect(page.locator('dialog[open] [role=option]').first()).toBeVisible();
    problems.push(...(await sweepPage(page, `${locale}/products/camicia-lino search suggestions`)));
  }
  expect(problems).toEqual([]);
});

test('the bag drawer holding a piece', async ({ page }, testInfo) => {
  test.skip(!hasJavaScript(testInfo), 'without JavaScript the bag is its page (accessibility-account.spec.ts)');
  const problems: string[] = [];
  for (const locale of LOCALES) {
    await open(page, `${locale}/products/arco-tote`);
    await submitted(page, `${locale}/cart`, () => page.locator('.add-to-bag__submit').first().click());
    await expect(page.locator('dialog[open] .bag-line:not(.bag-line--pending)')).toHaveCount(1);
    problems.push(...(await sweepPage(page, `${locale}/products/arco-tote bag drawer`)));
  }
  expect(problems).toEqual([]);
});

test.describe('on a first visit', () => {
  test.use({ newsletterDismissed: false, consentChosen: false });

  test('the consent banner and the newsletter popup', async ({ page }, testInfo) => {
    const problems: string[] = [];
    for (const locale of LOCALES) {
      await open(page, `${locale}/about`);
      const banner = page.locator('.consent-banner');
      await expect(banner).toBeVisible();
      problems.push(...(await sweepPage(page, `${locale}/about consent banner`)));
      if (!hasJavaScript(testInfo)) continue;
      // The popup opens a second after load, over the banner, until one of them is answered.
      await expect(page.locator('dialog[open]').locator('input[type=email]')).toBeVisible();
      problems.push(...(await sweepPage(page, `${locale}/about newsletter popup`)));
      await page.context().clearCookies();
    }
    expect(problems).toEqual([]);
  });
});
