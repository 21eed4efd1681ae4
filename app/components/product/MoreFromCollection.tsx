import { Link } from 'react-router';
import type { ProductCollectionsQuery } from 'storefrontapi.generated';
import { ProductCard } from '~/components/product/ProductCard';
import { productMessages } from '~/lib/messages';

type Collections = NonNullable<ProductCollectionsQuery['product']>['collections']['nodes'];

/**
 * "More from this collection": the first of the product's collections (spec section 3: five, each
 * with four available pieces) that has other pieces to show, as a rail of cards, and the others as
 * links. Read with the product (without JavaScript a streamed section would never appear); nothing
 * shows if the shop could not say in time.
 */
export function MoreFromCollection({ collections, currentHandle }: { collections: Collections | null; currentHandle: string }) {
  const lead = collections?.find((collection) => collection.products.nodes.some((product) => product.handle !== currentHandle));
  if (!collections || !lead) return null;
  const pieces = lead.products.nodes.filter((product) => product.handle !== currentHandle);
  const others = collections.filter((collection) => collection.handle !== lead.handle);
  return (
    <section className="section more-from-collection" aria-labelledby="more-from-collection-title">
      <h2 id="more-from-collection-title" className="section__title">
        <Link to={`/collections/${lead.handle}`}>{productMessages.moreFrom(lead.title)}</Link>
      </h2>
      <div className="product-grid">
        {pieces.map((product) => (
          <ProductCard key={product.id} product={product} list={lead.handle} />
        ))}
      </div>
      {others.length ? (
        <p className="more-from-collection__others">
          {productMessages.alsoIn}:{' '}
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
