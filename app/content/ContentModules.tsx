import { cardMessages } from '~/core/catalogue/texts';
import { Link } from 'react-router';
import { ProductCard } from '~/core/catalogue/ProductCard';
import type { CardView } from '~/core/catalogue/card-view';
import { SanityImage } from '~/content/SanityImage';
// Modules sit below the hero: their rich text hydrates when its code arrives (hydrate-later.tsx).
import { DeferredRichText } from '~/core/sanity/DeferredRichText';
import { LookbookCard } from '~/content/LookbookCard';
import { ContentLink } from '~/core/sanity/ContentLink';
import { ProductRail } from '~/content/ProductRail';
import type { LinkResult, ModuleResult } from '~/core/sanity/model';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

export type ProductsByHandle = Record<string, CardView>;

/** Renders the modules of the home document or a page, in the editor's order. */
/** `lang`: the document's language where it differs from the page's (partLanguage), for the modules' own words. */
export function ContentModules({ modules, products, lang }: { modules: ModuleResult[]; products: ProductsByHandle; lang?: string }) {
  let collections = 0;
  return (
    <>
      {modules.map((module) => {
        // Collection features alternate sides down the page, like a printed catalogue's spreads.
        const reversed = module._type === 'moduleCollection' && collections++ % 2 === 1;
        return <ContentModule key={module._key} module={module} products={products} reversed={reversed} lang={lang} />;
      })}
    </>
  );
}

/** A rail's cards: 72% of the column on phones, a little under a quarter of it on wider screens. */
const RAIL_SIZES = '(min-width: 768px) 23vw, 72vw';

function ContentModule({
  module,
  products,
  reversed,
  lang,
}: {
  module: ModuleResult;
  products: ProductsByHandle;
  reversed: boolean;
  lang?: string;
}) {
  const cardText = messagesIn(useLocale(), cardMessages);
  switch (module._type) {
    case 'moduleProducts': {
      // Products the shop no longer sells drop out instead of leaving holes.
      const cards = module.productHandles.map((handle) => products[handle]).filter((product): product is CardView => Boolean(product));
      if (!cards.length) return null;
      return (
        <section className="section module module--products" aria-label={module.title}>
          <h2 className="section__title" lang={lang}>
            {module.title}
          </h2>
          {cards.length > 4 ? (
            <ProductRail title={module.title}>
              {cards.map((product) => (
                <ProductCard key={product.id} product={product} sizes={RAIL_SIZES} list={module.title} />
              ))}
            </ProductRail>
          ) : (
            <div className="product-grid">
              {cards.map((product) => (
                <ProductCard key={product.id} product={product} list={module.title} />
              ))}
            </div>
          )}
        </section>
      );
    }
    case 'moduleCollection':
      return (
        <section className={`module module--collection${reversed ? ' module--reversed' : ''}`}>
          <Link
            to={`/collections/${module.collectionHandle}`}
            prefetch="intent"
            className="module-collection__media"
            tabIndex={-1}
            aria-hidden="true"
          >
            <SanityImage image={module.image} shape="portrait" sizes="(min-width: 768px) 50vw, 100vw" />
          </Link>
          <div className="module-collection__text">
            <h2 lang={lang}>{module.title}</h2>
            {module.body ? <p lang={lang}>{module.body}</p> : null}
            <Link to={`/collections/${module.collectionHandle}`} prefetch="intent" className="text-link">
              {cardText.discover(module.title)}
            </Link>
          </div>
        </section>
      );
    case 'moduleLookbooks':
      if (!module.lookbooks.length) return null;
      return (
        <section className="section module module--lookbooks" aria-label={module.title}>
          <h2 className="section__title" lang={lang}>
            {module.title}
          </h2>
          <div className="lookbook-grid">
            {module.lookbooks.map((lookbook) => (
              <LookbookCard key={lookbook._id} lookbook={lookbook} sizes="(min-width: 768px) 33vw, 100vw" />
            ))}
          </div>
        </section>
      );
    case 'moduleImage':
      return (
        <figure className="module module--image" lang={lang}>
          <SanityImage image={module.image} sizes="100vw" />
          {module.caption || module.link ? (
            <figcaption>
              {module.caption ? <span>{module.caption}</span> : null} <CallToAction link={module.link} />
            </figcaption>
          ) : null}
        </figure>
      );
    case 'moduleCallout':
      return (
        <section className="module module--callout" lang={lang}>
          <p className="callout__text">{module.text}</p>
          <CallToAction link={module.link} />
        </section>
      );
    case 'moduleText':
      return (
        <section className="module module--text" lang={lang}>
          {module.title ? <h2>{module.title}</h2> : null}
          <DeferredRichText value={module.body} />
        </section>
      );
    default:
      return null;
  }
}

function CallToAction({ link }: { link: LinkResult | null }) {
  if (!link?.title) return null;
  return (
    <ContentLink link={link} className="text-link">
      {link.title}
    </ContentLink>
  );
}
