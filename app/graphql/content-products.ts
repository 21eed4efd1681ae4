import { PRODUCT_CARD_FRAGMENT } from './product-card.ts';

// The products content points at (home and page modules, lookbook hotspots), fetched in one
// request by handle: `handle:a OR handle:b ...`.
export const CONTENT_PRODUCTS_QUERY = `#graphql
  query ContentProducts($query: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first, query: $query) {
      nodes { ...ProductCard }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
