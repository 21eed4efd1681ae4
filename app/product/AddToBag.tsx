import { useId, useState } from 'react';
import { CartForm, type OptimisticCartLineInput } from '@shopify/hydrogen';
import type { ProductVariantFragment } from 'storefrontapi.generated';
import { MAX_LINE_QUANTITY } from '~/core/constants';
import { bagMessages } from '~/bag/texts';
import { useHydrated } from '~/core/ui/useHydrated';
import { BAG_ROUTE, isBagActionData } from '~/bag/bag-form';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

const QUANTITIES = Array.from({ length: MAX_LINE_QUANTITY }, (_, index) => index + 1);

/**
 * Adds the selected variant to the bag: a Hydrogen CartForm (a plain POST to /cart without
 * JavaScript, a fetcher with it). The quantity travels twice: inside the line for the enhanced
 * form (and the optimistic bag), and as the `quantity` field a form without JavaScript can send.
 * The whole variant rides along only once scripts run: it is what the optimistic bag line shows
 * while the bag answers, which a page without JavaScript never draws (and the server never reads).
 */
export function AddToBag({ variant, preorder }: { variant: ProductVariantFragment | null; preorder: boolean }) {
  const bagText = messagesIn(useLocale(), bagMessages);
  const [quantity, setQuantity] = useState(1);
  const quantityId = useId();
  const available = Boolean(variant?.availableForSale);
  const optimistic = useHydrated();
  const lines: OptimisticCartLineInput[] = variant
    ? [{ merchandiseId: variant.id, quantity, ...(optimistic ? { selectedVariant: variant } : {}) }]
    : [];
  return (
    <CartForm route={BAG_ROUTE} action={CartForm.ACTIONS.LinesAdd} inputs={{ lines }}>
      {(fetcher) => {
        const busy = fetcher.state !== 'idle';
        // A refused add (an eleventh piece in a line, a piece gone meanwhile) changes nothing, so the
        // drawer stays shut: the refusal is said here, where the shopper pressed. Without JavaScript
        // the bag page says it.
        const refusal = !busy && isBagActionData(fetcher.data) ? fetcher.data.error : null;
        return (
          <>
            <div className="add-to-bag">
              <label className="add-to-bag__quantity" htmlFor={quantityId}>
                <span className="visually-hidden">{bagText.quantity}</span>
                <select
                  id={quantityId}
                  name="quantity"
                  value={quantity}
                  onChange={(event) => setQuantity(Number(event.target.value))}
                  disabled={!available}
                >
                  {QUANTITIES.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="button add-to-bag__submit" disabled={!available || busy}>
                {!available ? bagText.soldOut : busy ? bagText.adding : preorder ? bagText.preorder : bagText.addToBag}
              </button>
            </div>
            {refusal ? (
              <p className="bag-message bag-message--error" role="alert">
                {refusal}
              </p>
            ) : null}
          </>
        );
      }}
    </CartForm>
  );
}
