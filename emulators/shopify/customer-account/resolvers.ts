// The Customer Account API's customer, addresses and orders, read from the same SQLite rows the
// Storefront API's legacy customer operations use. Every lookup is scoped to the signed-in customer.
import type { ShopServices } from '../context.ts';
import type { ResolverMap } from '../graphql/resolution.ts';
import { paginate } from '../connection.ts';
import type { ConnectionArgs } from '../connection.ts';
import { gid, numericId } from '../ids.ts';
import { imageUrl } from '../catalogue/image-url.ts';
import type { ImageTransform } from '../catalogue/image-url.ts';
import type { ImageRecord } from '../catalogue/store.ts';
import type { AddressRecord } from '../customers/addresses.ts';
import type { AddressFields } from '../customers/address-validation.ts';
import { customerById, updateCustomer } from '../customers/store.ts';
import type { CustomerRecord } from '../customers/store.ts';
import { checkName } from '../customers/validation.ts';
import { addressConnection, addressFormatFields, customerFields, customerOrders, defaultAddressOf } from '../customers/customer-fields.ts';
import { fulfillmentLineItems, lineAmounts, lineVariant, orderAddress, orderAmounts, orderFields } from '../customers/order-fields.ts';
import { fulfillmentsOfOrder, orderById } from '../checkout/orders.ts';
import type { FulfillmentRecord, OrderLineRecord, OrderRecord } from '../checkout/orders.ts';
import { orderStatusUrl } from '../checkout/urls.ts';
import { createCustomerAddress, deleteCustomerAddress, updateCustomerAddress } from './address-mutations.ts';

export interface CustomerApiContext {
  services: ShopServices;
  customerId: number;
}

export type CustomerApiResolvers = ResolverMap<CustomerApiContext>;

const db = (context: CustomerApiContext) => context.services.db;

/** The address as this API shows it: its own id type, codes for country and province. */
function customerAddress(address: AddressRecord | null) {
  return address ? { ...address, __typename: 'CustomerAddress', id: gid('CustomerAddress', address.rowId) } : null;
}

const orderAddressId = (number: number) => gid('CustomerAddress', number);

/** Order status names in the Customer Account API's enums; the Storefront API's are a superset of none. */
const FULFILLMENT_STATUS: Record<string, string> = {
  FULFILLED: 'FULFILLED',
  UNFULFILLED: 'UNFULFILLED',
  PARTIALLY_FULFILLED: 'PARTIALLY_FULFILLED',
  IN_PROGRESS: 'IN_PROGRESS',
  ON_HOLD: 'ON_HOLD',
  OPEN: 'OPEN',
  RESTOCKED: 'RESTOCKED',
  SCHEDULED: 'SCHEDULED',
  PENDING_FULFILLMENT: 'PENDING_FULFILLMENT',
};

function customerUpdate(context: CustomerApiContext, input: { firstName?: string | null; lastName?: string | null }) {
  const errors = [
    ...checkName(input.firstName, ['input', 'firstName'], 'First name'),
    ...checkName(input.lastName, ['input', 'lastName'], 'Last name'),
  ];
  if (errors.length)
    return {
      customer: null,
      userErrors: errors.map((error) => ({
        code: error.code === 'TOO_LONG' || error.code === 'CONTAINS_HTML_TAGS' ? error.code : 'INVALID',
        field: error.field,
        message: error.message,
      })),
    };
  const changes: { firstName?: string | null; lastName?: string | null } = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName?.trim() || null;
  if (input.lastName !== undefined) changes.lastName = input.lastName?.trim() || null;
  if (!Object.keys(changes).length)
    return {
      customer: null,
      userErrors: [{ code: 'CUSTOMER_INPUT_ARGUMENT_EMPTY', field: ['input'], message: 'Customer input argument is empty' }],
    };
  db(context).transaction(() => updateCustomer(db(context), context.customerId, changes, new Date()));
  return { customer: customerById(db(context), context.customerId), userErrors: [] };
}

