// A checkout session as UCP shows it (shopping/checkout.json with the fulfillment extension), and
// the status it is in. What an open session lacks decides its status: a value the shop cannot use,
// or the buyer's email and where to ship while missing, are recoverable errors the agent fixes with
// update_checkout (incomplete, as the spec's own example has a missing email); with nothing missing
// it is ready_for_complete for a caller that may complete. A caller that may not (no purchase
// grant) cannot pay through this API: the buyer pays on the checkout page, so its session asks for
// buyer input (requires_escalation, with continue_url).
import type { ShopServices } from '../../context.ts';
import { mayCall } from '../identity/tiers.ts';
import type { Caller } from '../identity/tiers.ts';
import { findCartByToken } from '../../cart/store.ts';
import { priceCart } from '../../cart/pricing.ts';
import type { PricedCart } from '../../cart/pricing.ts';
import { orderById } from '../../checkout/orders.ts';
import { totalsOf } from '../../checkout/place-order.ts';
import { checkoutUrl } from '../../checkout/urls.ts';
import { lineItems } from './cart-view.ts';
import { DESTINATION_ID, DESTINATION_PATH, OPTION_ID } from './checkout-input.ts';
import type { Message } from './checkout-input.ts';
import { checkoutGid } from './checkout-store.ts';
import type { CheckoutSession } from './checkout-store.ts';
import { ucpEnvelope } from './envelope.ts';
import { orderGid, orderLineItems, orderTotals, postalAddress } from './order-view.ts';
import { paymentHandlers } from './payment-handler.ts';
import { minorUnits } from './present.ts';
import { shopLinks, shopPolicies } from './shop-terms.ts';
import type { UcpVersion } from './versions.ts';

export type CheckoutStatus =
  'incomplete' | 'requires_escalation' | 'ready_for_complete' | 'complete_in_progress' | 'completed' | 'canceled';

/** Lines asking for more than the shop holds, checked as the checkout host checks them on placing. */
function stockMessages(services: ShopServices, cart: PricedCart): Message[] {
  const needed = new Map<number, number>();
  for (const line of cart.lines) needed.set(line.variant.rowId, (needed.get(line.variant.rowId) ?? 0) + line.quantity);
  return cart.lines.flatMap((line, index) => {
    const stock = services.db.statement('SELECT inventory, inventory_policy FROM variants WHERE id = ?').get(line.variant.rowId) as
      { inventory: number; inventory_policy: string } | undefined;
    if (stock && (stock.inventory_policy !== 'deny' || stock.inventory >= (needed.get(line.variant.rowId) ?? 0))) return [];
    return [
      {
        type: 'error',
        code: 'out_of_stock',
        path: `$.line_items[${index}]`,
        content: 'Not enough left in stock.',
        severity: 'recoverable',
      },
    ];
  });
}

/** What the shop still needs before it can place the order; `given` are the messages of this call. */
export function openMessages(services: ShopServices, session: CheckoutSession, cart: PricedCart, given: Message[] = []): Message[] {
  const messages: Message[] = [...given, ...stockMessages(services, cart)];
  const about = (path: string) => messages.some((message) => message.path?.startsWith(path));
  if (!cart.lines.length)
    messages.push({ type: 'error', code: 'missing', path: '$.line_items', content: 'Add an item.', severity: 'recoverable' });
  if (!session.buyer.email && !about('$.buyer.email'))
    messages.push({
      type: 'error',
      code: 'field_required',
      path: '$.buyer.email',
      content: 'The buyer’s email is needed.',
      severity: 'recoverable',
    });
  if (!session.shippingAddress && !about(DESTINATION_PATH))
    messages.push({
      type: 'error',
      code: 'field_required',
      path: DESTINATION_PATH,
      content: 'Where to ship is needed.',
      severity: 'recoverable',
    });
  return messages;
}

/** What of the caller a checkout's view depends on: the version it speaks, whether it may complete. */
export const viewerOf = (caller: Caller) => ({ version: caller.version, mayComplete: mayCall(caller, 'complete_checkout') });

