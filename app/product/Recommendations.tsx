import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router';
import { ProductCard } from '~/core/catalogue/ProductCard';
import type { CardView } from '~/core/catalogue/card-view';
import { LIMITS } from '~/core/constants';
import { productMessages } from '~/product/texts';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/**
 * Four related products, streamed in after the page when they are not at hand yet: the page never
 * waits for them. Already arrived, they come with the page (Await renders a plain value at once).
 */
export function Recommendations({ products }: { products: Promise<CardView[] | null> | CardView[] | null }) {
  const placeholder = (
    <RecommendationsSection>
      {Array.from({ length: LIMITS.recommendedProducts }, (_, index) => (
        <div key={index} className="product-card-placeholder" aria-hidden="true" />
      ))}
    </RecommendationsSection>
  );
  return (
    <Suspense fallback={placeholder}>
      <Await resolve={products} errorElement={null}>
        {(resolved) =>
          resolved?.length ? (
            <RecommendationsSection>
              {resolved.slice(0, LIMITS.recommendedProducts).map((product) => (
                <ProductCard key={product.id} product={product} list="recommendations" />
              ))}
            </RecommendationsSection>
          ) : null
        }
      </Await>
    </Suspense>
  );
}

function RecommendationsSection({ children }: { children: ReactNode }) {
  const productText = messagesIn(useLocale(), productMessages);
  return (
    <section className="section recommendations" aria-labelledby="recommendations-title">
      <h2 id="recommendations-title" className="section__title">
        {productText.recommendations}
      </h2>
      <div className="product-grid">{children}</div>
    </section>
  );
}
