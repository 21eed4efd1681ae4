// Campaign parameters from the landing URL are kept for 90 days and reach
// the checkout host; they are not re-added once storage no longer has them.
import { test, expect, hasJavaScript, submitted, visit } from './fixtures';

test.use({ pictures: false });

const LANDING = '/?utm_source=newsletter&utm_medium=email&utm_campaign=autunno&nb_klid=k123&_kx=kx9';

test('landing parameters are stored for 90 days', async ({ page, context }) => {
  await visit(page, LANDING);
  const cookie = (await context.cookies()).find((c) => c.name === 'bottega_tracking');
  expect(cookie).toBeTruthy();
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'autunno',
    nb_klid: 'k123',
    _kx: 'kx9',
  });
  expect(cookie!.sameSite).toBe('Lax');
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  // Still there 89 days later; gone after 90.
  expect(days).toBeGreaterThan(89);
  expect(days).toBeLessThanOrEqual(90.01);
});

test('browsing away keeps them: re-added to the URL with JavaScript, not once storage is cleared', async ({ page }, testInfo) => {
  test.skip(!hasJavaScript(testInfo), 're-adding to the address is a script behaviour');
  await visit(page, LANDING);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('bottega_tracking'))).toContain('newsletter');
  await visit(page, '/collections/bags');
  await expect.poll(() => new URL(page.url()).searchParams.get('utm_source')).toBe('newsletter');
  await page.evaluate(() => localStorage.clear());
  await visit(page, '/collections/shoes');
  // Give the keeper time to act, then check it did not.
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.waitForTimeout(500);
  expect(new URL(page.url()).searchParams.get('utm_source')).toBeNull();
});

test('checkout carries them to the checkout host', async ({ page }) => {
  await visit(page, LANDING);
  await visit(page, '/products/symmetry-pochette-nero');
  await submitted(page, '/cart', () => page.getByRole('button', { name: /add to bag/i }).click());
  await visit(page, '/cart');
  await page.getByRole('button', { name: /checkout/i }).click();
  await page.waitForURL(/\/checkouts\//);
  const url = new URL(page.url());
  expect(url.searchParams.get('utm_source')).toBe('newsletter');
  expect(url.searchParams.get('utm_campaign')).toBe('autunno');
  expect(url.searchParams.get('nb_klid')).toBe('k123');
  expect(url.searchParams.get('_kx')).toBe('kx9');
});
