// Product cards for a loader: each fragment the shop returns becomes the card the page renders
// (card-view.ts), with this request's clock and the merchant's sale tags from the site settings.
import type { AppLoadContext } from 'react-router';
import type { ProductCardFragment } from 'storefrontapi.generated';
import { loadSiteSettings } from '~/core/settings/settings.server';
import { cardView, type CardView } from '~/core/catalogue/card-view';
import { sharing } from '~/core/deduplicate';

type ShapeCard = (product: ProductCardFragment & { trackingParameters?: string | null }) => CardView;

/**
 * Start it alongside the page's catalogue query: the settings are usually already read for the shell.
 * A piece met twice by one shaper (a product page's recommendations and its "more from" rail often
 * share one) becomes one card object, which React Router's serialiser writes once and refers to after;
 * so do the prices, swatches and badges cards repeat.
 */
export async function cardShaper(
  context: Pick<AppLoadContext, 'sanity' | 'withCache' | 'config' | 'storefront' | 'locale'>,
): Promise<ShapeCard> {
  const { saleTags } = await loadSiteSettings(context);
  const now = new Date();
  const shaped = new Map<string, CardView>();
  const same = sharing();
  return (product) => {
    const key = `${product.id}?${product.trackingParameters ?? ''}`;
    let card = shaped.get(key);
    if (!card) {
      card = cardView(product, now, { saleTags, imageOrigin: context.config.shopImageOrigin, locale: context.locale, same });
      shaped.set(key, card);
    }
    return card;
  };
}
