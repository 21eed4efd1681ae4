// Every Storefront API document the storefront defines. The GraphQL check validates each against
// the official schema, codegen types them, and /api/shopify accepts only these (its allowlist).
import * as cart from './cart.ts';
import * as customer from './customer.ts';
import * as home from './home.ts';
import * as localization from './localization.ts';
import * as productCard from './product-card.ts';
import * as product from './product.ts';
import * as contentProducts from './content-products.ts';
import * as collection from './collection.ts';
import * as search from './search.ts';
import * as filters from './filters.ts';

// One line per module, so parallel additions do not collide.
export const STOREFRONT_DOCUMENT_MODULES = {
  cart,
  customer,
  home,
  localization,
  productCard,
  product,
  contentProducts,
  collection,
  search,
  filters,
} as const;

/** Operation documents (not bare fragments), keyed by export name. */
export function storefrontDocuments(): Array<{ name: string; document: string }> {
  return Object.values(STOREFRONT_DOCUMENT_MODULES)
    .flatMap((module) => Object.entries(module) as Array<[string, unknown]>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, document]) => ({ name, document }));
}
