// get_order (order/mcp.md): the current state of an order an agent's checkout placed, whether the
// agent completed it or the buyer finished it on the checkout page through continue_url. Other
// orders are not found, as another agent's checkouts are.
import type { ShopServices } from '../../context.ts';
import { orderById } from '../../checkout/orders.ts';
import { numericId } from '../../ids.ts';
import { requireString, toolResult } from '../rpc.ts';
import type { Tool } from '../rpc.ts';
import { failed } from './cart-view.ts';
import { checkoutGid } from './checkout-store.ts';
import { requireAgent, withAgent } from './envelope.ts';
import { presentOrder } from './order-view.ts';
import type { UcpScope } from './scope.ts';

export function ucpOrderTools(services: ShopServices): Tool<UcpScope>[] {
  return [
    {
      name: 'get_order',
      description: 'The current state of an order: its line items, how it ships, and what has happened since it was placed.',
      inputSchema: withAgent({ id: { type: 'string' } }),
      call(args, { caller }) {
        requireAgent(args);
        const rowId = numericId(requireString(args.id, 'id', 300), 'Order');
        const session =
          rowId === null
            ? undefined
            : (services.db.statement('SELECT id FROM agent_checkouts WHERE order_id = ? AND owner = ?').get(rowId, caller.owner) as
                { id: string } | undefined);
        const order = session && rowId !== null ? orderById(services.db, rowId) : null;
        if (!session || !order)
          return failed(
            services,
            caller.version,
            [{ type: 'error', code: 'not_found', content: 'Order not found.', severity: 'unrecoverable' }],
            'dev.ucp.shopping.order',
          );
        return toolResult(presentOrder(services, caller.version, order, checkoutGid(session)), true);
      },
    },
  ];
}
