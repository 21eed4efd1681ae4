// The purchase journey by keyboard alone, with and without JavaScript: home, a collection, the
// filters, a product, its colour and size, the bag, a quantity, the welcome code, the checkout.
// Every focus stop on the way is held to Focus Not Obscured and a 3:1 focus indicator (keyboard.ts).
import { test, expect, hasJavaScript, visit } from './fixtures';
import { bagMessages } from '../../app/texts';
import { press, typeInto } from './keyboard';

// The shopper has not decided about cookies yet: the consent banner is there and must hide nothing.
test.use({ consentChosen: false, pictures: false });

test('a shopper buys by keyboard alone', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const js = hasJavaScript(testInfo);
  await visit(page, '/');

  // The skip link comes first; then the way into the shoes.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /skip to content/i })).toBeFocused();
  await press(page, page.getByRole('link', { name: 'Shoes', exact: true }).first());
  await expect(page).toHaveURL(/\/collections\/shoes/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The filters: a panel with JavaScript, the form beside the grid without.
  if (js) await press(page, page.getByRole('link', { name: /^Filter/ }));
  const panel = js ? page.getByRole('dialog', { name: 'Filter' }) : page.getByRole('complementary', { name: 'Filters' });
  await expect(panel).toBeVisible();
  await press(page, panel.getByRole('checkbox', { name: /Tabacco/ }), 'Space');
  await expect(panel.getByRole('checkbox', { name: /Tabacco/ })).toBeChecked();
  await press(page, panel.getByRole('button', { name: 'Show results' }));
  await expect(page).toHaveURL(/color=Tabacco/);

  // A product, its colour and size.
  await press(page, page.getByRole('link', { name: /Mocassino Veneziano/ }).first());
  await expect(page.getByRole('heading', { level: 1, name: 'Mocassino Veneziano' })).toBeVisible();
  await press(page, page.getByRole('link', { name: 'Tabacco', exact: true }));
  await expect(page).toHaveURL(/Tabacco/);
  await press(page, page.getByRole('link', { name: '42', exact: true }));
  await expect(page).toHaveURL(/42/);
  await press(page, page.getByRole('button', { name: bagMessages.addToBag }));

  // The bag: the drawer with JavaScript, the bag page without.
  const bag = js ? page.getByRole('dialog', { name: bagMessages.title }) : page.locator('main');
  if (js) await expect(bag).toBeVisible();
  else await expect(page).toHaveURL(/\/cart$/);
  const line = bag.locator('.bag-line').filter({ hasText: 'Mocassino Veneziano' });
  await expect(line).toBeVisible();
  await press(page, line.getByRole('button', { name: /^One more Mocassino Veneziano/ }));
  await expect(line.locator('.bag-qty__value')).toHaveText('2');

  await typeInto(page, bag.getByRole('textbox', { name: bagMessages.discountLabel }), 'BENVENUTO10');
  await page.keyboard.press('Enter');
  await expect(bag.getByText('BENVENUTO10', { exact: true })).toBeVisible();

  await press(page, bag.getByRole('button', { name: bagMessages.checkout }).or(bag.getByRole('link', { name: bagMessages.checkout })));
  await expect(page).toHaveURL(/\/checkouts?\//);
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
});
