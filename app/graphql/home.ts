import { PRODUCT_CARD_FRAGMENT } from './product-card.ts';

export const HOME_PRODUCTS_QUERY = `#graphql
  query HomeProducts($first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first, sortKey: BEST_SELLING) {
      nodes { ...ProductCard }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