export const customerApiResolvers: CustomerApiResolvers = {
  QueryRoot: {
    customer: (_root, _args, context) => customerById(db(context), context.customerId),
    order: (_root, args, context) => {
      const id = numericId(args.id, 'Order');
      const order = id === null ? null : orderById(db(context), id);
      return order && order.customerRowId === context.customerId ? order : null;
    },
    shop: (_root, _args, context) => ({ __typename: 'Shop', id: gid('Shop', 1), name: 'Bottega', url: context.services.storefrontUrl }),
  },
  Mutation: {
    customerUpdate: (_root, args, context) => customerUpdate(context, args.input ?? {}),
    customerAddressCreate: (_root, args, context) => {
      const result = createCustomerAddress(db(context), context.customerId, args.address, Boolean(args.defaultAddress));
      return { ...result, customerAddress: customerAddress(result.customerAddress) };
    },
    customerAddressUpdate: (_root, args, context) => {
      const result = updateCustomerAddress(db(context), context.customerId, args.addressId, args.address, args.defaultAddress ?? null);
      return { ...result, customerAddress: customerAddress(result.customerAddress) };
    },
    customerAddressDelete: (_root, args, context) => deleteCustomerAddress(db(context), context.customerId, args.addressId),
  },
  Customer: {
    ...customerFields,
    creationDate: (customer: CustomerRecord) => customer.createdAt,
    imageUrl: () => 'https://cdn.shopify.com/s/images/avatars/customer.png',
    emailAddress: (customer: CustomerRecord) => ({
      emailAddress: customer.email,
      marketingState: customer.acceptsMarketing ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED',
    }),
    phoneNumber: (customer: CustomerRecord) => (customer.phone ? { phoneNumber: customer.phone, marketingState: 'NOT_SUBSCRIBED' } : null),
    defaultAddress: (customer: CustomerRecord, _args, context) => customerAddress(defaultAddressOf(db(context), customer)),
    addresses: (customer: CustomerRecord, args: ConnectionArgs & { skipDefault?: boolean }, context) =>
      addressConnection(db(context), customer, args, (address) => customerAddress(address)!),
    orders: (customer: CustomerRecord, args, context) => {
      // This API sorts by ORDER_NUMBER and the dates too; the legacy list knows PROCESSED_AT and ID.
      const sortKey =
        args.sortKey === 'ORDER_NUMBER'
          ? 'ID'
          : args.sortKey === 'CREATED_AT' || args.sortKey === 'UPDATED_AT'
            ? 'PROCESSED_AT'
            : args.sortKey;
      const { totalCount: _count, ...connection } = customerOrders(db(context), customer, { ...args, sortKey });
      return connection;
    },
    tags: (customer: CustomerRecord) => customer.tags,
  },
  CustomerAddress: {
    ...addressFormatFields,
    territoryCode: (address: AddressFields) => address.countryCode ?? null,
    zoneCode: (address: AddressFields) => address.provinceCode ?? null,
    phoneNumber: (address: AddressFields) => address.phone ?? null,
  },
  Order: {
    ...orderFields,
    id: (order: OrderRecord) => gid('Order', order.rowId),
    createdAt: (order: OrderRecord) => order.processedAt,
    updatedAt: (order: OrderRecord) => order.processedAt,
    cancelledAt: (order: OrderRecord) => order.canceledAt,
    cancelReason: (order: OrderRecord) => order.cancelReason?.toUpperCase() ?? null,
    confirmationNumber: (order: OrderRecord) => order.token.slice(0, 9).toUpperCase(),
    fulfillmentStatus: (order: OrderRecord) => FULFILLMENT_STATUS[order.fulfillmentStatus] ?? 'UNFULFILLED',
    hasEmail: (order: OrderRecord) => Boolean(order.email),
    requiresShipping: () => true,
    statusPageUrl: (order: OrderRecord, _args, context) => orderStatusUrl(context.services.publicUrl, order.token),
    subtotal: orderAmounts.subtotal,
    subtotalBeforeDiscounts: orderAmounts.subtotalBeforeDiscounts,
    totalShipping: orderAmounts.shipping,
    totalDiscountedShipping: orderAmounts.shipping,
    totalDuties: () => null,
    totalTip: () => null,
    refunds: () => [],
    shippingAddress: (order: OrderRecord) => orderAddress(order, 'shipping', 'CustomerAddress', orderAddressId),
    billingAddress: (order: OrderRecord) => orderAddress(order, 'billing', 'CustomerAddress', orderAddressId),
    fulfillments: (order: OrderRecord, args: ConnectionArgs, context) => {
      const fulfillments = fulfillmentsOfOrder(db(context), order.rowId);
      if (args.reverse) fulfillments.reverse();
      return paginate(fulfillments, args, 'fulfillments', (fulfillment) => ({ last_id: fulfillment.rowId, last_value: fulfillment.rowId }));
    },
  },
  LineItem: {
    id: (line: OrderLineRecord) => gid('LineItem', line.rowId),
    name: (line: OrderLineRecord) => (line.variantTitle ? `${line.title} - ${line.variantTitle}` : line.title),
    presentmentTitle: (line: OrderLineRecord) => line.title,
    giftCard: () => false,
    legacyFee: () => false,
    requiresShipping: () => true,
    refundableQuantity: (line: OrderLineRecord) => line.quantity,
    customAttributes: () => [],
    discountAllocations: () => [],
    price: lineAmounts.unitPrice,
    totalDiscount: lineAmounts.discount,
    totalPrice: lineAmounts.afterDiscounts,
    currentTotalPrice: lineAmounts.afterDiscounts,
    totalPriceBeforeDiscounts: lineAmounts.beforeDiscounts,
    variantId: (line: OrderLineRecord) => (line.variantRowId === null ? null : gid('ProductVariant', line.variantRowId)),
    productId: (line: OrderLineRecord, _args, context) => lineVariant(context.services, line)?.product.id ?? null,
    image: (line: OrderLineRecord, _args, context) => {
      const variant = lineVariant(context.services, line);
      if (!variant) return null;
      const imageRowId = variant.imageRowId ?? variant.product.images[0]?.rowId;
      return imageRowId == null ? null : (context.services.catalogue().imagesById.get(imageRowId) ?? null);
    },
  },
  Image: {
    id: (image: ImageRecord) => image.id,
    url: (image: ImageRecord, args, context) => imageUrl(image, context.services.publicUrl, args.transform as ImageTransform | undefined),
    src: (image: ImageRecord, _args, context) => imageUrl(image, context.services.publicUrl),
    originalSrc: (image: ImageRecord, _args, context) => imageUrl(image, context.services.publicUrl),
    transformedSrc: (image: ImageRecord, _args, context) => imageUrl(image, context.services.publicUrl),
    thumbhash: () => null,
  },
  Fulfillment: {
    id: (fulfillment: FulfillmentRecord) => gid('Fulfillment', fulfillment.rowId),
    status: (fulfillment: FulfillmentRecord) => fulfillment.status.toUpperCase(),
    updatedAt: (fulfillment: FulfillmentRecord) => fulfillment.createdAt,
    isPickedUp: () => false,
    requiresShipping: () => true,
    latestShipmentStatus: () => null,
    estimatedDeliveryAt: () => null,
    // Each tracking entry names its carrier, as the Customer Account API's TrackingInformation does.
    trackingInformation: (fulfillment: FulfillmentRecord) =>
      fulfillment.tracking.map((info) => ({ ...info, company: fulfillment.trackingCompany })),
    fulfillmentLineItems: (fulfillment: FulfillmentRecord, args: ConnectionArgs, context) =>
      fulfillmentLineItems(context.services, fulfillment, args, (entry) => ({
        __typename: 'FulfillmentLineItem',
        id: gid('FulfillmentLineItem', `${fulfillment.rowId}${entry.lineId}`),
      })),
  },
};
