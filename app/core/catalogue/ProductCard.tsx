import { cardMessages } from '~/core/catalogue/texts';
import { Link } from 'react-router';
import { ShopImage } from '~/core/ui/ShopImage';
import { Price } from '~/core/catalogue/Price';
import { formatMoney } from '~/core/locale/money';
import type { CardView } from '~/core/catalogue/card-view';
import { CARD_SRCSET, GRID_SIZES } from '~/core/catalogue/card-image';
import { useSelectItem } from '~/core/events/useSelectItem';
import { productHref } from '~/core/catalogue/url';
import { useLanguageTag, useLocale } from '~/core/locale/use-locale';
import { messagesIn } from '~/core/texts/language';

/** What a screen that cannot hover loads instead of the second photograph: one transparent pixel. */
const BLANK_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * A piece in a grid: its photograph (the second one on hover), badges for sold out, sale and new,
 * its Preorder / Final Sale notes, name, category, price and the colours it comes in. The server
 * shaped the card (cardView): prices, badges and swatches arrive decided.
 */
export function ProductCard({
  product,
  loading,
  priority = false,
  showType = true,
  sizes = GRID_SIZES,
  list,
}: {
  product: CardView;
  loading?: 'eager' | 'lazy';
  /** The card's photograph may be the page's largest paint (the first cards of a grid). */
  priority?: boolean;
  /** Off in a grid whose pieces are all of one kind (every card would say BAGS). */
  showType?: boolean;
  sizes?: string;
  /** The list the card is shown in (the collection, search, recommendations...), for select_item. */
  list?: string;
}) {
  const lang = useLanguageTag();
  const cardText = messagesIn(useLocale(), cardMessages);
  const selectItem = useSelectItem(list);
  const { image, hoverImage: second, price, flags = [], notes: tags = [], colours } = product;

  return (
    <article className={`product-card${product.available ? '' : ' product-card--soldout'}`}>
      <Link
        to={product.href ?? productHref(product.handle)}
        prefetch="intent"
        className="product-card__link"
        onClick={() => selectItem(product)}
      >
        <div className={`product-card__media${second ? ' product-card__media--alt' : ''}`}>
          {image ? (
            <ShopImage
              data={image}
              aspectRatio="4/5"
              sizes={sizes}
              srcSetOptions={CARD_SRCSET}
              loading={priority ? 'eager' : loading}
              fetchPriority={priority ? 'high' : undefined}
              className="product-card__image"
            />
          ) : null}
          {second ? (
            // The second photograph only shows on hover: a phone never downloads it.
            <picture>
              <source media="(hover: none)" srcSet={BLANK_PIXEL} />
              <ShopImage
                data={{ ...second, altText: '' }}
                aspectRatio="4/5"
                sizes={sizes}
                srcSetOptions={CARD_SRCSET}
                loading="lazy"
                className="product-card__image product-card__image--alt"
                aria-hidden="true"
              />
            </picture>
          ) : null}
          {flags.length ? (
            <ul className="product-card__flags">
              {flags.map((flag) => (
                <li key={flag.kind} className={`product-card__flag product-card__flag--${flag.kind}`}>
                  {flag.label}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="product-card__body">
          {showType ? <p className="product-card__type">{product.productType}</p> : null}
          <h3 className="product-card__title">{product.title}</h3>
          {product.from ? (
            <p className="price">{cardText.from(formatMoney(price, lang))}</p>
          ) : (
            <Price price={price} compareAt={product.compareAt} />
          )}
          {tags.length ? (
            <p className="product-card__tags">
              {tags.map((tag) => (
                <span key={tag.kind} className={`product-card__tag product-card__tag--${tag.kind}`}>
                  {tag.label}
                </span>
              ))}
            </p>
          ) : null}
          {colours ? (
            <p className="product-card__swatches">
              <span className="visually-hidden">{cardText.colours(colours.count)}: </span>
              {colours.swatches.map((colour) => (
                <span
                  key={colour.name}
                  className="product-card__swatch"
                  title={colour.name}
                  style={colour.color ? { backgroundColor: colour.color } : undefined}
                >
                  <span className="visually-hidden">{colour.name} </span>
                </span>
              ))}
              {colours.count > colours.swatches.length ? (
                <span className="product-card__more">+{colours.count - colours.swatches.length}</span>
              ) : null}
            </p>
          ) : null}
        </div>
      </Link>
    </article>
  );
}
