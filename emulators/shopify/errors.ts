// Errors a client can cause, in the shapes Shopify's Storefront API answers with.
import { GraphQLError } from 'graphql';

/** A top-level error attached to the field being resolved (graphql-js adds locations and path). */
export function userInputError(message: string, code = 'BAD_REQUEST', extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export function invalidIdError(value: unknown): GraphQLError {
  return userInputError(`Invalid global id '${truncate(String(value))}'`, 'argumentLiteralsIncompatible', { typeName: 'CoercionError' });
}

export const INTERNAL_ERROR_MESSAGE = 'Internal error. Looks like something went wrong on our end.';

export function truncate(text: string, max = 100): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
