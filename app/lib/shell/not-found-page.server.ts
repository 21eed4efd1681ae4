// Every "not found" a shopper can meet (an unknown address, collection, product, page or lookbook)
// answers with one page: the spec's words, the merchant's notFoundPage text and links from the site
// settings, a search form, and a few pieces from the merchant's chosen collection, so the visit
// does not end there. The pieces are read here, in the loader, so they are there without JavaScript.
import { data, type AppLoadContext } from 'react-router';
import { COLLECTION_QUERY } from '~/graphql/collection';
import { loadSiteSettings } from '~/lib/content/settings.server';
import { catalogueCache } from '~/lib/catalogue/cache';
import { cardView } from '~/lib/catalogue/card-view';
import { LIMITS } from '~/lib/constants';
import type { NotFoundData } from '~/lib/shell/not-found-messages';

type Context = Pick<AppLoadContext, 'storefront' | 'sanity' | 'withCache' | 'config'>;

async function featuredCollection(context: Context): Promise<NotFoundData['featured']> {
  const settings = await loadSiteSettings(context);
  const handle = settings.notFoundPage?.collectionHandle;
  if (!handle) return null;
  const { collection } = await context.storefront.query(COLLECTION_QUERY, {
    variables: { handle, first: LIMITS.productCollectionProducts, filters: [{ available: true }] },
    cache: catalogueCache(),
  });
  if (!collection?.products.nodes.length) return null;
  const now = new Date();
  return {
    handle: collection.handle,
    title: collection.title,
    products: collection.products.nodes.map((product) => cardView(product, now, settings.saleTags)),
  };
}

/**
 * The 404 to throw from a loader. Suggestions are a courtesy: if the shop cannot give them the page
 * still answers, without them.
 */
export async function notFound(context: Context, message: string) {
  const featured = await featuredCollection(context).catch(() => null);
  return data<NotFoundData>({ message, featured }, { status: 404 });
}
