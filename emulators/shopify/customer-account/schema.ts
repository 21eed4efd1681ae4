// The official Customer Account API 2026-04 schema, as shipped with Hydrogen, loaded once per process.
import type { GraphQLSchema } from 'graphql';
import { packagedSchema } from '../graphql/schema.ts';

export const CUSTOMER_API_VERSION = '2026-04';

let cached: GraphQLSchema | undefined;

export function customerAccountSchema(): GraphQLSchema {
  cached ??= packagedSchema('@shopify/hydrogen/customer-account.schema.json');
  return cached;
}
