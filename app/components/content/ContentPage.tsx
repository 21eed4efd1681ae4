import type { ReactNode } from 'react';
import type { PageQueryResult } from '~/content/model';
import { SanityImage } from '~/components/content/SanityImage';
import { RichText } from '~/components/content/RichText';
import { ContentModules, type ProductsByHandle } from '~/components/content/ContentModules';

/** A page document: title and intro, the hero photograph, the rich text, then its modules. */
export function ContentPage({ page, products, children }: { page: PageQueryResult; products: ProductsByHandle; children?: ReactNode }) {
  return (
    <article className={`content-page content-page--${page.slug}`}>
      <header className="content-page__header">
        <h1>{page.title}</h1>
        {page.intro ? <p className="content-page__intro">{page.intro}</p> : null}
      </header>
      {page.heroImage ? (
        <div className="content-page__hero">
          <SanityImage image={page.heroImage} aspectRatio={16 / 9} sizes="100vw" loading="eager" />
        </div>
      ) : null}
      <RichText value={page.body} className="content-page__body" />
      {children}
      <ContentModules modules={page.modules} products={products} />
    </article>
  );
}
