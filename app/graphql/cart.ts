// The cart as the bag shows it (spec section 3, Cart). Used by Hydrogen's cart handler for every
// cart query and mutation, so the drawer and the /cart page always receive the same shape.
export const MONEY_FRAGMENT = `#graphql
  fragment Money on MoneyV2 {
    currencyCode
    amount
  }
` as const;

export const CART_QUERY_FRAGMENT = `#graphql
  fragment CartLine on CartLine {
    id
    quantity
    attributes { key value }
    cost {
      totalAmount { ...Money }
      amountPerQuantity { ...Money }
      compareAtAmountPerQuantity { ...Money }
      subtotalAmount { ...Money }
    }
    discountAllocations { discountedAmount { ...Money } }
    merchandise {
      ... on ProductVariant {
        id
        availableForSale
        quantityAvailable
        compareAtPrice { ...Money }
        price { ...Money }
        requiresShipping
        title
        image { id url altText width height }
        selectedOptions { name value }
        product {
          id
          handle
          title
          productType
          tags
          featuredImage { url }
          preorderNote: metafield(namespace: "custom", key: "preorder_note") { value }
        }
      }
    }
  }
  fragment CartApiQuery on Cart {
    updatedAt
    createdAt
    id
    checkoutUrl
    totalQuantity
    buyerIdentity {
      countryCode
      customer { id email firstName lastName displayName }
      email
      phone
    }
    lines(first: $numCartLines) {
      nodes { ...CartLine }
    }
    cost {
      subtotalAmount { ...Money }
      totalAmount { ...Money }
      totalDutyAmount { ...Money }
      totalTaxAmount { ...Money }
    }
    note
    attributes { key value }
    discountCodes { code applicable }
  }
  ${MONEY_FRAGMENT}
` as const;
