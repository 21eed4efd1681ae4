// Every Storefront API document the storefront defines. The GraphQL check validates each against
// the official schema, codegen types them, and /api/shopify accepts only these (its allowlist).
import * as cart from './cart.ts';
import * as home from './home.ts';
import * as productCard from './product-card.ts';

export const STOREFRONT_DOCUMENT_MODULES = { cart, home, productCard } as const;

/** Operation documents (not bare fragments), keyed by export name. */
export function storefrontDocuments(): Array<{ name: string; document: string }> {
  return Object.values(STOREFRONT_DOCUMENT_MODULES)
    .flatMap((module) => Object.entries(module) as Array<[string, unknown]>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, document]) => ({ name, document }));
}
