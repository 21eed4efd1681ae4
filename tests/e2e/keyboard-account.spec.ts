// The account journey by keyboard alone, with and without JavaScript: register, add an address
// (offered the customer's name; the checkout is then offered the address), sign out, sign in from
// the header as the demo customer, see an order, sign out. Every focus stop is checked as in
// keyboard.ts.
import type { Locator, Page } from '@playwright/test';
import { test, expect, hasJavaScript, visit } from './fixtures';
import { accountMessages, bagMessages, messages } from '../../app/texts';
import { checkFocus, press, typeInto } from './keyboard';

test.use({ pictures: false });

const PASSWORD = 'pelle-conciata';

/** The sign-in form from the header: the account panel with JavaScript, the page without. */
async function openSignIn(page: Page, js: boolean): Promise<Locator> {
  await press(page, page.getByRole('link', { name: accountMessages.signIn, exact: true }));
  if (!js) {
    await expect(page).toHaveURL(/\/account\/login$/);
    return page.locator('main');
  }
  const panel = page.getByRole('dialog', { name: accountMessages.signIn });
  await expect(panel).toBeVisible();
  return panel;
}

async function signIn(page: Page, js: boolean, email: string, password: string) {
  const form = await openSignIn(page, js);
  await typeInto(page, form.getByLabel('Email'), email);
  await typeInto(page, form.getByLabel('Password', { exact: true }), password);
  await press(page, form.getByRole('button', { name: accountMessages.signIn, exact: true }));
  await reachAccount(page, js);
}

/** With JavaScript the panel signs in where the shopper is; the header's Account link then leads on. */
async function reachAccount(page: Page, js: boolean) {
  if (js) await press(page, page.getByRole('link', { name: messages.account, exact: true }));
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Buongiorno, / })).toBeVisible();
}

async function signOut(page: Page) {
  await press(page, page.getByRole('button', { name: accountMessages.signOut }));
  await expect(page.getByRole('link', { name: accountMessages.signIn, exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

test('a customer keeps an account by keyboard alone', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const js = hasJavaScript(testInfo);
  const email = `keys.${testInfo.project.name}.${Date.now()}@example.com`;
  await visit(page, '/');

  // Register.
  let form = await openSignIn(page, js);
  if (js) {
    await press(page, form.getByRole('button', { name: accountMessages.createAnAccount }));
    form = page.getByRole('dialog', { name: accountMessages.createAnAccount });
  } else {
    await press(page, form.getByRole('link', { name: accountMessages.createAnAccount }));
    await expect(page).toHaveURL(/\/account\/register$/);
  }
  await typeInto(page, form.getByLabel('First name'), 'Chiara');
  await typeInto(page, form.getByLabel('Last name'), 'Neri');
  await typeInto(page, form.getByLabel('Email'), email);
  await typeInto(page, form.getByLabel('Password', { exact: true }), PASSWORD);
  await typeInto(page, form.getByLabel('Confirm password'), PASSWORD);
  await press(page, form.getByRole('button', { name: accountMessages.createAccount }));
  await reachAccount(page, js);

  // An address: the form already knows whose it is.
  await press(page, page.getByRole('link', { name: accountMessages.manageAddresses }));
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await press(page, page.getByRole('link', { name: accountMessages.addAddress }));
  await expect(page).toHaveURL(/\/account\/addresses\/add$/);
  await expect(page.getByLabel('First name')).toHaveValue('Chiara');
  await expect(page.getByLabel('Last name')).toHaveValue('Neri');
  await typeInto(page, page.getByLabel('Address', { exact: true }), '88 Wooster Street');
  await typeInto(page, page.getByLabel('City'), 'New York');
  await typeInto(page, page.getByLabel('ZIP code').or(page.getByLabel('Postal code')), '10012');
  // A closed list takes typed letters: the first state that starts with them.
  await typeInto(page, page.getByRole('combobox', { name: /state|province/i }), 'New York');
  await press(page, page.getByRole('checkbox', { name: accountMessages.fields.makeDefault }), 'Space');
  await expect(page.getByRole('checkbox', { name: accountMessages.fields.makeDefault })).toBeChecked();
  await press(page, page.getByRole('button', { name: accountMessages.saveAddress }));
  await expect(page).toHaveURL(/\/account\/addresses\?notice=added$/);
  await expect(page.getByText('88 Wooster Street').first()).toBeVisible();

  // The address given once is what the checkout offers (the hand-off is the same page with or
  // without JavaScript, and the purchase journey already checks out by keyboard without it).
  if (js) await checkoutOffers(page, email);

  // The demo customer's orders.
  await visit(page, '/account');
  await signOut(page);
  await signIn(page, js, 'giulia@example.com', 'bottega-demo');
  const order = page.getByRole('link', { name: /^Order #/ }).first();
  const name = (await order.textContent())!.replace('Order ', '');
  await press(page, order);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  await signOut(page);
});

async function checkoutOffers(page: Page, email: string) {
  await visit(page, '/products/mocassino-veneziano');
  await press(page, page.getByRole('button', { name: bagMessages.addToBag }));
  const bag = page.getByRole('dialog', { name: bagMessages.title });
  await expect(bag.locator('.bag-line').first()).toBeVisible();
  await press(page, bag.getByRole('button', { name: bagMessages.checkout }).or(bag.getByRole('link', { name: bagMessages.checkout })));
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await expect(page.locator('[name=address1]')).toHaveValue('88 Wooster Street');
  await expect(page.locator('[name=firstName]')).toHaveValue('Chiara');
  await expect(page.locator('[name=email]')).toHaveValue(email);
}

test('a failed sign-in puts focus on what went wrong, tied to its field', async ({ page }) => {
  await visit(page, '/account/login');
  const form = page.locator('main');
  await typeInto(page, form.getByLabel('Email'), 'giulia@example');
  await typeInto(page, form.getByLabel('Password', { exact: true }), 'bottega-demo');
  await page.keyboard.press('Enter');
  // With or without JavaScript: the field at fault has focus, says it is invalid and names its message.
  const email = form.getByLabel('Email');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(messages.invalidEmail);
  await checkFocus(page);
});
