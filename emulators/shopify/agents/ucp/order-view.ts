// An order as UCP shows it (shopping/order.json), read from the orders the checkout host records:
// its line items with what has been fulfilled, the buyer-facing expectation of how it ships, and
// the append-only event log, derived from records that are themselves only ever added to (the
// order placed, each fulfilment with its tracking, a cancellation).
import type { ShopServices } from '../../context.ts';
import { fulfillmentsOfOrder, linesOfOrder } from '../../checkout/orders.ts';
import type { OrderLineRecord, OrderRecord } from '../../checkout/orders.ts';
import { orderStatusUrl } from '../../checkout/urls.ts';
import type { AddressFields } from '../../customers/address-validation.ts';
import { resolveMarket } from '../../markets.ts';
import { ucpEnvelope } from './envelope.ts';
import { itemTitle, localContext, minorUnits } from './present.ts';
import { shopPolicies } from './shop-terms.ts';
import type { UcpVersion } from './versions.ts';

export const orderGid = (order: Pick<OrderRecord, 'rowId'>) => `gid://shopify/Order/${order.rowId}`;
const lineGid = (line: OrderLineRecord) => `gid://shopify/LineItem/${line.rowId}`;

export function postalAddress(address: AddressFields | null) {
  if (!address) return {};
  const fields: Record<string, string | null> = {
    first_name: address.firstName,
    last_name: address.lastName,
    street_address: address.address1,
    extended_address: address.address2,
    address_locality: address.city,
    address_region: address.provinceCode ?? address.province,
    postal_code: address.zip,
    address_country: address.countryCode,
    phone_number: address.phone,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value));
}

export function orderLineItems(services: ShopServices, order: OrderRecord) {
  const context = localContext(services, resolveMarket(order.countryCode, order.languageCode));
  const minor = (cents: number) => minorUnits(cents, order.currencyCode);
  const fulfilled = new Map<number, number>();
  for (const fulfillment of fulfillmentsOfOrder(services.db, order.rowId))
    for (const entry of fulfillment.lines) fulfilled.set(entry.lineId, (fulfilled.get(entry.lineId) ?? 0) + entry.quantity);
  return linesOfOrder(services.db, order).map((line) => {
    const variant = line.variantRowId === null ? undefined : services.catalogue().variantsById.get(line.variantRowId);
    const done = Math.min(fulfilled.get(line.rowId) ?? 0, line.quantity);
    const total = line.quantity;
    return {
      id: lineGid(line),
      item: {
        id: variant?.id ?? `gid://shopify/ProductVariant/${line.variantRowId ?? 0}`,
        title: variant ? itemTitle(context, variant) : [line.title, line.variantTitle].filter(Boolean).join(' — '),
        price: minor(line.unitPrice),
      },
      quantity: { original: line.quantity, total, fulfilled: done },
      totals: [
        { type: 'subtotal', amount: minor(line.unitPrice * line.quantity) },
        { type: 'total', amount: minor(line.unitPrice * line.quantity - line.discount) },
      ],
      status: total === 0 ? 'removed' : done === total ? 'fulfilled' : done > 0 ? 'partial' : 'processing',
    };
  });
}

export function orderTotals(order: OrderRecord) {
  const minor = (cents: number) => minorUnits(cents, order.currencyCode);
  return [
    { type: 'subtotal', amount: minor(order.subtotal) },
    ...(order.totalDiscount > 0 ? [{ type: 'discount', amount: -minor(order.totalDiscount) }] : []),
    { type: 'fulfillment', display_text: 'Shipping', amount: minor(order.totalShipping) },
    ...(order.taxesIncluded ? [] : [{ type: 'tax', amount: minor(order.totalTax) }]),
    { type: 'total', amount: minor(order.total) },
  ];
}

export function presentOrder(services: ShopServices, version: UcpVersion, order: OrderRecord, checkoutId: string) {
  const lineItems = orderLineItems(services, order);
  const every = lineItems.map((line) => ({ id: line.id, quantity: line.quantity.original }));
  const byRow = new Map(linesOfOrder(services.db, order).map((line) => [line.rowId, lineGid(line)]));
  const events = [
    { id: `${orderGid(order)}/events/placed`, occurred_at: order.processedAt, type: 'processing', line_items: every },
    ...fulfillmentsOfOrder(services.db, order.rowId).map((fulfillment) => ({
      id: `gid://shopify/Fulfillment/${fulfillment.rowId}`,
      occurred_at: fulfillment.createdAt,
      type: 'shipped',
      line_items: fulfillment.lines.map((entry) => ({ id: byRow.get(entry.lineId) ?? '', quantity: entry.quantity })),
      ...(fulfillment.tracking[0]?.number ? { tracking_number: fulfillment.tracking[0].number } : {}),
      ...(fulfillment.tracking[0]?.url ? { tracking_url: fulfillment.tracking[0].url } : {}),
      ...(fulfillment.trackingCompany ? { carrier: fulfillment.trackingCompany } : {}),
    })),
    ...(order.canceledAt
      ? [{ id: `${orderGid(order)}/events/canceled`, occurred_at: order.canceledAt, type: 'canceled', line_items: every }]
      : []),
  ];
  return {
    ucp: ucpEnvelope(version, 'dev.ucp.shopping.order'),
    id: orderGid(order),
    label: order.name,
    checkout_id: checkoutId,
    permalink_url: orderStatusUrl(services.publicUrl, order.token),
    line_items: lineItems,
    currency: order.currencyCode,
    totals: orderTotals(order),
    fulfillment: {
      expectations: [
        {
          id: `${orderGid(order)}/expectations/1`,
          line_items: every,
          method_type: 'shipping',
          destination: postalAddress(order.shippingAddress),
          description: 'Complimentary express shipping, dispatched from Florence within two working days.',
        },
      ],
      events,
    },
    ...shopPolicies(services, version),
  };
}
