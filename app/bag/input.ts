import { CartForm } from '@shopify/hydrogen';
import type { CountryCode } from '@shopify/hydrogen/storefront-api-types';
import { DISCOUNT_CODE_MAX_LENGTH, LIMITS, MAX_DISCOUNT_CODES, MAX_LINE_QUANTITY } from '~/core/constants';
import { bagMessages } from '~/bag/texts';
import { messagesIn } from '~/core/texts/language';
import type { Locale } from '~/core/locale/locale';
import { hasInvisibleControl } from '~/core/security/typed-text';

// One home for the bag's input rules (spec section 5: at most 10 per line; section 4: at or below 0
// removes). The /cart action runs every post through `readCartCommand`; the enhanced forms use
// `checkQuantity` to answer before a request is even sent. Nothing here trusts the browser.

export type CartCommand =
  | { kind: 'add'; lines: Array<{ merchandiseId: string; quantity: number }> }
  | { kind: 'update'; lines: Array<{ id: string; quantity: number }> }
  | { kind: 'remove'; lineIds: string[] }
  | { kind: 'discounts'; codes: string[]; added: string | null }
  | { kind: 'buyer'; countryCode: CountryCode }
  | { kind: 'checkout' };

export type CartCommandResult =
  | { ok: true; command: CartCommand; /** A cart id the form claims to belong to, if any. */ cartId: string | null }
  | { ok: false; status: 400 | 413; message: string };

export type QuantityCheck = { ok: true; quantity: number } | { ok: false; message: string };

const VARIANT_ID = /^gid:\/\/shopify\/ProductVariant\/[A-Za-z0-9_-]{1,64}$/;
const LINE_ID = /^gid:\/\/shopify\/CartLine\/[A-Za-z0-9._~-]{1,128}(?:\?[A-Za-z0-9=&._~%-]{0,512})?$/;
const CART_ID = /^gid:\/\/shopify\/Cart\/[A-Za-z0-9._~-]{1,256}(?:\?[A-Za-z0-9=&._~%-]{0,512})?$/;
const COUNTRY = /^[A-Z]{2}$/;
/** The hidden JSON a CartForm carries is small; a huge one is not ours. */
const MAX_FORM_INPUT_LENGTH = 64 * 1024;

function isVariantId(value: unknown): value is string {
  return typeof value === 'string' && VARIANT_ID.test(value);
}

function isCartLineId(value: unknown): value is string {
  return typeof value === 'string' && LINE_ID.test(value);
}

function isCartId(value: unknown): value is string {
  return typeof value === 'string' && CART_ID.test(value);
}

/**
 * A quantity as the shopper (or a forged form) sent it. `min` is 1 for an add, where a negative
 * number is refused, and 0 for a change, where any quantity at or below 0 removes the line (spec
 * section 4) and so reads as 0. Whole numbers only; anything above the per-line maximum is refused
 * with the same message the shopper sees in the drawer.
 */
export function checkQuantity(raw: unknown, min: 0 | 1, locale?: Locale): QuantityCheck {
  const bag = messagesIn(locale, bagMessages);
  let value: number;
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw) || !Number.isInteger(raw)) return { ok: false, message: bag.quantityNotNumber };
    value = raw;
  } else if (typeof raw === 'string' && /^\s*[+-]?\d+\s*$/.test(raw)) {
    // However many digits, a whole number: one too long to read is simply too many (or too few).
    const digits = raw.trim();
    value = digits.length > 20 ? (digits.startsWith('-') ? -Infinity : Infinity) : Number(digits);
  } else {
    return { ok: false, message: bag.quantityNotNumber };
  }
  if (value < 0 && min === 0) return { ok: true, quantity: 0 };
  if (value < 0) return { ok: false, message: bag.quantityNegative };
  if (value < min) return { ok: false, message: bag.quantityAtLeastOne };
  if (value > MAX_LINE_QUANTITY) return { ok: false, message: bag.maxQuantity(MAX_LINE_QUANTITY) };
  return { ok: true, quantity: value };
}

