// The emulated checkout host's form, filled as a buyer does and paid with the test card.
import { expect, type Page } from '@playwright/test';

export interface Buyer {
  email: string;
  firstName: string;
  lastName: string;
  address1: string;
  city: string;
  zip: string;
}

/** Fills the checkout with `buyer` and the test card, then presses the pay button (named in the checkout's language). */
export async function payAtCheckout(page: Page, buyer: Buyer, payLabel = 'Pay now') {
  // The checkout's own form, whole: its pay button ends it. Callers arrive on the address alone,
  // and whether a province is asked is read once below, not waited for.
  await expect(page.getByRole('button', { name: payLabel })).toBeVisible();
  for (const [name, value] of Object.entries(buyer)) await page.locator(`[name=${name}]`).fill(value);
  const province = page.locator('select[name=province]');
  if (await province.count()) await province.selectOption({ index: 1 });
  await page.locator('[name=cardName]').fill(`${buyer.firstName} ${buyer.lastName}`);
  await page.locator('[name=cardNumber]').fill('4242 4242 4242 4242');
  await page.locator('[name=cardExpiry]').fill('12/34');
  await page.locator('[name=cardCvc]').fill('123');
  await page.getByRole('button', { name: payLabel }).click();
}

/** A buyer in Florence, and the pay button of the checkout in Italian. */
export const FLORENCE_BUYER: Buyer = {
  email: 'giulia.rossi@example.com',
  firstName: 'Giulia',
  lastName: 'Rossi',
  address1: 'Via de’ Tornabuoni 1',
  city: 'Firenze',
  zip: '50123',
};
export const PAY_IN_ITALIAN = 'Paga ora';
