// Runs one Storefront API request: parse, validate, coerce, pick the @inContext market, execute
// with the resolver registry. Every failure a client can cause comes back in Shopify's shape.
import {
  GraphQLError,
  Kind,
  TypeInfo,
  execute,
  getDirectiveValues,
  getNamedType,
  getOperationAST,
  getVariableValues,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type {
  GraphQLInputType,
  DocumentNode,
  ExecutionResult,
  GraphQLFormattedError,
  GraphQLSchema,
  OperationDefinitionNode,
} from 'graphql';
import { storefrontSchema } from './schema.ts';
import { documentCompiler, resolversOf } from './resolution.ts';
import type { FieldResolver as GenericFieldResolver, ResolverMap as GenericResolverMap } from './resolution.ts';
import { tooDear } from './limits.ts';
import { pathTo, shopifyValidationError } from './validation-codes.ts';
import { isGid } from '../ids.ts';
import { INTERNAL_ERROR_MESSAGE, truncate } from '../errors.ts';
import { resolveMarket } from '../markets.ts';
import type { Market } from '../markets.ts';
import type { ShopContext, ShopServices } from '../context.ts';

export type FieldResolver<Context = RequestContext> = GenericFieldResolver<Context>;
export type ResolverMap<Context = RequestContext> = GenericResolverMap<Context>;

type RequestContext = ShopContext;

export interface GraphQLRequestBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface GraphQLResponse {
  status: number;
  body: unknown;
  operationName: string | null;
}

export function createExecutor(resolvers: ResolverMap, services: ShopServices, log: (line: string) => void) {
  const schema = storefrontSchema();
  const { fieldResolver, typeResolver } = resolversOf(resolvers);

  const compile = documentCompiler(schema, 500, (document, errors) =>
    errors.length ? errors.map((error) => withValidationCode(error, document)) : literalIdErrors(schema, document),
  );

  return async function run(
    body: GraphQLRequestBody,
    request: Request,
    options: { allowMutations: boolean; requestId?: string },
  ): Promise<GraphQLResponse> {
    const requestId = options.requestId ?? crypto.randomUUID();
    const internalError = (extra: Partial<GraphQLFormattedError> = {}): GraphQLFormattedError => ({
      message: `${INTERNAL_ERROR_MESSAGE} Request ID: ${requestId} (include this in support requests).`,
      ...extra,
      extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
    });
    const started = performance.now();
    const operationName = typeof body.operationName === 'string' ? body.operationName : null;
    let loggedName = operationName;
    const finish = (status: number, payload: unknown, kind = 'query'): GraphQLResponse => {
      log(`shopify ${kind} ${loggedName ?? 'anonymous'} ${(performance.now() - started).toFixed(1)}ms`);
      return { status, body: payload, operationName: loggedName };
    };
    if (typeof body.query !== 'string' || body.query.trim() === '') {
      return finish(400, { errors: { query: 'Required parameter missing or invalid' } });
    }
    if (body.variables != null && (typeof body.variables !== 'object' || Array.isArray(body.variables))) {
      return finish(400, { errors: { variables: 'Required parameter missing or invalid' } });
    }
    const compiled = compile(body.query);
    if (!('kind' in compiled)) return finish(200, { errors: compiled.map((error) => format(error, 'GRAPHQL_VALIDATION_FAILED')) });
    const document = compiled;
    const operation = getOperationAST(document, operationName);
    if (!operation) {
      const message = operationName
        ? `Unknown operation named "${truncate(operationName)}".`
        : 'Must provide operation name if query contains multiple operations.';
      return finish(200, { errors: [{ message, extensions: { code: 'OPERATION_NOT_FOUND' } }] });
    }
    const kind = operation.operation;
    loggedName ??= operation.name?.value ?? null;
    if (kind === 'mutation' && !options.allowMutations) {
      return finish(200, { errors: [{ message: 'Mutations are not allowed with GET', extensions: { code: 'BAD_REQUEST' } }] }, kind);
    }
    if (kind === 'subscription')
      return finish(200, { errors: [{ message: 'Subscriptions are not supported', extensions: { code: 'BAD_REQUEST' } }] }, kind);

    const rawVariables = (body.variables ?? {}) as Record<string, unknown>;
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables, { maxErrors: 25 });
    if (coerced.errors)
      return finish(200, { errors: coerced.errors.map((error) => format(variableError(error), 'INVALID_VARIABLE')) }, kind);
    const idErrors = variableIdErrors(schema, operation, coerced.coerced);
    if (idErrors.length) return finish(200, { errors: idErrors.map((error) => format(error, 'INVALID_VARIABLE')) }, kind);
    const dear = tooDear(schema, document, operation, coerced.coerced);
    if (dear) return finish(200, { errors: [dear] }, kind);

    const context: RequestContext = {
      market: marketOf(schema, operation, coerced.coerced),
      operationName: operationName ?? operation.name?.value ?? null,
      request,
      services,
    };
    let result: ExecutionResult;
    try {
      result = await execute({
        schema,
        document,
        operationName: operationName ?? undefined,
        variableValues: rawVariables,
        contextValue: context,
        fieldResolver,
        typeResolver,
        rootValue: {},
      });
    } catch (error) {
      log(`shopify error ${(error as Error).stack ?? error}`);
      return finish(500, { errors: [internalError()] }, kind);
    }
    const payload: Record<string, unknown> = {};
    if (result.errors?.length) {
      payload.errors = result.errors.map((error) => {
        // A resolver that threw, or a value the schema cannot carry (null for a non-null field, an
        // enum out of range), is the shop's fault: Shopify answers those as internal errors.
        if (error.originalError && !(error.originalError instanceof GraphQLError)) {
          const detail = isNullError(error) ? error.message : (error.originalError.stack ?? error.originalError.message);
          log(`shopify resolver error at ${error.path?.join('.')}: ${detail}`);
          return internalError({ locations: error.locations, path: error.path });
        }
        if (!error.extensions?.code) {
          log(`shopify execution error at ${error.path?.join('.')}: ${error.message}`);
          return internalError({ locations: error.locations, path: error.path });
        }
        return format(error, 'INTERNAL_SERVER_ERROR');
      });
    }
    payload.data = result.data ?? null;
    // Shopify says which market answered, as @inContext (or its defaults) resolved it.
    payload.extensions = { context: { country: context.market.country.isoCode, language: context.market.language.isoCode } };
    return finish(200, payload, kind);
  };
}

