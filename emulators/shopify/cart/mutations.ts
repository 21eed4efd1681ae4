// The cart mutations with Shopify's rules: lines merge by merchandise and attributes, quantities
// are capped by stock with a warning, bad input becomes userErrors with Shopify's codes and fields,
// and each mutation runs in one transaction.
import type { ShopContext } from '../context.ts';
import type { VariantRecord } from '../catalogue/store.ts';
import { numericId } from '../ids.ts';
import {
  cartLines,
  deleteLine,
  findCart,
  findCartByToken,
  insertCart,
  insertLine,
  lineIdOf,
  setLineQuantity,
  updateCart,
  updateLine,
} from './store.ts';
import type { Attribute, CartRow } from './store.ts';

interface CartUserError {
  code: string;
  field: string[] | null;
  message: string;
}

export interface CartWarning {
  code: string;
  message: string;
  target: string;
}

export interface CartPayload {
  cartRow: CartRow | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

const MAX_LINES = 250;
const MAX_QUANTITY = 999_999;
const MAX_NOTE = 5000;
const MAX_ATTRIBUTES = 250;
const MAX_ATTRIBUTE_KEY = 255;
const MAX_ATTRIBUTE_VALUE = 5000;
const MAX_CODES = 250;
const MAX_CODE_LENGTH = 255;

/** Raised inside a transaction to roll it back and answer with userErrors. */
class Rejected extends Error {
  errors: CartUserError[];
  constructor(errors: CartUserError[]) {
    super('rejected');
    this.errors = errors;
  }
}

interface LineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: Attribute[] | null;
}

const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

