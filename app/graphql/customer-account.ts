// Customer Account API documents (the new account mode, through Hydrogen's customerAccount client).
// They are checked against the official schema Hydrogen ships (customer-account.schema.json) by
// tests/unit/customer-account-documents.test.ts; their results are typed in
// app/lib/account/customer-account-types.ts.

const ADDRESS = `#graphql
  fragment CaAddress on CustomerAddress {
    id firstName lastName company address1 address2 city province zoneCode country territoryCode zip phoneNumber formatted name
  }
`;

const ORDER_SUMMARY = `#graphql
  fragment CaOrderSummary on Order {
    id name number processedAt cancelledAt financialStatus fulfillmentStatus
    totalPrice { amount currencyCode }
    lineItems(first: 3) { nodes { title quantity image { url altText width height } } }
  }
`;

export const CA_CUSTOMER_QUERY = `#graphql
  query CaCustomer {
    customer {
      id firstName lastName displayName creationDate
      emailAddress { emailAddress marketingState }
      phoneNumber { phoneNumber }
      defaultAddress { ...CaAddress }
      addresses(first: 250) { nodes { ...CaAddress } }
      orders(first: 250, sortKey: PROCESSED_AT, reverse: true) { nodes { ...CaOrderSummary } }
    }
  }
  ${ADDRESS}
  ${ORDER_SUMMARY}
`;

export const CA_ORDER_QUERY = `#graphql
  query CaOrder($orderId: ID!) {
    order(id: $orderId) {
      id name number processedAt cancelledAt cancelReason financialStatus fulfillmentStatus email statusPageUrl
      subtotal { amount currencyCode }
      totalPrice { amount currencyCode }
      totalTax { amount currencyCode }
      totalShipping { amount currencyCode }
      totalRefunded { amount currencyCode }
      lineItems(first: 250) {
        nodes {
          title variantTitle sku quantity productId
          totalPriceBeforeDiscounts { amount currencyCode }
          totalPrice { amount currencyCode }
          image { url altText width height }
        }
      }
      shippingAddress { ...CaAddress }
      billingAddress { ...CaAddress }
      fulfillments(first: 10) { nodes { status trackingInformation { company number url } } }
    }
  }
  ${ADDRESS}
`;

export const CA_CUSTOMER_UPDATE = `#graphql
  mutation CaCustomerUpdate($input: CustomerUpdateInput!) {
    customerUpdate(input: $input) { customer { id } userErrors { code field message } }
  }
`;

export const CA_ADDRESS_CREATE = `#graphql
  mutation CaAddressCreate($address: CustomerAddressInput!, $defaultAddress: Boolean) {
    customerAddressCreate(address: $address, defaultAddress: $defaultAddress) { customerAddress { id } userErrors { code field message } }
  }
`;

export const CA_ADDRESS_UPDATE = `#graphql
  mutation CaAddressUpdate($addressId: ID!, $address: CustomerAddressInput, $defaultAddress: Boolean) {
    customerAddressUpdate(addressId: $addressId, address: $address, defaultAddress: $defaultAddress) { customerAddress { id } userErrors { code field message } }
  }
`;

export const CA_ADDRESS_DELETE = `#graphql
  mutation CaAddressDelete($addressId: ID!) {
    customerAddressDelete(addressId: $addressId) { deletedAddressId userErrors { code field message } }
  }
`;

/** Every document, for the schema check. */
export const customerAccountDocuments = {
  CA_CUSTOMER_QUERY,
  CA_ORDER_QUERY,
  CA_CUSTOMER_UPDATE,
  CA_ADDRESS_CREATE,
  CA_ADDRESS_UPDATE,
  CA_ADDRESS_DELETE,
};
