// Collections and their filtered, sorted product lists.
import type { ResolverMap } from '../graphql/execute.ts';
import type { ShopContext } from '../context.ts';
import type { CollectionRecord } from '../catalogue/store.ts';
import { paginate } from '../connection.ts';
import { numericId } from '../ids.ts';
import { listProducts } from '../catalogue/listing.ts';
import { foldText } from '../catalogue/text.ts';
import { htmlToText, seo, truncateText } from './shared.ts';
import { collectionDescriptionHtml, collectionTitle, filterLabel, translated } from '../translations/localize.ts';

interface FacetLabel {
  id: string;
  label: string;
}

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
    title: (collection: CollectionRecord, _args, context) => collectionTitle(context, collection),
    descriptionHtml: (collection: CollectionRecord, _args, context) => collectionDescriptionHtml(context, collection),
    description: (collection: CollectionRecord, args, context) =>
      truncateText(htmlToText(collectionDescriptionHtml(context, collection)), args.truncateAt),
    image: (collection: CollectionRecord, _args, context) =>
      collection.imageRowId == null ? null : (context.services.catalogue().imagesById.get(collection.imageRowId) ?? null),
    onlineStoreUrl: (collection: CollectionRecord, _args, context) => `${context.services.storefrontUrl}/collections/${collection.handle}`,
    seo: (collection: CollectionRecord, _args, context) =>
      seo(
        translated(context, 'COLLECTION', collection.rowId, 'meta_title', collection.seoTitle),
        translated(context, 'COLLECTION', collection.rowId, 'meta_description', collection.seoDescription),
      ),
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
  // Facets keep shop-language labels (their inputs filter in the shop language); labels are translated on the way out.
  Filter: {
    label: (filter: FacetLabel, _args, context) => filterLabel(context, filter),
    values: (filter: FacetLabel & { values: FacetLabel[] }) => filter.values.map((value) => ({ ...value, facet: filter })),
  },
  FilterValue: {
    label: (value: FacetLabel & { facet?: FacetLabel }, _args, context) => filterLabel(context, value, value.facet),
  },
};
