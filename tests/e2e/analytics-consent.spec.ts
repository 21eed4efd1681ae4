// Cookie consent and the analytics it gates. Nothing reaches the GA4 dataLayer before the shopper
// chooses, or after "Reject all"; after "Accept all" each event the spec lists arrives with its
// payload. Without JavaScript the banner is a form that records the choice and comes back.
import type { Page } from '@playwright/test';
import { test, expect, hasJavaScript, visit } from './fixtures';
import { bagMessages, consentMessages } from '../../app/texts';
import { CONSENT_COOKIE } from '../../app/core/constants';

test.use({ pictures: false });

test.use({ consentChosen: false });

const TRACKED = ['view_item', 'view_item_list', 'select_item', 'add_to_cart', 'view_cart', 'search'];

interface Ga4 {
  event: string;
  search_term?: string;
  ecommerce?: {
    currency?: string;
    value?: number;
    item_list_name?: string;
    items: Array<{ item_id: string; item_name: string; price?: number; quantity?: number }>;
  };
}

async function tracked(page: Page): Promise<Ga4[]> {
  return page.evaluate((names) => ((window.dataLayer ?? []) as Ga4[]).filter((entry) => names.includes(entry.event)), TRACKED);
}

async function eventNamed(page: Page, name: string): Promise<Ga4> {
  await expect.poll(async () => (await tracked(page)).map((entry) => entry.event)).toContain(name);
  return (await tracked(page)).find((entry) => entry.event === name)!;
}

const banner = (page: Page) => page.getByRole('region', { name: consentMessages.title });

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === CONSENT_COOKIE);
}

/** Adds the piece on the current product page by keyboard: the banner may sit over the button. */
async function addToBag(page: Page) {
  const add = page.getByRole('button', { name: bagMessages.addToBag }).first();
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: bagMessages.title })).toBeVisible();
}

