// Carts over real HTTP: create, add, update, remove, discount codes, buyer identity re-pricing,
// notes and attributes, stock caps with Shopify's warnings, and userErrors for bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopify } from '../../emulators/shopify/test-server.ts';
import type { RunningShopify } from '../../emulators/shopify/test-server.ts';

let shop: RunningShopify;
beforeAll(async () => {
  shop = await startShopify();
});
afterAll(async () => {
  await shop.stop();
});

const CART = `#graphql
  fragment Money on MoneyV2 { amount currencyCode }
  fragment Cart on Cart {
    id checkoutUrl createdAt updatedAt totalQuantity note attributes { key value }
    buyerIdentity { countryCode email phone customer { id } }
    discountCodes { code applicable }
    cost { subtotalAmount { ...Money } totalAmount { ...Money } totalTaxAmount { ...Money } totalDutyAmount { ...Money } }
    lines(first: 250) { nodes { id quantity attributes { key value }
      cost { amountPerQuantity { ...Money } compareAtAmountPerQuantity { ...Money } subtotalAmount { ...Money } totalAmount { ...Money } }
      discountAllocations { discountedAmount { ...Money } }
      merchandise { ... on ProductVariant { id title availableForSale quantityAvailable price { ...Money } product { handle title } } } } }
  }
`;
const PAYLOAD = 'cart { ...Cart } userErrors { code field message } warnings { code message target }';

async function variantOf(handle: string, index = 0): Promise<{ id: string; quantityAvailable: number; price: string }> {
  const { body } = await shop.graphql(
    `query V($handle: String!) { product(handle: $handle) { variants(first: 250) { nodes { id quantityAvailable price { amount } } } } }`,
    { handle },
  );
  const variant = body.data.product.variants.nodes[index];
  return { id: variant.id, quantityAvailable: variant.quantityAvailable, price: variant.price.amount };
}

async function createCart(input: Record<string, unknown> = {}, country?: string) {
  const context = country ? `@inContext(country: ${country})` : '';
  const { body } = await shop.graphql(
    `mutation Create($input: CartInput) ${context} { cartCreate(input: $input) { ${PAYLOAD} } } ${CART}`,
    { input },
  );
  return body.data.cartCreate;
}

async function mutate(name: string, signature: string, args: string, variables: Record<string, unknown>) {
  const { body } = await shop.graphql(`mutation M(${signature}) { ${name}(${args}) { ${PAYLOAD} } } ${CART}`, variables);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data[name];
}

