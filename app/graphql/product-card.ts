// What every product card and search result carries (spec section 3, "Product cards").
export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    id
    title
    handle
    productType
    availableForSale
    publishedAt
    tags
    options { name optionValues { name swatch { color } } }
    featuredImage { id url altText width height }
    # The second photograph shows on hover in product grids.
    images(first: 2) { nodes { id url altText width height } }
    priceRange {
      minVariantPrice { amount currencyCode }
      maxVariantPrice { amount currencyCode }
    }
    compareAtPriceRange {
      minVariantPrice { amount currencyCode }
      maxVariantPrice { amount currencyCode }
    }
  }
` as const;
