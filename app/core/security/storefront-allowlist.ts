import { Kind, parse, print } from 'graphql';
import type { DocumentNode, OperationDefinitionNode, TypeNode } from 'graphql';
import { storefrontDocuments } from '~/graphql/index';
import { DATA_ENDPOINT_MAX_TOKENS } from '~/core/constants';

/** A query the storefront defines and a browser may ask /api/shopify for. */
export interface StoredOperation {
  name: string;
  /** The text as the app defines it: the only text ever forwarded to the Storefront API. */
  document: string;
  /** `print()` of the parsed document: what a client's document must equal, field for field. */
  canonical: string;
  /** The variables it declares, by name, with their declared types. */
  variables: ReadonlyMap<string, TypeNode>;
}

export type MatchResult =
  { ok: true; operation: StoredOperation } | { ok: false; code: 'GRAPHQL_PARSE_FAILED' | 'OPERATION_NOT_ALLOWED'; message: string };

const refuse = (message: string): MatchResult => ({ ok: false, code: 'OPERATION_NOT_ALLOWED', message });

function operationsOf(document: DocumentNode): OperationDefinitionNode[] {
  return document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
}

function store(document: string): StoredOperation | null {
  const parsed = parse(document, { noLocation: true });
  const operations = operationsOf(parsed);
  // Bare fragments have no operation; mutations are left out on purpose: browsers change carts and
  // accounts through the app's own actions, never through here.
  if (operations.length !== 1 || operations[0].operation !== 'query' || !operations[0].name) return null;
  const [operation] = operations;
  return {
    name: operation.name!.value,
    document,
    canonical: print(parsed),
    variables: new Map((operation.variableDefinitions ?? []).map((v) => [v.variable.name.value, v.type])),
  };
}

interface Allowlist {
  byName: ReadonlyMap<string, StoredOperation>;
  /** The stored texts themselves: the app's own browser code sends these and skips the parser. */
  byText: ReadonlyMap<string, StoredOperation>;
}

let allowlist: Allowlist | undefined;

/**
 * Every query a browser may send, parsed and printed once per isolate on first use. The customer's
 * own queries are not here: only the server runs them, with the token from the session.
 */
export function allowedOperations(): Allowlist {
  if (allowlist) return allowlist;
  const byName = new Map<string, StoredOperation>();
  for (const { document } of storefrontDocuments({ browser: true })) {
    const operation = store(document);
    if (!operation) continue;
    // Two documents under one name would make the lookup ambiguous; that is the app's bug, not the client's.
    if (byName.has(operation.name)) throw new Error(`Two stored documents declare the operation ${operation.name}.`);
    byName.set(operation.name, operation);
  }
  allowlist = { byName, byText: new Map([...byName.values()].map((op) => [op.document, op])) };
  return allowlist;
}

/**
 * Finds the stored operation a client's document is, or says why it is none. The document is parsed
 * as GraphQL parses it (so nothing hides in comments, whatever ends them), must hold exactly one
 * query, named as a stored one, and print exactly as the stored one does: one field, alias,
 * argument, directive, fragment or string form more or less and it is refused.
 */
export function matchStoredOperation(query: string, operationName?: string): MatchResult {
  const { byName, byText } = allowedOperations();
  const nameMismatch = (operation: StoredOperation) => operationName !== undefined && operationName !== operation.name;
  const exact = byText.get(query);
  if (exact) return nameMismatch(exact) ? refuse('The operation name does not match the document.') : { ok: true, operation: exact };

  let parsed: DocumentNode;
  try {
    parsed = parse(query, { noLocation: true, maxTokens: DATA_ENDPOINT_MAX_TOKENS });
  } catch {
    // graphql-js's own message quotes the client's text; it is not repeated back.
    return { ok: false, code: 'GRAPHQL_PARSE_FAILED', message: 'The query is not a GraphQL document this endpoint can read.' };
  }
  const operations = operationsOf(parsed);
  if (operations.length !== 1) return refuse('Send exactly one operation.');
  const [operation] = operations;
  if (operation.operation !== 'query') return refuse('Only queries are accepted here.');
  const stored = operation.name ? byName.get(operation.name.value) : undefined;
  if (!stored) return refuse('This operation is not allowed.');
  if (nameMismatch(stored)) return refuse('The operation name does not match the document.');
  if (print(parsed) !== stored.canonical) return refuse(`The document differs from the storefront's own ${stored.name}.`);
  return { ok: true, operation: stored };
}
