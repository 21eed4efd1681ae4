// What a request may ask of the emulated shop, checked before it runs: how deep its document nests,
// and what it costs as Shopify counts it (shopify.dev "Cost calculation", shared by the Admin and
// Storefront APIs): a scalar or an enum 0, an object 1, a connection 2 plus its page size (`first`
// or `last`) times what one page entry asks for, a mutation 10. A list fetched by a list of ids or
// handles (`nodes(ids:)`, `metafields(identifiers:)`) counts once per entry. An interface's or
// union's fragments are all counted, and a connection's `pageInfo` with each entry: an upper bound.
// Shopify refuses a request over its limit with MAX_COMPLEXITY_EXCEEDED before running any of it;
// without a limit a few nested connections ask for billions of objects and the emulator's process
// runs out of memory (decision 0051).
import {
  GraphQLError,
  Kind,
  Lexer,
  Source,
  TokenKind,
  getNamedType,
  isCompositeType,
  isLeafType,
  isListType,
  isNonNullType,
  parse,
} from 'graphql';
import type {
  DocumentNode,
  FieldNode,
  GraphQLFormattedError,
  FragmentDefinitionNode,
  GraphQLCompositeType,
  GraphQLOutputType,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
} from 'graphql';

/**
 * The most a request may ask for. Shopify documents 1,000 for tokenless access, which the emulator
 * does not take, and no figure for token access; this is 20 times the storefront's own dearest
 * request (a bag of 250 lines, 4,262), and refuses nested connections that ask for billions.
 */
export const MAX_COST = 100_000;
/**
 * The deepest nesting of selections, arguments and lists a document may have. graphql-js parses and
 * validates by recursion, and a document of a few thousand braces overflows the stack; the
 * storefront's own documents nest a dozen levels.
 */
const MAX_NESTING = 64;
/** The longest document either API parses, in tokens. */
const MAX_TOKENS = 15_000;

/**
 * The document, or the error to answer for it: nested deeper than MAX_NESTING (measured by the
 * lexer, before the parser recurses), longer than MAX_TOKENS, or not GraphQL (GRAPHQL_PARSE_FAILED).
 */
export function parseWithinLimits(query: string): DocumentNode | GraphQLError {
  const deep = tooDeep(query);
  if (deep) return deep;
  try {
    return parse(query, { maxTokens: MAX_TOKENS });
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return new GraphQLError(error.message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
  }
}

function tooDeep(query: string): GraphQLError | null {
  const lexer = new Lexer(new Source(query));
  const opening = new Set<string>([TokenKind.BRACE_L, TokenKind.PAREN_L, TokenKind.BRACKET_L]);
  const closing = new Set<string>([TokenKind.BRACE_R, TokenKind.PAREN_R, TokenKind.BRACKET_R]);
  let depth = 0;
  let deepest = 0;
  try {
    for (let tokens = 0; tokens < MAX_TOKENS; tokens++) {
      const token = lexer.advance();
      if (token.kind === TokenKind.EOF) break;
      if (opening.has(token.kind)) deepest = Math.max(deepest, ++depth);
      else if (closing.has(token.kind)) depth--;
    }
  } catch {
    // A syntax error: the parser reports it.
  }
  if (deepest <= MAX_NESTING) return null;
  return new GraphQLError(`Query is nested ${deepest} levels deep; at most ${MAX_NESTING} are accepted.`, {
    extensions: { code: 'MAX_DEPTH_EXCEEDED' },
  });
}

/** An operation that asks for more than MAX_COST, as Shopify answers it; null otherwise. */
export function tooDear(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): GraphQLFormattedError | null {
  const fragments = document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
  const cost = requestedCost(schema, fragments, operation, variables);
  if (cost <= MAX_COST) return null;
  return { message: 'Complexity exceeded', extensions: { code: 'MAX_COMPLEXITY_EXCEEDED', cost, maxCost: MAX_COST } };
}

/** The largest page a connection serves (Shopify refuses more). */
const MAX_PAGE = 250;
/** What one mutation field costs on top of what it returns. */
const MUTATION_COST = 10;

interface Counting {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  /** Each selection's cost by the type it is asked of (see selectionCost). */
  known: WeakMap<SelectionSetNode, Map<string, number>>;
}

/** The requested cost of one operation, given its variables (coerced), for a document that passed validation. */
function requestedCost(
  schema: GraphQLSchema,
  fragments: readonly FragmentDefinitionNode[],
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): number {
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const counting: Counting = {
    schema,
    fragments: new Map(fragments.map((fragment) => [fragment.name.value, fragment])),
    variables,
    known: new WeakMap(),
  };
  if (operation.operation !== 'mutation') return selectionCost(counting, root, operation.selectionSet);
  const fields = operation.selectionSet.selections.filter((selection) => selection.kind === Kind.FIELD).length;
  return fields * MUTATION_COST + selectionCost(counting, root, operation.selectionSet);
}

/**
 * What a selection asks of `type`, counted once per selection and type: a fragment spread twice in a
 * fragment spread twice… is a small document asking for exponentially much, and must not take as
 * long to count.
 */
function selectionCost(counting: Counting, type: GraphQLCompositeType, selectionSet: SelectionSetNode): number {
  let byType = counting.known.get(selectionSet);
  if (!byType) counting.known.set(selectionSet, (byType = new Map()));
  const known = byType.get(type.name);
  if (known !== undefined) return known;
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      cost += fieldCost(counting, type, selection);
      continue;
    }
    const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : counting.fragments.get(selection.name.value);
    if (!fragment) continue;
    const on = fragment.typeCondition ? counting.schema.getType(fragment.typeCondition.name.value) : type;
    if (on && isCompositeType(on)) cost += selectionCost(counting, on, fragment.selectionSet);
  }
  byType.set(type.name, cost);
  return cost;
}

function fieldCost(counting: Counting, parent: GraphQLCompositeType, field: FieldNode): number {
  const definition = 'getFields' in parent ? parent.getFields()[field.name.value] : undefined;
  const named = definition && getNamedType(definition.type);
  if (!named || isLeafType(named) || !isCompositeType(named) || !field.selectionSet) return 0;
  const asked = selectionCost(counting, named, field.selectionSet);
  if (named.name.endsWith('Connection')) return 2 + pageSize(counting, field) * asked;
  return (isList(definition.type) ? entries(counting, field) : 1) * (1 + asked);
}

function isList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

/** A connection's page: `first` or `last`, at most what Shopify serves. */
function pageSize(counting: Counting, field: FieldNode): number {
  for (const name of ['first', 'last']) {
    const value = argument(counting, field, name);
    if (typeof value === 'number' && Number.isFinite(value)) return Math.min(Math.max(value, 0), MAX_PAGE);
  }
  return MAX_PAGE;
}

/** A list field fetched by a list argument (ids, identifiers, handles) has one entry per item of it. */
function entries(counting: Counting, field: FieldNode): number {
  let most = 1;
  for (const node of field.arguments ?? []) {
    const value = argument(counting, field, node.name.value);
    if (Array.isArray(value)) most = Math.max(most, value.length);
  }
  return most;
}

function argument(counting: Counting, field: FieldNode, name: string): unknown {
  const node = field.arguments?.find((candidate) => candidate.name.value === name);
  if (!node) return undefined;
  if (node.value.kind === Kind.VARIABLE) return counting.variables[node.value.name.value];
  if (node.value.kind === Kind.INT) return Number(node.value.value);
  if (node.value.kind === Kind.LIST) return node.value.values;
  return undefined;
}
