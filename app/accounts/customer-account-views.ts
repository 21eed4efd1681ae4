// The Customer Account API's answers as the same views the account pages already render for the
// Storefront API mode (customer-view.ts): numeric ids only, never an API object in loader data.
import {
  addressView,
  numericId,
  safeUrl,
  type AddressView,
  type CustomerView,
  type OrderDetailView,
  type OrderSummaryView,
} from '~/accounts/customer-view';
import type { CaAddress, CaCustomer, CaOrder, CaOrderSummary } from '~/accounts/customer-account-types';

/** The Customer Account API's names for an address's fields, in the Storefront API's, then the one view. */
function caAddressView(address: CaAddress, defaultId?: string | null): AddressView {
  const { zoneCode, territoryCode, phoneNumber, ...same } = address;
  return addressView({ ...same, provinceCode: zoneCode, countryCodeV2: territoryCode, phone: phoneNumber }, defaultId);
}

/** What the order list and the order page both show of an order. */
function caOrderHead(order: CaOrderSummary | CaOrder) {
  return {
    id: numericId(order.id) ?? '',
    name: order.name,
    orderNumber: order.number,
    processedAt: order.processedAt,
    canceled: Boolean(order.cancelledAt),
    financialStatus: order.financialStatus,
    fulfillmentStatus: order.fulfillmentStatus,
  };
}

function caOrderSummaryView(order: CaOrderSummary): OrderSummaryView {
  return {
    ...caOrderHead(order),
    total: order.totalPrice,
    items: order.lineItems.nodes.map((line) => ({ title: line.title, quantity: line.quantity, image: line.image })),
  };
}

export function caCustomerView(customer: CaCustomer): CustomerView {
  const defaultId = numericId(customer.defaultAddress?.id);
  const addresses = customer.addresses.nodes.map((address) => caAddressView(address, defaultId));
  addresses.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return {
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    displayName: customer.displayName,
    email: customer.emailAddress?.emailAddress ?? '',
    phone: customer.phoneNumber?.phoneNumber ?? '',
    acceptsMarketing: customer.emailAddress?.marketingState === 'SUBSCRIBED',
    createdAt: customer.creationDate,
    numberOfOrders: String(customer.orders.nodes.length),
    defaultAddress: customer.defaultAddress ? caAddressView(customer.defaultAddress, defaultId) : null,
    addresses,
    orders: customer.orders.nodes.map(caOrderSummaryView),
  };
}

export function caOrderDetailView(order: CaOrder): OrderDetailView {
  return {
    ...caOrderHead(order),
    cancelReason: order.cancelReason,
    email: order.email ?? '',
    statusUrl: safeUrl(order.statusPageUrl) ?? '',
    subtotal: order.subtotal,
    total: order.totalPrice,
    tax: order.totalTax,
    shipping: order.totalShipping,
    refunded: order.totalRefunded,
    lines: order.lineItems.nodes.map((line) => ({
      title: line.title,
      variantTitle: line.variantTitle && line.variantTitle !== 'Default Title' ? line.variantTitle : null,
      sku: line.sku,
      quantity: line.quantity,
      // The line names its product by id only; the order page links a line by handle when it has one.
      productHandle: null,
      original: line.totalPriceBeforeDiscounts ?? line.totalPrice ?? { amount: '0.0', currencyCode: order.totalPrice.currencyCode },
      discounted: line.totalPrice ?? line.totalPriceBeforeDiscounts ?? { amount: '0.0', currencyCode: order.totalPrice.currencyCode },
      image: line.image,
    })),
    shippingAddress: order.shippingAddress ? caAddressView(order.shippingAddress) : null,
    billingAddress: order.billingAddress ? caAddressView(order.billingAddress) : null,
    fulfillments: order.fulfillments.nodes
      .filter((fulfillment) => fulfillment.status === 'SUCCESS')
      .map((fulfillment) => ({
        // The carrier is named on each tracking entry; a shipment goes with one carrier.
        company: fulfillment.trackingInformation.find((info) => info.company)?.company ?? null,
        tracking: fulfillment.trackingInformation.map((info) => ({ number: info.number, url: safeUrl(info.url) })),
      })),
  };
}
