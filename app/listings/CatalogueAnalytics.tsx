import type { CollectionViewPayload, SearchViewPayload } from '@shopify/hydrogen';
import { ViewEvent } from '~/analytics/AnalyticsRoot';
import type { ListItem } from '~/core/events/list-items';

/** view_item_list: the collection and the pieces on its first screen of results. */
export function CollectionViewAnalytics({
  data,
  customData,
}: {
  data: Pick<CollectionViewPayload, 'collection'> & { products: ListItem[] };
  customData: { currency?: string };
}) {
  return <ViewEvent type="collection_viewed" data={data} customData={customData} />;
}

/** search: the term the shopper searched for. */
export function SearchViewAnalytics({ data }: { data: Pick<SearchViewPayload, 'searchTerm'> & { searchResults?: unknown } }) {
  return <ViewEvent type="search_viewed" data={data} />;
}
