// `search` and `predictiveSearch`: products matched over title, product type, tags, vendor and
// option values, case- and accent-insensitive, with prefix matching on the last word; pages and
// articles matched over their text; query suggestions that complete what the shopper typed.
import type { ResolverMap } from '../graphql/execute.ts';
import type { ShopContext } from '../context.ts';
import type { CollectionRecord, ProductRecord } from '../catalogue/store.ts';
import { listProducts } from '../catalogue/listing.ts';
import { parseSearchQuery, textScore } from '../catalogue/search-query.ts';
import { foldText } from '../catalogue/text.ts';
import { decodeCursor, encodeCursor } from '../ids.ts';
import { userInputError } from '../errors.ts';
import { searchableArticles, searchablePages } from './online-store.ts';
import { suggestQueries } from '../catalogue/query-suggestions.ts';

const PREDICTIVE_MAX = 10;

type ContentHit = { __typename: 'Page' | 'Article'; rowId: number };

/** Search hits carry Shopify's tracking parameters so analytics can attribute the click. */
function tracked<T extends object>(item: T, parameters: string): T {
  return Object.create(item, { trackingParameters: { value: parameters, enumerable: true } });
}

/** Shopify's `_sid` is a short opaque id of the search, the same for every hit of one query. */
function searchId(query: string): string {
  let hash = 2166136261;
  for (const char of query) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0).toString(16).padStart(8, '0').slice(0, 8) + query.length.toString(16);
}

function contentHits(context: ShopContext, types: string[], query: string): ContentHit[] {
  if (!query.trim()) return [];
  const hits: ContentHit[] = [];
  if (types.includes('PAGE')) hits.push(...searchablePages(context, query));
  if (types.includes('ARTICLE')) hits.push(...searchableArticles(context, query));
  return hits;
}

const contentCursor = (hit: ContentHit) => encodeCursor({ last_id: `${hit.__typename}:${hit.rowId}`, last_value: 0 });

export const searchResolvers: ResolverMap = {
  QueryRoot: {
    search: (_root, args, context) => {
      const types: string[] = args.types ?? ['ARTICLE', 'PAGE', 'PRODUCT'];
      const query = String(args.query).slice(0, 1000);
      const blank = !query.trim() || !types.includes('PRODUCT');
      const listing = listProducts(blank ? [] : context.services.catalogue().products, {
        query: blank ? null : query,
        catalogue: context.services.catalogue(),
        sortKey: args.sortKey ?? 'RELEVANCE',
        reverse: Boolean(args.reverse),
        filters: args.productFilters ?? null,
        market: context.market,
        connection: args,
        field: 'search',
        unavailableProducts: args.unavailableProducts ?? 'LAST',
        prefixLast: args.prefix !== 'NONE',
      });
      const sid = searchId(query.trim());
      const edges: { cursor: string; node: unknown }[] = listing.edges.map((edge, index) => ({
        cursor: edge.cursor,
        node: tracked(edge.node, `_pos=${index + 1}&_sid=${sid}&_ss=r`),
      }));
      // Pages and articles follow the products, on the page after the last product. Product filters
      // narrow products only, so a filtered search shows no content.
      const content = args.productFilters?.length ? [] : contentHits(context, types, query);
      let hasNextPage = listing.pageInfo.hasNextPage;
      if (content.length && !hasNextPage && args.first != null && !args.before) {
        const after = args.after ? String(decodeCursor(args.after)?.last_id ?? '') : '';
        const start = after.includes(':') ? content.findIndex((hit) => `${hit.__typename}:${hit.rowId}` === after) + 1 : 0;
        const room = Math.max(args.first - edges.length, 0);
        const slice = content.slice(start, start + room);
        slice.forEach((hit) =>
          edges.push({ cursor: contentCursor(hit), node: tracked(hit, `_pos=${edges.length + 1}&_sid=${sid}&_ss=r`) }),
        );
        hasNextPage = start + room < content.length;
      }
      return {
        edges,
        nodes: edges.map((edge) => edge.node),
        pageInfo: {
          ...listing.pageInfo,
          hasNextPage,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges[edges.length - 1]?.cursor ?? null,
        },
        totalCount: listing.totalCount + content.length,
        get productFilters() {
          return listing.filters;
        },
      };
    },
    predictiveSearch: (_root, args, context) => {
      const limit = args.limit ?? PREDICTIVE_MAX;
      if (limit < 1 || limit > PREDICTIVE_MAX) throw userInputError(`limit must be between 1 and ${PREDICTIVE_MAX}`, 'INVALID_PARAMETER');
      const types: string[] = args.types ?? ['PRODUCT', 'COLLECTION', 'QUERY', 'PAGE', 'ARTICLE'];
      const query = String(args.query).slice(0, 1000);
      const empty = { products: [], collections: [], queries: [], pages: [], articles: [] };
      if (!query.trim()) return empty;
      const catalogue = context.services.catalogue();
      const parsed = parseSearchQuery(query);
      let products: ProductRecord[] = [];
      if (types.includes('PRODUCT') && parsed.words.length) {
        const scored = catalogue.products
          .filter((product) => args.unavailableProducts !== 'HIDE' || product.availableForSale)
          .map((product) => ({
            product,
            score: textScore(product, parsed.words, true, context.market.language.isoCode.toLowerCase(), catalogue),
          }))
          .filter((entry) => entry.score > 0);
        scored.sort(
          (a, b) =>
            b.score - a.score ||
            Number(b.product.availableForSale) - Number(a.product.availableForSale) ||
            a.product.rowId - b.product.rowId,
        );
        products = scored.map((entry) => entry.product);
      }
      const collections: CollectionRecord[] = types.includes('COLLECTION')
        ? catalogue.collections.filter((collection) =>
            parsed.words.every((word) =>
              foldText(collection.title)
                .split(/[^a-z0-9]+/)
                .some((part) => part.startsWith(word)),
            ),
          )
        : [];
      const queries = types.includes('QUERY') ? suggestQueries(catalogue, query) : [];
      const pages = types.includes('PAGE') ? searchablePages(context, query) : [];
      const articles = types.includes('ARTICLE') ? searchableArticles(context, query) : [];
      const psq = encodeURIComponent(foldText(query.trim())).slice(0, 100);
      const track = <T extends object>(items: T[]) =>
        items.map((item, index) => tracked(item, `_pos=${index + 1}&_psq=${psq}&_ss=e&_v=1.0`));
      let budget = limit;
      // limitScope ALL: one budget shared across types, in the order Shopify fills it.
      const take = <T extends object>(items: T[]) => {
        const part = items.slice(0, args.limitScope === 'ALL' ? budget : limit);
        if (args.limitScope === 'ALL') budget -= part.length;
        return track(part);
      };
      const result = {
        products: take(products),
        collections: take(collections),
        queries: take(queries),
        pages: take(pages),
        articles: take(articles),
      };
      return result;
    },
  },
};
