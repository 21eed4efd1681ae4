import { Link } from 'react-router';
import { Pagination } from '@shopify/hydrogen';
import { ProductCard } from '~/components/product/ProductCard';
import type { CardView } from '~/lib/catalogue/card-view';
import { catalogueMessages } from '~/lib/messages/catalogue';
import { useHydrated } from '~/components/layout/useHydrated';
import { PAGINATION_PARAMS } from '~/lib/catalogue/filters';
import { useMessages } from '~/lib/messages/use-messages';

export interface ProductConnection {
  nodes: CardView[];
  pageInfo: { hasPreviousPage: boolean; hasNextPage: boolean; startCursor?: string | null; endCursor?: string | null };
}

/**
 * A page link on the canonical parameters (`search`: the filters, sort and term the page understood),
 * so nothing the page ignored is carried along; Hydrogen's URL gives the cursor and direction.
 */
function pageHref(search: string, hydrogenUrl: string): string {
  const paging = new URLSearchParams(hydrogenUrl.replace(/^[^?]*\?/, ''));
  const params = new URLSearchParams(search);
  for (const name of PAGINATION_PARAMS) {
    const value = paging.get(name);
    if (value) params.set(name, value);
  }
  return `?${params}`;
}

/**
 * The grid with cursor paging. Without JavaScript, Previous and Next are plain links that keep every
 * other parameter (filters, sort, the search term); with it, Load more appends the next page in place
 * and Load previous prepends the one before (Hydrogen's Pagination keeps the loaded pages in the
 * history state). One way of paging at a time: the two together confused where page 1 ended.
 */
/** True when the grid holds more than one kind of piece, so naming each card's kind tells something. */
function mixedKinds(nodes: CardView[]): boolean {
  return nodes.some((node) => node.productType !== nodes[0]?.productType);
}

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
  const catalogueText = useMessages(catalogueMessages);
  const hydrated = useHydrated();
  return (
    // Keyed by the filters, sort and term: a new result set starts a fresh Pagination, instead of the
    // component noticing the change afterwards and navigating once more to reset itself.
    <Pagination key={search} connection={connection}>
      {({ nodes, NextLink, PreviousLink, nextPageUrl, previousPageUrl, hasNextPage, hasPreviousPage, isLoading }) =>
        nodes.length === 0 ? (
          <div className="catalogue__empty">{empty}</div>
        ) : (
          <>
            {hydrated && hasPreviousPage ? (
              <div className="catalogue__more catalogue__more--previous">
                <PreviousLink className="button button--ghost">
                  {isLoading ? catalogueText.loading : catalogueText.loadPrevious}
                </PreviousLink>
              </div>
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
              <div className="catalogue__more">
                <NextLink className="button button--ghost catalogue__load-more">
                  {isLoading ? catalogueText.loading : catalogueText.loadMore}
                </NextLink>
              </div>
            ) : null}
            {/* Page links are for shoppers without JavaScript (and crawlers); with it the grid grows in place. */}
            {!hydrated && (hasPreviousPage || hasNextPage) ? (
              <nav className="pager" aria-label={catalogueText.pages}>
                {hasPreviousPage ? (
                  <Link to={pageHref(search, previousPageUrl)} rel="prev" className="pager__link pager__link--previous">
                    <span aria-hidden="true">←</span> {catalogueText.previousPage}
                  </Link>
                ) : (
                  <span />
                )}
                {hasNextPage ? (
                  <Link to={pageHref(search, nextPageUrl)} rel="next" className="pager__link pager__link--next">
                    {catalogueText.nextPage} <span aria-hidden="true">→</span>
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            ) : null}
          </>
        )
      }
    </Pagination>
  );
}
