// Collections and their filtered, sorted product lists.
import type { ResolverMap } from '../graphql/execute.ts';
import type { ShopContext } from '../context.ts';
import type { CollectionRecord } from '../catalogue/store.ts';
import { paginate } from '../connection.ts';
import { numericId } from '../ids.ts';
import { listProducts } from '../catalogue/listing.ts';
import { foldText } from '../catalogue/text.ts';
import { htmlToText, seo, truncateText } from './shared.ts';

function collectionFromArgs(args: Record<string, any>, context: ShopContext): CollectionRecord | null {
  const catalogue = context.services.catalogue();
  if (args.id != null) return catalogue.collectionsById.get(numericId(args.id, 'Collection') ?? -1) ?? null;
  if (args.handle != null) return catalogue.collectionsByHandle.get(String(args.handle)) ?? null;
  return null;
}

export const collectionResolvers: ResolverMap = {
  QueryRoot: {
    collection: (_root, args, context) => collectionFromArgs(args, context),
    collectionByHandle: (_root, args, context) => collectionFromArgs({ handle: args.handle }, context),
    collections: (_root, args, context) => {
      let collections = [...context.services.catalogue().collections];
      if (args.query) {
        const terms = foldText(String(args.query).slice(0, 1000))
          .replace(/^title:/, '')
          .split(/\s+/)
          .filter(Boolean);
        collections = collections.filter((collection) =>
          terms.every((term) => foldText(collection.title).includes(term) || collection.handle.includes(term)),
        );
      }
      if (args.sortKey === 'TITLE') collections.sort((a, b) => a.title.localeCompare(b.title));
      else if (args.sortKey === 'UPDATED_AT') collections.sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.rowId - b.rowId);
      if (args.reverse) collections.reverse();
      return paginate(collections, args, 'collections', (collection) => ({ last_id: collection.rowId, last_value: collection.rowId }));
    },
  },
  Collection: {
    description: (collection: CollectionRecord, args) => truncateText(htmlToText(collection.descriptionHtml), args.truncateAt),
    image: (collection: CollectionRecord, _args, context) =>
      collection.imageRowId == null ? null : (context.services.catalogue().imagesById.get(collection.imageRowId) ?? null),
    onlineStoreUrl: (collection: CollectionRecord, _args, context) => `${context.services.storefrontUrl}/collections/${collection.handle}`,
    seo: (collection: CollectionRecord) => seo(collection.seoTitle, collection.seoDescription),
    metafield: () => null,
    metafields: (_collection, args) => args.identifiers.map(() => null),
    trackingParameters: () => null,
    products: (collection: CollectionRecord, args, context) =>
      listProducts(collection.products, {
        query: null,
        sortKey: args.sortKey ?? 'COLLECTION_DEFAULT',
        reverse: Boolean(args.reverse),
        filters: args.filters ?? null,
        market: context.market,
        connection: args,
        field: 'products',
      }),
  },
};