/** Said to a caller that may not complete: the buyer finishes and pays at continue_url. */
const HANDOFF: Message = {
  type: 'error',
  code: 'buyer_payment_required',
  content: 'The buyer confirms and pays on the checkout page (continue_url).',
  severity: 'requires_buyer_input',
};

export function statusOf(messages: Message[]): CheckoutStatus {
  const errors = messages.filter((message) => message.type === 'error');
  if (errors.some((message) => message.severity === 'requires_buyer_input' || message.severity === 'requires_buyer_review'))
    return 'requires_escalation';
  return errors.length ? 'incomplete' : 'ready_for_complete';
}

export function presentCheckout(
  services: ShopServices,
  { version, mayComplete }: { version: UcpVersion; mayComplete: boolean },
  session: CheckoutSession,
  given: Message[] = [],
  forced?: CheckoutStatus,
) {
  const envelope = {
    ...ucpEnvelope(version, 'dev.ucp.shopping.checkout', 'success', ['dev.ucp.shopping.fulfillment']),
    payment_handlers: paymentHandlers(version),
  };
  const common = {
    ucp: envelope,
    id: checkoutGid(session),
    ...(Object.keys(session.buyer).length ? { buyer: session.buyer } : {}),
    links: shopLinks(services, true),
    ...shopPolicies(services, version),
    expires_at: session.expiresAt,
  };
  const order = session.orderId === null ? null : orderById(services.db, session.orderId);
  const row = findCartByToken(services.db, session.cartToken);
  if (session.state === 'completed' && order) {
    const lines = orderLineItems(services, order);
    return {
      ...common,
      status: 'completed' as CheckoutStatus,
      currency: order.currencyCode,
      line_items: lines.map((line) => ({ id: line.id, item: line.item, quantity: line.quantity.original, totals: line.totals })),
      totals: orderTotals(order),
      ...(given.length ? { messages: given } : {}),
      order: { id: orderGid(order), label: order.name, permalink_url: `${services.publicUrl}/checkouts/orders/${order.token}` },
    };
  }
  if (!row || session.state === 'canceled')
    return { ...common, status: 'canceled' as CheckoutStatus, currency: 'USD', line_items: [], totals: [{ type: 'total', amount: 0 }] };
  const cart = priceCart(services.db, services.catalogue(), row);
  const messages = session.state === 'open' ? [...openMessages(services, session, cart, given), ...(mayComplete ? [] : [HANDOFF])] : given;
  const status = forced ?? (session.state === 'open' ? statusOf(messages) : session.state);
  const totals = totalsOf(cart);
  const minor = (cents: number) => minorUnits(cents, cart.currencyCode);
  const lines = lineItems(services, cart);
  const lineIds = lines.map((line) => line.id);
  return {
    ...common,
    status,
    currency: cart.currencyCode,
    context: { address_country: row.country_code, language: row.language_code.toLowerCase() },
    line_items: lines,
    totals: [
      { type: 'subtotal', amount: minor(totals.subtotal) },
      ...(totals.discount > 0 ? [{ type: 'discount', amount: -minor(totals.discount) }] : []),
      { type: 'fulfillment', display_text: 'Shipping', amount: minor(totals.shipping) },
      ...(totals.tax.included ? [] : [{ type: 'tax', amount: minor(totals.tax.taxCents) }]),
      { type: 'total', amount: minor(totals.total) },
    ],
    fulfillment: {
      methods: [
        {
          id: 'shipping',
          type: 'shipping',
          line_item_ids: lineIds,
          ...(session.shippingAddress ? { selected_destination_id: DESTINATION_ID } : {}),
          destinations: session.shippingAddress
            ? [{ type: 'shipping_address', id: DESTINATION_ID, ...postalAddress(session.shippingAddress) }]
            : [],
          groups: [
            {
              id: 'package',
              line_item_ids: lineIds,
              selected_option_id: OPTION_ID,
              options: [{ id: OPTION_ID, title: 'Complimentary express shipping', totals: [{ type: 'total', amount: 0 }] }],
            },
          ],
        },
      ],
    },
    ...(messages.length ? { messages } : {}),
    continue_url: checkoutUrl(services.publicUrl, row.token, row.language_code),
  };
}
