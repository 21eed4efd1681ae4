// One place where every module's resolvers meet. A module contributes a resolver map and,
// for its Node types, loaders that `node`/`nodes` use; two modules may not define the same field.
import type { ResolverMap, FieldResolver } from '../graphql/execute.ts';
import type { ShopContext } from '../context.ts';
import { parseGid } from '../ids.ts';
import type { ParsedGid } from '../ids.ts';
import { userInputError } from '../errors.ts';

export type NodeLoader = (id: ParsedGid, context: ShopContext) => unknown;

export interface ResolverModule {
  name: string;
  resolvers: ResolverMap;
  nodeLoaders?: Record<string, NodeLoader>;
}

const MAX_NODES = 250;

export function mergeResolverModules(modules: ResolverModule[]): ResolverMap {
  const merged: ResolverMap = {};
  const loaders: Record<string, NodeLoader> = {};
  for (const module of modules) {
    for (const [typeName, fields] of Object.entries(module.resolvers)) {
      const target = (merged[typeName] ??= {});
      for (const [fieldName, resolver] of Object.entries(fields)) {
        if (target[fieldName]) throw new Error(`${module.name} redefines ${typeName}.${fieldName}`);
        target[fieldName] = resolver;
      }
    }
    for (const [typeName, loader] of Object.entries(module.nodeLoaders ?? {})) {
      if (loaders[typeName]) throw new Error(`${module.name} redefines the ${typeName} node loader`);
      loaders[typeName] = loader;
    }
  }
  const load = (id: unknown, context: ShopContext) => {
    const parsed = parseGid(id);
    if (!parsed) return null;
    return loaders[parsed.type]?.(parsed, context) ?? null;
  };
  const node: FieldResolver = (_root, args, context) => load(args.id, context);
  const nodes: FieldResolver = (_root, args, context) => {
    if (args.ids.length > MAX_NODES)
      throw userInputError(`The ids argument must not contain more than ${MAX_NODES} ids.`, 'MAX_INPUT_SIZE_EXCEEDED');
    return args.ids.map((id: string) => load(id, context));
  };
  merged.QueryRoot = { ...(merged.QueryRoot ?? {}), node, nodes };
  return merged;
}
