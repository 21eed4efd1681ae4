// The checkout host's URLs, shared by the cart (checkoutUrl), the pages and the order resolvers.
export function checkoutPath(cartToken: string): string {
  return `/checkouts/cn/${cartToken}`;
}

export function orderStatusUrl(publicUrl: string, orderToken: string): string {
  return `${publicUrl}/checkouts/orders/${orderToken}`;
}
