import { Link } from 'react-router';
import { Image } from '@shopify/hydrogen';
import type { ProductCardFragment } from 'storefrontapi.generated';
import { Price } from '~/components/product/Price';

export function ProductCard({ product, loading }: { product: ProductCardFragment; loading?: 'eager' | 'lazy' }) {
  const image = product.featuredImage;
  const price = product.priceRange.minVariantPrice;
  const compareAt = product.compareAtPriceRange.minVariantPrice;
  return (
    <article className="product-card">
      <Link to={`/products/${product.handle}`} prefetch="intent" className="product-card__link">
        <div className="product-card__media">
          {image ? (
            <Image
              data={image}
              aspectRatio="4/5"
              sizes="(min-width: 1200px) 25vw, (min-width: 768px) 33vw, 50vw"
              loading={loading}
            />
          ) : null}
        </div>
        <div className="product-card__body">
          <h3 className="product-card__title">{product.title}</h3>
          <p className="product-card__type">{product.productType}</p>
          <Price price={price} compareAt={compareAt} />
          {!product.availableForSale ? <p className="product-card__soldout">Sold out</p> : null}
        </div>
      </Link>
    </article>
  );
}
