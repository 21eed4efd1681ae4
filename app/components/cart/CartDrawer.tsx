import { Suspense, useEffect } from 'react';
import { Await, useRouteLoaderData } from 'react-router';
import { useAnalytics, type CartViewPayload } from '@shopify/hydrogen';
import { Panel } from '~/components/panels/Panel';
import { usePanel } from '~/components/panels/panels';
import { CartMain } from '~/components/cart/CartMain';
import { bagMessages } from '~/lib/messages';
import type { BagCart } from '~/components/cart/bag-types';

interface RootBagData {
  cart?: BagCart | null | Promise<BagCart | null>;
}

/**
 * The bag as a drawer from the right (with JavaScript; without it the header's Bag link goes to the
 * /cart page). It reads the root loader's cart, which every bag action revalidates, so the drawer,
 * the header count and the page agree. Opening it records a view_cart (spec section 4).
 */
export function CartDrawer() {
  const data = useRouteLoaderData('root') as RootBagData | undefined;
  const { isOpen } = usePanel('cart');
  const { publish, shop, cart, prevCart } = useAnalytics();

  useEffect(() => {
    if (!isOpen || !shop) return;
    publish('cart_viewed', { cart, prevCart, shop, url: window.location.href } as CartViewPayload);
    // Only an opening is a view; the cart changing while open is a cart_updated.
  }, [isOpen]);

  return (
    <Panel name="cart" title={bagMessages.title} placement="right" className="bag-drawer">
      <Suspense fallback={<p className="bag-drawer__loading">{bagMessages.title}…</p>}>
        <Await resolve={data?.cart ?? null}>{(resolved) => <CartMain cart={resolved ?? null} layout="drawer" />}</Await>
      </Suspense>
    </Panel>
  );
}
