// The account pages' Customer Account API documents are valid against the official schema shipped
// with Hydrogen: a field Shopify does not have fails here, not in a shopper's session.
import { createRequire } from 'node:module';
import { buildClientSchema, parse, validate, type IntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { customerAccountDocuments } from '../../app/graphql/customer-account';

const require = createRequire(import.meta.url);
const introspection = require('@shopify/hydrogen/customer-account.schema.json') as { data?: IntrospectionQuery } & IntrospectionQuery;
const schema = buildClientSchema(introspection.data ?? introspection);

describe('Customer Account API documents', () => {
  for (const [name, document] of Object.entries(customerAccountDocuments)) {
    it(`${name} validates against customer-account.schema.json`, () => {
      expect(validate(schema, parse(document)).map((error) => error.message)).toEqual([]);
    });
  }
});
