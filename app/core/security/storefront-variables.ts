import { Kind } from 'graphql';
import type { TypeNode } from 'graphql';
import type { StoredOperation } from '~/core/security/storefront-allowlist';
import { DATA_ENDPOINT_VARIABLE_LIMITS, LIMITS, STOREFRONT_MAX_PAGE_SIZE } from '~/core/constants';

/** Variables the server sets from the shopper's locale, whatever a client sends. */
const CONTEXT_VARIABLES = new Set(['country', 'language']);

/** The variables that size a page, and the spec's list limit for each operation that has one (section 9). */
const PAGE_SIZE_VARIABLES = new Set(['first', 'last', 'limit']);
export const PAGE_SIZE_LIMITS: Readonly<Record<string, number>> = {
  PredictiveSearch: LIMITS.predictiveSearch,
  SearchProducts: LIMITS.searchResults,
};

const INT_MAX = 2 ** 31 - 1;

export type VariablesResult = { ok: true; variables: Record<string, unknown> } | { ok: false; message: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Size and nesting only: values of the shop's own types (enums, input objects) are checked by the API. */
function withinBounds(value: unknown, depth = 0): boolean {
  const { stringLength, listItems, objectKeys, depth: maxDepth } = DATA_ENDPOINT_VARIABLE_LIMITS;
  if (typeof value === 'string') return value.length <= stringLength;
  if (typeof value === 'number') return Number.isFinite(value);
  if (value === null || typeof value === 'boolean') return true;
  if (depth >= maxDepth) return false;
  if (Array.isArray(value)) return value.length <= listItems && value.every((item) => withinBounds(item, depth + 1));
  const entries = Object.entries(value as object);
  return entries.length <= objectKeys && entries.every(([, item]) => withinBounds(item, depth + 1));
}

/** Whether `value` fits the declared type, as far as the built-in scalars, lists and non-null go. */
function fitsType(value: unknown, type: TypeNode): boolean {
  if (type.kind === Kind.NON_NULL_TYPE) return value !== null && value !== undefined && fitsType(value, type.type);
  if (value === null || value === undefined) return true;
  if (type.kind === Kind.LIST_TYPE) {
    // GraphQL coerces a single value to a list of one.
    return Array.isArray(value) ? value.every((item) => fitsType(item, type.type)) : fitsType(value, type.type);
  }
  switch (type.name.value) {
    case 'Int':
      return Number.isInteger(value) && Math.abs(value as number) <= INT_MAX;
    case 'Float':
      return typeof value === 'number';
    case 'String':
      return typeof value === 'string';
    case 'Boolean':
      return typeof value === 'boolean';
    case 'ID':
      return typeof value === 'string' || Number.isInteger(value);
    default:
      return !Array.isArray(value);
  }
}

/**
 * The variables forwarded with a stored operation. Only names it declares are accepted: an unknown
 * name means a client out of step with the server (a typo would otherwise silently become the
 * default), so it is refused rather than dropped. Country and language always come from the
 * shopper's locale. Page sizes stay within the spec's list limits.
 */
export function checkVariables(
  operation: StoredOperation,
  variables: unknown,
  locale: { country: string; language: string },
): VariablesResult {
  if (variables === undefined || variables === null) variables = {};
  if (!isObject(variables)) return { ok: false, message: 'Variables must be an object.' };
  const declared = [...operation.variables.keys()];
  const accepted: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(variables)) {
    const type = operation.variables.get(name);
    if (!type) return { ok: false, message: `${operation.name} takes only these variables: ${declared.join(', ')}.` };
    if (CONTEXT_VARIABLES.has(name)) continue;
    if (!withinBounds(value) || !fitsType(value, type)) return { ok: false, message: `Variable $${name} has the wrong type or size.` };
    if (PAGE_SIZE_VARIABLES.has(name) && value !== null) {
      const max = PAGE_SIZE_LIMITS[operation.name] ?? STOREFRONT_MAX_PAGE_SIZE;
      if (typeof value !== 'number' || value < 1 || value > max)
        return { ok: false, message: `Variable $${name} must be between 1 and ${max}.` };
    }
    accepted[name] = value;
  }
  for (const name of CONTEXT_VARIABLES) if (operation.variables.has(name)) accepted[name] = locale[name as keyof typeof locale];
  for (const [name, type] of operation.variables) {
    if (type.kind === Kind.NON_NULL_TYPE && !(name in accepted)) return { ok: false, message: `Variable $${name} is required.` };
  }
  return { ok: true, variables: accepted };
}
