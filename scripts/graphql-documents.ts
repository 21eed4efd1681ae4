// The storefront's Storefront API documents, read from app/graphql (the same modules the worker
// imports) and checked against the official 2026-04 schema shipped with Hydrogen.
import { createRequire } from 'node:module';
import {
  buildClientSchema,
  parse,
  specifiedRules,
  validate,
  NoUnusedFragmentsRule,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { storefrontDocuments } from '../app/graphql/index.ts';

const require = createRequire(import.meta.url);

export function storefrontSchema(): GraphQLSchema {
  const introspection = require('@shopify/hydrogen-react/storefront.schema.json') as IntrospectionQuery;
  return buildClientSchema(introspection);
}

export interface ParsedDocument {
  name: string;
  source: string;
  ast: DocumentNode;
  isOperation: boolean;
}

export function parsedDocuments(): ParsedDocument[] {
  return storefrontDocuments().map(({ name, document }) => {
    const ast = parse(document);
    return { name, source: document, ast, isOperation: ast.definitions.some((d) => d.kind === 'OperationDefinition') };
  });
}

/** Validation errors per document; fragments alone are checked without the "unused" rule. */
export function validateDocuments(schema: GraphQLSchema, documents: ParsedDocument[]): string[] {
  const fragmentRules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
  return documents.flatMap((doc) =>
    validate(schema, doc.ast, doc.isOperation ? specifiedRules : fragmentRules).map((error) => `${doc.name}: ${error.message}`),
  );
}

/** Each fragment once (documents embed the fragments they use, so the same one recurs). */
export function uniqueFragments(documents: ParsedDocument[]): FragmentDefinitionNode[] {
  const byName = new Map<string, FragmentDefinitionNode>();
  for (const doc of documents) {
    for (const definition of doc.ast.definitions) {
      if (definition.kind === 'FragmentDefinition' && !byName.has(definition.name.value)) {
        byName.set(definition.name.value, definition);
      }
    }
  }
  return [...byName.values()];
}
