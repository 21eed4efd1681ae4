import type { ReactNode } from 'react';
import type { PageQueryResult } from '~/core/sanity/model';
import { SanityImage } from '~/content/SanityImage';
import { RichText } from '~/core/sanity/RichText';
import { ContentModules, type ProductsByHandle } from '~/content/ContentModules';
import { plainText } from '~/core/sanity/portable-text-plain';
import { partLanguage } from '~/core/sanity/content-language';
import { useLocale } from '~/core/locale/use-locale';

/** A drop cap three lines deep needs an opening paragraph that runs past three lines on a desktop measure. */
const DROP_CAP_MIN_CHARACTERS = 180;

function opensWithLongParagraph(body: PageQueryResult['body']): boolean {
  const first = body?.[0];
  return Boolean(
    first &&
    first._type === 'block' &&
    (first.style ?? 'normal') === 'normal' &&
    !first.listItem &&
    plainText([first]).length >= DROP_CAP_MIN_CHARACTERS,
  );
}

/** A page document: title and intro, the hero photograph, the rich text, then its modules. */
export function ContentPage({ page, products, children }: { page: PageQueryResult; products: ProductsByHandle; children?: ReactNode }) {
  // The document's own parts carry its language; what the page adds (lists, modules) is the page's.
  const lang = partLanguage(page.language, useLocale());
  return (
    <article className={`content-page content-page--${page.slug}`}>
      <header className="content-page__header" lang={lang}>
        <h1>{page.title}</h1>
        {page.intro ? <p className="content-page__intro">{page.intro}</p> : null}
      </header>
      {page.heroImage ? (
        <div className="content-page__hero" lang={lang}>
          <SanityImage image={page.heroImage} shape="wide" sizes="100vw" loading="eager" />
        </div>
      ) : null}
      <RichText
        value={page.body}
        lang={lang}
        className={`content-page__body${opensWithLongParagraph(page.body) ? ' content-page__body--drop-cap' : ''}`}
      />
      {children}
      <ContentModules modules={page.modules} products={products} lang={lang} />
    </article>
  );
}
