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
const STOREFRONT_DOCUMENT_MODULES = {
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

/**
 * Modules whose queries the server runs only for a signed-in customer, with the token from the
 * session: browsers never send them, so /api/shopify does not accept them either.
 */
const SERVER_ONLY_MODULES: ReadonlySet<keyof typeof STOREFRONT_DOCUMENT_MODULES> = new Set(['customer']);

/** Operation documents (not bare fragments), keyed by export name; `browser` leaves out server-only ones. */
export function storefrontDocuments({ browser = false } = {}): Array<{ name: string; document: string }> {
  return (Object.entries(STOREFRONT_DOCUMENT_MODULES) as Array<[keyof typeof STOREFRONT_DOCUMENT_MODULES, object]>)
    .filter(([moduleName]) => !browser || !SERVER_ONLY_MODULES.has(moduleName))
    .flatMap(([, module]) => Object.entries(module) as Array<[string, unknown]>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, document]) => ({ name, document }));
}
