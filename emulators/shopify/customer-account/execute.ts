// Runs one Customer Account API request with graphql-js on the official schema: parse, validate,
// execute with the resolvers below. Failures a client can cause come back in Shopify's shapes.
import { GraphQLError, execute, getOperationAST } from 'graphql';
import type { GraphQLFormattedError } from 'graphql';
import { INTERNAL_ERROR_MESSAGE, truncate } from '../errors.ts';
import type { ShopServices } from '../context.ts';
import { customerAccountSchema } from './schema.ts';
import { tooDear } from '../graphql/limits.ts';
import { documentCompiler, resolversOf } from '../graphql/resolution.ts';
import type { CustomerApiContext, CustomerApiResolvers } from './resolvers.ts';

export function createCustomerApiExecutor(resolvers: CustomerApiResolvers, services: ShopServices) {
  const schema = customerAccountSchema();
  const { fieldResolver, typeResolver } = resolversOf(resolvers);
  const compile = documentCompiler(schema, 200);

  return async function run(
    body: { query?: unknown; variables?: unknown; operationName?: unknown },
    customerId: number,
  ): Promise<{ status: number; body: unknown }> {
    if (typeof body.query !== 'string' || body.query.trim() === '')
      return { status: 400, body: { errors: [{ message: 'Required parameter missing or invalid: query' }] } };
    if (body.variables != null && (typeof body.variables !== 'object' || Array.isArray(body.variables))) {
      return { status: 400, body: { errors: [{ message: 'Required parameter missing or invalid: variables' }] } };
    }
    const compiled = compile(body.query);
    if (!('kind' in compiled)) return { status: 200, body: { errors: compiled.map(format) } };
    const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
    const operation = getOperationAST(compiled, operationName);
    if (!operation) return { status: 200, body: { errors: [{ message: `Unknown operation named "${truncate(operationName ?? '')}".` }] } };
    const variables = (body.variables ?? {}) as Record<string, unknown>;
    const dear = tooDear(schema, compiled, operation, variables);
    if (dear) return { status: 200, body: { errors: [dear] } };
    const started = performance.now();
    const context: CustomerApiContext = { services, customerId };
    const result = await execute({
      schema,
      document: compiled,
      operationName,
      variableValues: variables,
      contextValue: context,
      fieldResolver,
      typeResolver,
      rootValue: {},
    });
    services.log(
      `customer-account ${operation.operation} ${operation.name?.value ?? 'anonymous'} ${(performance.now() - started).toFixed(1)}ms`,
    );
    const payload: Record<string, unknown> = {};
    if (result.errors?.length) {
      payload.errors = result.errors.map((error) => {
        if (error.originalError && !(error.originalError instanceof GraphQLError)) {
          services.log(
            `customer-account resolver error at ${error.path?.join('.')}: ${error.originalError.stack ?? error.originalError.message}`,
          );
          return {
            message: INTERNAL_ERROR_MESSAGE,
            locations: error.locations,
            path: error.path,
            extensions: { code: 'INTERNAL_SERVER_ERROR' },
          };
        }
        return format(error);
      });
    }
    payload.data = result.data ?? null;
    return { status: 200, body: payload };
  };
}

function format(error: GraphQLError): GraphQLFormattedError {
  const formatted = error.toJSON();
  return { ...formatted, extensions: { code: 'GRAPHQL_VALIDATION_FAILED', ...(formatted.extensions ?? {}) } };
}