describe('cart', () => {
  it('creates a cart with lines, a Shopify-shaped id and a checkout URL on the emulator', async () => {
    const wallet = await variantOf('piega-wallet');
    const result = await createCart({ lines: [{ merchandiseId: wallet.id, quantity: 2 }] });
    expect(result.userErrors).toEqual([]);
    const cart = result.cart;
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[A-Za-z0-9_-]+\?key=[0-9a-f]{32}$/);
    const token = cart.id.split('/').pop().split('?')[0];
    expect(cart.checkoutUrl).toBe(`${shop.url}/checkouts/cn/${token}`);
    expect(cart.totalQuantity).toBe(2);
    expect(cart.lines.nodes[0]).toMatchObject({ quantity: 2, merchandise: { id: wallet.id, product: { handle: 'piega-wallet' } } });
    expect(cart.cost.subtotalAmount).toEqual({ amount: '1040.0', currencyCode: 'USD' });
    expect(cart.cost.totalAmount).toEqual(cart.cost.subtotalAmount);
    expect(cart.cost.totalTaxAmount).toBeNull();
    expect(cart.buyerIdentity.countryCode).toBe('US');

    const { body } = await shop.graphql(`query C($id: ID!) { cart(id: $id) { ...Cart } } ${CART}`, { id: cart.id });
    expect(body.data.cart.lines.nodes).toHaveLength(1);
  });

  it('answers null for unknown carts and for a cart id with the wrong key', async () => {
    const { cart } = await createCart();
    const wrongKey = cart.id.replace(/key=.*/, 'key=00000000000000000000000000000000');
    const { body } = await shop.graphql('query C($a: ID!, $b: ID!) { a: cart(id: $a) { id } b: cart(id: $b) { id } }', {
      a: 'gid://shopify/Cart/nope?key=abc',
      b: wrongKey,
    });
    expect(body.data).toEqual({ a: null, b: null });
  });

  it('merges repeated adds of the same variant, updates quantities and removes at zero', async () => {
    const belt = await variantOf('cintura-classica', 2);
    const loafer = await variantOf('mocassino-veneziano', 3);
    const { cart } = await createCart({ lines: [{ merchandiseId: belt.id, quantity: 1 }] });
    let result = await mutate('cartLinesAdd', '$id: ID!, $lines: [CartLineInput!]!', 'cartId: $id, lines: $lines', {
      id: cart.id,
      lines: [{ merchandiseId: belt.id, quantity: 1 }, { merchandiseId: loafer.id }],
    });
    expect(result.userErrors).toEqual([]);
    expect(result.cart.lines.nodes.map((line: any) => [line.merchandise.id, line.quantity])).toEqual([
      [belt.id, 2],
      [loafer.id, 1],
    ]);
    const [beltLine, loaferLine] = result.cart.lines.nodes;
    result = await mutate('cartLinesUpdate', '$id: ID!, $lines: [CartLineUpdateInput!]!', 'cartId: $id, lines: $lines', {
      id: cart.id,
      lines: [
        { id: beltLine.id, quantity: 3 },
        { id: loaferLine.id, quantity: 0 },
      ],
    });
    expect(result.cart.lines.nodes.map((line: any) => line.quantity)).toEqual([3]);
    expect(result.cart.totalQuantity).toBe(3);
    result = await mutate('cartLinesRemove', '$id: ID!, $ids: [ID!]!', 'cartId: $id, lineIds: $ids', { id: cart.id, ids: [beltLine.id] });
    expect(result.cart.lines.nodes).toEqual([]);
    expect(result.cart.cost.totalAmount.amount).toBe('0.0');
  });

  it('caps quantities at the stock and says so with MERCHANDISE_NOT_ENOUGH_STOCK', async () => {
    const bordeaux = await variantOf('symmetry-pochette-bordeaux');
    expect(bordeaux.quantityAvailable).toBe(3);
    const { cart, warnings } = await createCart({ lines: [{ merchandiseId: bordeaux.id, quantity: 5 }] });
    expect(cart.lines.nodes[0].quantity).toBe(3);
    expect(warnings).toEqual([
      {
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        message: 'Only 3 items were added to your cart due to availability.',
        target: cart.lines.nodes[0].id,
      },
    ]);
    const update = await mutate('cartLinesUpdate', '$id: ID!, $lines: [CartLineUpdateInput!]!', 'cartId: $id, lines: $lines', {
      id: cart.id,
      lines: [{ id: cart.lines.nodes[0].id, quantity: 10 }],
    });
    expect(update.cart.lines.nodes[0].quantity).toBe(3);
    expect(update.warnings[0].code).toBe('MERCHANDISE_NOT_ENOUGH_STOCK');
  });

  it('refuses sold-out variants with MERCHANDISE_OUT_OF_STOCK but sells preorders past zero', async () => {
    const { body } = await shop.graphql(
      '{ product(handle: "camicia-lino") { variants(first: 250) { nodes { id title availableForSale } } } }',
    );
    const soldOut = body.data.product.variants.nodes.find((variant: any) => variant.title === 'Bianco / XS');
    const coat = await variantOf('cappotto-cammello');
    const { cart, warnings } = await createCart({
      lines: [
        { merchandiseId: soldOut.id, quantity: 1 },
        { merchandiseId: coat.id, quantity: 2 },
      ],
    });
    expect(warnings).toEqual([expect.objectContaining({ code: 'MERCHANDISE_OUT_OF_STOCK', target: soldOut.id })]);
    expect(cart.lines.nodes.map((line: any) => [line.merchandise.product.handle, line.quantity])).toEqual([['cappotto-cammello', 2]]);
  });

  it('applies the welcome code as a 10% line discount and reports unknown codes as not applicable', async () => {
    const tote = await variantOf('arco-tote');
    const { cart } = await createCart({ lines: [{ merchandiseId: tote.id, quantity: 1 }] });
    const result = await mutate('cartDiscountCodesUpdate', '$id: ID!, $codes: [String!]!', 'cartId: $id, discountCodes: $codes', {
      id: cart.id,
      codes: ['BENVENUTO10', 'FREEBAG'],
    });
    expect(result.cart.discountCodes).toEqual([
      { code: 'BENVENUTO10', applicable: true },
      { code: 'FREEBAG', applicable: false },
    ]);
    const line = result.cart.lines.nodes[0];
    expect(line.discountAllocations).toEqual([{ discountedAmount: { amount: '245.0', currencyCode: 'USD' } }]);
    expect(line.cost.totalAmount.amount).toBe('2205.0');
    expect(result.cart.cost.totalAmount.amount).toBe('2205.0');
    const cleared = await mutate('cartDiscountCodesUpdate', '$id: ID!, $codes: [String!]!', 'cartId: $id, discountCodes: $codes', {
      id: cart.id,
      codes: [],
    });
    expect(cleared.cart.discountCodes).toEqual([]);
    expect(cleared.cart.cost.totalAmount.amount).toBe('2450.0');
  });

  it('re-prices the cart when the buyer’s country changes, whatever @inContext the query carries', async () => {
    const tote = await variantOf('arco-tote');
    const { cart } = await createCart({ lines: [{ merchandiseId: tote.id, quantity: 2 }] });
    const italy = await mutate(
      'cartBuyerIdentityUpdate',
      '$id: ID!, $identity: CartBuyerIdentityInput!',
      'cartId: $id, buyerIdentity: $identity',
      {
        id: cart.id,
        identity: { countryCode: 'IT', email: 'giulia@example.com' },
      },
    );
    expect(italy.cart.buyerIdentity).toMatchObject({ countryCode: 'IT', email: 'giulia@example.com', customer: null });
    expect(italy.cart.cost.totalAmount).toEqual({ amount: '4508.0', currencyCode: 'EUR' });
    expect(italy.cart.lines.nodes[0].merchandise.price.currencyCode).toBe('EUR');
    const japan = await mutate(
      'cartBuyerIdentityUpdate',
      '$id: ID!, $identity: CartBuyerIdentityInput!',
      'cartId: $id, buyerIdentity: $identity',
      { id: cart.id, identity: { countryCode: 'JP' } },
    );
    expect(japan.cart.cost.totalAmount).toEqual({ amount: '740000.0', currencyCode: 'JPY' });
    const { body } = await shop.graphql(
      `query C($id: ID!) @inContext(country: US) { cart(id: $id) { cost { totalAmount { currencyCode } } } }`,
      { id: cart.id },
    );
    expect(body.data.cart.cost.totalAmount.currencyCode).toBe('JPY');
  });

  it('creates carts in the @inContext country', async () => {
    const { cart } = await createCart({}, 'GB');
    expect(cart.buyerIdentity.countryCode).toBe('GB');
    expect(cart.cost.totalAmount.currencyCode).toBe('GBP');
  });

  it('keeps a seam for customer tokens: unknown tokens are rejected until a customer module answers', async () => {
    const { cart } = await createCart();
    const result = await mutate(
      'cartBuyerIdentityUpdate',
      '$id: ID!, $identity: CartBuyerIdentityInput!',
      'cartId: $id, buyerIdentity: $identity',
      {
        id: cart.id,
        identity: { customerAccessToken: 'not-a-token' },
      },
    );
    expect(result.userErrors).toEqual([
      { code: 'INVALID', field: ['buyerIdentity', 'customerAccessToken'], message: 'Customer access token is invalid.' },
    ]);
    expect(result.cart.buyerIdentity.customer).toBeNull();
  });

  it('updates the note and attributes', async () => {
    const { cart } = await createCart();
    const noted = await mutate('cartNoteUpdate', '$id: ID!, $note: String!', 'cartId: $id, note: $note', {
      id: cart.id,
      note: 'Gift wrap, please',
    });
    expect(noted.cart.note).toBe('Gift wrap, please');
    const attributed = await mutate(
      'cartAttributesUpdate',
      '$id: ID!, $attributes: [AttributeInput!]!',
      'cartId: $id, attributes: $attributes',
      {
        id: cart.id,
        attributes: [
          { key: 'utm_source', value: 'newsletter' },
          { key: 'gift', value: 'yes' },
        ],
      },
    );
    expect(attributed.cart.attributes).toEqual([
      { key: 'utm_source', value: 'newsletter' },
      { key: 'gift', value: 'yes' },
    ]);
    const tooLong = await mutate('cartNoteUpdate', '$id: ID!, $note: String!', 'cartId: $id, note: $note', {
      id: cart.id,
      note: 'x'.repeat(10_000),
    });
    expect(tooLong.userErrors).toEqual([expect.objectContaining({ code: 'NOTE_TOO_LONG', field: ['note'] })]);
    expect(tooLong.cart.note).toBe('Gift wrap, please');
  });

  it('answers bad lines with Shopify’s userErrors and leaves the cart untouched', async () => {
    const wallet = await variantOf('piega-wallet');
    const { cart } = await createCart({ lines: [{ merchandiseId: wallet.id, quantity: 1 }] });
    const result = await mutate('cartLinesAdd', '$id: ID!, $lines: [CartLineInput!]!', 'cartId: $id, lines: $lines', {
      id: cart.id,
      lines: [
        { merchandiseId: 'gid://shopify/ProductVariant/987654321', quantity: 1 },
        { merchandiseId: wallet.id, quantity: -3 },
        { merchandiseId: wallet.id, quantity: 5_000_000 },
      ],
    });
    expect(result.userErrors).toEqual([
      { code: 'INVALID_MERCHANDISE_LINE', field: ['lines', '0', 'merchandiseId'], message: expect.any(String) },
      { code: 'INVALID', field: ['lines', '1', 'quantity'], message: expect.any(String) },
      { code: 'LESS_THAN', field: ['lines', '2', 'quantity'], message: expect.any(String) },
    ]);
    expect(result.cart.totalQuantity).toBe(1);
    const update = await mutate('cartLinesUpdate', '$id: ID!, $lines: [CartLineUpdateInput!]!', 'cartId: $id, lines: $lines', {
      id: cart.id,
      lines: [{ id: 'gid://shopify/CartLine/nope', quantity: 1 }],
    });
    expect(update.userErrors[0]).toMatchObject({ code: 'INVALID', field: ['lines', '0', 'id'] });
    const missing = await mutate('cartLinesAdd', '$id: ID!, $lines: [CartLineInput!]!', 'cartId: $id, lines: $lines', {
      id: 'gid://shopify/Cart/missing?key=x',
      lines: [{ merchandiseId: wallet.id }],
    });
    expect(missing).toMatchObject({ cart: null, userErrors: [{ code: 'INVALID', field: ['cartId'] }] });
    const failedCreate = await createCart({ lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1234567' }] });
    expect(failedCreate.cart).toBeNull();
    expect(failedCreate.userErrors[0]).toMatchObject({ code: 'INVALID_MERCHANDISE_LINE', field: ['input', 'lines', '0', 'merchandiseId'] });
  });

  it('holds up to 250 lines and refuses the 251st', async () => {
    const { body } = await shop.graphql(
      '{ products(first: 250) { nodes { variants(first: 250) { nodes { id availableForSale quantityAvailable currentlyNotInStock } } } } }',
    );
    const ids = body.data.products.nodes
      .flatMap((product: any) => product.variants.nodes)
      .filter((variant: any) => variant.availableForSale)
      .map((variant: any) => variant.id);
    expect(ids.length).toBeGreaterThan(251);
    const { cart } = await createCart({ lines: ids.slice(0, 250).map((id: string) => ({ merchandiseId: id, quantity: 1 })) });
    expect(cart.lines.nodes).toHaveLength(250);
    const more = await mutate('cartLinesAdd', '$id: ID!, $lines: [CartLineInput!]!', 'cartId: $id, lines: $lines', {
      id: cart.id,
      lines: [{ merchandiseId: ids[250] }],
    });
    expect(more.userErrors).toEqual([expect.objectContaining({ code: 'CART_TOO_LARGE' })]);
    expect(more.cart.lines.nodes).toHaveLength(250);
  });

  it('stays consistent under concurrent adds to the same cart', async () => {
    const keyring = await variantOf('portachiavi-nodo');
    const { cart } = await createCart();
    await Promise.all(
      Array.from({ length: 8 }, () =>
        mutate('cartLinesAdd', '$id: ID!, $lines: [CartLineInput!]!', 'cartId: $id, lines: $lines', {
          id: cart.id,
          lines: [{ merchandiseId: keyring.id, quantity: 1 }],
        }),
      ),
    );
    const { body } = await shop.graphql(`query C($id: ID!) { cart(id: $id) { ...Cart } } ${CART}`, { id: cart.id });
    expect(body.data.cart.lines.nodes).toHaveLength(1);
    expect(body.data.cart.totalQuantity).toBe(Math.min(8, keyring.quantityAvailable));
  });

  it('logs each operation with its name and duration', () => {
    expect(shop.logs.some((line) => /^shopify mutation Create \d+\.\d+ms$/.test(line))).toBe(true);
  });
});
