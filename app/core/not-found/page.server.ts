// Every "not found" a shopper can meet (an unknown address, collection, product, page or lookbook)
// answers with one page: the spec's words, the merchant's notFoundPage text and links from the site
// settings, a search form, and a few pieces from the merchant's chosen collection, so the visit
// does not end there. The 404 carries the merchant's words and the pieces, read here in the loader,
// so they are there without JavaScript and no other page carries them.
import { data, type AppLoadContext } from 'react-router';
import type { SettingsQueryResult } from '~/core/sanity/model';
import { COLLECTION_QUERY } from '~/graphql/collection';
import { loadSiteSettings } from '~/core/settings/settings.server';
import { notFoundNote } from '~/core/settings/shell-settings';
import { catalogueCache } from '~/core/catalogue/cache';
import { cardView } from '~/core/catalogue/card-view';
import { LIMITS } from '~/core/constants';
import type { NotFoundData } from '~/core/not-found/messages';

type Context = Pick<AppLoadContext, 'storefront' | 'sanity' | 'withCache' | 'config' | 'locale'>;

async function featuredCollection(context: Context, settings: SettingsQueryResult): Promise<NotFoundData['featured']> {
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
    products: collection.products.nodes.map((product) =>
      cardView(product, now, { saleTags: settings.saleTags, imageOrigin: context.config.shopImageOrigin, locale: context.locale }),
    ),
  };
}

/**
 * The 404 to throw from a loader. Suggestions are a courtesy: if the shop cannot give them the page
 * still answers, without them. An address that fails the validity check (the spec's fatal 404) asks
 * the shop for nothing: `featured: false` leaves the pieces out.
 */
export async function notFound(context: Context, message: string, { featured = true }: { featured?: boolean } = {}) {
  const settings = await loadSiteSettings(context);
  const pieces = featured ? await featuredCollection(context, settings).catch(() => null) : null;
  return data<NotFoundData>({ message, featured: pieces, page: notFoundNote(settings) }, { status: 404 });
}
