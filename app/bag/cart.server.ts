import type { AppLoadContext, RouterContextProvider } from 'react-router';
import type { CartQueryDataReturn } from '@shopify/hydrogen';
import type { CartBuyerIdentityInput, CartLineInput, CountryCode } from '@shopify/hydrogen/storefront-api-types';
import { LIMITS, MAX_LINE_QUANTITY } from '~/core/constants';
import { bagMessages } from '~/bag/texts';
import { messagesIn } from '~/core/texts/language';
import type { CartCommand } from '~/bag/input';
import { shopOffersLocale } from '~/core/locale/shop-localization.server';
import { loadCart, type BagCart } from '~/bag/cart-read.server';
import { cartIsGone, ok, refused, settle, type CartOutcome, type MutatedCart } from '~/bag/cart-outcome.server';

// The bag's changes, on Hydrogen's cart handler (context.cart). Every mutation goes through
// `runCartCommand`, which checks the request against the bag as it is now (cart-read.server.ts),
// replaces a cart that no longer exists, and answers with one outcome (cart-outcome.server.ts).

type CartContext = Readonly<RouterContextProvider>;

/** Moves the bag to a country so it re-prices there (the region and currency form calls this). */
async function syncCartCountry(context: Pick<AppLoadContext, 'cart' | 'locale'>, countryCode: CountryCode): Promise<CartOutcome> {
  if (!context.cart.getCartId()) return ok();
  return settle(context, await context.cart.updateBuyerIdentity({ countryCode }));
}

/**
 * A bag met at another market's address (filled in Britain, changed or checked out at /it-it/) joins
 * the address's market first, so what the shopper changes and pays is priced as the page shows it.
 * Reading a page never changes the bag; only what the shopper does to it does.
 */
export async function bagJoinsMarket(context: CartContext, cart: { buyerIdentity: { countryCode?: string | null } }): Promise<void> {
  if (!cart.buyerIdentity.countryCode || cart.buyerIdentity.countryCode === context.locale.country) return;
  const outcome = await syncCartCountry(context, context.locale.country);
  if (outcome.error) console.warn('The bag could not join the market of its address:', outcome.error);
}

/** Ties the bag to a signed-in customer (their checkout is then pre-filled and the order is theirs). */
export async function attachCustomerToCart(
  context: Pick<AppLoadContext, 'cart' | 'locale'>,
  customerAccessToken: string,
): Promise<CartOutcome> {
  if (!context.cart.getCartId()) return ok();
  return settle(context, await context.cart.updateBuyerIdentity({ customerAccessToken }));
}

/**
 * A new bag is priced in the shopper's country. The signed-in customer is Hydrogen's to add: the
 * cart handler merges in createHydrogenContext's buyerIdentity (the Storefront API mode's token) or
 * its customerAccount client's buyer (the Customer Account API mode); the cart never asks accounts.
 */
function buyerIdentity(context: CartContext): CartBuyerIdentityInput {
  return { countryCode: context.locale.country };
}

async function createWith(context: CartContext, input: { lines?: CartLineInput[] }): Promise<CartOutcome> {
  const result = await context.cart.create({ ...input, buyerIdentity: buyerIdentity(context) });
  return settle(context, result, true);
}

async function addLines(context: CartContext, cart: BagCart | null, lines: CartLineInput[]): Promise<CartOutcome> {
  const bagText = messagesIn(context.locale, bagMessages);
  if (cart) {
    for (const line of lines) {
      const inBag = cart.lines.nodes.find((existing) => existing.merchandise.id === line.merchandiseId)?.quantity ?? 0;
      if (inBag + (line.quantity ?? 1) > MAX_LINE_QUANTITY) return refused(bagText.maxQuantity(MAX_LINE_QUANTITY));
    }
    const newLines = lines.filter((line) => !cart.lines.nodes.some((existing) => existing.merchandise.id === line.merchandiseId));
    if (cart.lines.nodes.length + newLines.length > LIMITS.cartLines) return refused(bagText.tooManyLines(LIMITS.cartLines));
    const result = await context.cart.addLines(lines);
    // The cart vanished between the read and the write (completed in another tab): start afresh.
    if (!cartIsGone(result)) return withinLimit(context, lines, result);
  }
  return createWith(context, { lines });
}

/**
 * The check above read the bag before the add: a second tab or a repeated press may have added the
 * same piece in between, and two adds that each fit can together pass the limit. The shop's answer
 * to the add is the bag after it, so a line past the limit is brought back to it there and then,
 * and the shopper told why. Every add checks its own answer, so the last one leaves the line within.
 */
