// Forged or malformed bag form posts answer 4xx with a clear message and
// leave the bag exactly as it was (same lines, quantities, codes, and the shop's updatedAt).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { Shopper, cartForm, pageMessage, stockedVariants, type ShopBag } from '../support/bag.ts';
import { bagMessages } from '../../app/texts.ts';

let storefront: Awaited<ReturnType<typeof startStorefront>>;
let shopper: Shopper;
let other: Shopper;
let variants: string[];

beforeAll(async () => {
  storefront = await startStorefront();
  const emulatorUrl = storefront.emulators!.url;
  variants = await stockedVariants(emulatorUrl);
  shopper = new Shopper(storefront.url, emulatorUrl);
  other = new Shopper(storefront.url, emulatorUrl);
  expect((await shopper.add(variants[0], 2)).status).toBe(200);
  expect((await shopper.add(variants[1], 1)).status).toBe(200);
  expect((await other.add(variants[2], 1)).status).toBe(200);
});
afterAll(async () => {
  await storefront?.close();
});

async function expectRefusedUnchanged(body: URLSearchParams, status: number | number[], message?: string) {
  const before = (await shopper.bag()) as ShopBag;
  const response = await shopper.post(body);
  expect([status].flat()).toContain(response.status);
  const html = await response.text();
  // The shopper sees the whole bag page with the reason, never a crash page.
  expect(html).toContain('id="bag-title"');
  if (message) expect(pageMessage(html)).toBe(message);
  else expect(pageMessage(html)).toBeTruthy();
  expect(await shopper.bag()).toEqual(before);
  return html;
}

const lineOf = async (who: Shopper, index = 0) => ((await who.bag()) as ShopBag).lines[index];

