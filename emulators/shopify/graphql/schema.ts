// The official Storefront API 2026-04 schema, as shipped with Hydrogen, loaded once per process.
import { buildClientSchema } from 'graphql';
import type { GraphQLSchema, IntrospectionQuery } from 'graphql';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const API_VERSION = '2026-04';

/** A schema from the introspection JSON a package ships, e.g. `@shopify/hydrogen-react/storefront.schema.json`. */
export function packagedSchema(specifier: string): GraphQLSchema {
  const path = createRequire(import.meta.url).resolve(specifier);
  // Descriptions are half the file and never needed to answer a query.
  const introspection = JSON.parse(readFileSync(path, 'utf8'), (key, value) => (key === 'description' ? null : value));
  return buildClientSchema((introspection.data ?? introspection) as IntrospectionQuery, { assumeValid: true });
}

let cached: GraphQLSchema | undefined;

export function storefrontSchema(): GraphQLSchema {
  cached ??= packagedSchema('@shopify/hydrogen-react/storefront.schema.json');
  return cached;
}
