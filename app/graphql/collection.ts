import { PRODUCT_CARD_FRAGMENT } from './product-card.ts';
import { PRODUCT_FILTER_FRAGMENT } from './filters.ts';

// A collection page (spec section 7, "collection"): handle, cursor paging both ways, filters, sort.
export const COLLECTION_QUERY = `#graphql
  query CollectionProducts(
    $handle: String!
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $filters: [ProductFilter!]
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      handle
      title
      description
      descriptionHtml
      updatedAt
      seo { title description }
      image { id url altText width height }
      products(
        first: $first
        last: $last
        before: $startCursor
        after: $endCursor
        filters: $filters
        sortKey: $sortKey
        reverse: $reverse
      ) {
        filters { ...ProductFilterFacet }
        nodes { ...ProductCard }
        pageInfo { hasPreviousPage hasNextPage startCursor endCursor }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${PRODUCT_FILTER_FRAGMENT}
` as const;

// The collections overview: every collection the shop publishes, with its picture.
const COLLECTION_TILE_FRAGMENT = `#graphql
  fragment CollectionTile on Collection {
    id
    handle
    title
    description
    image { id url altText width height }
  }
` as const;

export const COLLECTIONS_QUERY = `#graphql
  query Collections($first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collections(first: $first) {
      nodes { ...CollectionTile }
    }
  }
  ${COLLECTION_TILE_FRAGMENT}
` as const;

/** The merchant's 'collections-menu' (spec section 7): which collections the overview shows, in order. */
export const COLLECTIONS_MENU_QUERY = `#graphql
  query CollectionsMenu($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    menu(handle: $handle) {
      handle
      title
      itemsCount
      items {
        id
        title
        url
        resource {
          __typename
          ... on Collection { ...CollectionTile }
          ... on Product { id handle title }
        }
      }
    }
  }
  ${COLLECTION_TILE_FRAGMENT}
` as const;
