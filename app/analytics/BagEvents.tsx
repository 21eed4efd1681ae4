import { useEffect, useRef } from 'react';
import { useAnalytics } from '@shopify/hydrogen';
import type { BagCart } from '~/bag/bag-types';

type Line = BagCart['lines']['nodes'][number];

/**
 * The bag's add_to_cart events where Hydrogen's own cart analytics do not run (they need a Shopify
 * storefront id). Every bag form revalidates the root loader; a line that is new, or holds more
 * than before, was added. The bag as first loaded is the baseline: a reload adds nothing.
 */
export function BagEvents({ cart }: { cart: BagCart | null }) {
  const { publish, customData } = useAnalytics();
  const previous = useRef<BagCart | null | undefined>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = cart;
    if (before === undefined || !cart || cart.updatedAt === before?.updatedAt) return;
    const earlier = new Map<string, Line>((before?.lines.nodes ?? []).map((line) => [line.id, line]));
    for (const line of cart.lines.nodes) {
      const prevLine = earlier.get(line.id);
      if (prevLine && prevLine.quantity >= line.quantity) continue;
      publish('product_added_to_cart', { cart, prevCart: before ?? null, prevLine, currentLine: line, customData, shop: null } as never);
    }
  }, [cart, publish, customData]);
  return null;
}
