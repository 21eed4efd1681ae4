import { Link } from 'react-router';
import { useOptimisticCart } from '@shopify/hydrogen';
import { messages } from '~/core/texts/spec';
import { bagMessages } from '~/bag/texts';
import { CartLineItem } from '~/bag/CartLineItem';
import { CartSummary, CheckoutForm } from '~/bag/CartSummary';
import type { BagCart, BagLine, OptimisticBag } from '~/bag/bag-types';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/**
 * The bag: lines and totals, the same component on the /cart page and in the drawer. Optimistic:
 * a line being added, changed or removed shows its new state before the shop has answered, and
 * falls back to the shop's truth when the answer comes (or fails).
 */
export function CartMain({
  cart: stored,
  layout,
  unavailable = false,
}: {
  cart: BagCart | null;
  layout: 'page' | 'drawer';
  unavailable?: boolean;
}) {
  const bagText = messagesIn(useLocale(), bagMessages);
  const cart = useOptimisticCart(stored) as OptimisticBag | null;
  const lines = (cart?.lines?.nodes ?? []) as BagLine[];
  if (unavailable && !cart) return <UnavailableBag layout={layout} />;
  if (!cart || lines.length === 0) return <EmptyBag layout={layout} />;
  return (
    <div className={`bag bag--${layout}`}>
      <ul className="bag__lines" aria-label={bagText.title}>
        {lines.map((line) => (
          <CartLineItem key={line.id} line={line} layout={layout} />
        ))}
      </ul>
      <CartSummary cart={cart} layout={layout} />
      {layout === 'drawer' ? (
        <>
          <Link to="/cart" className="bag__view-page">
            {bagText.viewBag}
          </Link>
          <CheckoutForm
            disabled={cart.isOptimistic}
            total={
              cart.cost?.totalAmount?.amount && cart.cost.totalAmount.currencyCode
                ? { amount: cart.cost.totalAmount.amount, currencyCode: cart.cost.totalAmount.currencyCode }
                : null
            }
          />
        </>
      ) : null}
    </div>
  );
}

function EmptyBag({ layout }: { layout: 'page' | 'drawer' }) {
  const locale = useLocale();
  const specText = messagesIn(locale, messages);
  const bagText = messagesIn(locale, bagMessages);
  return (
    <div className={`bag-empty bag-empty--${layout}`}>
      <p className="bag-empty__title">{specText.emptyBag}</p>
      <Link to="/collections" className="button button--ghost">
        {bagText.shopTheCollections}
      </Link>
    </div>
  );
}

/** The shop could not be asked: the bag is kept and may hold pieces, so it is never called empty. */
function UnavailableBag({ layout }: { layout: 'page' | 'drawer' }) {
  const bagText = messagesIn(useLocale(), bagMessages);
  return (
    <div className={`bag-empty bag-empty--${layout}`} role="status">
      <p className="bag-empty__title">{bagText.unavailable}</p>
    </div>
  );
}
