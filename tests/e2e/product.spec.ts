// Choosing a colour and a size moves the URL, the price,
// the availability and the pictures; sold-out combinations are shown and stay selectable; the
// size guide, matching colours and the bag form. Every journey runs with and without JavaScript.
import { test, expect, hasJavaScript, waitForHydration, visit } from './fixtures';
import type { Page } from '@playwright/test';

// The pictures' addresses are read, never their pixels.
test.use({ pictures: false });

async function open(page: Page, path: string, withJs: boolean) {
  await visit(page, path);
  // With JavaScript, wait for hydration so option links navigate on the client.
  if (withJs) await waitForHydration(page);
}

const colourGroup = (page: Page) => page.getByRole('group', { name: /^Color/ });
const sizeGroup = (page: Page) => page.getByRole('group', { name: /^Size/ });
const leadImage = (page: Page) => page.locator('.product-gallery__item--lead img');

test('choosing a colour and a size moves the URL, price, availability and pictures', async ({ page, pageProblems }, testInfo) => {
  await open(page, '/products/camicia-lino', hasJavaScript(testInfo));
  await expect(page.getByRole('heading', { level: 1, name: 'Camicia Lino' })).toBeVisible();
  await expect(page).toHaveTitle('Camicia Lino · Bottega');
  await expect(leadImage(page)).toHaveAttribute('src', /bianco/);
  await expect(page.locator('.product__summary .price')).toHaveText('$490');

  await colourGroup(page).getByRole('link', { name: 'Celeste' }).click();
  await expect(page).toHaveURL(/[?&]Color=Celeste(&|$)/);
  await expect(page).toHaveURL(/[?&]variant=\d+/);
  await expect(colourGroup(page).locator('.product-option__value')).toHaveText('Celeste');
  await expect(leadImage(page)).toHaveAttribute('src', /celeste/);
  await expect(page.locator('.product__summary .price')).toHaveText('$490');

  await sizeGroup(page).getByRole('link', { name: 'M', exact: true }).click();
  await expect(page).toHaveURL(/[?&]Size=M(&|$)/);
  await expect(page).toHaveURL(/[?&]Color=Celeste(&|$)/);
  await expect(sizeGroup(page).locator('.product-option__value')).toHaveText('M');
  await expect(page.locator('.product__availability')).toHaveText(/In stock|Only \d+ left/);
  await expect(page.getByRole('button', { name: 'Add to bag' })).toBeEnabled();

  // The offer the shopper sees is the one the bag form sends.
  const payload = JSON.parse((await page.locator('input[name="cartFormInput"]').first().inputValue()) as string) as {
    action: string;
    inputs: { lines: Array<{ merchandiseId: string; quantity: number }> };
  };
  expect(payload.action).toBe('LinesAdd');
  const variant = new URL(page.url()).searchParams.get('variant');
  expect(payload.inputs.lines[0].merchandiseId).toBe(`gid://shopify/ProductVariant/${variant}`);
  expect(pageProblems).toEqual([]);
});

test('a sold-out combination is struck through, still selectable, and shows as sold out', async ({ page, pageProblems }, testInfo) => {
  await open(page, '/products/camicia-lino?Color=Celeste&Size=S', hasJavaScript(testInfo));
  const soldOut = sizeGroup(page).getByRole('link', { name: 'XL (sold out)', exact: true });
  await expect(soldOut).toHaveClass(/is-sold-out/);
  await expect(soldOut.locator('.option-value__name')).toHaveCSS('text-decoration-line', 'line-through');
  await soldOut.click();
  await expect(page).toHaveURL(/[?&]Size=XL(&|$)/);
  await expect(page.locator('.product__availability')).toHaveText('This combination is sold out');
  await expect(page.getByRole('button', { name: 'Sold out' })).toBeDisabled();

  // Back to an available size: the bag opens again.
  await sizeGroup(page).getByRole('link', { name: 'L', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Add to bag' })).toBeEnabled();
  expect(pageProblems).toEqual([]);
});

test('sizes run in the house order and the size guide opens', async ({ page, pageProblems }, testInfo) => {
  const withJs = hasJavaScript(testInfo);
  await open(page, '/products/camicia-lino', withJs);
  const sizes = await sizeGroup(page).locator('.option-value__name').allTextContents();
  expect(sizes).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);

  await page.getByRole('link', { name: 'Size guide' }).click();
  if (withJs) {
    const dialog = page.getByRole('dialog', { name: /size guide/i });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('table').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  } else {
    await expect(page).toHaveURL(/#size-guide$/);
    const section = page.locator('#size-guide');
    await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(section.getByRole('table').first()).toBeVisible();
  }
  expect(pageProblems).toEqual([]);
});

test('matching colours link the same model in its other colours', async ({ page, pageProblems }, testInfo) => {
  await open(page, '/products/symmetry-pochette-nero', hasJavaScript(testInfo));
  const current = page.locator('.matching-colours [aria-current="page"]');
  await expect(current).toHaveAttribute('href', '/products/symmetry-pochette-nero');
  await page
    .locator('.matching-colours')
    .getByRole('link', { name: /Symmetry Pochette Cognac/ })
    .click();
  await expect(page).toHaveURL(/\/products\/symmetry-pochette-cognac$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Symmetry Pochette Cognac' })).toBeVisible();
  expect(pageProblems).toEqual([]);
});

test('recommendations follow the product, and details open without JavaScript', async ({ page, pageProblems }, testInfo) => {
  await open(page, '/products/arco-tote', hasJavaScript(testInfo));
  await expect(page.locator('.recommendations .product-card')).toHaveCount(4);
  const materials = page.locator('details', { has: page.getByText('Materials and care') });
  await expect(materials).not.toHaveAttribute('open');
  await materials.locator('summary').click();
  await expect(materials).toHaveAttribute('open');
  await expect(materials.locator('.product-details__body')).toContainText('Vegetable-tanned leather');
  expect(pageProblems).toEqual([]);
});

test('an unknown product is a 404 that says so', async ({ page }) => {
  const response = await visit(page, '/products/no-such-piece');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Product not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
});

test('the bag form adds the chosen quantity of the selected variant', async ({ page, pageProblems }, testInfo) => {
  await open(page, '/products/arco-tote', hasJavaScript(testInfo));
  await page.getByLabel('Quantity').selectOption('2');
  await page.getByRole('button', { name: 'Add to bag' }).click();
  // With JavaScript the bag count changes in place; without it the form lands on the bag page.
  await expect(page.locator('header').getByRole('link', { name: /^Bag \[2\]$/ })).toBeVisible();
  if (!hasJavaScript(testInfo)) await expect(page).toHaveURL(/\/cart$/);
  expect(pageProblems).toEqual([]);
});

test('on a phone Add to bag is in the first view and stays at hand while the details are read', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/products/arco-tote');
  const add = page.getByRole('button', { name: /add to bag/i });
  const inView = async () => {
    const box = (await add.boundingBox())!;
    return box.y >= 0 && box.y + box.height <= 844;
  };
  expect(await inView()).toBe(true);
  // Nothing sits over it: the element at its centre is the button itself.
  const box = (await add.boundingBox())!;
  expect(
    await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '',
      [box.x + box.width / 2, box.y + box.height / 2],
    ),
  ).toMatch(/add to bag/i);
  await page.locator('.product-details').first().scrollIntoViewIfNeeded();
  // The bar may slide in as the page scrolls: read it until it settles.
  await expect.poll(inView).toBe(true);
});
