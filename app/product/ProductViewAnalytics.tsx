import type { ProductViewPayload } from '@shopify/hydrogen';
import { ViewEvent } from '~/analytics/AnalyticsRoot';

/** The product page's view_item, in the currency the page shows. */
export function ProductViewAnalytics({ data, currency }: { data: Pick<ProductViewPayload, 'products'>; currency: string | undefined }) {
  return <ViewEvent type="product_viewed" data={data} customData={{ currency }} />;
}
