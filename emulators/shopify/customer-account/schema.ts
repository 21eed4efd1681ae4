// The official Customer Account API 2026-04 schema, as shipped with Hydrogen, loaded once per process.
import { buildClientSchema } from 'graphql';
import type { GraphQLSchema, IntrospectionQuery } from 'graphql';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const CUSTOMER_API_VERSION = '2026-04';

let cached: GraphQLSchema | undefined;

export function customerAccountSchema(): GraphQLSchema {
  if (!cached) {
    const require = createRequire(import.meta.url);
    const path = require.resolve('@shopify/hydrogen/customer-account.schema.json');
    const introspection = JSON.parse(readFileSync(path, 'utf8'), (key, value) => (key === 'description' ? null : value));
    cached = buildClientSchema((introspection.data ?? introspection) as IntrospectionQuery, { assumeValid: true });
  }
  return cached;
}
