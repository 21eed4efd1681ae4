// complete_checkout: places the order from a ready_for_complete session with the payment its
// instrument names, through the checkout host's own placeOrder, so the order is the same kind of
// order a shopper places in the browser: numbered with the rest, stock taken, the customer with
// that email attached. The call carries an idempotency key; a retry with the same key and payload
// gets the first answer and places nothing more.
import type { ShopServices } from '../../context.ts';
import { orderByToken } from '../../checkout/orders.ts';
import { placeOrder } from '../../checkout/place-order.ts';
import { findCartByToken } from '../../cart/store.ts';
import { requireString, toolResult } from '../rpc.ts';
import type { Tool } from '../rpc.ts';
import type { Message } from './checkout-input.ts';
import { findCheckout, saveCheckout } from './checkout-store.ts';
import { openMessages, presentCheckout, statusOf, viewerOf } from './checkout-view.ts';
import { CHECKOUT_CAPABILITY, checkoutNotFound, checkoutOf } from './checkout.ts';
import { requireAgent, requireIdempotencyKey, withAgent } from './envelope.ts';
import { once } from './idempotency.ts';
import { pay } from './payment-handler.ts';
import { priceCart } from '../../cart/pricing.ts';
import type { UcpScope } from './scope.ts';

const paymentSchema = {
  type: 'object',
  properties: {
    payment: {
      type: 'object',
      properties: {
        instruments: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'string' },
              handler_id: { type: 'string' },
              type: { type: 'string' },
              selected: { type: 'boolean' },
              credential: { type: 'object', properties: { type: { type: 'string' }, token: { type: 'string' } } },
            },
          },
        },
      },
    },
  },
  required: ['payment'],
};

export function ucpCompleteTool(services: ShopServices): Tool<UcpScope> {
  const { db } = services;
  return {
    name: 'complete_checkout',
    description: `Place the order of a ready_for_complete checkout (${CHECKOUT_CAPABILITY}); needs meta["idempotency-key"] and a payment instrument.`,
    inputSchema: withAgent({ id: { type: 'string' }, checkout: paymentSchema }, ['id', 'checkout'], true),
    call(args, { caller }) {
      requireAgent(args);
      const key = requireIdempotencyKey(args);
      const id = requireString(args.id, 'id', 300);
      const checkout = checkoutOf(args);
      const respond = (session: Parameters<typeof presentCheckout>[2], messages: Message[] = [], forced?: 'incomplete') =>
        toolResult(presentCheckout(services, viewerOf(caller), session, messages, forced), true);
      return once(db, { owner: caller.owner, operation: 'complete_checkout', key }, args, () => {
        const session = findCheckout(db, id, caller.owner);
        if (!session) return checkoutNotFound(services, caller.version);
        if (session.state !== 'open') return respond(session);
        const row = findCartByToken(db, session.cartToken);
        if (!row) return checkoutNotFound(services, caller.version);
        const pending = openMessages(services, session, priceCart(db, services.catalogue(), row));
        // Nothing is charged while the checkout still needs something: the agent sees what, as on get_checkout.
        if (statusOf(pending) !== 'ready_for_complete') return respond(session);
        const now = new Date();
        const paid = pay(checkout.payment, now);
        if (!paid.ok)
          return respond(
            session,
            [{ type: 'error', code: 'payment_failed', path: paid.path, content: paid.content, severity: 'recoverable' }],
            'incomplete',
          );
        saveCheckout(db, { ...session, state: 'complete_in_progress' });
        const placed = placeOrder(
          services,
          row.token,
          { email: session.buyer.email!, address: session.shippingAddress!, cardLast4: paid.last4, landingParams: {}, landingUrl: null },
          now,
        );
        if (!placed.ok) {
          const reopened = saveCheckout(db, { ...session, state: 'open' });
          const content = placed.reason === 'stock' ? `Not enough stock left for: ${placed.titles.join(', ')}.` : 'The cart is empty.';
          return respond(reopened, [
            { type: 'error', code: placed.reason === 'stock' ? 'out_of_stock' : 'missing', content, severity: 'recoverable' },
          ]);
        }
        services.log(`agent order #${placed.order.number} placed for checkout ${session.id}`);
        const order = orderByToken(db, placed.order.token)!;
        return respond(saveCheckout(db, { ...session, state: 'completed', orderId: order.rowId }));
      });
    },
  };
}
