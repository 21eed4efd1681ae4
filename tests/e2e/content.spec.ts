// The home page from content, a lookbook whose hotspot leads to
// its product, and each content page with its title and body; with and without JavaScript.
import { test, expect, hasJavaScript, waitForHydration, waitForStyles, visit } from './fixtures';
import type { Page } from '@playwright/test';

async function open(page: Page, path: string, withJs: boolean) {
  // Not waiting for every image: the first request for a content image renders it, which is slow
  // on a cold emulator; the tests that care about images check them themselves.
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitForStyles(page);
  if (withJs) await waitForHydration(page);
  return response;
}

/** Every content image on the page has loaded (none broken). */
async function expectImagesLoaded(page: Page) {
  const images = page.locator('main img[loading="eager"]');
  const count = await images.count();
  for (let i = 0; i < count; i++) {
    await expect
      .poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 60_000 })
      .toBeGreaterThan(0);
  }
}

test('home opens on the season, its modules and the products they name', async ({ page, pageProblems }, testInfo) => {
  test.slow();
  await open(page, '/', hasJavaScript(testInfo));
  await expect(page.getByRole('heading', { level: 1, name: 'Made slowly, in Florence' })).toBeVisible();
  const workshop = page.getByRole('region', { name: 'New from the workshop' });
  await expect(workshop.locator('.product-card')).toHaveCount(4);
  await expect(workshop.locator('.product-card__title').first()).toHaveText('Symmetry Pochette Cognac');
  await expect(page.getByRole('heading', { name: 'The Symmetry Pochette' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Discover The Symmetry Pochette' })).toHaveAttribute(
    'href',
    '/collections/symmetry-pochette',
  );
  await expect(page.getByRole('region', { name: 'Lookbooks' }).getByRole('link')).toHaveCount(3);
  await expectImagesLoaded(page);
  expect(pageProblems).toEqual([]);
});

test('a lookbook hotspot leads to its product', async ({ page, pageProblems }, testInfo) => {
  const withJs = hasJavaScript(testInfo);
  await open(page, '/lookbooks', withJs);
  await expect(page.getByRole('heading', { level: 1, name: 'Lookbooks' })).toBeVisible();
  await page.getByRole('link', { name: /Autunno–Inverno 2025/ }).click();
  await expect(page).toHaveURL(/\/lookbooks\/autunno-inverno-2025$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Autunno–Inverno 2025' })).toBeVisible();

  // Hotspots are links in the tab order, named after the product and showing its price.
  const hotspot = page.locator('a.hotspot', { hasText: 'Cappotto Cammello' });
  await expect(hotspot).toHaveAttribute('href', '/products/cappotto-cammello');
  await expect(hotspot).toHaveAccessibleName(/Cappotto Cammello.*\$3,900/);
  await hotspot.focus();
  await expect(hotspot.locator('.hotspot__label')).toHaveCSS('opacity', '1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/cappotto-cammello$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cappotto Cammello' })).toBeVisible();
  expect(pageProblems).toEqual([]);
});

const PAGES: Array<[string, string, string]> = [
  ['/archive', 'Archive', 'Sixty years of patterns hang in the workshop'],
  ['/process', 'Process', 'Our calfskin is vegetable-tanned in Santa Croce'],
  ['/press', 'Press', 'For press enquiries and sample requests'],
  ['/stockists', 'Stockists', 'Visit the atelier shop on Via dei Serragli'],
  ['/shipping-and-returns', 'Shipping and returns', 'Orders leave Florence within two working days'],
  ['/about', 'About', 'Bottega began as a single bench in the Oltrarno'],
];

test('each content page shows its title and body', async ({ page, pageProblems }, testInfo) => {
  test.slow();
  const withJs = hasJavaScript(testInfo);
  for (const [path, title, body] of PAGES) {
    const response = await open(page, path, withJs);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(body)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`· Bottega$`));
  }
  expect(pageProblems).toEqual([]);
});

test('press lists its entries and stockists are grouped by country', async ({ page, pageProblems }, testInfo) => {
  const withJs = hasJavaScript(testInfo);
  await open(page, '/press', withJs);
  expect(await page.locator('.press-entry').count()).toBeGreaterThan(2);
  await expect(page.locator('.press-entry__quote').first()).not.toBeEmpty();

  await open(page, '/stockists', withJs);
  const countries = await page.locator('.stockists__country h2').allTextContents();
  expect(countries.length).toBeGreaterThan(1);
  expect([...countries].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(countries);
  await expect(page.locator('.stockists__country').first().locator('.stockist').first()).toBeVisible();
  expect(pageProblems).toEqual([]);
});

test('an internal link in rich text navigates within the site', async ({ page, pageProblems }, testInfo) => {
  await open(page, '/about', hasJavaScript(testInfo));
  await page.locator('.content-page__body').getByRole('link', { name: 'how we work' }).click();
  await expect(page).toHaveURL(/\/process$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Process' })).toBeVisible();
  expect(pageProblems).toEqual([]);
});

test('an unknown page is a 404', async ({ page }) => {
  const response = await visit(page, '/no-such-content-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page was not found' })).toBeVisible();
});

test("a lookbook's name never runs across its opening photograph's subject", async ({ page }) => {
  for (const width of [390, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, '/lookbooks/autunno-inverno-2025');
    const title = (await page.locator('.lookbook__hero h1').boundingBox())!;
    const image = (await page.locator('.lookbook__hero-image').boundingBox())!;
    expect(title.x, `${width}px`).toBeGreaterThanOrEqual(0);
    expect(title.x + title.width, `${width}px`).toBeLessThanOrEqual(width);
    if (width < 768) {
      // A phone: the name follows beneath the photograph.
      expect(title.y, `${width}px`).toBeGreaterThanOrEqual(image.y + image.height - 1);
    } else {
      // Wider: the name keeps to the left half, clear of the subject right of centre.
      expect(title.x + title.width, `${width}px`).toBeLessThanOrEqual(width / 2 + 1);
    }
  }
});

test('on a phone, every lookbook hotspot label shows whole inside its picture', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/lookbooks/autunno-inverno-2025', hasJavaScript(testInfo));
  const hotspots = page.locator('.hotspot');
  const count = await hotspots.count();
  expect(count).toBeGreaterThan(2);
  for (let index = 0; index < count; index++) {
    const hotspot = hotspots.nth(index);
    await hotspot.focus();
    const label = hotspot.locator('.hotspot__label');
    await expect(label).toHaveCSS('opacity', '1');
    const frame = (await hotspot.locator('xpath=..').boundingBox())!;
    const box = (await label.boundingBox())!;
    const name = await label.textContent();
    expect(box.x, `${name} starts inside the picture`).toBeGreaterThanOrEqual(frame.x - 0.5);
    expect(box.x + box.width, `${name} ends inside the picture`).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
  }
});
