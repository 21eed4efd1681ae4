import { PRODUCT_CARD_FRAGMENT } from './product-card.ts';
import { PRODUCT_FILTER_FRAGMENT } from './filters.ts';

// Full search (spec section 7, "searchProducts"): products only, with filters, sort and a total.
export const SEARCH_QUERY = `#graphql
  query SearchProducts(
    $term: String!
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $filters: [ProductFilter!]
    $sortKey: SearchSortKeys
    $reverse: Boolean
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    search(
      query: $term
      types: [PRODUCT]
      first: $first
      last: $last
      before: $startCursor
      after: $endCursor
      productFilters: $filters
      sortKey: $sortKey
      reverse: $reverse
      unavailableProducts: LAST
    ) {
      totalCount
      productFilters { ...ProductFilterFacet }
      # A result's link carries its tracking parameters, for Shopify's search analytics.
      nodes { ... on Product { ...ProductCard trackingParameters } }
      pageInfo { hasPreviousPage hasNextPage startCursor endCursor }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${PRODUCT_FILTER_FRAGMENT}
` as const;

// Suggestions while typing (spec section 7, "predictiveSearch"): the browser posts this to
// /api/shopify, which adds country and language.
export const PREDICTIVE_SEARCH_QUERY = `#graphql
  query PredictiveSearch($term: String!, $limit: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    predictiveSearch(query: $term, limit: $limit, limitScope: EACH, types: [PRODUCT]) {
      products {
        id
        title
        handle
        productType
        trackingParameters
        featuredImage { id url altText width height }
        priceRange { minVariantPrice { amount currencyCode } }
      }
    }
  }
` as const;
