import { data, Form, useLoaderData } from 'react-router';
import type { Route } from './+types/search';
import { siteUrl } from '~/core/request/site-origin.server';
import { SEARCH_QUERY } from '~/graphql/search';
import { catalogueCache } from '~/core/catalogue/cache';
import { cardShaper } from '~/core/catalogue/cards.server';
import { CATALOGUE_DOCUMENT_CACHE_CONTROL, pageStatus, queryPage, readPaging } from '~/listings/listing.server';
import { cleanSearchTerm, MAX_SEARCH_TERM_LENGTH } from '~/core/catalogue/search-term';
import { hasFilters, parseFilters, parseSort, searchSort, SEARCH_SORT_OPTIONS, SORT_PARAM, toProductFilters } from '~/listings/filters';
import { facetGroups } from '~/listings/facets';
import { LIMITS } from '~/core/constants';
import { catalogueMessages } from '~/listings/texts';
import { pageMeta, pageLocale } from '~/core/page-meta';
import listingStyles from '~/listings/listing.css?url';
import { CatalogueView } from '~/listings/CatalogueView';
import { NoResults } from '~/search/NoResults';
import { PageUnavailableNotice } from '~/listings/PageUnavailableNotice';
import { SearchViewAnalytics } from '~/listings/CatalogueAnalytics';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

// The page's own styles, with the shop's precedence: at the top of the head (see root.tsx's links).
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: listingStyles, precedence: 'default' }];

/** Pages of 24; the API never returns more than LIMITS.searchResults (250) in one request. */
const PAGE_SIZE = Math.min(24, LIMITS.searchResults);

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': CATALOGUE_DOCUMENT_CACHE_CONTROL });

export const meta: Route.MetaFunction = (args) => {
  const { data, matches } = args;
  const catalogueText = messagesIn(pageLocale(matches), catalogueMessages);
  return pageMeta(args, {
    title: data?.term ? catalogueText.resultsFor(data.term) : catalogueText.search,
    url: data?.canonicalUrl,
    // Result pages are endless combinations of words: worth following, not worth indexing.
    robots: 'noindex, follow',
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const term = cleanSearchTerm(url.searchParams.get('q'));
  const selection = parseFilters(url.searchParams);
  const sort = parseSort(url.searchParams.get(SORT_PARAM), SEARCH_SORT_OPTIONS);
  const canonicalUrl = siteUrl(context.config, request, '/search');
  // Spec section 5: a blank term (after trimming) is ignored; no query is sent, so no cursor is read.
  if (!term) return { term, selection, sort, canonicalUrl, results: null, filtered: false, pageUnavailable: false };

  const { sortKey, reverse } = searchSort(sort);
  const [shapeCard, { result, pageUnavailable }] = await Promise.all([
    cardShaper(context),
    queryPage(
      (paging) =>
        context.storefront.query(SEARCH_QUERY, {
          variables: { term, filters: toProductFilters(selection), sortKey, reverse, ...paging },
          cache: catalogueCache(),
        }),
      readPaging(request, PAGE_SIZE),
    ),
  ]);
  const { search } = result;
  const products = search.nodes.filter((node) => 'handle' in node).map(shapeCard);
  // A cursor that could not be honoured is bad input (400), but the shopper still gets the first page.
  return data(
    {
      term,
      selection,
      sort,
      canonicalUrl,
      filtered: hasFilters(selection),
      pageUnavailable,
      results: {
        totalCount: search.totalCount,
        groups: facetGroups(search.productFilters, selection),
        connection: { nodes: products, pageInfo: search.pageInfo },
      },
    },
    pageStatus(pageUnavailable),
  );
}

export default function Search() {
  const catalogueText = messagesIn(useLocale(), catalogueMessages);
  const { term, selection, sort, results, filtered, pageUnavailable } = useLoaderData<typeof loader>();
  const groups = results?.groups ?? [];
  const noHits = results !== null && results.totalCount === 0;
  return (
    <div className="catalogue-page search-page">
      <header className="catalogue-page__header search-page__header">
        <h1 className="catalogue-page__title">{term ? catalogueText.resultsFor(term) : catalogueText.search}</h1>
        <Form method="get" action="/search" className="search-form" role="search">
          <label htmlFor="search-page-q" className="visually-hidden">
            {catalogueText.searchLabel}
          </label>
          <input
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={term}
            key={term}
            placeholder={catalogueText.searchPlaceholder}
            maxLength={MAX_SEARCH_TERM_LENGTH}
            autoComplete="off"
            className="search-form__input"
          />
          <button type="submit" className="search-form__submit">
            {catalogueText.searchSubmit}
          </button>
        </Form>
        {term ? null : <p className="catalogue-page__intro">{catalogueText.searchIntro}</p>}
      </header>
      {pageUnavailable ? <PageUnavailableNotice /> : null}
      {results ? (
        noHits && !filtered ? (
          <div className="catalogue__empty search-page__empty">
            <NoResults />
          </div>
        ) : (
          <CatalogueView
            key={term}
            pathname="/search"
            connection={results.connection}
            groups={groups}
            selection={selection}
            sort={sort}
            sortOptions={SEARCH_SORT_OPTIONS}
            keep={{ q: term }}
            count={catalogueText.resultCount(results.totalCount)}
            empty={<NoResults filtered={filtered} />}
            list="search"
          />
        )
      ) : null}
      {term && results ? <SearchViewAnalytics data={{ searchTerm: term, searchResults: results.totalCount }} /> : null}
    </div>
  );
}