describe('forged or malformed bag posts', () => {
  it('refuses a line id that is not in this bag (unknown, or another shopper’s)', async () => {
    const unknown = 'gid://shopify/CartLine/00000000-0000-4000-8000-000000000000?cart=nope';
    await expectRefusedUnchanged(cartForm('LinesUpdate', { lines: [{ id: unknown, quantity: 3 }] }), 409, bagMessages.lineNotInBag);
    await expectRefusedUnchanged(cartForm('LinesRemove', { lineIds: [unknown] }), 409, bagMessages.lineNotInBag);
    const theirs = await lineOf(other);
    await expectRefusedUnchanged(cartForm('LinesRemove', { lineIds: [theirs.id] }), 409, bagMessages.lineNotInBag);
    expect((await other.bag())!.lines).toHaveLength(1);
  });

  it('refuses malformed line and variant ids without echoing markup', async () => {
    const html = await expectRefusedUnchanged(cartForm('LinesUpdate', { lines: [{ id: '<script>alert(1)</script>', quantity: 1 }] }), 400);
    expect(html).not.toContain('<script>alert(1)</script>');
    await expectRefusedUnchanged(
      cartForm('LinesAdd', { lines: [{ merchandiseId: 'gid://shopify/Product/1', quantity: 1 }] }),
      400,
      bagMessages.variantInvalid,
    );
    // Well-formed but unknown to the shop: the shop's own userErrors message is shown.
    await expectRefusedUnchanged(
      cartForm('LinesAdd', { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/987654321', quantity: 1 }] }),
      400,
    );
  });

  it('refuses negative adds, and non-numeric and huge quantities', async () => {
    const { id } = await lineOf(shopper);
    await expectRefusedUnchanged(
      cartForm('LinesAdd', { lines: [{ merchandiseId: variants[0], quantity: -5 }] }),
      400,
      bagMessages.quantityNegative,
    );
    for (const quantity of ['abc', '1.5', '', '1e3', null]) {
      await expectRefusedUnchanged(cartForm('LinesUpdate', { lines: [{ id, quantity }] }), 400, bagMessages.quantityNotNumber);
    }
    await expectRefusedUnchanged(
      cartForm('LinesAdd', { lines: [{ merchandiseId: variants[0], quantity: 'lots' }] }),
      400,
      bagMessages.quantityNotNumber,
    );
    for (const quantity of [11, '99999999999', 2 ** 53]) {
      await expectRefusedUnchanged(cartForm('LinesUpdate', { lines: [{ id, quantity }] }), 400, bagMessages.maxQuantity(10));
    }
  });

  it('takes a change below zero as zero: the line is removed (spec section 4)', async () => {
    const me = new Shopper(storefront.url, storefront.emulators!.url);
    await me.add(variants[3], 2);
    await me.add(variants[4], 1);
    const { id } = await lineOf(me);
    const response = await me.post(cartForm('LinesUpdate', { lines: [{ id, quantity: -3 }] }));
    expect(response.status).toBe(200);
    expect(((await me.bag()) as ShopBag).lines.map((line) => line.variantId)).toEqual([variants[4]]);
  });

  it('refuses an add that would take a line past ten', async () => {
    // The first line holds 2: adding 9 more would make 11.
    await expectRefusedUnchanged(
      cartForm('LinesAdd', { lines: [{ merchandiseId: variants[0], quantity: 9 }] }),
      400,
      bagMessages.maxQuantity(10),
    );
  });

  it('refuses a 10,000-character discount code', async () => {
    const html = await expectRefusedUnchanged(
      cartForm('DiscountCodesUpdate', { discountCodes: [] }, { discountCode: 'X'.repeat(10_000) }),
      413,
      bagMessages.discountTooLong(255),
    );
    // What the field can hold of it comes back, to be corrected.
    expect(html).toContain(`value="${'X'.repeat(255)}"`);
    await expectRefusedUnchanged(
      cartForm('DiscountCodesUpdate', { discountCodes: ['Y'.repeat(10_000)] }),
      413,
      bagMessages.discountTooLong(255),
    );
  });

  it('refuses a form that names another cart, and leaves that cart alone too', async () => {
    const theirsBefore = await other.bag();
    const { id } = await lineOf(shopper);
    await expectRefusedUnchanged(
      cartForm('LinesUpdate', { lines: [{ id, quantity: 1 }], cartId: other.cartId }),
      403,
      bagMessages.foreignCart,
    );
    await expectRefusedUnchanged(
      cartForm('LinesAdd', { lines: [{ merchandiseId: variants[3], quantity: 1 }] }, { cartId: other.cartId! }),
      403,
      bagMessages.foreignCart,
    );
    await expectRefusedUnchanged(
      cartForm('DiscountCodesUpdate', { discountCodes: ['BENVENUTO10'], cartId: 'gid://shopify/Cart/x"><b>' }),
      400,
      bagMessages.foreignCart,
    );
    expect(await other.bag()).toEqual(theirsBefore);
  });

  it('refuses unreadable forms and unknown actions', async () => {
    await expectRefusedUnchanged(new URLSearchParams({ cartFormInput: '{"action":' }), 400, bagMessages.formUnreadable);
    await expectRefusedUnchanged(new URLSearchParams({ anything: 'else' }), 400, bagMessages.formUnreadable);
    await expectRefusedUnchanged(cartForm('MetafieldsSet', { metafields: [] }), 400, bagMessages.unknownAction);
    await expectRefusedUnchanged(
      cartForm('BuyerIdentityUpdate', { buyerIdentity: { countryCode: 'Italy' } }),
      400,
      bagMessages.countryInvalid,
    );
  });

  it('still applies honest changes (the refusals above are not a bag that never changes)', async () => {
    const { id } = await lineOf(shopper, 1);
    const response = await shopper.post(cartForm('LinesUpdate', { lines: [{ id, quantity: 0 }] }));
    expect(response.status).toBe(200);
    expect((await shopper.bag())!.lines.map((line) => line.id)).not.toContain(id);
  });
});
