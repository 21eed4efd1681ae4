import { cardMessages } from '~/core/catalogue/texts';
import { formatMoney, type MoneyLike } from '~/core/locale/money';
import { useLanguageTag, useLocale } from '~/core/locale/use-locale';
import { messagesIn } from '~/core/texts/language';

/** Price with its compare-at price struck through when the item is reduced. */
export function Price({ price, compareAt }: { price: MoneyLike; compareAt?: MoneyLike | null }) {
  const lang = useLanguageTag();
  const cardText = messagesIn(useLocale(), cardMessages);
  const reduced = compareAt && Number(compareAt.amount) > Number(price.amount);
  return (
    <p className="price">
      {reduced ? (
        <>
          <span className="visually-hidden">{cardText.salePrice}</span>
          <span className="price__current price__current--sale">{formatMoney(price, lang)}</span>{' '}
          <span className="visually-hidden">{cardText.regularPrice}</span>
          <s className="price__compare">{formatMoney(compareAt, lang)}</s>
        </>
      ) : (
        <span className="price__current">{formatMoney(price, lang)}</span>
      )}
    </p>
  );
}
