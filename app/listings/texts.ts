// Collections, search and product cards: our own wording.
import { area } from '~/core/texts/area';
export const catalogueMessages = {
  collections: 'Collections',
  /** Heads the result grid for assistive technology, between the page's h1 and each card's h3. */
  productsHeading: 'Products',
  collectionsIntro: 'Every line the house makes, cut and finished by hand in Florence.',
  /** The home page's best sellers. */
  fromTheAtelier: 'From the atelier',
  /** The page links shown without JavaScript. */
  pages: 'Pages',
  filter: 'Filter',
  filterAndSort: 'Filter & sort',
  filters: 'Filters',
  applyFilters: 'Show results',
  clearAll: 'Clear all',
  removeFilter: (label: string) => `Remove filter ${label}`,
  sortBy: 'Sort by',
  applySort: 'Apply',
  sortLabels: {
    relevance: 'Featured',
    'price-low-high': 'Price: low to high',
    'price-high-low': 'Price: high to low',
    'best-selling': 'Best selling',
    newest: 'Newest',
  } as Record<string, string>,
  searchRelevance: 'Relevance',
  filterLabels: { color: 'Colour', size: 'Size', productType: 'Category', material: 'Material' } as Record<string, string>,
  previousPage: 'Previous',
  nextPage: 'Next',
  loadMore: 'Load more',
  loadPrevious: 'Load previous',
  loading: 'Loading…',
  pieces: (count: number) => (count === 1 ? '1 piece' : `${count} pieces`),
  /** The filters found more than one page holds (a collection does not tell how many). */
  piecesAndMore: (count: number) => `More than ${count} pieces`,
  noProductsMatch: 'No pieces match these filters.',
  emptyCollection: 'This collection is being prepared. Please visit again soon.',
  search: 'Search',
  searchPlaceholder: 'Search the collections',
  searchLabel: 'Search for',
  searchSubmit: 'Search',
  searchIntro: 'Find a piece by name, leather or colour.',
  resultsFor: (term: string) => `Results for “${term}”`,
  resultCount: (count: number) => (count === 1 ? '1 result' : `${count} results`),
  viewAllResults: (term: string) => `View all results for “${term}”`,
  suggestions: 'Suggestions',
  popularSearches: 'Popular searches',
  // A cursor that is malformed or that the shop no longer accepts: the page answers 400 with the first page.
  pageUnavailable: 'That page of results is no longer available. Here is the first page.',
} as const;
area('catalogue', catalogueMessages);
