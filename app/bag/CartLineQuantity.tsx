import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useFetcher } from 'react-router';
import { CartForm } from '@shopify/hydrogen';
import { MAX_LINE_QUANTITY } from '~/core/constants';
import { bagMessages } from '~/bag/texts';
import { checkQuantity } from '~/bag/input';
import { type BagActionData, type BagLine } from '~/bag/bag-types';
import { BAG_ROUTE } from '~/bag/bag-form';
import { useLocale } from '~/core/locale/use-locale';
import { messagesIn } from '~/core/texts/language';
import { announce } from '~/core/ui/announcer';

/**
 * − quantity + and Remove, each a CartForm (a POST to /cart without JavaScript). The three forms
 * share one fetcher per line, so the line shows the answer to whichever was used last; quantities
 * are absolute, so a second click that interrupts the first still lands on the right number.
 */
export function CartLineQuantity({ line }: { line: BagLine }) {
  const locale = useLocale();
  const bagText = messagesIn(locale, bagMessages);
  const fetcherKey = `bag-line:${line.id}`;
  const fetcher = useFetcher<BagActionData>({ key: fetcherKey });
  const [refusal, setRefusal] = useState<string | null>(null);
  const maxNoteId = useId();
  const title = line.merchandise.product?.title ?? '';
  const busy = Boolean(line.isOptimistic);
  const error = refusal ?? (fetcher.state === 'idle' ? fetcher.data?.error : null);
  // The shop's own words when it gave fewer than asked ('Only 3 items were added to your cart due to
  // availability.'), as the bag page says them without JavaScript.
  const notice = !error && fetcher.state === 'idle' && fetcher.data?.kind === 'update' ? fetcher.data.notice : null;
  useAnnounceSettled(fetcher.state === 'idle' && !busy, error ? null : (notice ?? bagText.quantityNow(title, line.quantity)));
  // Everything the shop has is in the bag: '+' is off (with and without JavaScript), and says why.
  const stock = line.merchandise.quantityAvailable;
  const atStock = typeof stock === 'number' && stock > 0 && line.quantity >= stock && line.quantity < MAX_LINE_QUANTITY;
  const stockNoteId = useId();

  // The same rule the action applies, answered at once: no request, no flicker past ten.
  const refuseAbove = (quantity: number) => (event: MouseEvent<HTMLButtonElement>) => {
    const checked = checkQuantity(quantity, 0, locale);
    if (!checked.ok) {
      event.preventDefault();
      setRefusal(checked.message);
    } else {
      setRefusal(null);
    }
  };

  return (
    <div className="bag-qty">
      <div className="bag-qty__stepper" role="group" aria-label={`${bagText.quantity}, ${title}`}>
        <CartForm
          route={BAG_ROUTE}
          fetcherKey={fetcherKey}
          action={CartForm.ACTIONS.LinesUpdate}
          inputs={{ lines: [{ id: line.id, quantity: line.quantity - 1 }] }}
        >
          <button
            type="submit"
            className="bag-qty__step"
            aria-label={bagText.decrease(title)}
            disabled={busy}
            onClick={() => setRefusal(null)}
          >
            <span aria-hidden="true">−</span>
          </button>
        </CartForm>
        {/* Not an <output>: that is a live region of its own; the shell's one says the new quantity. */}
        <span className="bag-qty__value">{line.quantity}</span>
        <CartForm
          route={BAG_ROUTE}
          fetcherKey={fetcherKey}
          action={CartForm.ACTIONS.LinesUpdate}
          inputs={{ lines: [{ id: line.id, quantity: line.quantity + 1 }] }}
        >
          <button
            type="submit"
            className="bag-qty__step"
            aria-label={bagText.increase(title)}
            aria-describedby={line.quantity >= MAX_LINE_QUANTITY ? maxNoteId : atStock ? stockNoteId : undefined}
            disabled={busy || atStock}
            onClick={refuseAbove(line.quantity + 1)}
          >
            <span aria-hidden="true">+</span>
          </button>
        </CartForm>
      </div>
      <CartForm route={BAG_ROUTE} fetcherKey={fetcherKey} action={CartForm.ACTIONS.LinesRemove} inputs={{ lineIds: [line.id] }}>
        <button type="submit" className="bag-qty__remove" disabled={busy} onClick={() => setRefusal(null)}>
          {bagText.remove}
          <span className="visually-hidden"> {title}</span>
        </button>
      </CartForm>
      {line.quantity >= MAX_LINE_QUANTITY ? (
        <span id={maxNoteId} className="visually-hidden">
          {bagText.maxQuantity(MAX_LINE_QUANTITY)}
        </span>
      ) : null}
      {atStock ? (
        <p id={stockNoteId} className="bag-message bag-message--notice">
          {bagText.onlyAvailable(stock)}
        </p>
      ) : null}
      {notice ? <p className="bag-message bag-message--notice">{notice}</p> : null}
      {error ? (
        <p className="bag-message bag-message--error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Reads `message` out once a change this line sent has settled (the shop answered, the bag is drawn). */
function useAnnounceSettled(settled: boolean, message: string | null) {
  const sent = useRef(false);
  useEffect(() => {
    if (!settled) sent.current = true;
    else if (sent.current) {
      sent.current = false;
      if (message) announce(message);
    }
  }, [settled, message]);
}
