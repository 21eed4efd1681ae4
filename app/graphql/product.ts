import { PRODUCT_CARD_FRAGMENT } from './product-card.ts';

// The product page (spec section 3, Product and ProductVariant): everything Hydrogen's option
// helpers need (encoded variant maps, first selectable and adjacent variants), every variant for
// the offers in the structured data, the gallery's media and the pdp.* metafields.
const PRODUCT_VARIANT_FRAGMENT = `#graphql
  fragment ProductVariant on ProductVariant {
    id
    title
    sku
    availableForSale
    quantityAvailable
    requiresShipping
    price { amount currencyCode }
    compareAtPrice { amount currencyCode }
    unitPrice { amount currencyCode }
    weight
    weightUnit
    selectedOptions { name value }
    image { id url altText width height }
    # The rest of the spec's variant.product (tags, type, picture, preorder note) is the page's own
    # product; the bag's lines ask for it whole. Each variant comes back several times over here,
    # and every copy is parsed again on each cached read.
    product { id handle title }
  }
` as const;

const PRODUCT_IMAGE_FRAGMENT = `#graphql
  fragment ProductImage on Image { id url altText width height }
` as const;

const PRODUCT_MEDIA_FRAGMENT = `#graphql
  fragment ProductMedia on Media {
    __typename
    id
    alt
    mediaContentType
    previewImage { ...ProductImage }
    ... on MediaImage { image { ...ProductImage } }
    ... on Video { sources { url mimeType } }
    ... on ExternalVideo { embedUrl host }
  }
  ${PRODUCT_IMAGE_FRAGMENT}
` as const;

export const PRODUCT_QUERY = `#graphql
  query Product(
    $handle: String!
    $selectedOptions: [SelectedOptionInput!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
      vendor
      description
      productType
      tags
      createdAt
      updatedAt
      publishedAt
      availableForSale
      isGiftCard
      totalInventory
      onlineStoreUrl
      encodedVariantExistence
      encodedVariantAvailability
      seo { title description }
      featuredImage { ...ProductImage }
      # Every photograph of the piece, for the structured data; the gallery shows media.
      images(first: 250) { nodes { url } }
      media(first: 250) { nodes { ...ProductMedia } }
      options(first: 250) {
        id
        name
        optionValues {
          id
          name
          swatch { color image { previewImage { ...ProductImage } } }
          firstSelectableVariant { ...ProductVariant }
        }
      }
      selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
        ...ProductVariant
      }
      adjacentVariants(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
        ...ProductVariant
      }
      # Every variant, lightly: one Offer each in the structured data and the target of ?variant=.
      # The page itself works from the selected, adjacent and first selectable variants.
      variants(first: 250) {
        nodes {
          id
          title
          sku
          availableForSale
          price { amount currencyCode }
          image { url }
          selectedOptions { name value }
        }
      }
      priceRange {
        minVariantPrice { amount currencyCode }
        maxVariantPrice { amount currencyCode }
      }
      compareAtPriceRange {
        minVariantPrice { amount currencyCode }
        maxVariantPrice { amount currencyCode }
      }
      pdpDescription: metafield(namespace: "pdp", key: "description") { value }
      materialsAndCare: metafield(namespace: "pdp", key: "materials_and_care") { value }
      dimensions: metafield(namespace: "pdp", key: "dimensions") { value }
      shipping: metafield(namespace: "pdp", key: "shipping") { value }
      swatchColor: metafield(namespace: "pdp", key: "swatch_color") { value }
      preorderNote: metafield(namespace: "custom", key: "preorder_note") { value }
      styleColor: metafield(namespace: "my_fields", key: "style_color") { value }
      fabrication: metafield(namespace: "my_fields", key: "fabrication") { value }
      matchingColours: metafield(namespace: "pdp", key: "swatch_collection") {
        reference {
          ... on Collection {
            handle
            products(first: 30) {
              nodes {
                id
                handle
                title
                availableForSale
                swatchColor: metafield(namespace: "pdp", key: "swatch_color") { value }
                options(first: 1) { name optionValues { name swatch { color } } }
              }
            }
          }
        }
      }
    }
  }
  ${PRODUCT_VARIANT_FRAGMENT}
  ${PRODUCT_MEDIA_FRAGMENT}
` as const;

export const PRODUCT_RECOMMENDATIONS_QUERY = `#graphql
  query ProductRecommendations($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    productRecommendations(productHandle: $handle, intent: RELATED) { ...ProductCard }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

// The product's collections (spec section 3: the first 5, each with up to 4 available products),
// for the "More from this collection" rail; streamed after the page like the recommendations.
export const PRODUCT_COLLECTIONS_QUERY = `#graphql
  query ProductCollections($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      collections(first: 5) {
        nodes {
          handle
          title
          products(first: 4, filters: [{ available: true }]) { nodes { ...ProductCard } }
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
