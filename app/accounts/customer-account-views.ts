// The Customer Account API's answers renamed to the Storefront API's fields, then the same views the
// account pages render in both modes (customer-view.ts): numeric ids only, never an API object in loader data.
import type { AddressSource } from '~/accounts/address-view';
import {
  customerView,
  orderDetailView,
  type CustomerView,
  type OrderDetailView,
  type OrderHeadSource,
  type OrderSummarySource,
} from '~/accounts/customer-view';
import type { CaAddress, CaCustomer, CaOrder, CaOrderSummary } from '~/accounts/customer-account-types';

function caAddress(address: CaAddress): AddressSource {
  const { zoneCode, territoryCode, phoneNumber, ...same } = address;
  return { ...same, provinceCode: zoneCode, countryCodeV2: territoryCode, phone: phoneNumber };
}

function caOrderHead(order: CaOrderSummary | CaOrder): OrderHeadSource {
  const { number, cancelledAt, ...same } = order;
  return { ...same, orderNumber: number, canceledAt: cancelledAt };
}

function caOrderSummary(order: CaOrderSummary): OrderSummarySource {
  const nodes = order.lineItems.nodes.map(({ image, ...line }) => ({ ...line, variant: { image } }));
  return { ...caOrderHead(order), currentTotalPrice: order.totalPrice, lineItems: { nodes } };
}

export function caCustomerView(customer: CaCustomer): CustomerView {
  const { emailAddress, phoneNumber, creationDate, defaultAddress, addresses, orders, ...same } = customer;
  return customerView({
    ...same,
    email: emailAddress?.emailAddress,
    phone: phoneNumber?.phoneNumber,
    acceptsMarketing: emailAddress?.marketingState === 'SUBSCRIBED',
    createdAt: creationDate,
    numberOfOrders: orders.nodes.length,
    defaultAddress: defaultAddress && caAddress(defaultAddress),
    addresses: { nodes: addresses.nodes.map(caAddress) },
    orders: { nodes: orders.nodes.map(caOrderSummary) },
  });
}

export function caOrderDetailView(order: CaOrder): OrderDetailView {
  const { subtotal, totalPrice, totalTax, totalShipping, totalRefunded, statusPageUrl } = order;
  const none = { amount: '0.0', currencyCode: totalPrice.currencyCode };
  const nodes = order.lineItems.nodes.map(({ variantTitle, sku, image, totalPriceBeforeDiscounts, ...line }) => ({
    ...line,
    originalTotalPrice: totalPriceBeforeDiscounts ?? line.totalPrice ?? none,
    discountedTotalPrice: line.totalPrice ?? totalPriceBeforeDiscounts ?? none,
    // The line names its product by id only; the order page links a line by handle when it has one.
    variant: { title: variantTitle, sku, image, product: null },
  }));
  return orderDetailView({
    ...caOrderHead(order),
    cancelReason: order.cancelReason,
    email: order.email,
    statusUrl: statusPageUrl,
    currentSubtotalPrice: subtotal,
    currentTotalPrice: totalPrice,
    currentTotalTax: totalTax,
    totalShippingPrice: totalShipping,
    totalRefunded,
    lineItems: { nodes },
    shippingAddress: order.shippingAddress && caAddress(order.shippingAddress),
    billingAddress: order.billingAddress && caAddress(order.billingAddress),
    successfulFulfillments: order.fulfillments.nodes
      .filter((fulfillment) => fulfillment.status === 'SUCCESS')
      .map((fulfillment) => ({
        // The carrier is named on each tracking entry; a shipment goes with one carrier.
        trackingCompany: fulfillment.trackingInformation.find((info) => info.company)?.company,
        trackingInfo: fulfillment.trackingInformation,
      })),
  });
}
