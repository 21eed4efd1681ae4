// What the account pages send to the browser. Shopify's legacy MailingAddress ids carry the
// customer access token in their query string (…?model_name=CustomerAddress&customer_access_token=…),
// and order ids carry the order key, so loaders never pass API objects through: they map them to
// these shapes, which keep only the numeric ids that URLs and forms use.
import { ADDRESS_MAP_URL } from '~/core/constants';
import type { CustomerAddressFragment, CustomerDetailsFragment, OrderDetailFragment, OrderSummaryFragment } from 'storefrontapi.generated';

const NUMERIC_GID = /^gid:\/\/shopify\/[A-Za-z]+\/(\d{1,20})(?:[?/]|$)/;

/** The number in `gid://shopify/Type/123?…`, or null for anything else. */
export function numericId(gid: string | null | undefined): string | null {
  return (gid && NUMERIC_GID.exec(gid)?.[1]) || null;
}

/** A numeric id as it arrives from a URL or a form: digits only, or nothing. */
export function parseNumericId(value: FormDataEntryValue | string | null | undefined): string | null {
  return typeof value === 'string' && /^\d{1,20}$/.test(value) ? value : null;
}

export interface AddressView {
  id: string;
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  provinceCode: string;
  country: string;
  countryCode: string;
  zip: string;
  phone: string;
  /** Shopify's own formatting, line by line. */
  lines: string[];
  /** Where Shopify placed the address on a map, when it could: a shopper checks a courier will find it. */
  mapUrl: string | null;
  isDefault: boolean;
}

/** An address as the Storefront API names its fields; the Customer Account API's is renamed to it. */
type AddressSource = Omit<CustomerAddressFragment, 'formatted' | 'formattedArea' | 'countryCodeV2' | 'latitude' | 'longitude'> & {
  countryCodeV2?: string | null;
  formatted?: string[] | null;
  // Only the Storefront API geocodes addresses.
  latitude?: number | null;
  longitude?: number | null;
};

/** A map centred on the point, or null when there is no point on Earth to show. */
export function addressMapUrl(latitude: number | null | undefined, longitude: number | null | undefined): string | null {
  const onEarth = (value: number | null | undefined, limit: number): value is number =>
    typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
  if (!onEarth(latitude, 90) || !onEarth(longitude, 180)) return null;
  return ADDRESS_MAP_URL(latitude.toFixed(5), longitude.toFixed(5));
}

export function addressView(address: AddressSource, defaultId?: string | null): AddressView {
  const id = numericId(address.id) ?? '';
  return {
    id,
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    company: address.company ?? '',
    address1: address.address1 ?? '',
    address2: address.address2 ?? '',
    city: address.city ?? '',
    province: address.province ?? '',
    provinceCode: address.provinceCode ?? '',
    country: address.country ?? '',
    countryCode: address.countryCodeV2 ?? '',
    zip: address.zip ?? '',
    phone: address.phone ?? '',
    lines: address.formatted?.length
      ? address.formatted
      : [address.name, address.address1, address.city].filter((line): line is string => Boolean(line)),
    mapUrl: addressMapUrl(address.latitude, address.longitude),
    isDefault: Boolean(defaultId && defaultId === id),
  };
}

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

function orderSummaryView(order: OrderSummaryFragment): OrderSummaryView {
  return {
    id: numericId(order.id) ?? '',
    name: order.name,
    orderNumber: order.orderNumber,
    processedAt: order.processedAt,
    canceled: Boolean(order.canceledAt),
    financialStatus: order.financialStatus ?? null,
    fulfillmentStatus: order.fulfillmentStatus,
    total: order.currentTotalPrice,
    items: order.lineItems.nodes.map((line) => ({
      title: line.title,
      quantity: line.quantity,
      image: line.variant?.image
        ? {
            url: line.variant.image.url,
            altText: line.variant.image.altText ?? null,
            width: line.variant.image.width ?? null,
            height: line.variant.image.height ?? null,
          }
        : null,
    })),
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

export function customerView(customer: CustomerDetailsFragment): CustomerView {
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
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

export function orderDetailView(order: OrderDetailFragment): OrderDetailView {
  return {
    id: numericId(order.id) ?? '',
    name: order.name,
    orderNumber: order.orderNumber,
    processedAt: order.processedAt,
    canceled: Boolean(order.canceledAt),
    cancelReason: order.cancelReason ?? null,
    financialStatus: order.financialStatus ?? null,
    fulfillmentStatus: order.fulfillmentStatus,
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
      productHandle: line.variant?.product.handle ?? null,
      original: line.originalTotalPrice,
      discounted: line.discountedTotalPrice,
      image: line.variant?.image
        ? {
            url: line.variant.image.url,
            altText: line.variant.image.altText ?? null,
            width: line.variant.image.width ?? null,
            height: line.variant.image.height ?? null,
          }
        : null,
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
