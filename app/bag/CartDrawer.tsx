import { useEffect, useEffectEvent, useRef } from 'react';
import { useFetchers, useRouteLoaderData } from 'react-router';
import { CartForm, useAnalytics, type CartViewPayload } from '@shopify/hydrogen';
import { usePanel } from '~/core/ui/panels';
import { panelOnDemand, preloadPanel } from '~/core/ui/on-demand';
import type { BagCart } from '~/bag/bag-types';
import { bagVersion } from '~/bag/version';
import { bagMessages } from '~/bag/texts';
import { announce } from '~/core/ui/announcer';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

const BagPanel = panelOnDemand('cart', '/cart', () => import('~/bag/BagPanel').then((module) => module.BagPanel));

interface RootBagData {
  cart?: BagCart | null;
  bagUnavailable?: boolean;
}

function isAddToBag(formData: FormData | undefined): boolean {
  if (!formData?.has(CartForm.INPUT_NAME)) return false;
  try {
    return CartForm.getFormInput(formData).action === CartForm.ACTIONS.LinesAdd;
  } catch {
    return false;
  }
}

/**
 * Opens the drawer when an add to bag (any LinesAdd CartForm: product page, card quick-add) has
 * landed: the add finished and the bag the shop returns has changed. A refused add changes nothing,
 * so the drawer stays shut and the form shows why. The shell's live region says what the bag holds.
 */
function useOpenOnAdd(cart: BagCart | null, open: () => void) {
  const bagText = messagesIn(useLocale(), bagMessages);
  const adding = useFetchers().some((fetcher) => isAddToBag(fetcher.formData));
  const before = useRef<string | null | undefined>(undefined);
  const version = bagVersion(cart);
  useEffect(() => {
    if (adding) {
      before.current ??= version;
      // The drawer is about to open: fetch it while the shop answers.
      preloadPanel('cart');
      return;
    }
    if (before.current === undefined) return;
    const changed = before.current !== version;
    before.current = undefined;
    if (changed && cart?.totalQuantity) {
      open();
      announce(bagText.added(cart.totalQuantity));
    }
  }, [adding, version, cart?.totalQuantity, open, bagText]);
}

/**
 * The bag as a drawer from the right (with JavaScript; without it the header's Bag link goes to the
 * /cart page). It reads the root loader's cart, which every bag action revalidates, so the drawer,
 * the header count and the page agree. Opening it records a view_cart (spec section 4). What opens
 * it and what it records run on every page; the drawer itself is loaded when it first opens.
 */
export function CartDrawer() {
  const data = useRouteLoaderData<RootBagData>('root');
  const cart = data?.cart ?? null;
  const { isOpen, open } = usePanel('cart');
  const { publish, shop, prevCart } = useAnalytics();

  useOpenOnAdd(cart, open);

  // Only an opening is a view; the bag changing while open is a cart update, not another view.
  const viewed = useEffectEvent(() => {
    publish('cart_viewed', { cart, prevCart, shop, url: window.location.href } as CartViewPayload);
  });
  useEffect(() => {
    if (isOpen) viewed();
  }, [isOpen]);

  return <BagPanel cart={cart} unavailable={data?.bagUnavailable} />;
}