function isNullError(error: GraphQLError): boolean {
  return error.message.startsWith('Cannot return null for non-nullable field');
}

/** An error in Shopify's shape; `fallbackCode` tags one that carries no code of its own. */
function format(error: GraphQLError, fallbackCode: string): GraphQLFormattedError {
  const formatted = error.toJSON();
  const extensions = { ...(formatted.extensions ?? {}) };
  if (!extensions.code) extensions.code = fallbackCode;
  return { ...formatted, extensions };
}

function withValidationCode(error: GraphQLError, document: DocumentNode): GraphQLError {
  const { message, extensions } = shopifyValidationError(error.message);
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: pathTo(document, error.nodes?.[0]),
    extensions,
  });
}

function variableError(error: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, { nodes: error.nodes, extensions: { code: 'INVALID_VARIABLE' } });
}

/** Literal ids in the document must be global ids; Shopify rejects them before running anything. */
function literalIdErrors(schema: GraphQLSchema, document: DocumentNode): GraphQLError[] {
  const errors: GraphQLError[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      StringValue(node) {
        const type = typeInfo.getInputType();
        if (type && getNamedType(type).name === 'ID' && !isGid(node.value)) {
          errors.push(
            new GraphQLError(`Invalid global id '${truncate(node.value)}'`, {
              nodes: [node],
              extensions: { code: 'argumentLiteralsIncompatible', typeName: 'CoercionError' },
            }),
          );
        }
      },
      IntValue(node) {
        const type = typeInfo.getInputType();
        if (type && getNamedType(type).name === 'ID') {
          errors.push(
            new GraphQLError(`Invalid global id '${truncate(node.value)}'`, {
              nodes: [node],
              extensions: { code: 'argumentLiteralsIncompatible', typeName: 'CoercionError' },
            }),
          );
        }
      },
    }),
  );
  return errors;
}

/** Ids anywhere in the variables (nested input objects included) must be global ids, as on Shopify. */
function variableIdErrors(schema: GraphQLSchema, operation: OperationDefinitionNode, values: Record<string, unknown>): GraphQLError[] {
  const errors: GraphQLError[] = [];
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type as any);
    if (!type) continue;
    const problems: { path: (string | number)[]; explanation: string }[] = [];
    walkIds(type as GraphQLInputType, values[name], [], problems);
    if (problems.length) {
      errors.push(
        new GraphQLError(`Variable $${name} of type ${printTypeNode(definition.type)} was provided invalid value`, {
          nodes: [definition],
          extensions: { code: 'INVALID_VARIABLE', problems },
        }),
      );
    }
  }
  return errors;
}

function walkIds(
  type: GraphQLInputType,
  value: unknown,
  path: (string | number)[],
  problems: { path: (string | number)[]; explanation: string }[],
): void {
  if (value == null || problems.length > 10) return;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    if (Array.isArray(value)) value.forEach((entry, index) => walkIds(inner.ofType, entry, [...path, index], problems));
    else walkIds(inner.ofType, value, path, problems);
    return;
  }
  if (isInputObjectType(inner)) {
    const fields = inner.getFields();
    for (const [key, field] of Object.entries(fields))
      walkIds(field.type, (value as Record<string, unknown>)[key], [...path, key], problems);
    return;
  }
  if ((inner as { name?: string }).name === 'ID' && !isGid(value)) {
    problems.push({ path, explanation: `Invalid global id '${truncate(String(value))}'` });
  }
}

function printTypeNode(node: any): string {
  if (node.kind === Kind.NON_NULL_TYPE) return `${printTypeNode(node.type)}!`;
  if (node.kind === Kind.LIST_TYPE) return `[${printTypeNode(node.type)}]`;
  return node.name.value;
}

function marketOf(schema: GraphQLSchema, operation: OperationDefinitionNode, variables: Record<string, unknown>): Market {
  const directive = schema.getDirective('inContext');
  const values = directive ? getDirectiveValues(directive, operation, variables) : undefined;
  return resolveMarket(values?.country as string | undefined, values?.language as string | undefined);
}
