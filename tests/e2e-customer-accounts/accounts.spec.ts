// The account journeys in the Customer Account API mode, with and without JavaScript: sign-in (and
// sign-up) on the emulator's hosted page with the one-time code from its outbox, the profile, an
// address book with a default, orders with tracking, signing out, and the guard.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, hasJavaScript, visit } from '../e2e/fixtures';
import { accountMessages } from '../../app/texts';

test.use({ pictures: false });

test.beforeEach(() => {
  // Whole journeys through the shop and the hosted sign-in; a shared two-core machine needs room.
  test.setTimeout(150_000);
});

const emulatorUrl = () => {
  const url = process.env.E2E_EMULATOR_URL;
  if (!url) throw new Error('E2E_EMULATOR_URL is not set (global-setup.ts sets it)');
  return url;
};

async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`${emulatorUrl()}/outbox.json?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { kind: string; text: string }[] };
  const code = /\b(\d{6})\b/.exec(messages.find((mail) => mail.kind === 'customer_sign_in_code')?.text ?? '')?.[1];
  if (!code) throw new Error(`no sign-in code was mailed to ${email}`);
  return code;
}

/** On the hosted page: the email, then the code the outbox received. */
async function signInOnHostedPage(page: Page, request: APIRequestContext, email: string) {
  await expect(page).toHaveURL(/\/authentication\/\d+\/oauth\/authorize\?/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter code' })).toBeVisible();
  await page.getByLabel('6-digit code').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Submit' }).click();
}

async function addAddress(
  page: Page,
  js: boolean,
  address: { address1: string; city: string; zip: string; country: string; province: string; group: string },
  makeDefault = false,
) {
  await page.getByRole('link', { name: 'Add an address' }).click();
  await expect(page).toHaveURL(/\/account\/addresses\/add$/);
  await page.getByLabel('First name').fill('Chiara');
  await page.getByLabel('Last name').fill('Neri');
  await page.getByLabel('Address', { exact: true }).fill(address.address1);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('Country').selectOption({ label: address.country });
  const province = page.locator('select[name=province]');
  const value = await province
    .locator(js ? 'option' : `optgroup[label="${address.group}"] option`, { hasText: new RegExp(`^${address.province}$`) })
    .getAttribute('value');
  await province.selectOption(value!);
  await page.locator('input[name=zip]').fill(address.zip);
  if (makeDefault) await page.locator('input[name=default]').check();
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/account\/addresses\?notice=added$/);
}

test('a new shopper signs up on the hosted page, edits the profile, keeps addresses with a default, signs out and is guarded', async ({
  page,
  request,
  pageProblems,
}, testInfo) => {
  const js = hasJavaScript(testInfo);
  const email = `hosted.${testInfo.project.name}.${Date.now()}@example.com`;

  // The guard: a visitor asking for an account page goes to sign in, and comes back to that page.
  await visit(page, '/account/addresses');
  await signInOnHostedPage(page, request, email);
  await expect(page).toHaveURL(/\/account\/addresses$/);

  // The profile: in this mode the names (the email belongs to sign-in).
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('First name').fill('Chiara');
  await page.getByLabel('Last name').fill('Neri');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: accountMessages.profileSaved })).toBeVisible();
  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buongiorno, Chiara');

  // Two addresses, the second made the default on creation; then the first made default, edited, the second removed.
  await page.getByRole('link', { name: 'Addresses', exact: true }).click();
  await addAddress(page, js, {
    address1: 'Via dei Serragli 14',
    city: 'Firenze',
    zip: '50124',
    country: 'Italy',
    province: 'Firenze',
    group: 'Italy',
  });
  await addAddress(
    page,
    js,
    {
      address1: '245 Mulberry Street',
      city: 'New York',
      zip: '10012',
      country: 'United States',
      province: 'New York',
      group: 'United States',
    },
    true,
  );
  await expect(page.getByRole('article', { name: /New York$/ }).getByText('Default address')).toBeVisible();
  await page
    .getByRole('article', { name: /Firenze$/ })
    .getByRole('button', { name: /Make the address in Firenze the default/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: accountMessages.addressMadeDefault })).toBeVisible();
  await expect(page.getByRole('article', { name: /Firenze$/ }).getByText('Default address')).toBeVisible();
  await page
    .getByRole('article', { name: /Firenze$/ })
    .getByRole('link', { name: /Edit/ })
    .click();
  await page.getByLabel('City').fill('Fiesole');
  await page.getByLabel('Postal code').fill('50014');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('status').filter({ hasText: accountMessages.addressSaved })).toBeVisible();
  await page.getByRole('button', { name: 'Remove the address in New York' }).click();
  await expect(page.getByRole('status').filter({ hasText: accountMessages.addressDeleted })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: /Fiesole$/ }).getByText('Default address')).toBeVisible();

  // Signing out ends Shopify's session too and comes back to the home page, signed out.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await visit(page, '/account');
  await expect(page).toHaveURL(/\/authentication\/\d+\/oauth\/authorize\?/);

  expect(pageProblems).toEqual([]);
});

test('a customer signs in from the header and reads an order with its tracking', async ({ page, request, pageProblems }) => {
  await visit(page, '/');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInOnHostedPage(page, request, 'james@example.com');
  await expect(page.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buongiorno, James');
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  // The account page lists recent orders too: choose one from the orders page, once it is shown.
  await expect(page).toHaveURL(/\/account\/orders$/);
  await page.locator('.order-row__name').first().click();
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
  await expect(page.getByRole('link', { name: 'Track RM482910375GB' })).toHaveAttribute('href', /royalmail\.com/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(pageProblems).toEqual([]);
});

test('registration and password recovery explain the hosted sign-in and lead there', async ({ page, request }) => {
  await visit(page, '/account/register');
  await expect(page).toHaveURL(/\/account\/login\?via=register$/);
  await expect(page.getByText(accountMessages.hostedSignIn.register)).toBeVisible();
  await visit(page, '/account/recover');
  await expect(page.getByText(accountMessages.hostedSignIn.recover)).toBeVisible();
  await page.getByRole('link', { name: accountMessages.hostedSignIn.continue }).click();
  await signInOnHostedPage(page, request, 'james@example.com');
  await expect(page).toHaveURL(/\/account$/);
});
