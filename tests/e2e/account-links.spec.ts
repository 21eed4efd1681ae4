// The journeys that leave the storefront and come back: the password-reset and invitation mails
// (read from the emulator's outbox) and an order placed on the checkout host.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, hasJavaScript, submitted, waitForHydration, visit } from './fixtures';
import { NEWSLETTER_COOKIE } from '../../app/core/constants';
import { bagMessages, messages } from '../../app/texts';
import { payAtCheckout } from './checkout-host';

test.use({ pictures: false });

test.beforeEach(async ({ context, baseURL }) => {
  // Whole journeys through several pages and the shop; on a shared two-core machine they need room.
  test.setTimeout(150_000);
  // This shopper has already closed the newsletter popup (spec section 4: the cookie keeps it away).
  await context.addCookies([{ name: NEWSLETTER_COOKIE, value: 'closed', url: baseURL! }]);
});

interface Mail {
  to: string;
  kind: string;
  subject: string;
  links: string[];
  createdAt: string;
}

/** global-setup starts the emulators and exports their address to the workers' environment. */
function emulatorUrl(): string {
  const url = process.env.E2E_EMULATOR_URL;
  if (!url) throw new Error('E2E_EMULATOR_URL is not set (tests/e2e/global-setup.ts sets it)');
  return url;
}

async function latestLink(to: string, path: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${emulatorUrl()}/outbox.json?to=${encodeURIComponent(to)}`);
      const { messages: mail } = (await response.json()) as { messages: Mail[] };
      link = mail.flatMap((message) => message.links).find((candidate) => path.test(new URL(candidate).pathname));
      return link;
    })
    .toBeTruthy();
  // The mail names the storefront's public address; the test server may listen on another host name.
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

async function register(request: APIRequestContext, email: string, password: string, firstName = 'Chiara') {
  const response = await request.post('/account/register', {
    form: { firstName, lastName: 'Neri', email, password, passwordConfirm: password },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

async function signIn(page: Page, email: string, password: string) {
  await visit(page, '/account/login');
  const main = page.locator('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill(password);
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  // The account page itself, not just its address: callers read it (or the page's problems) next.
  await expect(page.getByRole('heading', { level: 1, name: /^Buongiorno, / })).toBeVisible();
}

test('recover the password, follow the mailed link, choose a new one and be signed in', async ({
  page,
  playwright,
  baseURL,
  pageProblems,
}, testInfo) => {
  const js = hasJavaScript(testInfo);
  const email = `recover.${testInfo.project.name}.${Date.now()}@example.com`;
  const request = await playwright.request.newContext({ baseURL });
  await register(request, email, 'first-password');
  await request.dispose();

  await visit(page, '/');
  if (js) {
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Forgot your password?' }).click();
    const panel = page.getByRole('dialog', { name: 'Reset your password' });
    await panel.getByLabel('Email').fill(email);
    await panel.getByRole('button', { name: 'Send reset link' }).click();
    await expect(panel.getByRole('status')).toHaveText(messages.recoverSuccess);
    await page.keyboard.press('Escape');
  } else {
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/account\/recover$/);
    await page.locator('main').getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(messages.recoverSuccess);
  }

  const link = await latestLink(email, /^\/account\/reset\/\d+\/[\w-]+$/);
  await visit(page, link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('second-password');
  await page.getByLabel('Confirm password', { exact: true }).fill('second-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buongiorno, Chiara');

  // The link worked once; the new password is the one that signs in now.
  await submitted(page, '/account/logout', () => page.getByRole('button', { name: 'Sign out' }).click());
  await visit(page, link);
  await page.getByLabel('New password', { exact: true }).fill('third-password');
  await page.getByLabel('Confirm password', { exact: true }).fill('third-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The reset password link has already been used.');
  await signIn(page, email, 'second-password');
  expect(pageProblems.filter((problem) => !/status of 400|^400 /.test(problem))).toEqual([]);
});

test('the invited customer activates the account from the invitation', async ({ page, playwright, baseURL }) => {
  const password = 'sofia-in-firenze';
  const link = await latestLink('sofia@example.com', /^\/account\/activate\/\d+\/[\w-]+$/);
  // The seed invites Sofia once; the journey runs in two projects against the same shop, so the
  // second run finds the invitation used and checks that it stays used.
  const probe = await playwright.request.newContext({ baseURL });
  const alreadyActive =
    (await probe.post('/account/login', { form: { email: 'sofia@example.com', password }, maxRedirects: 0 })).status() === 302;
  await probe.dispose();

  await visit(page, link);
  await expect(page.getByRole('heading', { level: 1, name: 'Activate your account' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Activate account' }).click();
  if (alreadyActive) {
    await expect(page.getByRole('alert')).toHaveText('Customer already enabled');
    await signIn(page, 'sofia@example.com', password);
  } else {
    await expect(page).toHaveURL(/\/account$/);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buongiorno, Sofia');
  await expect(page.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
});

/** A product whose default variant is in stock, read from the shop itself. */
async function stockedProduct(): Promise<{ handle: string; title: string }> {
  const response = await fetch(`${emulatorUrl()}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': process.env.E2E_STOREFRONT_TOKEN ?? '' },
    body: JSON.stringify({
      query: '{ products(first: 60) { nodes { handle title selectedOrFirstAvailableVariant { availableForSale quantityAvailable } } } }',
    }),
  });
  const { data } = (await response.json()) as {
    data: {
      products: {
        nodes: Array<{
          handle: string;
          title: string;
          selectedOrFirstAvailableVariant: { availableForSale: boolean; quantityAvailable: number | null } | null;
        }>;
      };
    };
  };
  const product = data.products.nodes.find(
    (node) => node.selectedOrFirstAvailableVariant?.availableForSale && (node.selectedOrFirstAvailableVariant.quantityAvailable ?? 0) > 2,
  );
  expect(product).toBeTruthy();
  return product!;
}

