import { useLoaderData } from 'react-router';
import type { Route } from './+types/_index';
import { CacheShort } from '@shopify/hydrogen';
import { HOME_PRODUCTS_QUERY } from '~/graphql/home';
import { ProductCard } from '~/components/product/ProductCard';
import { seoMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) => {
  const settings = matches[0]?.data?.settings;
  return seoMeta(
    { title: settings?.seo?.title },
    { siteName: settings?.siteName, description: settings?.seo?.description, image: settings?.seo?.image?.asset.url },
  );
};

export async function loader({ context }: Route.LoaderArgs) {
  const { products } = await context.storefront.query(HOME_PRODUCTS_QUERY, {
    variables: { first: 12 },
    cache: CacheShort(),
  });
  return { products: products.nodes };
}

export default function Home() {
  const { products } = useLoaderData<typeof loader>();
  return (
    <div className="home">
      <section className="home__intro">
        <p className="eyebrow">Handmade in Italy</p>
        <h1>Heritage craftsmanship in modern form.</h1>
      </section>
      <section aria-labelledby="home-products" className="section">
        <h2 id="home-products" className="section__title">
          From the atelier
        </h2>
        <div className="product-grid">
          {products.map((product, index) => (
            <ProductCard key={product.id} product={product} loading={index < 4 ? 'eager' : 'lazy'} />
          ))}
        </div>
      </section>
    </div>
  );
}
