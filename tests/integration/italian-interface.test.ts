// The shop's own words under an Italian market, against the built storefront: the product page and
// the bag in Italian with prices as Italy writes them (1150 €), a refused bag form in Italian, and the
// default market exactly as before (the spec's English words, $2,450). The market is the address's:
// /it-it/ is Italy in Italian, /en-it/ Italy in English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { Shopper, cartForm, pageMessage, stockedVariants } from '../support/bag.ts';
import { BROWSER } from '../support/account-client.ts';
import { bagMessages, messages } from '../../app/texts.ts';
import { italianBag } from '../../app/bag/texts.it.ts';
import { italianSpec } from '../../app/core/texts/spec.it.ts';

let shop: Awaited<ReturnType<typeof startStorefront>>;
let variant: string;

beforeAll(async () => {
  shop = await startStorefront();
  [variant] = await stockedVariants(shop.emulators!.url);
});

afterAll(async () => {
  await shop?.close();
});

async function page(path: string): Promise<string> {
  const response = await fetch(new URL(path, shop.url), { headers: { 'user-agent': BROWSER } });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The prices a page prints in its price elements (the product's own and the rails'). */
const prices = (html: string) => [...html.matchAll(/class="price__current[^"]*">([^<]+)</g)].map((match) => match[1]);

describe('an Italian page', () => {
  it('speaks Italian and writes euros as Italy does', async () => {
    const html = await page('/it-it/products/arco-tote');
    expect(html).toMatch(/<html lang="it"/);
    expect(html).toContain(`>${italianBag.addToBag}<`);
    expect(html).not.toContain(`>${bagMessages.addToBag}<`);
    const written = prices(html);
    expect(written.length).toBeGreaterThan(0);
    // it-IT: the amount, a no-break space, the sign; no grouping below 10 000 (Intl's Italian).
    for (const price of written) expect(price).toMatch(/^\d[\d.]*(,\d\d)?\u00a0€$/);
  });

  it('names an English shopper in Italy’s prices the English way', async () => {
    const html = await page('/en-it/products/arco-tote');
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain(`>${bagMessages.addToBag}<`);
    for (const price of prices(html)) expect(price).toMatch(/^€\d[\d,]*(\.\d\d)?$/);
  });

  it('shows the empty bag and refuses a bad bag form in Italian', async () => {
    expect(await page('/it-it/cart')).toContain(`>${italianSpec.emptyBag}<`);
    const shopper = new Shopper(shop.url, shop.emulators!.url);
    const add = cartForm('LinesAdd', { lines: [{ merchandiseId: variant, quantity: 1 }] });
    expect((await shopper.post(add, '/it-it/cart')).status).toBe(200);
    const response = await shopper.post(cartForm('DiscountCodesUpdate', { discountCodes: [] }, { discountCode: '' }), '/it-it/cart');
    expect(response.status).toBe(400);
    expect(pageMessage(await response.text())).toBe(italianBag.discountEmpty);
  });

  it('fetches the Italian words before hydrating, and only there', async () => {
    const italian = await page('/it-it/products/arco-tote');
    const english = await page('/products/arco-tote');
    // The client entry imports the dictionary on demand: neither page preloads it, so an English
    // page never downloads it; the Italian page's entry asks for it when <html lang> is "it".
    for (const html of [italian, english]) expect(html).not.toMatch(/assets\/it-[\w-]+\.js/);
  });
});

describe('the default market', () => {
  it('keeps the spec’s English words and its dollars', async () => {
    const html = await page('/products/arco-tote');
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain(`>${bagMessages.addToBag}<`);
    for (const price of prices(html)) expect(price).toMatch(/^\$\d[\d,]*(\.\d\d)?$/);
    expect(await page('/cart')).toContain(`>${messages.emptyBag}<`);
  });

  it('refuses a bad bag form in English', async () => {
    const shopper = new Shopper(shop.url, shop.emulators!.url);
    expect((await shopper.add(variant)).status).toBe(200);
    const response = await shopper.post(cartForm('DiscountCodesUpdate', { discountCodes: [] }, { discountCode: '' }));
    expect(response.status).toBe(400);
    expect(pageMessage(await response.text())).toBe(bagMessages.discountEmpty);
  });
});
