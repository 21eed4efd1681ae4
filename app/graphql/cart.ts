// The cart as the bag shows it (spec section 3, Cart). Hydrogen's cart handler runs its own cart
// query and mutations with these fragments (context.server.ts): the full cart for every read, so the
// drawer and the /cart page always receive the same shape, and a small one for mutation answers.
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
          featuredImage { id url altText width height }
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

/**
 * What a cart mutation answers with: enough to store the cart id, keep the header count, tell the
 * shopper whether a discount code applies, and see each line's quantity as the shop holds it after
 * the change (an add checks the per-line limit against it, cart.server.ts). The full bag is read
 * again by the loaders that revalidate. 250 is LIMITS.cartLines: a fragment cannot take a variable
 * of its own in Hydrogen's mutations.
 */
export const CART_MUTATE_FRAGMENT = `#graphql
  fragment CartApiMutation on Cart {
    id
    checkoutUrl
    totalQuantity
    updatedAt
    discountCodes { code applicable }
    lines(first: 250) {
      nodes {
        id
        quantity
        merchandise { ... on ProductVariant { id } }
      }
    }
  }
` as const;
