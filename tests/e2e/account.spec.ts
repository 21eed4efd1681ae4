// The account journeys a customer makes, with JavaScript (the header's account panel, enhanced
// forms) and without (the same forms on their own pages).
import type { Page } from '@playwright/test';
import { test, expect, hasJavaScript, waitForHydration, visit } from './fixtures';
import { NEWSLETTER_COOKIE } from '../../app/core/constants';
import { accountMessages, messages } from '../../app/texts';
import { formatPhone } from '../../app/accounts/format';

test.use({ pictures: false });

test.beforeEach(async ({ context, baseURL }) => {
  // Whole journeys through several pages and the shop; on a shared two-core machine they need room.
  test.setTimeout(150_000);
  // This shopper has already closed the newsletter popup (spec section 4: the cookie keeps it away).
  await context.addCookies([{ name: NEWSLETTER_COOKIE, value: 'closed', url: baseURL! }]);
});

const PASSWORD = 'pelle-conciata';

function uniqueEmail(label: string, project: string) {
  return `${label}.${project}.${Date.now()}@example.com`;
}

/** Sign-in and registration from the header: the panel with JavaScript, the pages without. */
async function openSignIn(page: Page, js: boolean) {
  if (js) await waitForHydration(page);
  await page.getByRole('link', { name: accountMessages.signIn }).click();
  if (js) {
    const panel = page.getByRole('dialog', { name: accountMessages.signIn });
    await expect(panel).toBeVisible();
    return panel;
  }
  await expect(page).toHaveURL(/\/account\/login$/);
  return page.locator('main');
}

async function signOut(page: Page) {
  await visit(page, '/account');
  await page.getByRole('button', { name: accountMessages.signOut }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: accountMessages.signIn })).toBeVisible();
  await expect(page.getByRole('link', { name: messages.account, exact: true })).toHaveCount(0);
}

test('register, sign out, sign in, edit the profile and keep an address book', async ({ page, pageProblems }, testInfo) => {
  const js = hasJavaScript(testInfo);
  const email = uniqueEmail('journey', testInfo.project.name);
  await visit(page, '/');

  // Register: the panel starts on sign-in and switches to registration.
  let form = await openSignIn(page, js);
  if (js) {
    await form.getByRole('button', { name: accountMessages.createAnAccount }).click();
    form = page.getByRole('dialog', { name: accountMessages.createAnAccount });
  } else {
    await form.getByRole('link', { name: accountMessages.createAnAccount }).click();
    await expect(page).toHaveURL(/\/account\/register$/);
  }
  await form.getByLabel('First name').fill('Chiara');
  await form.getByLabel('Last name').fill('Neri');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  if (js) {
    // The panel says 'Working...' while the request is out.
    await page.route('**/account/register*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await form.getByRole('button', { name: accountMessages.createAccount }).click();
    await expect(form.getByRole('button', { name: messages.working })).toBeVisible();
    await expect(page.getByRole('link', { name: messages.account, exact: true })).toBeVisible();
    await page.unroute('**/account/register*');
    await page.getByRole('link', { name: messages.account, exact: true }).click();
  } else {
    await form.getByRole('button', { name: accountMessages.createAccount }).click();
  }
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buongiorno, Chiara');
  await expect(page.getByText(email)).toBeVisible();

  await signOut(page);

  // Sign in again.
  form = await openSignIn(page, js);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: accountMessages.signIn, exact: true }).click();
  if (js) {
    await expect(page.getByRole('link', { name: messages.account, exact: true })).toBeVisible();
    await page.getByRole('link', { name: messages.account, exact: true }).click();
  }
  await expect(page).toHaveURL(/\/account$/);

  // Edit the profile: a bad phone number first (the form keeps what was typed), then a good one.
  await page.getByRole('link', { name: accountMessages.editProfile }).click();
  await expect(page).toHaveURL(/\/account\/edit$/);
  await page.getByLabel('First name').fill('Chiara Maria');
  await page.getByLabel('Phone').fill('055 123');
  await page.getByRole('button', { name: accountMessages.saveChanges }).click();
  await expect(page.getByText(accountMessages.phoneInvalid)).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Chiara Maria');
  // Phone numbers are unique per customer, and both projects run against one shop.
  const digits = String(Date.now()).slice(-7);
  await page.getByLabel('Phone').fill(`+39 055 ${digits}`);
  await page.getByLabel('Send me news of new collections and private events').check();
  await page.getByRole('button', { name: accountMessages.saveChanges }).click();
  await expect(page.getByRole('status').filter({ hasText: accountMessages.profileSaved })).toBeVisible();
  await page.getByRole('link', { name: accountMessages.sections.overview }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buongiorno, Chiara Maria');
  // Shopify keeps +39055…; the overview groups it for reading (+39 055 …).
  await expect(page.getByText(formatPhone(`+39055${digits}`), { exact: true })).toBeVisible();
  expect(formatPhone(`+39055${digits}`)).toMatch(/^\+39 055 \d{3} \d{4}$/);
  await expect(page.getByText('Subscribed', { exact: true })).toBeVisible();

  // Two addresses.
  await page.getByRole('link', { name: accountMessages.sections.addresses, exact: true }).click();
  await addAddress(page, js, {
    address1: 'Via dei Serragli 14',
    city: 'Firenze',
    zip: '50124',
    country: 'Italy',
    province: 'Firenze',
    group: 'Italy',
  });
  await expect(page.getByRole('status').filter({ hasText: accountMessages.addressAdded })).toBeVisible();
  await addAddress(page, js, {
    address1: '245 Mulberry Street',
    city: 'New York',
    zip: '10012',
    country: 'United States',
    province: 'New York',
    group: 'United States',
  });
  const florence = page.getByRole('article', { name: /Firenze$/ });
  const newYork = page.getByRole('article', { name: /New York$/ });
  await expect(florence).toBeVisible();
  await expect(newYork).toBeVisible();
  // The first address became the default; make the second one the default.
  await expect(florence.getByText('Default address')).toBeVisible();
  await newYork.getByRole('button', { name: /Make the address in New York the default/ }).click();
  await expect(page.getByRole('status').filter({ hasText: accountMessages.addressMadeDefault })).toBeVisible();
  await expect(page.getByRole('article', { name: /New York$/ }).getByText('Default address')).toBeVisible();
  await expect(page.getByRole('article', { name: /Firenze$/ }).getByText('Default address')).toHaveCount(0);

  // Edit one (a missing city is refused first), then delete the other.
  await page
    .getByRole('article', { name: /Firenze$/ })
    .getByRole('link', { name: /Edit/ })
    .click();
  await expect(page).toHaveURL(/\/account\/addresses\/edit\?id=\d+$/);
  await page.getByLabel('City').fill('');
  await page.getByRole('button', { name: accountMessages.saveAddress }).click();
  await expect(page.getByText(accountMessages.fieldRequired('City'))).toBeVisible();
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('Via dei Serragli 14');
  await page.getByLabel('City').fill('Fiesole');
  await page.getByLabel('Postal code').fill('50014');
  await page.getByRole('button', { name: accountMessages.saveAddress }).click();
  await expect(page.getByRole('status').filter({ hasText: accountMessages.addressSaved })).toBeVisible();
  await expect(page.getByRole('article', { name: /Fiesole$/ })).toBeVisible();
  await page.getByRole('button', { name: accountMessages.removeAddressIn('New York') }).click();
  await expect(page.getByRole('status').filter({ hasText: accountMessages.addressDeleted })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: /Fiesole$/ })).toBeVisible();

  // The refusals this journey asked for (without JavaScript they are 400 pages) are the only 4xx.
  expect(
    pageProblems.filter((problem) => !/^(console: Failed to load resource: the server responded with a status of 400|400 )/.test(problem)),
  ).toEqual([]);
});

