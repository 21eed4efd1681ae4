// The legacy customer accounts of the Storefront API: the customer* mutations, QueryRoot.customer,
// and the Customer, MailingAddress, Order, OrderLineItem and Fulfillment types they return.
import { discountApplication as codeApplication } from '../cart/discounts.ts';
import type { AppliedDiscount } from '../cart/discounts.ts';
import type { ResolverMap } from '../graphql/execute.ts';
import type { ShopContext } from '../context.ts';
import type { NodeLoader } from './registry.ts';
import { paginate } from '../connection.ts';
import type { ConnectionArgs } from '../connection.ts';
import { gid } from '../ids.ts';
import { moneyV2 } from '../markets.ts';
import { withUserErrors } from '../customers/user-errors.ts';
import { renew, signIn, signOut, signUp, updateProfile } from '../customers/accounts.ts';
import { activate, activateByUrl, recover, reset, resetByUrl } from '../customers/recovery.ts';
import { buyerOf } from '../customers/limits.ts';
import { createAddress, editAddress, makeDefaultAddress, removeAddress } from '../customers/address-book.ts';
import { addressOf, listAddresses } from '../customers/addresses.ts';
import { countOrders, customerById, customerIdForAccessToken } from '../customers/store.ts';
import type { CustomerRecord } from '../customers/store.ts';
import { addressName, formatAddress, formatArea } from '../customers/address-format.ts';
import type { AddressFields } from '../customers/address-validation.ts';
import { listOrders } from '../customers/order-list.ts';
import { fulfillmentsOfOrder, linesOfOrder, orderById, ordersOfCustomer } from '../checkout/orders.ts';
import type { FulfillmentRecord, OrderLineRecord, OrderRecord } from '../checkout/orders.ts';
import { orderStatusUrl } from '../checkout/urls.ts';

function db(context: ShopContext) {
  return context.services.db;
}

function money(cents: number, currencyCode: string) {
  return moneyV2({ cents, currencyCode });
}

/** Addresses stored on an order are plain fields; give them the MailingAddress shape on the way out. */
function orderAddress(order: OrderRecord, address: AddressFields | null, kind: 'shipping' | 'billing') {
  if (!address) return null;
  return {
    __typename: 'MailingAddress',
    ...address,
    id: `${gid('MailingAddress', order.rowId * 10 + (kind === 'shipping' ? 1 : 2))}?model_name=Address`,
  };
}

function discountApplication(order: OrderRecord, entry: AppliedDiscount) {
  return {
    __typename: 'DiscountCodeApplication',
    code: entry.code,
    applicable: true,
    ...codeApplication(entry, order.currencyCode),
    currencyCode: order.currencyCode,
  };
}

