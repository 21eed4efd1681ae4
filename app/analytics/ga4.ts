// Hydrogen analytics payloads -> GA4 recommended events (view_item, add_to_cart, select_item,
// view_item_list, search, view_cart). Pure, so the mapping is unit-tested.

export type AnalyticsEventName =
  'product_viewed' | 'collection_viewed' | 'search_viewed' | 'cart_viewed' | 'product_added_to_cart' | 'custom_select_item';

interface Money {
  amount?: string;
  currencyCode?: string;
}
interface ProductLike {
  id?: string;
  title?: string;
  price?: string;
  variantId?: string;
  variantTitle?: string;
  quantity?: number;
  sku?: string | null;
  productType?: string;
  vendor?: string;
}
interface CartLineLike {
  quantity?: number;
  cost?: { totalAmount?: Money; amountPerQuantity?: Money };
  merchandise?: { id?: string; title?: string; price?: Money; product?: { id?: string; title?: string; productType?: string } };
}
interface Payload {
  products?: ProductLike[];
  collection?: { id?: string; handle?: string };
  searchTerm?: string;
  cart?: { cost?: { totalAmount?: Money }; lines?: { nodes?: CartLineLike[] } } | null;
  currentLine?: CartLineLike;
  prevLine?: CartLineLike;
  customData?: { currency?: string; item?: ProductLike; list?: string };
}

interface Ga4Item {
  item_id: string;
  item_name: string;
  item_variant?: string;
  item_category?: string;
  price?: number;
  quantity?: number;
}

export interface Ga4Event {
  event: string;
  ecommerce?: { currency?: string; value?: number; items: Ga4Item[]; item_list_id?: string; item_list_name?: string };
  search_term?: string;
}

function productItem(product: ProductLike): Ga4Item {
  return {
    item_id: product.id ?? '',
    item_name: product.title ?? '',
    ...(product.variantTitle ? { item_variant: product.variantTitle } : {}),
    ...(product.productType ? { item_category: product.productType } : {}),
    ...(product.price ? { price: Number(product.price) } : {}),
    quantity: product.quantity ?? 1,
  };
}

function lineItem(line: CartLineLike, quantity = line.quantity ?? 1): Ga4Item {
  const merchandise = line.merchandise ?? {};
  const price = line.cost?.amountPerQuantity?.amount ?? merchandise.price?.amount;
  return {
    item_id: merchandise.product?.id ?? merchandise.id ?? '',
    item_name: merchandise.product?.title ?? merchandise.title ?? '',
    ...(merchandise.title ? { item_variant: merchandise.title } : {}),
    ...(merchandise.product?.productType ? { item_category: merchandise.product.productType } : {}),
    ...(price ? { price: Number(price) } : {}),
    quantity,
  };
}

export function ga4Event(name: AnalyticsEventName, raw: unknown): Ga4Event | null {
  const payload = (raw ?? {}) as Payload;
  const currency = payload.customData?.currency ?? payload.cart?.cost?.totalAmount?.currencyCode;
  switch (name) {
    case 'product_viewed': {
      const items = (payload.products ?? []).map(productItem);
      if (!items.length) return null;
      return { event: 'view_item', ecommerce: { currency, value: items[0].price, items } };
    }
    case 'collection_viewed':
      return {
        event: 'view_item_list',
        ecommerce: {
          ...(currency ? { currency } : {}),
          item_list_id: payload.collection?.id,
          item_list_name: payload.collection?.handle,
          items: (payload.products ?? []).map(productItem),
        },
      };
    case 'search_viewed':
      return { event: 'search', search_term: payload.searchTerm ?? '' };
    case 'cart_viewed': {
      const lines = payload.cart?.lines?.nodes ?? [];
      const total = payload.cart?.cost?.totalAmount?.amount;
      return { event: 'view_cart', ecommerce: { currency, value: total ? Number(total) : 0, items: lines.map((line) => lineItem(line)) } };
    }
    case 'product_added_to_cart': {
      const line = payload.currentLine;
      if (!line) return null;
      const added = (line.quantity ?? 0) - (payload.prevLine?.quantity ?? 0);
      const item = lineItem(line, added > 0 ? added : 1);
      return { event: 'add_to_cart', ecommerce: { currency, value: (item.price ?? 0) * (item.quantity ?? 1), items: [item] } };
    }
    case 'custom_select_item': {
      const item = payload.customData?.item;
      if (!item) return null;
      return {
        event: 'select_item',
        ecommerce: { ...(currency ? { currency } : {}), item_list_name: payload.customData?.list, items: [productItem(item)] },
      };
    }
  }
}