function noSuchCart(): CartPayload {
  return {
    cartRow: null,
    userErrors: [{ code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' }],
    warnings: [],
  };
}

/** Runs `work` on the cart in one transaction; userErrors roll everything back and keep the cart as it was. */
function withCart(context: ShopContext, cartId: unknown, work: (cart: CartRow, warnings: CartWarning[]) => void): CartPayload {
  const { db } = context.services;
  const cart = findCart(db, cartId);
  if (!cart) return noSuchCart();
  const warnings: CartWarning[] = [];
  try {
    db.transaction(() => {
      work(cart, warnings);
      // The cart remembers the language it was last changed in: its checkout opens in it.
      updateCart(db, cart.token, { updated_at: now(), language_code: context.market.language.isoCode });
    });
  } catch (error) {
    if (error instanceof Rejected) return { cartRow: findCartByToken(db, cart.token), userErrors: error.errors, warnings: [] };
    throw error;
  }
  return { cartRow: findCartByToken(db, cart.token), userErrors: [], warnings };
}

function checkAttributes(attributes: Attribute[] | null | undefined, field: string[]): CartUserError[] {
  if (!attributes) return [];
  if (attributes.length > MAX_ATTRIBUTES)
    return [{ code: 'INVALID', field, message: `Attributes must not contain more than ${MAX_ATTRIBUTES} values.` }];
  const errors: CartUserError[] = [];
  attributes.forEach((attribute, index) => {
    if (!attribute.key.trim())
      errors.push({ code: 'INVALID', field: [...field, String(index), 'key'], message: 'Attribute key must not be blank.' });
    else if (attribute.key.length > MAX_ATTRIBUTE_KEY)
      errors.push({
        code: 'INVALID',
        field: [...field, String(index), 'key'],
        message: `Attribute key is too long (maximum is ${MAX_ATTRIBUTE_KEY} characters).`,
      });
    if (attribute.value.length > MAX_ATTRIBUTE_VALUE)
      errors.push({
        code: 'INVALID',
        field: [...field, String(index), 'value'],
        message: `Attribute value is too long (maximum is ${MAX_ATTRIBUTE_VALUE} characters).`,
      });
  });
  return errors;
}

function checkQuantity(quantity: number, field: string[], allowZero: boolean): CartUserError | null {
  if (quantity < 0 || (!allowZero && quantity === 0)) {
    return { code: 'INVALID', field, message: `The quantity must be greater than or equal to ${allowZero ? 0 : 1}.` };
  }
  if (quantity > MAX_QUANTITY) return { code: 'LESS_THAN', field, message: `The quantity must be less than ${MAX_QUANTITY + 1}.` };
  return null;
}

/** How many of a variant the shop can sell: preorder variants keep selling past zero. */
function capByStock(variant: VariantRecord, quantity: number): number {
  if (variant.inventoryPolicy === 'continue') return quantity;
  return Math.min(quantity, Math.max(variant.inventory, 0));
}

function stockWarning(variant: VariantRecord, granted: number, target: string): CartWarning {
  if (granted === 0)
    return { code: 'MERCHANDISE_OUT_OF_STOCK', message: `The product '${variant.product.title}' is already sold out.`, target };
  return { code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: `Only ${granted} items were added to your cart due to availability.`, target };
}

function sameAttributes(a: Attribute[], b: Attribute[]): boolean {
  const key = (list: Attribute[]) => JSON.stringify([...list].sort((x, y) => x.key.localeCompare(y.key)));
  return key(a) === key(b);
}

function addLines(context: ShopContext, cart: CartRow, lines: LineInput[], field: string, warnings: CartWarning[]): void {
  const { db } = context.services;
  const catalogue = context.services.catalogue();
  const errors: CartUserError[] = [];
  const resolved: { variant: VariantRecord; quantity: number; attributes: Attribute[] }[] = [];
  lines.forEach((line, index) => {
    const variantId = numericId(line.merchandiseId, 'ProductVariant');
    const variant = variantId === null ? undefined : catalogue.variantsById.get(variantId);
    if (!variant) {
      errors.push({
        code: 'INVALID_MERCHANDISE_LINE',
        field: [field, String(index), 'merchandiseId'],
        message: 'The merchandise line was not found.',
      });
      return;
    }
    const quantity = line.quantity ?? 1;
    const quantityError = checkQuantity(quantity, [field, String(index), 'quantity'], false);
    if (quantityError) errors.push(quantityError);
    errors.push(...checkAttributes(line.attributes, [field, String(index), 'attributes']));
    resolved.push({ variant, quantity, attributes: line.attributes ?? [] });
  });
  if (errors.length) throw new Rejected(errors);

  for (const { variant, quantity, attributes } of resolved) {
    const existing = cartLines(db, cart.token).find(
      (line) => line.variant_id === variant.rowId && sameAttributes(JSON.parse(line.attributes), attributes),
    );
    const wanted = (existing?.quantity ?? 0) + quantity;
    const granted = capByStock(variant, wanted);
    if (existing) {
      if (granted === 0) deleteLine(db, existing.id);
      else setLineQuantity(db, existing.id, granted);
      if (granted < wanted) warnings.push(stockWarning(variant, granted, `gid://shopify/CartLine/${existing.id}?cart=${cart.token}`));
      continue;
    }
    if (granted === 0) {
      warnings.push(stockWarning(variant, 0, variant.id));
      continue;
    }
    if (cartLines(db, cart.token).length >= MAX_LINES) {
      throw new Rejected([{ code: 'CART_TOO_LARGE', field: [field], message: `Cart can have at most ${MAX_LINES} lines.` }]);
    }
    const line = insertLine(db, cart.token, variant.rowId, granted, attributes);
    if (granted < wanted) warnings.push(stockWarning(variant, granted, `gid://shopify/CartLine/${line.id}?cart=${cart.token}`));
  }
}

function setDiscountCodes(context: ShopContext, cart: CartRow, codes: string[]): void {
  if (codes.length > MAX_CODES)
    throw new Rejected([
      { code: 'INVALID', field: ['discountCodes'], message: `Discount codes must not contain more than ${MAX_CODES} values.` },
    ]);
  const errors: CartUserError[] = [];
  const unique: string[] = [];
  codes.forEach((raw, index) => {
    const code = raw.trim();
    if (code.length > MAX_CODE_LENGTH)
      errors.push({
        code: 'INVALID',
        field: ['discountCodes', String(index)],
        message: `Discount code is too long (maximum is ${MAX_CODE_LENGTH} characters).`,
      });
    else if (code && !unique.some((existing) => existing.toLowerCase() === code.toLowerCase())) unique.push(code);
  });
  if (errors.length) throw new Rejected(errors);
  updateCart(context.services.db, cart.token, { discount_codes: JSON.stringify(unique) });
}

interface BuyerIdentityInput {
  countryCode?: string | null;
  email?: string | null;
  phone?: string | null;
  customerAccessToken?: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;

function setBuyerIdentity(context: ShopContext, cart: CartRow, input: BuyerIdentityInput, field: string[]): void {
  const errors: CartUserError[] = [];
  const changes: Partial<CartRow> = {};
  if (input.countryCode != null) {
    // Countries outside every market are kept but priced in the primary market, as Shopify does.
    changes.country_code = input.countryCode;
  }
  if (input.email !== undefined) {
    if (input.email !== null && (input.email.length > 255 || !EMAIL.test(input.email)))
      errors.push({ code: 'INVALID', field: [...field, 'email'], message: 'Email is invalid.' });
    else changes.email = input.email;
  }
  if (input.phone !== undefined) {
    if (input.phone !== null && !PHONE.test(input.phone))
      errors.push({ code: 'INVALID', field: [...field, 'phone'], message: 'Phone is invalid.' });
    else changes.phone = input.phone;
  }
  if (input.customerAccessToken !== undefined && input.customerAccessToken !== null) {
    const customerId = context.services.customers.customerIdForAccessToken(input.customerAccessToken.slice(0, 1000)) ?? null;
    if (customerId === null)
      errors.push({ code: 'INVALID', field: [...field, 'customerAccessToken'], message: 'Customer access token is invalid.' });
    else changes.customer_id = customerId;
  }
  if (errors.length) throw new Rejected(errors);
  updateCart(context.services.db, cart.token, changes);
}

function setNote(context: ShopContext, cart: CartRow, note: string | null | undefined): void {
  if (note != null && note.length > MAX_NOTE)
    throw new Rejected([{ code: 'NOTE_TOO_LONG', field: ['note'], message: `Note is too long (maximum is ${MAX_NOTE} characters).` }]);
  updateCart(context.services.db, cart.token, { note: note ?? null });
}

function setAttributes(context: ShopContext, cart: CartRow, attributes: Attribute[]): void {
  const errors = checkAttributes(attributes, ['attributes']);
  if (errors.length) throw new Rejected(errors);
  // Keys are unique on a cart; a later value for the same key wins.
  const merged = new Map<string, string>();
  for (const attribute of attributes) merged.set(attribute.key, attribute.value);
  updateCart(context.services.db, cart.token, { attributes: JSON.stringify([...merged].map(([key, value]) => ({ key, value }))) });
}

export function cartCreate(context: ShopContext, input: Record<string, any> | null | undefined): CartPayload {
  const { db } = context.services;
  const warnings: CartWarning[] = [];
  try {
    const row = db.transaction(() => {
      const identity = input?.buyerIdentity ?? {};
      const country = identity.countryCode ?? context.market.country.isoCode;
      const cart = insertCart(db, { country, language: context.market.language.isoCode, now: now() });
      if (input?.buyerIdentity) setBuyerIdentity(context, cart, { ...identity, countryCode: country }, ['input', 'buyerIdentity']);
      if (input?.note != null) setNote(context, cart, input.note);
      if (input?.attributes) setAttributes(context, cart, input.attributes);
      if (input?.discountCodes) setDiscountCodes(context, cart, input.discountCodes);
      if (input?.lines?.length) {
        if (input.lines.length > MAX_LINES)
          throw new Rejected([{ code: 'CART_TOO_LARGE', field: ['input', 'lines'], message: `Cart can have at most ${MAX_LINES} lines.` }]);
        addLines(context, cart, input.lines, 'lines', warnings);
      }
      return findCartByToken(db, cart.token);
    });
    return { cartRow: row, userErrors: [], warnings };
  } catch (error) {
    if (error instanceof Rejected) {
      return {
        cartRow: null,
        userErrors: error.errors.map((entry) => ({
          ...entry,
          field: entry.field?.[0] === 'input' ? entry.field : ['input', ...(entry.field ?? [])],
        })),
        warnings: [],
      };
    }
    throw error;
  }
}

export function cartLinesAdd(context: ShopContext, cartId: unknown, lines: LineInput[]): CartPayload {
  if (lines.length > MAX_LINES)
    return {
      cartRow: findCart(context.services.db, cartId),
      userErrors: [{ code: 'CART_TOO_LARGE', field: ['lines'], message: `Cart can have at most ${MAX_LINES} lines.` }],
      warnings: [],
    };
  return withCart(context, cartId, (cart, warnings) => addLines(context, cart, lines, 'lines', warnings));
}

export function cartLinesUpdate(
  context: ShopContext,
  cartId: unknown,
  lines: { id: string; quantity?: number | null; merchandiseId?: string | null; attributes?: Attribute[] | null }[],
): CartPayload {
  return withCart(context, cartId, (cart, warnings) => {
    const { db } = context.services;
    const catalogue = context.services.catalogue();
    const existing = cartLines(db, cart.token);
    const errors: CartUserError[] = [];
    const plans: (() => void)[] = [];
    lines.forEach((input, index) => {
      const lineId = lineIdOf(input.id, cart.token);
      const line = existing.find((candidate) => candidate.id === lineId);
      if (!line) {
        errors.push({
          code: 'INVALID',
          field: ['lines', String(index), 'id'],
          message: 'The merchandise line with the specified id does not exist.',
        });
        return;
      }
      let variant = catalogue.variantsById.get(line.variant_id);
      if (input.merchandiseId != null) {
        const variantId = numericId(input.merchandiseId, 'ProductVariant');
        variant = variantId === null ? undefined : catalogue.variantsById.get(variantId);
        if (!variant) {
          errors.push({
            code: 'INVALID_MERCHANDISE_LINE',
            field: ['lines', String(index), 'merchandiseId'],
            message: 'The merchandise line was not found.',
          });
          return;
        }
      }
      const quantity = input.quantity ?? line.quantity;
      const quantityError = checkQuantity(quantity, ['lines', String(index), 'quantity'], true);
      if (quantityError) {
        errors.push(quantityError);
        return;
      }
      errors.push(...checkAttributes(input.attributes, ['lines', String(index), 'attributes']));
      const chosen = variant!;
      plans.push(() => {
        if (quantity === 0) {
          deleteLine(db, line.id);
          return;
        }
        updateLine(db, line.id, {
          variantId: input.merchandiseId != null ? chosen.rowId : undefined,
          attributes: input.attributes ?? undefined,
        });
        const granted = capByStock(chosen, quantity);
        const target = `gid://shopify/CartLine/${line.id}?cart=${cart.token}`;
        if (granted === 0) deleteLine(db, line.id);
        else setLineQuantity(db, line.id, granted);
        if (granted < quantity) warnings.push(stockWarning(chosen, granted, target));
      });
    });
    if (errors.length) throw new Rejected(errors);
    for (const plan of plans) plan();
  });
}

export function cartLinesRemove(context: ShopContext, cartId: unknown, lineIds: string[]): CartPayload {
  return withCart(context, cartId, (cart) => {
    const { db } = context.services;
    const existing = new Set(cartLines(db, cart.token).map((line) => line.id));
    const errors: CartUserError[] = [];
    const ids: string[] = [];
    lineIds.forEach((id, index) => {
      const lineId = lineIdOf(id, cart.token);
      if (!lineId || !existing.has(lineId))
        errors.push({
          code: 'INVALID',
          field: ['lineIds', String(index)],
          message: 'The merchandise line with the specified id does not exist.',
        });
      else ids.push(lineId);
    });
    if (errors.length) throw new Rejected(errors);
    for (const id of ids) deleteLine(db, id);
  });
}

export function cartDiscountCodesUpdate(context: ShopContext, cartId: unknown, codes: string[]): CartPayload {
  return withCart(context, cartId, (cart) => setDiscountCodes(context, cart, codes));
}

export function cartBuyerIdentityUpdate(context: ShopContext, cartId: unknown, input: BuyerIdentityInput): CartPayload {
  return withCart(context, cartId, (cart) => setBuyerIdentity(context, cart, input, ['buyerIdentity']));
}

export function cartNoteUpdate(context: ShopContext, cartId: unknown, note: string): CartPayload {
  return withCart(context, cartId, (cart) => setNote(context, cart, note));
}

export function cartAttributesUpdate(context: ShopContext, cartId: unknown, attributes: Attribute[]): CartPayload {
  return withCart(context, cartId, (cart) => setAttributes(context, cart, attributes));
}
