// What both GraphQL executors (the Storefront API and the Customer Account API) hand graphql-js: field and
// type resolvers over a resolver map, and parsed, validated documents kept by their text.
import { GraphQLError, validate } from 'graphql';
import type { DocumentNode, GraphQLFieldResolver, GraphQLSchema, GraphQLTypeResolver } from 'graphql';
import { parseWithinLimits } from './limits.ts';

export type FieldResolver<Context> = (source: any, args: any, context: Context, info: any) => unknown;
export type ResolverMap<Context> = Record<string, Record<string, FieldResolver<Context>>>;

/** A field with no resolver of its own reads the source's property of that name; a value names its type in `__typename`. */
export function resolversOf<Context>(resolvers: ResolverMap<Context>) {
  const fieldResolver: GraphQLFieldResolver<any, Context> = (source, args, context, info) => {
    const resolver = resolvers[info.parentType.name]?.[info.fieldName];
    if (resolver) return resolver(source, args, context, info);
    return source == null ? undefined : source[info.fieldName];
  };
  const typeResolver: GraphQLTypeResolver<any, Context> = (value) => value?.__typename;
  return { fieldResolver, typeResolver };
}

export type Compiled = DocumentNode | readonly GraphQLError[];

/**
 * Parses and validates a query against the schema; `check` may replace graphql-js's errors (or, when there
 * are none, add its own). Parsing and validating dominate small requests, and clients send the same
 * documents again and again, so the answer (the document, or why it was refused) is kept by the query's
 * text, `limit` at most.
 */
export function documentCompiler(
  schema: GraphQLSchema,
  limit: number,
  check: (document: DocumentNode, errors: readonly GraphQLError[]) => readonly GraphQLError[] = (_document, errors) => errors,
): (query: string) => Compiled {
  const documents = new Map<string, Compiled>();
  return (query) => {
    const hit = documents.get(query);
    if (hit) return hit;
    const document = parseWithinLimits(query);
    let result: Compiled;
    if (document instanceof GraphQLError) result = [document];
    else {
      const errors = check(document, validate(schema, document));
      result = errors.length ? errors : document;
    }
    if (documents.size > limit) documents.clear();
    documents.set(query, result);
    return result;
  };
}
