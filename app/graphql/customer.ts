// The legacy customer-account operations (spec section 7): sign-in flows, the customer with its
// addresses and orders, and an order's detail. Every call runs on the server with the access token
// from the session; none of these ever reaches the browser.
import { MONEY_FRAGMENT } from './cart.ts';

const CUSTOMER_ADDRESS_FRAGMENT = `#graphql
  fragment CustomerAddress on MailingAddress {
    id
    firstName
    lastName
    name
    company
    address1
    address2
    city
    province
    provinceCode
    country
    countryCodeV2
    zip
    phone
    formatted(withName: true, withCompany: true)
    formattedArea
    latitude
    longitude
  }
` as const;

const CUSTOMER_USER_ERROR_FRAGMENT = `#graphql
  fragment CustomerUserErrorFields on CustomerUserError {
    code
    field
    message
  }
` as const;

const ORDER_SUMMARY_FRAGMENT = `#graphql
  fragment OrderSummary on Order {
    id
    name
    orderNumber
    processedAt
    canceledAt
    financialStatus
    fulfillmentStatus
    currentTotalPrice { ...Money }
    lineItems(first: 3) {
      nodes {
        title
        quantity
        variant { id image { url altText width height } }
      }
    }
  }
  ${MONEY_FRAGMENT}
` as const;

const CUSTOMER_FRAGMENT = `#graphql
  fragment CustomerDetails on Customer {
    id
    email
    firstName
    lastName
    displayName
    phone
    acceptsMarketing
    tags
    createdAt
    updatedAt
    numberOfOrders
    defaultAddress { ...CustomerAddress }
    addresses(first: 250) { nodes { ...CustomerAddress } }
    orders(first: 250, sortKey: PROCESSED_AT, reverse: true) { nodes { ...OrderSummary } }
  }
  ${CUSTOMER_ADDRESS_FRAGMENT}
  ${ORDER_SUMMARY_FRAGMENT}
` as const;

export const CUSTOMER_QUERY = `#graphql
  query Customer($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) { ...CustomerDetails }
  }
  ${CUSTOMER_FRAGMENT}
` as const;

/** Where an order sits in the customer's list: its full id and the cursor just before it. */
export const CUSTOMER_ORDER_CURSORS_QUERY = `#graphql
  query CustomerOrderCursors($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      orders(first: 250, sortKey: PROCESSED_AT, reverse: true) {
        edges { cursor node { id } }
      }
    }
  }
` as const;

/**
 * One order in full, read through the customer's own order list (the order after `after`), so an
 * order id from the URL can only ever show an order that belongs to the signed-in customer.
 */
export const CUSTOMER_ORDER_QUERY = `#graphql
  query CustomerOrder($customerAccessToken: String!, $after: String, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      orders(first: 1, after: $after, sortKey: PROCESSED_AT, reverse: true) {
        nodes { ...OrderDetail }
      }
    }
  }
  fragment OrderDetail on Order {
    id
    name
    orderNumber
    processedAt
    canceledAt
    cancelReason
    currencyCode
    email
    phone
    financialStatus
    fulfillmentStatus
    statusUrl
    customerUrl
    currentSubtotalPrice { ...Money }
    currentTotalPrice { ...Money }
    currentTotalTax { ...Money }
    totalShippingPrice { ...Money }
    totalRefunded { ...Money }
    discountApplications(first: 10) {
      nodes {
        value {
          ... on MoneyV2 { ...Money }
          ... on PricingPercentageValue { percentage }
        }
      }
    }
    lineItems(first: 10) {
      nodes {
        title
        quantity
        originalTotalPrice { ...Money }
        discountedTotalPrice { ...Money }
        variant {
          id
          title
          sku
          image { url altText width height }
          product { handle }
        }
      }
    }
    shippingAddress { ...CustomerAddress }
    billingAddress { ...CustomerAddress }
    successfulFulfillments(first: 10) {
      trackingCompany
      trackingInfo(first: 10) { number url }
    }
  }
  ${CUSTOMER_ADDRESS_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

export const CUSTOMER_ACCESS_TOKEN_CREATE = `#graphql
  mutation CustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerAccessTokenCreate(input: $input) {
      customerAccessToken { accessToken expiresAt }
      customerUserErrors { ...CustomerUserErrorFields }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

export const CUSTOMER_ACCESS_TOKEN_DELETE = `#graphql
  mutation CustomerAccessTokenDelete($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
      deletedAccessToken
      deletedCustomerAccessTokenId
      userErrors { field message }
    }
  }
` as const;

export const CUSTOMER_CREATE = `#graphql
  mutation CustomerCreate($input: CustomerCreateInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerCreate(input: $input) {
      customer { id }
      customerUserErrors { ...CustomerUserErrorFields }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

export const CUSTOMER_RECOVER = `#graphql
  mutation CustomerRecover($email: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerRecover(email: $email) {
      customerUserErrors { ...CustomerUserErrorFields }
      userErrors { field message }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

export const CUSTOMER_RESET = `#graphql
  mutation CustomerReset($id: ID!, $input: CustomerResetInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerReset(id: $id, input: $input) {
      customerAccessToken { accessToken expiresAt }
      customerUserErrors { ...CustomerUserErrorFields }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

export const CUSTOMER_RESET_BY_URL = `#graphql
  mutation CustomerResetByUrl($resetUrl: URL!, $password: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerResetByUrl(resetUrl: $resetUrl, password: $password) {
      customerAccessToken { accessToken expiresAt }
      customerUserErrors { ...CustomerUserErrorFields }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

export const CUSTOMER_ACTIVATE_BY_URL = `#graphql
  mutation CustomerActivateByUrl($activationUrl: URL!, $password: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerActivateByUrl(activationUrl: $activationUrl, password: $password) {
      customerAccessToken { accessToken expiresAt }
      customerUserErrors { ...CustomerUserErrorFields }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

export const CUSTOMER_UPDATE = `#graphql
  mutation CustomerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
      customer { id }
      customerAccessToken { accessToken expiresAt }
      customerUserErrors { ...CustomerUserErrorFields }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

export const CUSTOMER_ADDRESS_CREATE = `#graphql
  mutation CustomerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {
      customerAddress { id }
      customerUserErrors { ...CustomerUserErrorFields }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

export const CUSTOMER_ADDRESS_UPDATE = `#graphql
  mutation CustomerAddressUpdate($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {
      customerAddress { id }
      customerUserErrors { ...CustomerUserErrorFields }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

export const CUSTOMER_ADDRESS_DELETE = `#graphql
  mutation CustomerAddressDelete($customerAccessToken: String!, $id: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {
      deletedCustomerAddressId
      customerUserErrors { ...CustomerUserErrorFields }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

export const CUSTOMER_DEFAULT_ADDRESS_UPDATE = `#graphql
  mutation CustomerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {
      customer { id }
      customerUserErrors { ...CustomerUserErrorFields }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;