/** A discount code as typed: trimmed, no control characters, within Shopify's length. */
export function checkDiscountCode(
  raw: unknown,
  locale?: Locale,
): { ok: true; code: string } | { ok: false; message: string; status: 400 | 413 } {
  const bag = messagesIn(locale, bagMessages);
  if (typeof raw !== 'string') return { ok: false, status: 400, message: bag.discountEmpty };
  const code = raw.trim();
  if (!code) return { ok: false, status: 400, message: bag.discountEmpty };
  if (code.length > DISCOUNT_CODE_MAX_LENGTH) return { ok: false, status: 413, message: bag.discountTooLong(DISCOUNT_CODE_MAX_LENGTH) };
  if (hasInvisibleControl(code)) return { ok: false, status: 400, message: bag.discountControlCharacters };
  return { ok: true, code };
}

function fail(message: string, status: 400 | 413 = 400): CartCommandResult {
  return { ok: false, status, message };
}

function asArray(value: unknown): unknown[] | null {
  return Array.isArray(value) ? value : null;
}

/** The posted lines or line ids: a failure when there are none (`noneMessage`) or more than a bag holds. */
function postedList(value: unknown, noneMessage: string, locale?: Locale): unknown[] | CartCommandResult {
  const list = asArray(value);
  if (!list || list.length === 0) return fail(noneMessage);
  if (list.length > LIMITS.cartLines) return fail(messagesIn(locale, bagMessages).tooManyLines(LIMITS.cartLines), 413);
  return list;
}

/** The posted lines, each an object of fields; anything else is a form that cannot be read. */
function postedLines(value: unknown, noneMessage: string, locale?: Locale): Array<Record<string, unknown>> | CartCommandResult {
  const list = postedList(value, noneMessage, locale);
  if (!Array.isArray(list)) return list;
  if (!list.every((line) => line && typeof line === 'object')) return fail(messagesIn(locale, bagMessages).formUnreadable);
  return list as Array<Record<string, unknown>>;
}

function readLinesAdd(
  inputs: Record<string, unknown>,
  formQuantity: FormDataEntryValue | null,
  locale?: Locale,
): CartCommandResult | CartCommand {
  const bag = messagesIn(locale, bagMessages);
  const lines = postedLines(inputs.lines, bag.variantInvalid, locale);
  if (!Array.isArray(lines)) return lines;
  const parsed: Array<{ merchandiseId: string; quantity: number }> = [];
  for (const { merchandiseId, quantity } of lines) {
    if (!isVariantId(merchandiseId)) return fail(bag.variantInvalid);
    // A single-line add may take its quantity from a visible field named "quantity".
    const checked = checkQuantity(lines.length === 1 && formQuantity !== null ? formQuantity : (quantity ?? 1), 1, locale);
    if (!checked.ok) return fail(checked.message);
    const existing = parsed.find((entry) => entry.merchandiseId === merchandiseId);
    if (existing) existing.quantity += checked.quantity;
    else parsed.push({ merchandiseId, quantity: checked.quantity });
  }
  if (parsed.some((line) => line.quantity > MAX_LINE_QUANTITY)) return fail(bag.maxQuantity(MAX_LINE_QUANTITY));
  return { kind: 'add', lines: parsed };
}

function readLinesUpdate(inputs: Record<string, unknown>, locale?: Locale): CartCommandResult | CartCommand {
  const bag = messagesIn(locale, bagMessages);
  const lines = postedLines(inputs.lines, bag.formUnreadable, locale);
  if (!Array.isArray(lines)) return lines;
  const parsed: Array<{ id: string; quantity: number }> = [];
  for (const { id, quantity } of lines) {
    if (!isCartLineId(id)) return fail(bag.lineNotInBag);
    const checked = checkQuantity(quantity, 0, locale);
    if (!checked.ok) return fail(checked.message);
    if (parsed.some((entry) => entry.id === id)) return fail(bag.formUnreadable);
    parsed.push({ id, quantity: checked.quantity });
  }
  return { kind: 'update', lines: parsed };
}

function readLinesRemove(inputs: Record<string, unknown>, locale?: Locale): CartCommandResult | CartCommand {
  const bag = messagesIn(locale, bagMessages);
  const ids = postedList(inputs.lineIds, bag.formUnreadable, locale);
  if (!Array.isArray(ids)) return ids;
  if (!ids.every(isCartLineId)) return fail(bag.lineNotInBag);
  return { kind: 'remove', lineIds: [...new Set(ids)] };
}

