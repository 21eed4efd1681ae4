/** The parts of a bag that tell one state of it from the next. */
interface Versioned {
  id: string;
  updatedAt: string;
  totalQuantity: number;
}

/**
 * What changes whenever an add lands. The shop stamps `updatedAt` to the second, so two adds in
 * the same second share it; the quantity in the bag tells them apart (an add that lands always
 * raises it, one that is refused leaves it as it was).
 */
export function bagVersion(cart: Versioned | null | undefined): string | null {
  return cart ? `${cart.id}@${cart.updatedAt}#${cart.totalQuantity}` : null;
}
