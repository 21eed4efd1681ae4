import { Form, Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { ResolvedLink } from '~/core/sanity/ContentLink';
import { DeferredRichText as RichText } from '~/core/sanity/DeferredRichText';
import { ProductCard } from '~/core/catalogue/ProductCard';
import { catalogueMessages } from '~/listings/texts';
import { messages } from '~/core/texts/spec';
import { MAX_SEARCH_TERM_LENGTH } from '~/core/catalogue/search-term';
import { notFoundMessage, notFoundPage, type NotFoundData } from '~/core/not-found/messages';
import { linkKey } from '~/core/settings/shell-data';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/**
 * The one 404 page (spec section 2), for an unknown address, collection, product, page or lookbook:
 * the merchant's notFoundPage title, text and links, the 404's own words, a search, and pieces from
 * the merchant's collection when the loader could read them.
 */
export function NotFound({ error }: { error: unknown }) {
  const locale = useLocale();
  const specText = messagesIn(locale, messages);
  const catalogueText = messagesIn(locale, catalogueMessages);
  const page = notFoundPage(error);
  const detail = notFoundMessage(error);
  const featured = (error as Partial<NotFoundData> | null)?.featured ?? null;
  const links = page?.links ?? [];
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <div className="not-found__intro">
        <p className="eyebrow">404</p>
        <h1 id="not-found-title">{page?.title || specText.errorPageTitle}</h1>
        {detail ? <p className="not-found__detail">{detail}</p> : null}
        {page?.body.length ? <RichText value={page.body} className="not-found__body" /> : null}
        <Form method="get" action="/search" className="search-form not-found__search" role="search">
          <label htmlFor="not-found-q" className="visually-hidden">
            {catalogueText.searchLabel}
          </label>
          <input
            id="not-found-q"
            type="search"
            name="q"
            placeholder={catalogueText.searchPlaceholder}
            autoComplete="off"
            maxLength={MAX_SEARCH_TERM_LENGTH}
            className="search-form__input"
          />
          <button type="submit" className="search-form__submit">
            {catalogueText.searchSubmit}
          </button>
        </Form>
        <ul className="not-found__links">
          <li>
            <Link className="button" to="/">
              {specText.backToHome}
            </Link>
          </li>
          {links.map((link, index) => (
            <li key={linkKey(link, index)}>
              <ResolvedLink href={link.href} className="button button--ghost">
                {link.title}
              </ResolvedLink>
            </li>
          ))}
        </ul>
      </div>
      {featured ? (
        <section className="not-found__featured" aria-labelledby="not-found-featured">
          <h2 id="not-found-featured" className="section__title">
            <Link to={`/collections/${featured.handle}`}>{featured.title}</Link>
          </h2>
          <div className="product-grid">
            {featured.products.map((product) => (
              <ProductCard key={product.id} product={product} list="not-found" />
            ))}
          </div>
        </section>
      ) : null}
    </section>
  );
}

/**
 * A route's own boundary for its 404s, so the document keeps that route's title ('Product not
 * found · Bottega'); anything else goes on to the root's boundary.
 */
export function NotFoundBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFound error={error.data} />;
}