test('before a choice, and after Reject all, nothing reaches the dataLayer', async ({ page, pageProblems }, testInfo) => {
  test.skip(!hasJavaScript(testInfo), 'the dataLayer is a script');
  await visit(page, '/collections/bags');
  await expect(banner(page)).toBeVisible();
  const card = page.locator('.product-card:not(.product-card--soldout) .product-card__link').first();
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\//);
  await expect(page.getByRole('button', { name: bagMessages.addToBag }).first()).toBeVisible();
  await addToBag(page);
  // The drawer's opening is the moment a view_cart would have been published.
  expect(await tracked(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await banner(page).getByRole('button', { name: consentMessages.rejectAll }).click();
  await expect(banner(page)).toHaveCount(0);
  expect((await consentCookie(page))?.value).toBe('none');
  expect(await tracked(page)).toEqual([]);

  await visit(page, '/search?q=tote');
  await expect(banner(page)).toHaveCount(0);
  expect(await tracked(page)).toEqual([]);
  expect(pageProblems).toEqual([]);
});

test('after Accept all, each event arrives with what was seen', async ({ page, pageProblems }, testInfo) => {
  test.skip(!hasJavaScript(testInfo), 'the dataLayer is a script');
  await visit(page, '/collections/bags');
  await banner(page).getByRole('button', { name: consentMessages.acceptAll }).click();
  await expect(banner(page)).toHaveCount(0);
  const cookie = await consentCookie(page);
  expect(cookie?.value).toBe('analytics.marketing');
  // The choice is the server's to read: no script on the page can see or change it.
  expect(cookie?.httpOnly).toBe(true);

  // The collection that was on screen when the shopper agreed.
  const list = await eventNamed(page, 'view_item_list');
  expect(list.ecommerce?.item_list_name).toBe('bags');
  const cardTitles = await page.locator('.product-card__title').allTextContents();
  expect(list.ecommerce?.items.map((item) => item.item_name)).toEqual(cardTitles);
  expect(list.ecommerce?.items[0].item_id).toMatch(/^gid:\/\/shopify\/Product\//);
  expect(list.ecommerce?.items[0].price).toBeGreaterThan(0);
  expect(list.ecommerce?.currency).toBe('USD');

  const card = page.locator('.product-card:not(.product-card--soldout)').first();
  const title = (await card.locator('.product-card__title').textContent())!;
  await card.locator('.product-card__link').click();
  const selected = await eventNamed(page, 'select_item');
  expect(selected.ecommerce?.item_list_name).toBe('bags');
  expect(selected.ecommerce?.items).toEqual([
    expect.objectContaining({ item_name: title, item_id: list.ecommerce?.items.find((item) => item.item_name === title)?.item_id }),
  ]);

  const viewed = await eventNamed(page, 'view_item');
  expect(viewed.ecommerce?.items[0].item_name).toBe(title);
  expect(viewed.ecommerce?.currency).toBe('USD');
  expect(viewed.ecommerce?.value).toBe(viewed.ecommerce?.items[0].price);

  await addToBag(page);
  const added = await eventNamed(page, 'add_to_cart');
  expect(added.ecommerce?.items).toEqual([expect.objectContaining({ item_name: title, quantity: 1 })]);
  expect(added.ecommerce?.currency).toBe('USD');
  const viewedBag = await eventNamed(page, 'view_cart');
  expect(viewedBag.ecommerce?.items.map((item) => item.item_name)).toContain(title);
  expect(viewedBag.ecommerce?.value).toBeGreaterThan(0);
  await page.keyboard.press('Escape');

  // A fresh page load with the choice already made: the search is reported as the page loads.
  await visit(page, '/search?q=tote');
  expect((await eventNamed(page, 'search')).search_term).toBe('tote');
  // Each view once: the list and the product were not sent twice.
  await visit(page, '/collections/bags');
  await eventNamed(page, 'view_item_list');
  expect((await tracked(page)).filter((entry) => entry.event === 'view_item_list')).toHaveLength(1);
  expect(pageProblems).toEqual([]);
});

test('without JavaScript the banner records a choice and brings the shopper back', async ({ page, pageProblems }, testInfo) => {
  test.skip(hasJavaScript(testInfo), 'the plain form');
  await visit(page, '/collections/bags');
  await expect(banner(page)).toBeVisible();
  await banner(page).getByText(consentMessages.choose).click();
  await banner(page)
    .getByRole('checkbox', { name: new RegExp(consentMessages.analytics) })
    .check();
  // The form posts and the shop sends the shopper back to the same address, so the address proves
  // nothing, and nothing on the page but the banner's absence tells it from the one before: wait for
  // the new document to have loaded whole, then for its own heading, before that absence counts.
  const back = page.waitForEvent('load');
  await banner(page).getByRole('button', { name: consentMessages.save }).click();
  await back;
  await expect(page).toHaveURL(/\/collections\/bags$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bags' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect((await consentCookie(page))?.value).toBe('analytics');

  // The footer's link leads to the same choices, showing the current one.
  await page.getByRole('contentinfo').getByRole('link', { name: consentMessages.footerLink }).click();
  await expect(page).toHaveURL(/\/consent$/);
  await expect(page.getByRole('heading', { level: 1, name: consentMessages.pageTitle })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(consentMessages.current(true, false));
  await page.getByRole('button', { name: consentMessages.rejectAll }).click();
  await expect(page).toHaveURL(/\/consent$/);
  await expect(page.getByRole('status')).toHaveText(consentMessages.current(false, false));
  expect((await consentCookie(page))?.value).toBe('none');
  expect(pageProblems).toEqual([]);
});

test('with JavaScript the footer link opens the choices in place and saves them', async ({ page, pageProblems, baseURL }, testInfo) => {
  test.skip(!hasJavaScript(testInfo), 'the dialog');
  await page.context().addCookies([{ name: CONSENT_COOKIE, value: 'none', url: baseURL!, httpOnly: true }]);
  await visit(page, '/');
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: consentMessages.footerLink }).click();
  const dialog = page.getByRole('dialog', { name: consentMessages.pageTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: new RegExp(consentMessages.marketing) })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: new RegExp(consentMessages.marketing) }).check();
  await dialog.getByRole('button', { name: consentMessages.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  expect((await consentCookie(page))?.value).toBe('marketing');
  expect(pageProblems).toEqual([]);
});

test('before a choice the banner covers nothing at the end of a page: the footer’s last row takes clicks', async ({ page }, testInfo) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 844 });
    await visit(page, '/');
    await expect(banner(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility', exact: true });
    await expect(link).toBeInViewport();
    // What a pointer at the link's centre reaches is the link itself, not the banner.
    const box = (await link.boundingBox())!;
    const reached = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('a')?.textContent?.trim() ?? null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(reached, `at ${width}px`).toBe('Accessibility');
    await link.click();
    if (hasJavaScript(testInfo)) {
      const popup = page.getByRole('dialog', { name: 'Accessibility', exact: true });
      await expect(popup).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
    } else {
      await expect(page).toHaveURL(/\/accessibility$/);
    }
  }
});