test('an order placed while signed in appears in the account with its details', async ({ page, playwright, baseURL }, testInfo) => {
  const js = hasJavaScript(testInfo);
  const email = `orders.${testInfo.project.name}.${Date.now()}@example.com`;
  const request = await playwright.request.newContext({ baseURL });
  await register(request, email, 'order-password', 'Matteo');
  await request.dispose();
  await signIn(page, email, 'order-password');
  await expect(page.getByText('You have not placed an order yet.')).toBeVisible();

  const product = await stockedProduct();
  await visit(page, `/products/${product.handle}`);
  await page.getByRole('button', { name: bagMessages.addToBag }).click();
  // The header count is optimistic; the drawer opens once the shop has the piece (and the cookie is
  // set), so only then is it safe to leave the page.
  if (js) await expect(page.getByRole('dialog', { name: bagMessages.title })).toBeVisible();
  await visit(page, '/cart');
  await page.locator('.bag-page').getByRole('button', { name: bagMessages.checkout }).click();
  await expect(page).toHaveURL(/\/checkouts\/cn\//);
  // The checkout host knows who is buying: the bag carries the customer.
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  await payAtCheckout(page, { email, firstName: 'Matteo', lastName: 'Neri', address1: 'Via Maggio 3', city: 'New York', zip: '10012' });
  const confirmation = page.getByText(/#\d{4,}/).first();
  await expect(confirmation).toBeVisible();
  const orderName = /#\d{4,}/.exec((await confirmation.textContent()) ?? '')![0];

  await visit(page, '/account');
  const row = page.getByRole('link', { name: `Order ${orderName}` });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderName}`);
  await expect(page.getByRole('link', { name: product.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
  await expect(page.getByText('Via Maggio 3').first()).toBeVisible();
  await expect(page.locator('.order-totals')).toContainText('Total');
  await expect(page.locator('.order-totals')).toContainText('Shipping');
  await expect(page.locator('.order-totals')).toContainText('Tax');
});
