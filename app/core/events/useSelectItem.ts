import { useCallback } from 'react';
import { useAnalytics } from '@shopify/hydrogen';
import { listItem, type ListItem } from '~/core/events/list-items';

type Card = Parameters<typeof listItem>[0];

/**
 * select_item: the shopper opened a piece from a list. Published on the click, before the product
 * page loads, so it reaches the dataLayer ahead of that page's view_item.
 */
export function useSelectItem(list: string | undefined) {
  const { publish } = useAnalytics();
  return useCallback(
    (product: Card) => {
      if (!list) return;
      const item: ListItem = listItem(product);
      publish('custom_select_item', { customData: { item, list, currency: product.price.currencyCode } } as never);
    },
    [publish, list],
  );
}
