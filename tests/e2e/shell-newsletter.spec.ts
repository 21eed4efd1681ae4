// The newsletter popup and the footer sign-up, recorded by the Klaviyo emulator.
import { test, expect, hasJavaScript, visit } from './fixtures';

test.use({ pictures: false });

test.use({ newsletterDismissed: false });

async function subscriptions(): Promise<Array<{ email: string; listId: string; customSource: string; revision: string }>> {
  const response = await fetch(`${process.env.E2E_EMULATOR_URL}/__emulator/klaviyo/subscriptions`);
  return ((await response.json()) as { subscriptions: Array<{ email: string; listId: string; customSource: string; revision: string }> })
    .subscriptions;
}

test('the popup appears after a second and closing keeps it away for a day', async ({ page, context }, testInfo) => {
  test.skip(!hasJavaScript(testInfo), 'the popup needs JavaScript; the footer form covers no-js');
  await visit(page, '/');
  const popup = page.getByRole('dialog', { name: /letters|newsletter/i });
  await expect(popup).toBeHidden();
  await expect(popup).toBeVisible({ timeout: 4000 });
  await popup.getByRole('button', { name: /close/i }).click();
  await expect(popup).toBeHidden();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'newsletter')?.value).toBe('dismissed');
  const cookie = (await context.cookies()).find((c) => c.name === 'newsletter')!;
  const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(0.99);
  expect(days).toBeLessThan(1.01);
  await visit(page, page.url());
  await page.waitForTimeout(1800);
  await expect(popup).toBeHidden();
});

test('subscribing from the popup records the subscription and thanks the shopper', async ({ page, context }, testInfo) => {
  test.skip(!hasJavaScript(testInfo), 'the popup needs JavaScript');
  const email = `popup-${Date.now()}@example.com`;
  await visit(page, '/');
  const popup = page.getByRole('dialog', { name: /letters|newsletter/i });
  await expect(popup).toBeVisible({ timeout: 4000 });
  await popup.getByLabel('Email address').fill('not-an-email');
  await popup.getByRole('button', { name: /subscribe/i }).click();
  await expect(popup.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await popup.getByLabel('Email address').fill(email);
  await popup.getByRole('button', { name: /subscribe/i }).click();
  await expect(popup.getByText('Thank you!')).toBeVisible();
  await expect(popup).toBeHidden({ timeout: 4000 });
  const recorded = (await subscriptions()).find((s) => s.email === email);
  expect(recorded).toMatchObject({ listId: 'LocalList', customSource: 'Website signup form' });
  expect(recorded?.revision).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'newsletter')!;
  expect(cookie.value).toBe('subscribed');
  expect((cookie.expires * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(364.9);
});

test('the footer form subscribes, with or without JavaScript', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'newsletter', value: 'dismissed', url: baseURL! }]);
  const email = `footer-${Date.now()}@example.com`;
  await visit(page, '/collections/bags');
  const footer = page.locator('.site-footer');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: /subscribe/i }).click();
  await expect(page.getByText('Thank you!')).toBeVisible();
  const recorded = (await subscriptions()).find((s) => s.email === email);
  expect(recorded).toMatchObject({ listId: 'LocalList', customSource: 'Website signup form' });
});

test('the popup greets a phone without a focus ring and leaves the opening photograph in view', async ({ page }, testInfo) => {
  test.skip(!hasJavaScript(testInfo), 'the popup needs JavaScript');
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/');
  const popup = page.getByRole('dialog', { name: /letters|newsletter/i });
  await expect(popup).toBeVisible({ timeout: 4000 });
  // Focus is inside the dialog (on its heading), but nothing wears a ring the shopper did not ask for.
  expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  expect(await page.evaluate(() => document.querySelector(':focus-visible')?.getBoundingClientRect().width ?? 0)).toBeLessThanOrEqual(1);
  // A sheet along the bottom edge: the upper part of the hero stays in view.
  // Read as it settles: the sheet may still be sliding up.
  await expect
    .poll(async () => {
      const box = (await popup.boundingBox())!;
      return box.y > 844 * 0.3 && box.y + box.height <= 845;
    })
    .toBe(true);
  // The keyboard still reaches the form from there.
  await page.keyboard.press('Tab');
  expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement) && document.activeElement !== dialog)).toBe(true);
});

test.describe('a first visit, before any cookie choice', () => {
  test.use({ consentChosen: false });

  test('the popup still appears after a second, above the cookie banner, and closes to it', async ({ page }, testInfo) => {
    test.skip(!hasJavaScript(testInfo), 'the popup needs JavaScript');
    await visit(page, '/');
    const banner = page.getByRole('region', { name: 'Cookies' });
    await expect(banner).toBeVisible();
    const popup = page.getByRole('dialog', { name: /letters|newsletter/i });
    await expect(popup).toBeVisible({ timeout: 4000 });
    // The banner does not cover the popup: its own button takes the click.
    await popup.getByLabel('Email address').fill('not-an-email');
    await popup.getByRole('button', { name: /subscribe/i }).click();
    await expect(popup.getByRole('alert')).toHaveText('Please enter a valid email address.');
    await popup.getByRole('button', { name: /close/i }).click();
    await expect(popup).toBeHidden();
    await expect(banner).toBeVisible();
  });
});
