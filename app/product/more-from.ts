import type { ProductCollectionsQuery } from 'storefrontapi.generated';
import type { CardView } from '~/core/catalogue/card-view';

type Collections = NonNullable<ProductCollectionsQuery['product']>['collections']['nodes'];
type Piece = Collections[number]['products']['nodes'][number];

export interface MoreFrom {
  /** The first of the product's collections with other pieces to show, and those pieces. */
  lead: { handle: string; title: string; pieces: CardView[] };
  /** The product's other collections, as links. */
  others: Array<{ handle: string; title: string }>;
}

/**
 * "More from this collection" as the page shows it: the spec asks the shop for five collections
 * with four pieces each, but only the lead's pieces become cards (`shape` makes them); the rest are
 * links. Only what is shown travels to the browser.
 */
export function moreFrom(collections: Collections | null, currentHandle: string, shape: (piece: Piece) => CardView): MoreFrom | null {
  const lead = collections?.find((collection) => collection.products.nodes.some((product) => product.handle !== currentHandle));
  if (!collections || !lead) return null;
  return {
    lead: {
      handle: lead.handle,
      title: lead.title,
      pieces: lead.products.nodes.filter((product) => product.handle !== currentHandle).map(shape),
    },
    others: collections.filter((collection) => collection.handle !== lead.handle).map(({ handle, title }) => ({ handle, title })),
  };
}
