// The facets a filtered product list returns (spec section 3, Filter), shared by collections and search.
export const PRODUCT_FILTER_FRAGMENT = `#graphql
  fragment ProductFilterFacet on Filter {
    id
    label
    type
    presentation
    values {
      id
      label
      count
      input
      swatch { color }
    }
  }
` as const;
