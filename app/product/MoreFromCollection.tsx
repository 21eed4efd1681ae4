import { Link } from 'react-router';
import { ProductCard } from '~/core/catalogue/ProductCard';
import type { MoreFrom } from '~/product/more-from';
import { productMessages } from '~/product/texts';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/**
 * "More from this collection" (spec section 3): the lead collection's pieces as a rail of cards,
 * and the product's other collections as links. Read with the product (without JavaScript a
 * streamed section would never appear); nothing shows if the shop could not say in time.
 */
export function MoreFromCollection({ moreFrom }: { moreFrom: MoreFrom | null }) {
  const productText = messagesIn(useLocale(), productMessages);
  if (!moreFrom) return null;
  const { lead, others } = moreFrom;
  return (
    <section className="section more-from-collection" aria-labelledby="more-from-collection-title">
      <h2 id="more-from-collection-title" className="section__title">
        <Link to={`/collections/${lead.handle}`}>{productText.moreFrom(lead.title)}</Link>
      </h2>
      <div className="product-grid">
        {lead.pieces.map((product) => (
          <ProductCard key={product.id} product={product} list={lead.handle} />
        ))}
      </div>
      {others.length ? (
        <p className="more-from-collection__others">
          {productText.alsoIn}:{' '}
          {others.map((collection, index) => (
            <span key={collection.handle}>
              {index > 0 ? ', ' : null}
              <Link to={`/collections/${collection.handle}`}>{collection.title}</Link>
            </span>
          ))}
        </p>
      ) : null}
    </section>
  );
}
