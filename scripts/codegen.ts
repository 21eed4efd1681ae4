// Generates storefrontapi.generated.d.ts: a type for every document in app/graphql, keyed by the
// document's exact text so `storefront.query(QUERY)` is typed. Uses @graphql-codegen/core with
// Hydrogen's preset directly (the codegen CLI's dependency tree is not installable here).
import { writeFileSync, readFileSync } from 'node:fs';
import { codegen } from '@graphql-codegen/core';
import { preset } from '@shopify/hydrogen-codegen';
import { parse, printSchema, type DocumentNode } from 'graphql';
import { parsedDocuments, storefrontSchema, uniqueFragments, validateDocuments } from './graphql-documents.ts';

export const GENERATED_FILE = 'storefrontapi.generated.d.ts';

export async function generateTypes(): Promise<string> {
  const schema = storefrontSchema();
  const documents = parsedDocuments();
  const errors = validateDocuments(schema, documents);
  if (errors.length) throw new Error(`Invalid Storefront API documents:\n${errors.join('\n')}`);

  // Fragments once as their own sources; operations without the fragments they embed (for the
  // types) but with their full text (the key Hydrogen matches queries by).
  const fragmentSources = uniqueFragments(documents).map((fragment) => ({
    location: `fragment:${fragment.name.value}`,
    document: { kind: 'Document', definitions: [fragment] } as DocumentNode,
  }));
  const operationSources = documents
    .filter((doc) => doc.isOperation)
    .map((doc) => ({
      location: `app/graphql:${doc.name}`,
      rawSDL: doc.source,
      document: { ...doc.ast, definitions: doc.ast.definitions.filter((d) => d.kind === 'OperationDefinition') } as DocumentNode,
    }));

  const schemaAst = parse(printSchema(schema));
  const sections = await preset.buildGeneratesSection({
    baseOutputDir: GENERATED_FILE,
    schema: schemaAst,
    schemaAst: schema,
    documents: [...fragmentSources, ...operationSources],
    config: {},
    presetConfig: {},
    plugins: [],
    pluginMap: {},
  } as never);
  const [section] = sections;
  return codegen({ ...section, schemaAst: schema } as never);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const output = await generateTypes();
  const previous = (() => {
    try {
      return readFileSync(GENERATED_FILE, 'utf8');
    } catch {
      return '';
    }
  })();
  if (previous !== output) writeFileSync(GENERATED_FILE, output);
  console.log(previous === output ? `${GENERATED_FILE} is up to date` : `wrote ${GENERATED_FILE}`);
}
