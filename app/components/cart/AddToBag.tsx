import { useId, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { CartForm, type OptimisticCartLineInput } from '@shopify/hydrogen';
import { bagMessages } from '~/lib/messages';
import { BAG_ROUTE, type BagActionData } from '~/components/cart/bag-types';

interface AddToBagProps {
  /** Each line carries `selectedVariant` (the variant as the product page has it) for the optimistic bag. */
  lines: Array<OptimisticCartLineInput & { selectedVariant: unknown }>;
  disabled?: boolean;
  /** The button's words; 'Add to bag' unless the product says otherwise (sold out, pre-order). */
  label?: ReactNode;
  /** Extra fields sent with the form, e.g. a `quantity` select. */
  children?: ReactNode;
  className?: string;
}

/**
 * Adds to the bag from a product page or a product card. Without JavaScript: a POST to /cart, which
 * answers with the bag page. With it: a fetcher; the header count moves at once (optimistic), the
 * drawer opens when the shop has taken the piece (CartDrawer watches every add), or the refusal
 * shows under the button.
 */
export function AddToBag({ lines, disabled, label = bagMessages.addToBag, children, className }: AddToBagProps) {
  const fetcherKey = `add-to-bag:${useId()}`;
  const fetcher = useFetcher<BagActionData>({ key: fetcherKey });
  const busy = fetcher.state !== 'idle';

  const error = !busy ? fetcher.data?.error : null;
  const notice = !busy && !error ? fetcher.data?.notice : null;
  return (
    <CartForm route={BAG_ROUTE} fetcherKey={fetcherKey} action={CartForm.ACTIONS.LinesAdd} inputs={{ lines }}>
      <div className={`bag-add${className ? ` ${className}` : ''}`}>
        {children}
        <button type="submit" className="button bag-add__button" disabled={disabled || busy || lines.length === 0}>
          {busy ? bagMessages.adding : label}
        </button>
        {error ? (
          <p className="bag-message bag-message--error" role="alert">
            {error}
          </p>
        ) : notice ? (
          <p className="bag-message bag-message--notice" role="status">
            {notice}
          </p>
        ) : null}
      </div>
    </CartForm>
  );
}
