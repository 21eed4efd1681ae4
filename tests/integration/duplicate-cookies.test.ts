// Two cookies of one name in a Cookie header (a garbled, truncated or forged copy beside the real
// one): whichever order they come in, the valid one counts. Before, the bag followed the last `cart`
// cookie and the session the first `bottega_session`, broken or not, so a broken copy emptied the
// bag or signed the shopper out depending on where the browser put it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { Shopper, stockedVariants } from '../support/bag.ts';
import { BROWSER, signedInDemo } from '../support/account-client.ts';
import { messages } from '../../app/texts.ts';

let shop: Awaited<ReturnType<typeof startStorefront>>;
let shopper: Shopper;
let variant: string;

beforeAll(async () => {
  shop = await startStorefront();
  [variant] = await stockedVariants(shop.emulators!.url);
  shopper = new Shopper(shop.url, shop.emulators!.url);
  expect((await shopper.add(variant, 1)).status).toBe(200);
});
afterAll(async () => {
  await shop?.close();
});

const get = (path: string, cookie: string) =>
  fetch(new URL(path, shop.url), { headers: { cookie, 'user-agent': BROWSER }, redirect: 'manual' });

/** The real value beside broken copies of it (garbled, cut short, not a value at all), in both orders. */
function beside(name: string, real: string, cutShort: string): string[] {
  const broken = [`${real.slice(0, 10)}%ZZ`, cutShort, 'not%20a%20value'];
  return broken.flatMap((copy) => [`${name}=${real}; ${name}=${copy}`, `${name}=${copy}; ${name}=${real}`]);
}

describe('two `cart` cookies', () => {
  it('show the bag the valid one names, in either order', async () => {
    const real = shopper.cookies.get('cart')!;
    for (const cookie of beside('cart', real, real.slice(0, real.indexOf('%3F') + 4))) {
      const html = await (await get('/cart', cookie)).text();
      expect(html, cookie).not.toContain(messages.emptyBag);
      expect(html, cookie).toMatch(/bag-page__count">\[(?:<!-- -->)?1(?:<!-- -->)?\]/);
    }
  });

  it('add to that bag rather than start another', async () => {
    const real = shopper.cookies.get('cart')!;
    for (const cookie of beside('cart', real, real.slice(0, real.indexOf('%3F') + 4))) {
      // A cookie jar keeps one value per name: the header goes with both copies as a browser sends it.
      const response = await fetch(`${shop.url}/cart`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
        body: new URLSearchParams({
          cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: variant, quantity: 1 }] } }),
        }),
        redirect: 'manual',
      });
      expect(response.status, cookie).toBe(200);
      expect(
        response.headers.getSetCookie().filter((line) => line.startsWith('cart=')),
        cookie,
      ).toEqual([]);
    }
    // One line, one more piece for each add: every add reached the shopper's own bag.
    expect((await shopper.bag())?.lines).toEqual([
      expect.objectContaining({ variantId: variant, quantity: 1 + beside('cart', real, real.slice(0, real.indexOf('%3F') + 4)).length }),
    ]);
  });
});

describe('two session cookies', () => {
  it('keep the customer signed in when one is broken, in either order', async () => {
    const customer = await signedInDemo(shop.url);
    const real = /bottega_session=([^;]+)/.exec(customer.cookie)![1];
    for (const cookie of beside('bottega_session', real, real.slice(0, -6))) {
      const response = await get('/account', cookie);
      expect(response.status, cookie).toBe(200);
    }
  });
});
