// Relay connections over an already ordered list, with Shopify's argument rules and opaque cursors.
import { decodeCursor, encodeCursor } from './ids.ts';
import type { CursorPayload } from './ids.ts';
import { userInputError } from './errors.ts';

const MAX_PAGE_SIZE = 250;

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
}

interface Edge<T> {
  cursor: string;
  node: T;
}

export interface Connection<T> {
  edges: Edge<T>[];
  nodes: T[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/** Checks the paging arguments before any work is done, so a bad request costs nothing. */
export function checkConnectionArgs(args: ConnectionArgs, field: string): void {
  const { first, last } = args;
  if (first == null && last == null) throw userInputError('you must provide one of first or last');
  if (first != null && last != null) {
    throw userInputError(`Passing both \`first\` and \`last\` to paginate the \`${field}\` connection is not supported.`);
  }
  for (const [name, value] of [
    ['first', first],
    ['last', last],
  ] as const) {
    if (value == null) continue;
    if (value < 0)
      throw userInputError(
        `Argument '${name}' on Field '${field}' has an invalid value (${value}). Expected a value greater than or equal to 0.`,
      );
    if (value > MAX_PAGE_SIZE)
      throw userInputError(
        `Argument '${name}' on Field '${field}' has an invalid value (${value}). Expected a value less than or equal to ${MAX_PAGE_SIZE}.`,
        'MAX_PAGE_SIZE_EXCEEDED',
      );
  }
  for (const name of ['after', 'before'] as const) {
    const cursor = args[name];
    if (cursor != null && !decodeCursor(cursor))
      throw userInputError(`Invalid cursor for current pagination sort.`, 'INVALID_CURSOR', { argumentName: name });
  }
}

/**
 * Slices `items` (already sorted, already reversed if asked) by the paging arguments. A cursor whose
 * item has since left the list yields an empty page rather than a wrong one.
 */
export function paginate<T>(items: readonly T[], args: ConnectionArgs, field: string, cursorOf: (item: T) => CursorPayload): Connection<T> {
  checkConnectionArgs(args, field);
  const indexOf = (cursor: string): number => {
    const payload = decodeCursor(cursor)!;
    for (let i = 0; i < items.length; i++) if (cursorOf(items[i]).last_id === payload.last_id) return i;
    return -1;
  };
  let start = 0;
  let end = items.length;
  if (args.after) {
    const index = indexOf(args.after);
    start = index === -1 ? items.length : index + 1;
  }
  if (args.before) {
    const index = indexOf(args.before);
    end = index === -1 ? 0 : index;
  }
  if (end < start) end = start;
  let sliceStart = start;
  let sliceEnd = end;
  if (args.first != null) sliceEnd = Math.min(end, start + args.first);
  else if (args.last != null) sliceStart = Math.max(start, end - args.last);
  const nodes = items.slice(sliceStart, sliceEnd);
  const edges = nodes.map((node) => ({ cursor: encodeCursor(cursorOf(node)), node }));
  return {
    edges,
    nodes,
    pageInfo: {
      hasNextPage: sliceEnd < items.length,
      hasPreviousPage: sliceStart > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
