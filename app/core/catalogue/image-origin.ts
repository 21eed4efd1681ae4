// A product card's photographs travel to the page as paths on the shop's image host
// ("/cdn/shop/files/x.jpg?v=1", or on Shopify's CDN "/s/files/1/…"): the host is the same for every
// photograph of the shop, and writing it out for each of a grid's two dozen images made about a
// twentieth of a collection page's data. The root loader sends the host once; ShopImage puts it back.

/** The photograph's address without the shop's image origin, when it is on it; any other stays whole. */
export function pathOnShopImageOrigin(url: string, origin: string): string {
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}

/** The whole address again: a path (one leading slash, never two) is on the shop's image origin. */
export function onShopImageOrigin(src: string, origin: string | undefined): string {
  return origin && src.startsWith('/') && !src.startsWith('//') ? `${origin}${src}` : src;
}
