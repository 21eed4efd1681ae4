// The legacy customer accounts of the Storefront API: the customer* mutations, QueryRoot.customer,
// and the Customer, MailingAddress, Order, OrderLineItem and Fulfillment types they return.
import type { ResolverMap } from '../graphql/execute.ts';
import type { ShopContext } from '../context.ts';
import type { NodeLoader } from './registry.ts';
import type { ConnectionArgs } from '../connection.ts';
import { gid } from '../ids.ts';
import { withUserErrors } from '../customers/user-errors.ts';
import { renew, signIn, signOut, signUp, updateProfile } from '../customers/accounts.ts';
import { activate, activateByUrl, recover, reset, resetByUrl } from '../customers/recovery.ts';
import { buyerOf } from '../customers/limits.ts';
import { createAddress, deleteAddress, editAddress, makeDefaultAddress } from '../customers/address-mutations.ts';
import { countOrders, customerById, customerIdForAccessToken } from '../customers/store.ts';
import type { CustomerRecord } from '../customers/store.ts';
import type { AddressFields } from '../customers/address-validation.ts';
import { addressConnection, addressFormatFields, customerFields, customerOrders, defaultAddressOf } from '../customers/customer-fields.ts';
import {
  fulfillmentLineItems,
  lineAmounts,
  lineVariant,
  orderAddress,
  orderAmounts,
  orderDiscountApplication,
  orderFields,
} from '../customers/order-fields.ts';
import { fulfillmentsOfOrder, orderById } from '../checkout/orders.ts';
import type { FulfillmentRecord, OrderLineRecord, OrderRecord } from '../checkout/orders.ts';
import { orderStatusUrl } from '../checkout/urls.ts';

function db(context: ShopContext) {
  return context.services.db;
}

/** The legacy API's address ids carry the model name as a query parameter. */
const orderAddressId = (number: number) => `${gid('MailingAddress', number)}?model_name=Address`;

