// Orders: Shopify's status codes in a shopper's words.
import { area } from '~/core/texts/area';
export const orderMessages = {
  status: 'Status',
  /** The order page's title before (or without) its number. */
  orderTitle: 'Order',
  order: (name: string) => `Order ${name}`,
  items: 'Items',
  item: 'Item',
  quantity: 'Quantity',
  total: 'Total',
  discountedTotal: 'Discounted total',
  originalTotal: 'Original total',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  tax: 'Tax',
  refunded: 'Refunded',
  shippingAddress: 'Shipping address',
  noShippingAddress: 'No shipping address.',
  billingAddress: 'Billing address',
  sameAsShipping: 'Same as shipping.',
  delivery: 'Delivery',
  /** A fulfilment without a carrier's name. */
  shipment: 'Shipment',
  /** A tracking link, with the parcel's number when the carrier gives one. */
  track: (number: string | null | undefined) => `Track ${number ?? 'parcel'}`,
  notShipped: 'Not shipped yet. We will email you the tracking details when it leaves the workshop.',
  allOrders: '← All orders',
  placed: (date: string) => `Placed ${date}`,
  /** OrderFulfillmentStatus. */
  fulfilment: {
    UNFULFILLED: 'Being prepared',
    OPEN: 'Being prepared',
    IN_PROGRESS: 'Being prepared',
    PENDING_FULFILLMENT: 'Being prepared',
    SCHEDULED: 'Scheduled',
    ON_HOLD: 'On hold',
    PARTIALLY_FULFILLED: 'Partly shipped',
    FULFILLED: 'Shipped',
    RESTOCKED: 'Returned',
  } as Record<string, string>,
  /** OrderFinancialStatus. */
  payment: {
    PENDING: 'Payment pending',
    AUTHORIZED: 'Payment authorised',
    PARTIALLY_PAID: 'Partly paid',
    PAID: 'Paid',
    PARTIALLY_REFUNDED: 'Partly refunded',
    REFUNDED: 'Refunded',
    VOIDED: 'Payment cancelled',
    EXPIRED: 'Payment expired',
  } as Record<string, string>,
  cancelled: 'Cancelled',
  /** OrderCancelReason. */
  cancelReason: {
    CUSTOMER: 'at your request',
    DECLINED: 'payment declined',
    FRAUD: 'payment could not be verified',
    INVENTORY: 'no longer available',
    STAFF: 'by the atelier',
    OTHER: '',
  } as Record<string, string>,
} as const;
area('orders', orderMessages);
