import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductCard } from '~/core/catalogue/ProductCard';
import type { CardView } from '~/core/catalogue/card-view';
import { catalogueMessages } from '~/listings/texts';
import { useHydrated } from '~/core/ui/useHydrated';
import { usePaging, type PageInfo } from '~/listings/usePaging';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

export interface ProductConnection {
  nodes: CardView[];
  pageInfo: PageInfo;
}

/** True when the grid holds more than one kind of piece, so naming each card's kind tells something. */
function mixedKinds(nodes: CardView[]): boolean {
  return nodes.some((node) => node.productType !== nodes[0]?.productType);
}

/**
 * The grid with cursor paging. Without JavaScript, Previous and Next are plain links that keep every
 * other parameter (filters, sort, the search term); with it, Load more appends the next page in place
 * and Load previous prepends the one before (usePaging keeps the loaded pages in the history
 * state). One way of paging at a time: the two together confused where page 1 ended.
 */
export function ProductResults({
  connection,
  empty,
  search,
  list,
}: {
  connection: ProductConnection;
  empty: React.ReactNode;
  search: string;
  list: string;
}) {
  const catalogueText = messagesIn(useLocale(), catalogueMessages);
  const hydrated = useHydrated();
  const { nodes, pageInfo, state, nextPageUrl, previousPageUrl, isLoading } = usePaging(connection, search);
  const { hasNextPage, hasPreviousPage } = pageInfo;
  return nodes.length === 0 ? (
    <div className="catalogue__empty">{empty}</div>
  ) : (
    <>
      {hydrated && hasPreviousPage ? (
        <LoadLink to={previousPageUrl} state={state} where="previous">
          {isLoading ? catalogueText.loading : catalogueText.loadPrevious}
        </LoadLink>
      ) : null}
      <h2 className="visually-hidden">{catalogueText.productsHeading}</h2>
      <div className="product-grid catalogue__grid" aria-busy={isLoading || undefined}>
        {nodes.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            loading={index < 4 ? 'eager' : 'lazy'}
            priority={index < 2}
            showType={mixedKinds(nodes)}
            list={list}
          />
        ))}
      </div>
      {hydrated && hasNextPage ? (
        <LoadLink to={nextPageUrl} state={state} where="next">
          {isLoading ? catalogueText.loading : catalogueText.loadMore}
        </LoadLink>
      ) : null}
      {/* Page links are for shoppers without JavaScript (and crawlers); with it the grid grows in place. */}
      {!hydrated && (hasPreviousPage || hasNextPage) ? (
        <nav className="pager" aria-label={catalogueText.pages}>
          {hasPreviousPage ? (
            <Link to={previousPageUrl} rel="prev" className="pager__link pager__link--previous">
              <span aria-hidden="true">←</span> {catalogueText.previousPage}
            </Link>
          ) : (
            <span />
          )}
          {hasNextPage ? (
            <Link to={nextPageUrl} rel="next" className="pager__link pager__link--next">
              {catalogueText.nextPage} <span aria-hidden="true">→</span>
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}

/** Load more / Load previous: the page's address, with the cards already shown in its state. */
function LoadLink({ to, state, where, children }: { to: string; state: unknown; where: 'next' | 'previous'; children: ReactNode }) {
  return (
    <div className={where === 'previous' ? 'catalogue__more catalogue__more--previous' : 'catalogue__more'}>
      <Link
        to={to}
        state={state}
        replace
        preventScrollReset
        className={where === 'previous' ? 'button button--ghost' : 'button button--ghost catalogue__load-more'}
      >
        {children}
      </Link>
    </div>
  );
}
