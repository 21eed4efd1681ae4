import { Form } from 'react-router';
import { DrawerShippingNote } from '~/core/settings/SettingsNotes';
import { ShippingNote } from '~/core/settings/ShippingNote';
import { formatMoney, type MoneyLike } from '~/core/locale/money';
import { bagMessages } from '~/bag/texts';
import { messages } from '~/core/texts/spec';
import { DiscountCodes } from '~/bag/DiscountCodes';
import { type BagLine, type OptimisticBag } from '~/bag/bag-types';
import { BAG_ROUTE } from '~/bag/bag-form';
import { useLanguageTag, useLocale } from '~/core/locale/use-locale';
import { messagesIn } from '~/core/texts/language';

/** A plain document POST, so the browser itself follows the 303 to the checkout host, with or without JavaScript. */
export function CheckoutForm({ disabled, total }: { disabled?: boolean; total?: MoneyLike | null }) {
  const lang = useLanguageTag();
  const bagText = messagesIn(useLocale(), bagMessages);
  return (
    <Form method="post" action={BAG_ROUTE} reloadDocument className="bag-summary__checkout">
      {/* In the drawer the total rides with the button, so no scroll position hides it behind the bar. */}
      {total ? (
        <p className="bag-summary__row bag-summary__row--total">
          <span>{bagText.total}</span>
          <span>{formatMoney(total, lang)}</span>
        </p>
      ) : null}
      <button type="submit" name="intent" value="checkout" className="button bag-summary__checkout-button" disabled={disabled}>
        {bagText.checkout}
      </button>
    </Form>
  );
}

/** What the codes took off, summed over the lines in the bag's currency. */
function discountTotal(lines: BagLine[]): MoneyLike | null {
  let cents = 0;
  let currencyCode: string | null = null;
  for (const line of lines) {
    for (const allocation of line.discountAllocations ?? []) {
      cents += Math.round(Number(allocation.discountedAmount.amount) * 100);
      currencyCode ??= allocation.discountedAmount.currencyCode;
    }
  }
  return cents > 0 && currencyCode ? { amount: (cents / 100).toFixed(2), currencyCode } : null;
}

/**
 * Totals (spec section 9: shipping is 'Free', taxes 'Calculated at checkout') and discount codes; on
 * the page also the checkout button (the drawer keeps it pinned below everything, see CartMain).
 */
export function CartSummary({ cart, layout }: { cart: OptimisticBag; layout: 'page' | 'drawer' }) {
  const lang = useLanguageTag();
  const locale = useLocale();
  const bagText = messagesIn(locale, bagMessages);
  const specText = messagesIn(locale, messages);
  const lines = cart.lines.nodes as BagLine[];
  const discount = discountTotal(lines);
  const subtotal = cart.cost?.subtotalAmount;
  const total = cart.cost?.totalAmount;
  return (
    <section className={`bag-summary bag-summary--${layout}`} aria-label={bagText.total}>
      <DiscountCodes
        codes={(cart.discountCodes ?? []).filter((entry): entry is { code: string; applicable: boolean } => Boolean(entry?.code))}
      />
      <dl className="bag-summary__totals">
        {discount ? (
          <div className="bag-summary__row bag-summary__row--discount">
            <dt>{bagText.discount}</dt>
            <dd>−{formatMoney(discount, lang)}</dd>
          </div>
        ) : null}
        {subtotal?.amount && subtotal.currencyCode ? (
          <div className="bag-summary__row">
            <dt>{bagText.subtotal}</dt>
            <dd>{formatMoney({ amount: subtotal.amount, currencyCode: subtotal.currencyCode }, lang)}</dd>
          </div>
        ) : null}
        <div className="bag-summary__row">
          <dt>{bagText.shipping}</dt>
          <dd>{specText.shippingFree}</dd>
        </div>
        <div className="bag-summary__row">
          <dt>{bagText.taxes}</dt>
          <dd>{specText.taxesAtCheckout}</dd>
        </div>
        {layout === 'page' && total?.amount && total.currencyCode ? (
          <div className="bag-summary__row bag-summary__row--total">
            <dt>{bagText.total}</dt>
            <dd>{formatMoney({ amount: total.amount, currencyCode: total.currencyCode }, lang)}</dd>
          </div>
        ) : null}
      </dl>
      {layout === 'page' ? <ShippingNote className="bag-summary__note" /> : <DrawerShippingNote className="bag-summary__note" />}
      {layout === 'page' ? <CheckoutForm disabled={cart.isOptimistic} /> : null}
    </section>
  );
}
