// A lookbook marker names the piece in the picture and its price, and links to it: that is all of
// the product a lookbook page needs (no card is drawn there).
import type { ProductCardFragment } from 'storefrontapi.generated';
import type { CardMoney } from '~/core/catalogue/card-view';

export interface HotspotProduct {
  handle: string;
  title: string;
  price: CardMoney;
}

export function hotspotProduct(product: Pick<ProductCardFragment, 'handle' | 'title' | 'priceRange'>): HotspotProduct {
  const { amount, currencyCode } = product.priceRange.minVariantPrice;
  return { handle: product.handle, title: product.title, price: { amount, currencyCode } };
}
