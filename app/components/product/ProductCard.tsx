import { Link, useRouteLoaderData } from 'react-router';
import { Image } from '@shopify/hydrogen';
import type { ProductCardFragment } from 'storefrontapi.generated';
import { Price } from '~/components/product/Price';
import { hasSaleTags, productBadges, type SaleTag } from '~/lib/product/badges';
import { catalogueMessages } from '~/lib/messages';
import { formatMoney } from '~/lib/locale/money';
import { isColourOption } from '~/lib/catalogue/sizes';
import { CARD_SRCSET, GRID_SIZES } from '~/lib/catalogue/card-image';
import { useSelectItem } from '~/components/analytics/useSelectItem';

/** What a screen that cannot hover loads instead of the second photograph: one transparent pixel. */
const BLANK_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const MAX_SWATCHES = 5;

/**
 * A piece in a grid: its photograph (the second one on hover), badges for sold out, sale and new,
 * its Preorder / Final Sale notes, name, category, price and the colours it comes in.
 */
export function ProductCard({
  product,
  loading,
  priority = false,
  showType = true,
  sizes = GRID_SIZES,
  list,
}: {
  product: ProductCardFragment;
  loading?: 'eager' | 'lazy';
  /** The card's photograph may be the page's largest paint (the first cards of a grid). */
  priority?: boolean;
  /** Off in a grid whose pieces are all of one kind (every card would say BAGS). */
  showType?: boolean;
  sizes?: string;
  /** The list the card is shown in (the collection, search, recommendations...), for select_item. */
  list?: string;
}) {
  const selectItem = useSelectItem(list);
  const image = product.featuredImage;
  const second = product.images?.nodes.find((candidate) => candidate.id !== image?.id) ?? null;
  const price = product.priceRange.minVariantPrice;
  const compareAt = product.compareAtPriceRange.minVariantPrice;
  const saleTags = useRouteLoaderData<{ settings?: { saleTags?: SaleTag[] } }>('root')?.settings?.saleTags ?? [];
  const ranged = Number(product.priceRange.maxVariantPrice.amount) > Number(price.amount);
  // Badges follow the product page's rules; "now" is the render time (a day's slack is harmless).
  const notes = productBadges({ publishedAt: product.publishedAt, tags: product.tags }, new Date(), saleTags);
  const isNew = notes.some((badge) => badge.kind === 'new');
  const tags = notes.filter((badge) => badge.kind !== 'new' && badge.kind !== 'sale');
  // The merchant's sale tags decide the Sale flag and its words; without them, a lower price than before.
  const saleLabel = hasSaleTags(saleTags)
    ? (notes.find((badge) => badge.kind === 'sale')?.label ?? null)
    : Number(compareAt.amount) > Number(price.amount)
      ? catalogueMessages.sale
      : null;
  const colours = product.options.find((option) => isColourOption(option.name))?.optionValues ?? [];

  const flags: Array<{ kind: string; label: string }> = [];
  if (!product.availableForSale) flags.push({ kind: 'soldout', label: catalogueMessages.soldOut });
  else if (saleLabel) flags.push({ kind: 'sale', label: saleLabel });
  if (isNew) flags.push({ kind: 'new', label: catalogueMessages.newIn });

  return (
    <article className={`product-card${product.availableForSale ? '' : ' product-card--soldout'}`}>
      <Link to={`/products/${product.handle}`} prefetch="intent" className="product-card__link" onClick={() => selectItem(product)}>
        <div className={`product-card__media${second ? ' product-card__media--alt' : ''}`}>
          {image ? (
            <Image
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
              <Image
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
          {ranged ? <p className="price">{catalogueMessages.from(formatMoney(price))}</p> : <Price price={price} compareAt={compareAt} />}
          {tags.length ? (
            <p className="product-card__tags">
              {tags.map((tag) => (
                <span key={tag.kind} className={`product-card__tag product-card__tag--${tag.kind}`}>
                  {tag.label}
                </span>
              ))}
            </p>
          ) : null}
          {colours.length > 1 ? (
            <p className="product-card__swatches">
              <span className="visually-hidden">{catalogueMessages.colours(colours.length)}: </span>
              {colours.slice(0, MAX_SWATCHES).map((colour) => (
                <span
                  key={colour.name}
                  className="product-card__swatch"
                  title={colour.name}
                  style={colour.swatch?.color ? { backgroundColor: colour.swatch.color } : undefined}
                >
                  <span className="visually-hidden">{colour.name} </span>
                </span>
              ))}
              {colours.length > MAX_SWATCHES ? <span className="product-card__more">+{colours.length - MAX_SWATCHES}</span> : null}
            </p>
          ) : null}
        </div>
      </Link>
    </article>
  );
}