export const customerResolvers: ResolverMap = {
  Mutation: {
    customerAccessTokenCreate: async (_root, args, context) =>
      withUserErrors(await signIn(db(context), args.input, new Date(), buyerOf(context.request))),
    customerAccessTokenDelete: (_root, args, context) => signOut(db(context), args.customerAccessToken),
    customerAccessTokenRenew: (_root, args, context) => renew(db(context), args.customerAccessToken),
    customerCreate: async (_root, args, context) =>
      withUserErrors(await signUp(db(context), args.input, context.services.storefrontUrl, new Date(), buyerOf(context.request))),
    customerUpdate: async (_root, args, context) =>
      withUserErrors(await updateProfile(db(context), args.customerAccessToken, args.customer, context.services.storefrontUrl)),
    customerRecover: (_root, args, context) =>
      withUserErrors(recover(db(context), args.email, context.services.storefrontUrl, new Date(), buyerOf(context.request))),
    customerReset: async (_root, args, context) => withUserErrors(await reset(db(context), args.id, args.input)),
    customerResetByUrl: async (_root, args, context) => withUserErrors(await resetByUrl(db(context), args.resetUrl, args.password)),
    customerActivate: async (_root, args, context) => withUserErrors(await activate(db(context), args.id, args.input)),
    customerActivateByUrl: async (_root, args, context) => await activateByUrl(db(context), args.activationUrl, args.password),
    customerAddressCreate: (_root, args, context) => withUserErrors(createAddress(db(context), args.customerAccessToken, args.address)),
    customerAddressUpdate: (_root, args, context) =>
      withUserErrors(editAddress(db(context), args.customerAccessToken, args.id, args.address)),
    customerAddressDelete: (_root, args, context) => withUserErrors(deleteAddress(db(context), args.customerAccessToken, args.id)),
    customerDefaultAddressUpdate: (_root, args, context) =>
      withUserErrors(makeDefaultAddress(db(context), args.customerAccessToken, args.addressId)),
  },
  QueryRoot: {
    customer: (_root, args, context) => {
      const customerId = customerIdForAccessToken(db(context), args.customerAccessToken);
      return customerId === null ? null : customerById(db(context), customerId);
    },
  },
  Customer: {
    ...customerFields,
    avatarUrl: () => null,
    socialLoginProvider: () => null,
    numberOfOrders: (customer: CustomerRecord, _args, context) => String(countOrders(db(context), customer.rowId)),
    defaultAddress: (customer: CustomerRecord, _args, context) => defaultAddressOf(db(context), customer),
    addresses: (customer: CustomerRecord, args: ConnectionArgs, context) =>
      addressConnection(db(context), customer, args, (address) => address),
    orders: (customer: CustomerRecord, args, context) => customerOrders(db(context), customer, args),
  },
  MailingAddress: {
    ...addressFormatFields,
    countryCodeV2: (address: AddressFields) => address.countryCode ?? null,
    latitude: () => null,
    longitude: () => null,
  },
  Order: {
    ...orderFields,
    orderNumber: (order: OrderRecord) => order.number,
    customerUrl: (order: OrderRecord, _args, context) => `${orderStatusUrl(context.services.publicUrl, order.token)}?from=account`,
    statusUrl: (order: OrderRecord, _args, context) => orderStatusUrl(context.services.publicUrl, order.token),
    currentTotalPrice: orderAmounts.total,
    totalPriceV2: orderAmounts.total,
    originalTotalPrice: orderAmounts.total,
    currentSubtotalPrice: orderAmounts.subtotal,
    subtotalPrice: orderAmounts.subtotal,
    subtotalPriceV2: orderAmounts.subtotal,
    currentTotalShippingPrice: orderAmounts.shipping,
    totalShippingPrice: orderAmounts.shipping,
    totalShippingPriceV2: orderAmounts.shipping,
    currentTotalTax: orderAmounts.tax,
    totalTaxV2: orderAmounts.tax,
    totalRefundedV2: orderAmounts.refunded,
    currentTotalDuties: () => null,
    originalTotalDuties: () => null,
    shippingAddress: (order: OrderRecord) => orderAddress(order, 'shipping', 'MailingAddress', orderAddressId),
    billingAddress: (order: OrderRecord) => orderAddress(order, 'billing', 'MailingAddress', orderAddressId),
    successfulFulfillments: (order: OrderRecord, args, context) => {
      const fulfillments = fulfillmentsOfOrder(db(context), order.rowId).filter((fulfillment) => fulfillment.status === 'success');
      return args.first == null ? fulfillments : fulfillments.slice(0, Math.max(args.first, 0));
    },
  },
  OrderLineItem: {
    currentQuantity: (line: OrderLineRecord) => line.quantity,
    customAttributes: () => [],
    originalTotalPrice: lineAmounts.beforeDiscounts,
    discountedTotalPrice: lineAmounts.afterDiscounts,
    discountAllocations: (line: OrderLineRecord, _args, context) => {
      if (line.discount <= 0) return [];
      const order = orderById(db(context), line.orderRowId)!;
      const entry = order.discountCodes[0];
      return entry ? [{ allocatedAmount: lineAmounts.discount(line), discountApplication: orderDiscountApplication(order, entry) }] : [];
    },
    variant: (line: OrderLineRecord, _args, context) => lineVariant(context.services, line),
  },
  Fulfillment: {
    trackingInfo: (fulfillment: FulfillmentRecord, args) =>
      args.first == null ? fulfillment.tracking : fulfillment.tracking.slice(0, Math.max(args.first, 0)),
    fulfillmentLineItems: (fulfillment: FulfillmentRecord, args: ConnectionArgs, context) =>
      fulfillmentLineItems(context.services, fulfillment, args),
  },
};

/**
 * `node(id:)` finds an order only with the key its id carries (as the legacy API's order ids do),
 * so ids cannot be guessed by counting.
 */
export const customerNodeLoaders: Record<string, NodeLoader> = {
  Order: (id, context) => {
    if (!/^\d{1,15}$/.test(id.id)) return null;
    const order = orderById(db(context), Number(id.id));
    return order && id.params.get('key') === order.token ? order : null;
  },
};