function orderOf(context: ShopContext, rowId: number): OrderRecord {
  return orderById(db(context), rowId)!;
}

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
    customerAddressDelete: (_root, args, context) => withUserErrors(removeAddress(db(context), args.customerAccessToken, args.id)),
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
    displayName: (customer: CustomerRecord) => [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email,
    avatarUrl: () => null,
    socialLoginProvider: () => null,
    numberOfOrders: (customer: CustomerRecord, _args, context) => String(countOrders(db(context), customer.rowId)),
    defaultAddress: (customer: CustomerRecord, _args, context) =>
      customer.defaultAddressRowId === null ? null : addressOf(db(context), customer.rowId, customer.defaultAddressRowId),
    addresses: (customer: CustomerRecord, args: ConnectionArgs, context) => {
      const addresses = listAddresses(db(context), customer.rowId);
      if (args.reverse) addresses.reverse();
      return paginate(addresses, args, 'addresses', (address) => ({ last_id: address.rowId, last_value: address.rowId }));
    },
    orders: (customer: CustomerRecord, args, context) => listOrders(ordersOfCustomer(db(context), customer.rowId), args),
    // The Storefront API cannot write customer metafields and the seed defines none.
    metafield: () => null,
    metafields: (_customer: CustomerRecord, args) => args.identifiers.map(() => null),
  },
  MailingAddress: {
    name: (address: AddressFields) => addressName(address),
    formatted: (address: AddressFields, args) => formatAddress(address, { withName: args.withName, withCompany: args.withCompany }),
    formattedArea: (address: AddressFields) => formatArea(address),
    countryCodeV2: (address: AddressFields) => address.countryCode ?? null,
    latitude: () => null,
    longitude: () => null,
  },
  Order: {
    orderNumber: (order: OrderRecord) => order.number,
    customerUrl: (order: OrderRecord, _args, context) => `${orderStatusUrl(context.services.publicUrl, order.token)}?from=account`,
    statusUrl: (order: OrderRecord, _args, context) => orderStatusUrl(context.services.publicUrl, order.token),
    customerLocale: (order: OrderRecord) => order.languageCode.toLowerCase(),
    edited: () => false,
    customAttributes: () => [],
    currentTotalPrice: (order: OrderRecord) => money(order.total, order.currencyCode),
    totalPrice: (order: OrderRecord) => money(order.total, order.currencyCode),
    totalPriceV2: (order: OrderRecord) => money(order.total, order.currencyCode),
    originalTotalPrice: (order: OrderRecord) => money(order.total, order.currencyCode),
    currentSubtotalPrice: (order: OrderRecord) => money(order.subtotal - order.totalDiscount, order.currencyCode),
    subtotalPrice: (order: OrderRecord) => money(order.subtotal - order.totalDiscount, order.currencyCode),
    subtotalPriceV2: (order: OrderRecord) => money(order.subtotal - order.totalDiscount, order.currencyCode),
    currentTotalShippingPrice: (order: OrderRecord) => money(order.totalShipping, order.currencyCode),
    totalShippingPrice: (order: OrderRecord) => money(order.totalShipping, order.currencyCode),
    totalShippingPriceV2: (order: OrderRecord) => money(order.totalShipping, order.currencyCode),
    currentTotalTax: (order: OrderRecord) => money(order.totalTax, order.currencyCode),
    totalTax: (order: OrderRecord) => money(order.totalTax, order.currencyCode),
    totalTaxV2: (order: OrderRecord) => money(order.totalTax, order.currencyCode),
    totalRefunded: (order: OrderRecord) => money(0, order.currencyCode),
    totalRefundedV2: (order: OrderRecord) => money(0, order.currencyCode),
    currentTotalDuties: () => null,
    originalTotalDuties: () => null,
    shippingAddress: (order: OrderRecord) => orderAddress(order, order.shippingAddress, 'shipping'),
    billingAddress: (order: OrderRecord) => orderAddress(order, order.billingAddress, 'billing'),
    shippingDiscountAllocations: () => [],
    discountApplications: (order: OrderRecord, args: ConnectionArgs) => {
      const applications = order.discountCodes.map((entry) => discountApplication(order, entry));
      if (args.reverse) applications.reverse();
      return paginate(applications, args, 'discountApplications', (application) => ({
        last_id: application.code,
        last_value: application.code,
      }));
    },
    lineItems: (order: OrderRecord, args: ConnectionArgs, context) => {
      const lines = linesOfOrder(db(context), order);
      if (args.reverse) lines.reverse();
      return paginate(lines, args, 'lineItems', (line) => ({ last_id: line.rowId, last_value: line.position }));
    },
    successfulFulfillments: (order: OrderRecord, args, context) => {
      const fulfillments = fulfillmentsOfOrder(db(context), order.rowId).filter((fulfillment) => fulfillment.status === 'success');
      return args.first == null ? fulfillments : fulfillments.slice(0, Math.max(args.first, 0));
    },
    metafield: () => null,
    metafields: (_order: OrderRecord, args) => args.identifiers.map(() => null),
  },
  OrderLineItem: {
    currentQuantity: (line: OrderLineRecord) => line.quantity,
    customAttributes: () => [],
    originalTotalPrice: (line: OrderLineRecord) => money(line.unitPrice * line.quantity, line.currencyCode),
    discountedTotalPrice: (line: OrderLineRecord) => money(line.unitPrice * line.quantity - line.discount, line.currencyCode),
    discountAllocations: (line: OrderLineRecord, _args, context) => {
      if (line.discount <= 0) return [];
      const order = orderOf(context, line.orderRowId);
      const entry = order.discountCodes[0];
      return entry
        ? [{ allocatedAmount: money(line.discount, line.currencyCode), discountApplication: discountApplication(order, entry) }]
        : [];
    },
    variant: (line: OrderLineRecord, _args, context) =>
      line.variantRowId === null ? null : (context.services.catalogue().variantsById.get(line.variantRowId) ?? null),
  },
  Fulfillment: {
    trackingInfo: (fulfillment: FulfillmentRecord, args) =>
      args.first == null ? fulfillment.tracking : fulfillment.tracking.slice(0, Math.max(args.first, 0)),
    fulfillmentLineItems: (fulfillment: FulfillmentRecord, args: ConnectionArgs, context) => {
      const order = orderOf(context, fulfillment.orderRowId);
      const lines = new Map(linesOfOrder(db(context), order).map((line) => [line.rowId, line]));
      const entries = fulfillment.lines
        .filter((entry) => lines.has(entry.lineId))
        .map((entry) => ({ lineItem: lines.get(entry.lineId)!, quantity: entry.quantity }));
      if (args.reverse) entries.reverse();
      return paginate(entries, args, 'fulfillmentLineItems', (entry) => ({
        last_id: entry.lineItem.rowId,
        last_value: entry.lineItem.position,
      }));
    },
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
