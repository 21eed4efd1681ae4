// What both GraphQL executors (the Storefront API and the Customer Account API) hand graphql-js: field and
// type resolvers over a resolver map, and a cache of compiled documents by their text.
import type { DocumentNode, GraphQLError, GraphQLFieldResolver, GraphQLTypeResolver } from 'graphql';

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
 * Parsing and validating dominate small requests, and clients send the same documents again and again:
 * `compile`'s answer (the document, or why it was refused) is kept by the query's text, `limit` at most.
 */
export function cachedCompiler(compile: (query: string) => Compiled, limit: number): (query: string) => Compiled {
  const documents = new Map<string, Compiled>();
  return (query) => {
    const hit = documents.get(query);
    if (hit) return hit;
    const result = compile(query);
    if (documents.size > limit) documents.clear();
    documents.set(query, result);
    return result;
  };
}
