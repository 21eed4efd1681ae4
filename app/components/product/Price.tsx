import { formatMoney, type MoneyLike } from '~/lib/locale/money';
import { productMessages } from '~/lib/messages/product';

/** Price with its compare-at price struck through when the item is reduced. */
export function Price({ price, compareAt }: { price: MoneyLike; compareAt?: MoneyLike | null }) {
  const reduced = compareAt && Number(compareAt.amount) > Number(price.amount);
  return (
    <p className="price">
      {reduced ? (
        <>
          <span className="visually-hidden">{productMessages.salePrice}</span>
          <span className="price__current price__current--sale">{formatMoney(price)}</span>{' '}
          <span className="visually-hidden">{productMessages.regularPrice}</span>
          <s className="price__compare">{formatMoney(compareAt)}</s>
        </>
      ) : (
        <span className="price__current">{formatMoney(price)}</span>
      )}
    </p>
  );
}
