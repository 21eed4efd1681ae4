// An order's detail, read through the customer's own order list: find the order's position among
// their orders (by its numeric id), then fetch the one order after the cursor before it. An id that
// is not theirs is simply not found, whatever it is.
import type { AppLoadContext } from 'react-router';
import { CUSTOMER_ORDER_CURSORS_QUERY, CUSTOMER_ORDER_QUERY } from '~/graphql/customer';
import { orderDetailView, type OrderDetailView } from '~/accounts/customer-view';
import { numericId } from '~/accounts/address-view';

/** The order, null when the customer has no such order, 'signed-out' when the token is no good. */
export async function loadOrder(
  context: Pick<AppLoadContext, 'storefront'>,
  accessToken: string,
  orderId: string,
): Promise<OrderDetailView | null | 'signed-out'> {
  const { storefront } = context;
  const { customer } = await storefront.query(CUSTOMER_ORDER_CURSORS_QUERY, {
    variables: { customerAccessToken: accessToken },
    cache: storefront.CacheNone(),
  });
  if (!customer) return 'signed-out';
  const edges = customer.orders.edges;
  const index = edges.findIndex((edge) => numericId(edge.node.id) === orderId);
  if (index < 0) return null;

  const { customer: again } = await storefront.query(CUSTOMER_ORDER_QUERY, {
    variables: { customerAccessToken: accessToken, after: index > 0 ? edges[index - 1].cursor : null },
    cache: storefront.CacheNone(),
  });
  const order = again?.orders.nodes[0];
  return order && numericId(order.id) === orderId ? orderDetailView(order) : null;
}
