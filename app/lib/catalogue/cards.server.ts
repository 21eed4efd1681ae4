// Product cards for a loader: each fragment the shop returns becomes the card the page renders
// (card-view.ts), with this request's clock and the merchant's sale tags from the site settings.
import type { AppLoadContext } from 'react-router';
import type { ProductCardFragment } from 'storefrontapi.generated';
import { loadSiteSettings } from '~/lib/content/settings.server';
import { cardView, type CardView } from '~/lib/catalogue/card-view';

type ShapeCard = (product: ProductCardFragment & { trackingParameters?: string | null }) => CardView;

/** Start it alongside the page's catalogue query: the settings are usually already read for the shell. */
export async function cardShaper(context: Pick<AppLoadContext, 'sanity' | 'withCache' | 'config' | 'storefront'>): Promise<ShapeCard> {
  const { saleTags } = await loadSiteSettings(context);
  const now = new Date();
  return (product) => cardView(product, now, saleTags);
}
