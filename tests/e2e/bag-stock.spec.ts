// A line that holds all the shop has: '+' is off and the bag says why, with and without JavaScript.
import { test, expect, hasJavaScript, visit } from './fixtures';
import { bagMessages } from '../../app/texts';

test.use({ pictures: false });

// Three in stock in the seed (the emulator's own tests pin this).
const PRODUCT = '/products/symmetry-pochette-bordeaux';

test('raising a line to the stock turns "+" off and says how many there are', async ({ page, pageProblems }, testInfo) => {
  const js = hasJavaScript(testInfo);
  await visit(page, PRODUCT);
  const title = (await page.locator('main h1').first().textContent())!.trim();
  await page.getByRole('button', { name: bagMessages.addToBag }).first().click();
  const bag = js ? page.getByRole('dialog', { name: bagMessages.title }) : page.locator('.bag-page');
  if (!js) await expect(page).toHaveURL(/\/cart/);
  const line = bag.locator('.bag-line').filter({ has: page.getByRole('heading', { name: title }) });
  const more = line.getByRole('button', { name: bagMessages.increase(title) });
  for (const expected of ['2', '3']) {
    await more.click();
    await expect(line.locator('.bag-qty__value')).toHaveText(expected);
  }
  await expect(more).toBeDisabled();
  await expect(line.getByText(bagMessages.onlyAvailable(3))).toBeVisible();
  await expect(more).toHaveAccessibleDescription(bagMessages.onlyAvailable(3));
  // Fewer is still possible, and "+" comes back.
  await line.getByRole('button', { name: bagMessages.decrease(title) }).click();
  await expect(line.locator('.bag-qty__value')).toHaveText('2');
  await expect(more).toBeEnabled();
  await expect(line.getByText(bagMessages.onlyAvailable(3))).toHaveCount(0);
  expect(pageProblems).toEqual([]);
});
