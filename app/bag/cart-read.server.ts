// Reading the shopper's bag from Hydrogen's cart handler (context.cart). A bag that cannot be read
// is not a bag that is gone: a page shows it as unavailable, and a bag command throws (BagUnavailable,
// or the transport's error), so the action answers 503 'Something went wrong' with nothing changed.
import type { AppLoadContext } from 'react-router';
import type { CartApiQueryFragment } from 'storefrontapi.generated';
import { LIMITS } from '~/core/constants';

export type BagCart = CartApiQueryFragment;

/**
 * The shop could not say whether the bag exists (unreachable, a timeout, a 5xx, a GraphQL error).
 * The bag may well be there: it must be neither replaced nor shown as empty.
 */
class BagUnavailable extends Error {
  constructor(cause: unknown) {
    super('The bag could not be read', { cause });
    this.name = 'BagUnavailable';
  }
}

/**
 * The shopper's bag, or null when there is none: no cookie, or the shop says the id names no cart
 * (`cart(id)` is null: expired, completed at checkout, or forged). Anything else is not an answer
 * about the bag, and throws BagUnavailable: only the shop saying so may replace a bag.
 */
export async function loadCart(context: Pick<AppLoadContext, 'cart'>): Promise<BagCart | null> {
  if (!context.cart.getCartId()) return null;
  let cart: (Partial<BagCart> & { errors?: unknown }) | null;
  try {
    cart = await context.cart.get({ numCartLines: LIMITS.cartLines });
  } catch (error) {
    throw new BagUnavailable(error);
  }
  // The shop refusing the id itself (not a cart it could ever hold) is the shop saying there is none.
  if (cart?.errors && idRefused(cart.errors)) return null;
  if (cart?.errors) throw new BagUnavailable(cart.errors);
  return cart?.id && cart.lines ? (cart as BagCart) : null;
}

function idRefused(errors: unknown): boolean {
  const list = Array.isArray(errors) ? errors : [errors];
  return (
    list.length > 0 && list.every((error) => (error as { extensions?: { code?: unknown } } | null)?.extensions?.code === 'INVALID_VARIABLE')
  );
}

export interface BagRead {
  cart: BagCart | null;
  /** True when the shop could not be asked: the bag is kept, only not shown. */
  unavailable: boolean;
}

/** The bag for a page (the shell's count and drawer, the bag page): a failed read degrades, never claims empty. */
export async function readBag(context: Pick<AppLoadContext, 'cart'>): Promise<BagRead> {
  try {
    return { cart: await loadCart(context), unavailable: false };
  } catch (error) {
    if (!(error instanceof BagUnavailable)) throw error;
    console.error('The bag could not be read:', error.cause);
    return { cart: null, unavailable: true };
  }
}