async function addAddress(
  page: Page,
  js: boolean,
  address: { address1: string; city: string; zip: string; country: string; province: string; group: string },
) {
  await page.getByRole('link', { name: accountMessages.addAddress }).click();
  await expect(page).toHaveURL(/\/account\/addresses\/add$/);
  await page.getByLabel('Address', { exact: true }).fill(address.address1);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('Country').selectOption({ label: address.country });
  // With JavaScript the list narrows to the country; without it every country's provinces are grouped.
  const province = page.locator('select[name=province]');
  const value = await province
    .locator(js ? 'option' : `optgroup[label="${address.group}"] option`, { hasText: new RegExp(`^${address.province}$`) })
    .getAttribute('value');
  await province.selectOption(value!);
  await page.locator('input[name=zip]').fill(address.zip);
  // Names default from nothing: the form asks for them.
  await page.getByLabel('First name').fill('Chiara');
  await page.getByLabel('Last name').fill('Neri');
  await page.getByRole('button', { name: accountMessages.saveAddress }).click();
  await expect(page).toHaveURL(/\/account\/addresses\?notice=added$/);
}

test('the sign-in forms say what is wrong and keep what was typed, except passwords', async ({ page }, testInfo) => {
  const js = hasJavaScript(testInfo);
  await visit(page, '/account/login');
  const main = page.locator('main');
  await main.getByRole('button', { name: accountMessages.signIn }).click();
  await expect(main.getByRole('alert')).toHaveText(messages.loginMissingFields);

  await main.getByLabel('Email').fill('giulia@example');
  await main.getByLabel('Password').fill('bottega-demo');
  await main.getByRole('button', { name: accountMessages.signIn }).click();
  await expect(main.getByText(messages.invalidEmail)).toBeVisible();
  await expect(main.getByLabel('Email')).toHaveValue('giulia@example');
  await expect(main.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await main.getByLabel('Email').fill('giulia@example.com');
  await main.getByLabel('Password').fill('not-her-password');
  await main.getByRole('button', { name: accountMessages.signIn }).click();
  await expect(main.getByRole('alert')).toHaveText(messages.tryAgainLater('Unidentified customer'));
  await expect(main.getByLabel('Email')).toHaveValue('giulia@example.com');
  await expect(main.getByLabel('Password')).toHaveValue('');

  await visit(page, '/account/register');
  await main.getByLabel('First name').fill('Giulia');
  await main.getByRole('button', { name: accountMessages.createAccount }).click();
  await expect(main.getByRole('alert')).toHaveText(messages.registerMissingFields);
  await expect(main.getByLabel('First name')).toHaveValue('Giulia');
  await main.getByLabel('Last name').fill('Rossi');
  await main.getByLabel('Email').fill(uniqueEmail('forms', testInfo.project.name));
  await main.getByLabel('Password', { exact: true }).fill('short');
  await main.getByLabel('Confirm password').fill('short');
  await main.getByRole('button', { name: accountMessages.createAccount }).click();
  await expect(main.getByText(messages.passwordTooShort)).toBeVisible();
  await main.getByLabel('Password', { exact: true }).fill('long-enough-1');
  await main.getByLabel('Confirm password').fill('long-enough-2');
  await main.getByRole('button', { name: accountMessages.createAccount }).click();
  await expect(main.getByText(messages.passwordsDoNotMatch)).toBeVisible();
  await expect(main.getByLabel('Last name')).toHaveValue('Rossi');

  await visit(page, '/account/recover');
  await main.getByLabel('Email').fill('james@');
  await main.getByRole('button', { name: accountMessages.sendResetLink }).click();
  await expect(main.getByText(messages.recoverInvalidEmail)).toBeVisible();

  if (js) {
    // The enhanced forms check in the browser first: nothing was sent for the refusals above
    // except the wrong password, which only the shop can judge.
    await expect(page).toHaveURL(/\/account\/recover$/);
  }
});

test('a visitor is sent to sign in and comes back to the page asked for', async ({ page }) => {
  await visit(page, '/account/addresses');
  await expect(page).toHaveURL(/\/account\/login\?redirect=%2Faccount%2Faddresses$/);
  const main = page.locator('main');
  await main.getByLabel('Email').fill('james@example.com');
  await main.getByLabel('Password').fill('bottega-demo');
  await main.getByRole('button', { name: accountMessages.signIn }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(page.getByRole('heading', { level: 1, name: accountMessages.sections.addresses })).toBeVisible();
  await visit(page, '/account/login');
  await expect(page).toHaveURL(/\/account$/);
});

test('a customer whose token was revoked elsewhere is signed out, and the header says so', async ({ page, context }, testInfo) => {
  const js = hasJavaScript(testInfo);
  await visit(page, '/account/login');
  const main = page.locator('main');
  await main.getByLabel('Email').fill('giulia@example.com');
  await main.getByLabel('Password').fill('bottega-demo');
  await main.getByRole('button', { name: accountMessages.signIn }).click();
  await expect(page).toHaveURL(/\/account$/);
  if (js) await waitForHydration(page);
  await visit(page, '/');

  // Another device changes things: the shop no longer honours this browser's token.
  const session = (await context.cookies()).find((cookie) => cookie.name === 'bottega_session')!;
  const signed = decodeURIComponent(session.value);
  const { customerAccessToken } = JSON.parse(Buffer.from(signed.slice(0, signed.lastIndexOf('.')), 'base64').toString('utf8')) as {
    customerAccessToken: string;
  };
  await fetch(`${process.env.E2E_EMULATOR_URL}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': process.env.E2E_STOREFRONT_TOKEN ?? '' },
    body: JSON.stringify({
      query: 'mutation ($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken } }',
      variables: { t: customerAccessToken },
    }),
  });

  await page.getByRole('link', { name: messages.account, exact: true }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByRole('link', { name: accountMessages.signIn })).toBeVisible();
  await expect(page.getByRole('link', { name: messages.account, exact: true })).toHaveCount(0);
});

test('on a phone every account section and Sign out are in view, none cut off', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/account/login');
  const main = page.locator('main');
  await main.getByLabel('Email').fill('james@example.com');
  await main.getByLabel('Password').fill('bottega-demo');
  await main.getByRole('button', { name: accountMessages.signIn }).click();
  await expect(page).toHaveURL(/\/account$/);
  const nav = page.getByRole('navigation', { name: messages.account, exact: true });
  // The page may still be streaming: wait for the whole menu before measuring it.
  await expect(nav.getByRole('button', { name: accountMessages.signOut })).toBeVisible();
  await expect(nav.getByRole('link')).toHaveCount(4);
  const entries = [...(await nav.getByRole('link').all()), nav.getByRole('button', { name: accountMessages.signOut })];
  for (const entry of entries) {
    const box = (await entry.boundingBox())!;
    const label = await entry.innerText();
    expect(box.x, label).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, label).toBeLessThanOrEqual(390);
    // Its whole text is drawn: nothing is clipped by a scrolling row.
    expect(await entry.evaluate((element) => element.scrollWidth <= element.clientWidth + 1), label).toBe(true);
    const visible = await entry.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      let node: Element | null = element.parentElement;
      while (node) {
        const style = getComputedStyle(node);
        if (style.overflowX !== 'visible') {
          const clip = node.getBoundingClientRect();
          if (rect.left < clip.left - 1 || rect.right > clip.right + 1) return false;
        }
        node = node.parentElement;
      }
      return true;
    });
    expect(visible, `${label} is clipped`).toBe(true);
  }
});