async function withinLimit(context: CartContext, lines: CartLineInput[], result: CartQueryDataReturn): Promise<CartOutcome> {
  const outcome = settle(context, result);
  const added = new Set(lines.map((line) => line.merchandiseId));
  const over = ((result.cart as MutatedCart | null)?.lines?.nodes ?? []).filter(
    (line) => line.merchandise.id && added.has(line.merchandise.id) && line.quantity > MAX_LINE_QUANTITY,
  );
  if (outcome.error || !over.length) return outcome;
  const clamped = settle(context, await context.cart.updateLines(over.map((line) => ({ id: line.id, quantity: MAX_LINE_QUANTITY }))));
  if (clamped.error) return clamped;
  return { ...clamped, notice: messagesIn(context.locale, bagMessages).maxQuantity(MAX_LINE_QUANTITY) };
}

function knownLines(cart: BagCart | null, ids: string[]): boolean {
  return Boolean(cart) && ids.every((id) => cart!.lines.nodes.some((line) => line.id === id));
}

async function updateLines(
  context: CartContext,
  cart: BagCart | null,
  lines: Array<{ id: string; quantity: number }>,
): Promise<CartOutcome> {
  const bagText = messagesIn(context.locale, bagMessages);
  if (
    !knownLines(
      cart,
      lines.map((line) => line.id),
    )
  )
    return refused(bagText.lineNotInBag, 409);
  // Spec: a quantity at 0 removes the line.
  const removed = lines.filter((line) => line.quantity === 0).map((line) => line.id);
  const changed = lines.filter((line) => line.quantity > 0);
  if (changed.length) {
    const outcome = settle(context, await context.cart.updateLines(changed));
    if (outcome.error || !removed.length) return outcome;
  }
  return settle(context, await context.cart.removeLines(removed));
}

async function removeLines(context: CartContext, cart: BagCart | null, lineIds: string[]): Promise<CartOutcome> {
  const bagText = messagesIn(context.locale, bagMessages);
  if (!knownLines(cart, lineIds)) return refused(bagText.lineNotInBag, 409);
  return settle(context, await context.cart.removeLines(lineIds));
}

async function updateDiscounts(context: CartContext, cart: BagCart | null, codes: string[], added: string | null): Promise<CartOutcome> {
  const bagText = messagesIn(context.locale, bagMessages);
  if (!cart && !codes.length) return ok();
  let result = cart ? await context.cart.updateDiscountCodes(codes) : null;
  let created = false;
  if (!result || cartIsGone(result)) {
    result = await context.cart.create({ discountCodes: codes, buyerIdentity: buyerIdentity(context) });
    created = true;
  }
  const outcome = settle(context, result, created);
  if (outcome.error || !added) return outcome;
  // The shop keeps a code that does not apply (applicable: false) and may say why in a warning.
  const applied = (result.cart as MutatedCart | null)?.discountCodes?.find((entry) => entry.code.toLowerCase() === added.toLowerCase());
  if (!applied?.applicable) {
    const reason = result.warnings?.find((warning) => warning.code.startsWith('DISCOUNT'))?.message;
    return { ...outcome, notice: null, error: reason ?? bagText.discountNotApplicable(added) };
  }
  return { ...outcome, notice: outcome.notice ?? bagText.discountApplied(applied.code) };
}

/**
 * Runs one validated bag command. `claimedCartId` is a cart id the form said it was for: if it is
 * not this shopper's own cart, nothing is touched (a forged form cannot reach another bag).
 */
export async function runCartCommand(
  context: CartContext,
  command: Exclude<CartCommand, { kind: 'checkout' }>,
  claimedCartId: string | null,
): Promise<CartOutcome> {
  const bagText = messagesIn(context.locale, bagMessages);
  if (claimedCartId !== null && claimedCartId !== context.cart.getCartId()) return refused(bagText.foreignCart, 403);
  const cart = await loadCart(context);
  if (cart && command.kind !== 'buyer') await bagJoinsMarket(context, cart);
  switch (command.kind) {
    case 'add':
      return addLines(context, cart, command.lines);
    case 'update':
      return updateLines(context, cart, command.lines);
    case 'remove':
      return removeLines(context, cart, command.lineIds);
    case 'discounts':
      return updateDiscounts(context, cart, command.codes, command.added);
    case 'buyer':
      // A country the shop does not offer never reaches the bag's mutation.
      if ((await shopOffersLocale(context, { country: command.countryCode })) === 'no') return refused(bagText.countryInvalid);
      return cart ? syncCartCountry(context, command.countryCode) : ok();
  }
}