function readDiscounts(
  inputs: Record<string, unknown>,
  typed: FormDataEntryValue | null,
  locale?: Locale,
): CartCommandResult | CartCommand {
  const bag = messagesIn(locale, bagMessages);
  const kept = inputs.discountCodes === undefined ? [] : asArray(inputs.discountCodes);
  if (!kept) return fail(bag.formUnreadable);
  const codes: string[] = [];
  const push = (code: string) => {
    if (!codes.some((existing) => existing.toLowerCase() === code.toLowerCase())) codes.push(code);
  };
  for (const raw of kept) {
    const checked = checkDiscountCode(raw, locale);
    if (!checked.ok) return fail(checked.message, checked.status);
    push(checked.code);
  }
  let added: string | null = null;
  if (typed !== null) {
    const checked = checkDiscountCode(typed, locale);
    if (!checked.ok) return fail(checked.message, checked.status);
    added = checked.code;
    push(checked.code);
  }
  if (codes.length > MAX_DISCOUNT_CODES) return fail(bag.tooManyDiscounts(MAX_DISCOUNT_CODES));
  return { kind: 'discounts', codes, added };
}

function readBuyer(inputs: Record<string, unknown>, typed: FormDataEntryValue | null, locale?: Locale): CartCommandResult | CartCommand {
  const bag = messagesIn(locale, bagMessages);
  const identity = inputs.buyerIdentity;
  const fromInputs = identity && typeof identity === 'object' ? (identity as Record<string, unknown>).countryCode : undefined;
  const raw = typed ?? fromInputs;
  const country = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  // Only the country can be set from a form: a customer token or email comes from the session alone.
  if (!COUNTRY.test(country)) return fail(bag.countryInvalid);
  return { kind: 'buyer', countryCode: country as CountryCode };
}

/**
 * Reads one post to /cart: a CartForm (hidden `cartFormInput` JSON plus visible fields) or the
 * plain checkout form (`intent=checkout`). Returns the command to run, or a 4xx and the message.
 */
export function readCartCommand(formData: FormData, locale?: Locale): CartCommandResult {
  const bag = messagesIn(locale, bagMessages);
  if (formData.get('intent') === 'checkout') return { ok: true, command: { kind: 'checkout' }, cartId: null };

  const hidden = formData.get(CartForm.INPUT_NAME);
  if (typeof hidden !== 'string' || hidden.length > MAX_FORM_INPUT_LENGTH) return fail(bag.formUnreadable);
  let action: unknown;
  let inputs: Record<string, unknown>;
  try {
    const parsed = CartForm.getFormInput(formData) as { action?: unknown; inputs?: unknown };
    action = parsed.action;
    inputs =
      parsed.inputs && typeof parsed.inputs === 'object' && !Array.isArray(parsed.inputs) ? (parsed.inputs as Record<string, unknown>) : {};
  } catch {
    return fail(bag.formUnreadable);
  }

  const claimedCart = inputs.cartId ?? formData.get('cartId');
  if (claimedCart !== undefined && claimedCart !== null && !isCartId(claimedCart)) return fail(bag.foreignCart);
  const cartId = typeof claimedCart === 'string' ? claimedCart : null;

  let result: CartCommandResult | CartCommand;
  switch (action) {
    case CartForm.ACTIONS.LinesAdd:
      result = readLinesAdd(inputs, formData.get('quantity'), locale);
      break;
    case CartForm.ACTIONS.LinesUpdate:
      result = readLinesUpdate(inputs, locale);
      break;
    case CartForm.ACTIONS.LinesRemove:
      result = readLinesRemove(inputs, locale);
      break;
    case CartForm.ACTIONS.DiscountCodesUpdate:
      result = readDiscounts(inputs, formData.get('discountCode'), locale);
      break;
    case CartForm.ACTIONS.BuyerIdentityUpdate:
      result = readBuyer(inputs, formData.get('countryCode'), locale);
      break;
    default:
      result = fail(bag.unknownAction);
  }
  return 'kind' in result ? { ok: true, command: result, cartId } : result;
}
