// The order status URL, shared by the checkout pages and the Order resolvers. (The cart's
// checkoutUrl, {publicUrl}/checkouts/cn/{cartToken}, is built by the cart resolvers.)
export function orderStatusUrl(publicUrl: string, orderToken: string): string {
  return `${publicUrl}/checkouts/orders/${orderToken}`;
}
