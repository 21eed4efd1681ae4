// An order as its customer sees it, resolved once for both customer APIs: the legacy Storefront API's
// Customer.orders and the Customer Account API. Here are the amounts, the addresses stored on the order,
// its discounts, its lines and what each fulfillment shipped; each API adds the fields only it has.
import type { ShopServices } from '../context.ts';
import type { FieldResolver } from '../graphql/resolution.ts';
import { paginate } from '../connection.ts';
import type { ConnectionArgs } from '../connection.ts';
import { moneyV2 } from '../markets.ts';
import { discountApplication } from '../cart/discounts.ts';
import type { AppliedDiscount } from '../cart/discounts.ts';
import { linesOfOrder, orderById } from '../checkout/orders.ts';
import type { FulfillmentRecord, OrderLineRecord, OrderRecord } from '../checkout/orders.ts';

interface ServicesContext {
  services: ShopServices;
}

const money = (cents: number, currencyCode: string) => moneyV2({ cents, currencyCode });
const db = (context: ServicesContext) => context.services.db;

/** The order's amounts; `subtotal` is after discounts, as both APIs report it. */
export const orderAmounts = {
  total: (order: OrderRecord) => money(order.total, order.currencyCode),
  subtotal: (order: OrderRecord) => money(order.subtotal - order.totalDiscount, order.currencyCode),
  subtotalBeforeDiscounts: (order: OrderRecord) => money(order.subtotal, order.currencyCode),
  shipping: (order: OrderRecord) => money(order.totalShipping, order.currencyCode),
  tax: (order: OrderRecord) => money(order.totalTax, order.currencyCode),
  /** Nothing is ever refunded here. */
  refunded: (order: OrderRecord) => money(0, order.currencyCode),
};

export const lineAmounts = {
  unitPrice: (line: OrderLineRecord) => money(line.unitPrice, line.currencyCode),
  discount: (line: OrderLineRecord) => money(line.discount, line.currencyCode),
  beforeDiscounts: (line: OrderLineRecord) => money(line.unitPrice * line.quantity, line.currencyCode),
  afterDiscounts: (line: OrderLineRecord) => money(line.unitPrice * line.quantity - line.discount, line.currencyCode),
};

/**
 * Addresses stored on an order are plain fields with no id of their own: the order's row id followed by
 * 1 (shipping) or 2 (billing) stands in, written as each API writes an address id.
 */
export function orderAddress(order: OrderRecord, kind: 'shipping' | 'billing', typename: string, idOf: (number: number) => string) {
  const address = kind === 'shipping' ? order.shippingAddress : order.billingAddress;
  return address ? { __typename: typename, ...address, id: idOf(order.rowId * 10 + (kind === 'shipping' ? 1 : 2)) } : null;
}

export function orderDiscountApplication(order: OrderRecord, entry: AppliedDiscount) {
  return {
    __typename: 'DiscountCodeApplication',
    code: entry.code,
    applicable: true,
    ...discountApplication(entry, order.currencyCode),
    currencyCode: order.currencyCode,
  };
}

/** The catalogue variant an order line was bought as, while the catalogue still has it. */
export function lineVariant(services: ShopServices, line: OrderLineRecord) {
  return line.variantRowId === null ? null : (services.catalogue().variantsById.get(line.variantRowId) ?? null);
}

/** The lines a fulfillment shipped, with the quantity of each; `extra` adds what one API's entry carries. */
export function fulfillmentLineItems(
  services: ShopServices,
  fulfillment: FulfillmentRecord,
  args: ConnectionArgs,
  extra: (entry: FulfillmentRecord['lines'][number]) => object = () => ({}),
) {
  const order = orderById(services.db, fulfillment.orderRowId)!;
  const lines = new Map(linesOfOrder(services.db, order).map((line) => [line.rowId, line]));
  const entries = fulfillment.lines
    .filter((entry) => lines.has(entry.lineId))
    .map((entry) => ({ ...extra(entry), lineItem: lines.get(entry.lineId)!, quantity: entry.quantity }));
  if (args.reverse) entries.reverse();
  return paginate(entries, args, 'fulfillmentLineItems', (entry) => ({
    last_id: entry.lineItem.rowId,
    last_value: entry.lineItem.position,
  }));
}

/** Order fields both APIs name alike and resolve the same way. */
export const orderFields: Record<string, FieldResolver<ServicesContext>> = {
  customerLocale: (order: OrderRecord) => order.languageCode.toLowerCase(),
  edited: () => false,
  customAttributes: () => [],
  totalPrice: orderAmounts.total,
  totalTax: orderAmounts.tax,
  totalRefunded: orderAmounts.refunded,
  shippingDiscountAllocations: () => [],
  discountApplications: (order: OrderRecord, args: ConnectionArgs) => {
    const applications = order.discountCodes.map((entry) => orderDiscountApplication(order, entry));
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
  metafield: () => null,
  metafields: (_order: OrderRecord, args) => args.identifiers.map(() => null),
};
