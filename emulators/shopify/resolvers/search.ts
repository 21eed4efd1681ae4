// `search` and `predictiveSearch`: matching over title, product type, tags, vendor and option
// values, case- and accent-insensitive, with prefix matching on the last word.
import type { ResolverMap } from '../graphql/execute.ts';
import type { ProductRecord } from '../catalogue/store.ts';
import { listProducts } from '../catalogue/listing.ts';
import { parseSearchQuery, textScore } from '../catalogue/search-query.ts';
import { foldText } from '../catalogue/text.ts';
import { userInputError } from '../errors.ts';

const PREDICTIVE_MAX = 10;

export const searchResolvers: ResolverMap = {
  QueryRoot: {
    search: (_root, args, context) => {
      const types: string[] = args.types ?? ['ARTICLE', 'PAGE', 'PRODUCT'];
      const query = String(args.query).slice(0, 1000);
      const blank = !query.trim() || !types.includes('PRODUCT');
      const listing = listProducts(blank ? [] : context.services.catalogue().products, {
        query: blank ? null : query,
        sortKey: args.sortKey ?? 'RELEVANCE',
        reverse: Boolean(args.reverse),
        filters: args.productFilters ?? null,
        market: context.market,
        connection: args,
        field: 'search',
        unavailableProducts: args.unavailableProducts ?? 'LAST',
        prefixLast: args.prefix !== 'NONE',
      });
      // Search hits carry Shopify's tracking parameters so analytics can attribute the click.
      const tracked = (product: ProductRecord, index: number) => Object.create(product, { trackingParameters: { value: `_pos=${index + 1}&_sid=${encodeURIComponent(query.trim()).slice(0, 40)}&_ss=r` } });
      const nodes = listing.nodes.map(tracked);
      return {
        edges: listing.edges.map((edge, index) => ({ cursor: edge.cursor, node: nodes[index] })),
        nodes,
        pageInfo: listing.pageInfo,
        totalCount: listing.totalCount,
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
          .map((product) => ({ product, score: textScore(product, parsed.words, true) }))
          .filter((entry) => entry.score > 0);
        scored.sort((a, b) => b.score - a.score || Number(b.product.availableForSale) - Number(a.product.availableForSale) || a.product.rowId - b.product.rowId);
        products = scored.map((entry) => entry.product);
      }
      const folded = foldText(query.trim());
      const collections = types.includes('COLLECTION')
        ? catalogue.collections.filter((collection) => parsed.words.every((word) => foldText(collection.title).split(/[^a-z0-9]+/).some((part) => part.startsWith(word))))
        : [];
      const suggestions = types.includes('QUERY') ? suggest(products, folded) : [];
      const take = <T,>(items: T[]) => items.slice(0, limit);
      if (args.limitScope === 'ALL') {
        // One budget shared across types, products first.
        let budget = limit;
        const share = <T,>(items: T[]) => {
          const part = items.slice(0, budget);
          budget -= part.length;
          return part;
        };
        return { ...empty, products: share(products), collections: share(collections), queries: share(suggestions) };
      }
      return { ...empty, products: take(products), collections: take(collections), queries: take(suggestions) };
    },
  },
};

/** Query suggestions: product types and titles that contain what the shopper typed, marked up. */
function suggest(products: ProductRecord[], folded: string) {
  const seen = new Set<string>();
  const suggestions: { text: string; styledText: string; trackingParameters: string }[] = [];
  for (const text of [...products.map((product) => product.productType), ...products.map((product) => product.title)]) {
    const key = text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const at = foldText(text).indexOf(folded);
    const styledText = at === -1 ? escape(text) : `${escape(text.slice(0, at))}<mark>${escape(text.slice(at, at + folded.length))}</mark>${escape(text.slice(at + folded.length))}`;
    suggestions.push({ text: text.toLowerCase(), styledText, trackingParameters: `_pos=${suggestions.length + 1}&_psq=${encodeURIComponent(folded).slice(0, 40)}&_ss=e&_v=1.0` });
  }
  return suggestions;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

