// A product card as the analytics events describe a piece in a list (view_item_list, select_item).
import type { CardView } from '~/core/catalogue/card-view';

type CardLike = Pick<CardView, 'id' | 'title' | 'productType' | 'price'>;

export interface ListItem {
  id: string;
  title: string;
  price: string;
  productType?: string;
}

export function listItem(product: CardLike): ListItem {
  return {
    id: product.id,
    title: product.title,
    price: product.price.amount,
    ...(product.productType ? { productType: product.productType } : {}),
  };
}

/** The currency a list's prices are in (every card of a page shares the shopper's currency). */
export function listCurrency(products: readonly CardLike[]): string | undefined {
  return products[0]?.price.currencyCode;
}
