import { Link } from 'react-router';
import { ShopImage } from '~/core/ui/ShopImage';
import { Price } from '~/core/catalogue/Price';
import { formatMoney, type MoneyLike } from '~/core/locale/money';
import { CartLineQuantity } from '~/bag/CartLineQuantity';
import type { BagLine } from '~/bag/bag-types';
import { useLanguageTag } from '~/core/locale/use-locale';

/** A variant without a real choice ("Default Title", a single size) has nothing worth repeating in the bag. */
const NOT_A_CHOICE = new Set(['Default Title', 'One Size', 'OS']);

function visibleOptions(line: BagLine) {
  return (line.merchandise.selectedOptions ?? []).filter((option) => !NOT_A_CHOICE.has(option.value));
}

/**
 * One piece in the bag, the same on the page and in the drawer. A line added a moment ago may still be
 * optimistic (built from the product page's variant), so every field it might lack is optional here.
 */
export function CartLineItem({ line, layout }: { line: BagLine; layout: 'page' | 'drawer' }) {
  const lang = useLanguageTag();
  const { merchandise } = line;
  const product = merchandise.product;
  const image = merchandise.image ?? product?.featuredImage ?? null;
  const unit: MoneyLike | undefined = line.cost?.amountPerQuantity ?? merchandise.price;
  const compareAt = line.cost?.compareAtAmountPerQuantity ?? merchandise.compareAtPrice ?? null;
  const total = line.cost?.totalAmount;
  const subtotal = line.cost?.subtotalAmount;
  const discounted = total && subtotal && Number(total.amount) < Number(subtotal.amount);
  const preorderNote = product?.preorderNote?.value?.trim();
  const href = product?.handle ? `/products/${product.handle}` : undefined;
  // Each piece is a heading one level below the bag's own: the page's title is an h1, the drawer's an h2.
  const Title = layout === 'page' ? 'h2' : 'h3';

  return (
    <li className={`bag-line bag-line--${layout}${line.isOptimistic ? ' bag-line--pending' : ''}`} data-line-id={line.id}>
      <div className="bag-line__media">
        {image?.url ? (
          <ShopImage
            data={image}
            aspectRatio="4/5"
            width={layout === 'page' ? 200 : 120}
            sizes={layout === 'page' ? '(min-width: 768px) 160px, 96px' : '96px'}
            loading="lazy"
          />
        ) : null}
      </div>
      <div className="bag-line__body">
        <Title className="bag-line__title">{href ? <Link to={href}>{product?.title}</Link> : product?.title}</Title>
        {visibleOptions(line).length ? (
          <dl className="bag-line__options">
            {visibleOptions(line).map((option) => (
              <div key={option.name}>
                <dt>{option.name}</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {preorderNote ? <p className="bag-line__preorder">{preorderNote}</p> : null}
        {/* The price of one piece, where it tells more than the line's total beside it: several of
            them, or a sale price with the price it replaces. */}
        {unit && (line.quantity > 1 || (compareAt && Number(compareAt.amount) > Number(unit.amount))) ? (
          <Price price={unit} compareAt={compareAt} />
        ) : null}
        <CartLineQuantity line={line} />
      </div>
      <div className="bag-line__total">
        {total ? (
          <>
            {discounted && subtotal ? <s className="bag-line__was">{formatMoney(subtotal, lang)}</s> : null}
            <span className="price">{formatMoney(total, lang)}</span>
          </>
        ) : null}
      </div>
    </li>
  );
}
