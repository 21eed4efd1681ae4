// Site settings a shopper sees: the merchant's sale tags and their words, the shipping note with the
// product's details and under the bag's totals, and what an account offers on the sign-in and account pages.
import { test, expect, hasJavaScript, visit } from './fixtures';
import { bagMessages } from '../../app/texts';

test.use({ pictures: false });

test("sale flags and notes are the merchant's sale tags, in the merchant's words", async ({ page }) => {
  await visit(page, '/collections/sale');
  const busta = page.locator('.product-card').filter({ hasText: 'Busta Clutch' }).first();
  await expect(busta.locator('.product-card__flag--sale')).toHaveText('Sale');
  // The settings call it 'Final sale'; the tag on the product is 'Final Sale'.
  await expect(busta.locator('.product-card__tag--final-sale')).toHaveText('Final sale');
  await busta.locator('.product-card__link').click();
  await expect(page).toHaveURL(/\/products\/busta-clutch/);
  await expect(page.locator('.product-badges')).toContainText('Final sale');
});

test('the shipping note sits with the product details and under the bag totals', async ({ page }, testInfo) => {
  await visit(page, '/products/symmetry-pochette-nero');
  const note = page.getByRole('complementary', { name: 'Shipping' });
  await expect(note).toContainText('Complimentary express shipping on every order, packed by hand in Florence');
  await expect(note.getByRole('link', { name: 'Read the details' })).toHaveAttribute('href', '/shipping-and-returns');
  await page.getByRole('button', { name: 'Add to bag' }).first().click();
  // The shop has answered when the bag's cookie is set (with JavaScript the count changes before that).
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'cart')).toBe(true);
  if (hasJavaScript(testInfo)) {
    // A landed add opens the drawer, which fetches the note as it opens: it is in no page's data
    // before that. (Reading whether it is open yet, then clicking the Bag link, races that opening.)
    const drawer = page.getByRole('dialog', { name: bagMessages.title });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('complementary', { name: 'Shipping' })).toContainText('dispatched within two working days');
    await expect(drawer.getByRole('link', { name: 'Read the details' })).toHaveAttribute('href', '/shipping-and-returns');
  }
  await visit(page, '/cart');
  await expect(page.locator('.bag-summary').getByRole('complementary', { name: 'Shipping' })).toContainText(
    'dispatched within two working days',
  );
});

test('the sign-in page says what an account offers, with the merchant links', async ({ page }) => {
  await visit(page, '/account/login');
  const note = page.getByRole('complementary', { name: 'Your Bottega account' });
  await expect(note).toContainText('register pieces for lifetime care');
  await expect(note.getByRole('link', { name: 'Care and repairs' })).toHaveAttribute('href', '/process');
});
