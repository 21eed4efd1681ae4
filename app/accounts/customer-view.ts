// What the account pages send to the browser of the customer and their orders (addresses:
// address-view.ts). Order ids carry the order key, so loaders never pass API objects through: they
// map them to these shapes, which keep only the numeric ids that URLs and forms use. Both account
// modes build them here: the Customer Account API's answers are renamed to the Storefront API's
// fields first (customer-account-views.ts).
import { addressView, numericId, type AddressSource, type AddressView } from '~/accounts/address-view';

export interface Money {
  amount: string;
  currencyCode: string;
}

export interface OrderSummaryView {
  id: string;
  name: string;
  orderNumber: number;
  processedAt: string;
  canceled: boolean;
  financialStatus: string | null;
  fulfillmentStatus: string;
  total: Money;
  items: Array<{
    title: string;
    quantity: number;
    image: { url: string; altText: string | null; width: number | null; height: number | null } | null;
  }>;
}

type ImageView = OrderSummaryView['items'][number]['image'];

/** An image as either API gives it, or null for none. */
function imageView(
  image: { url: string; altText?: string | null; width?: number | null; height?: number | null } | null | undefined,
): ImageView {
  return image ? { url: image.url, altText: image.altText ?? null, width: image.width ?? null, height: image.height ?? null } : null;
}

/** An order as the Storefront API names what the list and the order page both show; the Customer Account API's is renamed to it. */
export interface OrderHeadSource {
  id: string;
  name: string;
  orderNumber: number;
  processedAt: string;
  canceledAt?: string | null;
  financialStatus?: string | null;
  fulfillmentStatus: string;
}

function orderHead(order: OrderHeadSource) {
  return {
    id: numericId(order.id) ?? '',
    name: order.name,
    orderNumber: order.orderNumber,
    processedAt: order.processedAt,
    canceled: Boolean(order.canceledAt),
    financialStatus: order.financialStatus ?? null,
    fulfillmentStatus: order.fulfillmentStatus,
  };
}

/** An order in the customer's list, in the Storefront API's names. */
export interface OrderSummarySource extends OrderHeadSource {
  currentTotalPrice: Money;
  lineItems: { nodes: Array<{ title: string; quantity: number; variant?: { image?: Parameters<typeof imageView>[0] } | null }> };
}

function orderSummaryView(order: OrderSummarySource): OrderSummaryView {
  return {
    ...orderHead(order),
    total: order.currentTotalPrice,
    items: order.lineItems.nodes.map((line) => ({ title: line.title, quantity: line.quantity, image: imageView(line.variant?.image) })),
  };
}

export interface CustomerView {
  firstName: string;
  lastName: string;
  displayName: string;
  email: string;
  phone: string;
  acceptsMarketing: boolean;
  createdAt: string;
  numberOfOrders: string;
  defaultAddress: AddressView | null;
  addresses: AddressView[];
  orders: OrderSummaryView[];
}

/** A customer in the Storefront API's names; the Customer Account API's is renamed to it. */
export interface CustomerSource {
  firstName?: string | null;
  lastName?: string | null;
  displayName: string;
  email?: string | null;
  phone?: string | null;
  acceptsMarketing: boolean;
  createdAt: string;
  numberOfOrders: string | number;
  defaultAddress?: AddressSource | null;
  addresses: { nodes: AddressSource[] };
  orders: { nodes: OrderSummarySource[] };
}

export function customerView(customer: CustomerSource): CustomerView {
  const defaultId = numericId(customer.defaultAddress?.id);
  const addresses = customer.addresses.nodes.map((address) => addressView(address, defaultId));
  // The default first: it is the one people look for.
  addresses.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return {
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    displayName: customer.displayName,
    email: customer.email ?? '',
    phone: customer.phone ?? '',
    acceptsMarketing: customer.acceptsMarketing,
    createdAt: customer.createdAt,
    numberOfOrders: String(customer.numberOfOrders),
    defaultAddress: customer.defaultAddress ? addressView(customer.defaultAddress, defaultId) : null,
    addresses,
    orders: customer.orders.nodes.map(orderSummaryView),
  };
}

export interface OrderDetailView extends Omit<OrderSummaryView, 'items' | 'total'> {
  email: string;
  cancelReason: string | null;
  statusUrl: string;
  subtotal: Money | null;
  total: Money;
  tax: Money | null;
  shipping: Money;
  refunded: Money;
  lines: Array<{
    title: string;
    variantTitle: string | null;
    sku: string | null;
    quantity: number;
    productHandle: string | null;
    original: Money;
    discounted: Money;
    image: { url: string; altText: string | null; width: number | null; height: number | null } | null;
  }>;
  shippingAddress: AddressView | null;
  billingAddress: AddressView | null;
  fulfillments: Array<{ company: string | null; tracking: Array<{ number: string | null; url: string | null }> }>;
}

/** Tracking links come from carriers via the shop; only http(s) ones become links. */
function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** An order on its own page, in the Storefront API's names. */
export interface OrderDetailSource extends OrderHeadSource {
  cancelReason?: string | null;
  email?: string | null;
  statusUrl: string;
  currentSubtotalPrice?: Money | null;
  currentTotalPrice: Money;
  currentTotalTax?: Money | null;
  totalShippingPrice: Money;
  totalRefunded: Money;
  lineItems: {
    nodes: Array<{
      title: string;
      quantity: number;
      originalTotalPrice: Money;
      discountedTotalPrice: Money;
      variant?: {
        title?: string | null;
        sku?: string | null;
        image?: Parameters<typeof imageView>[0];
        product?: { handle: string } | null;
      } | null;
    }>;
  };
  shippingAddress?: AddressSource | null;
  billingAddress?: AddressSource | null;
  successfulFulfillments?: Array<{
    trackingCompany?: string | null;
    trackingInfo: Array<{ number?: string | null; url?: string | null }>;
  }> | null;
}

export function orderDetailView(order: OrderDetailSource): OrderDetailView {
  return {
    ...orderHead(order),
    cancelReason: order.cancelReason ?? null,
    email: order.email ?? '',
    statusUrl: safeUrl(order.statusUrl) ?? '',
    subtotal: order.currentSubtotalPrice ?? null,
    total: order.currentTotalPrice,
    tax: order.currentTotalTax ?? null,
    shipping: order.totalShippingPrice,
    refunded: order.totalRefunded,
    lines: order.lineItems.nodes.map((line) => ({
      title: line.title,
      variantTitle: line.variant?.title && line.variant.title !== 'Default Title' ? line.variant.title : null,
      sku: line.variant?.sku ?? null,
      quantity: line.quantity,
      productHandle: line.variant?.product?.handle ?? null,
      original: line.originalTotalPrice,
      discounted: line.discountedTotalPrice,
      image: imageView(line.variant?.image),
    })),
    shippingAddress: order.shippingAddress ? addressView(order.shippingAddress) : null,
    billingAddress: order.billingAddress ? addressView(order.billingAddress) : null,
    fulfillments:
      order.successfulFulfillments?.map((fulfillment) => ({
        company: fulfillment.trackingCompany ?? null,
        tracking: fulfillment.trackingInfo.map((info) => ({ number: info.number ?? null, url: safeUrl(info.url) })),
      })) ?? [],
  };
}
