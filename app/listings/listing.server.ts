// What the collection and search loaders share: reading the shopper's parameters safely, paging,
// and recovering from a cursor the API will not take.
import { getPaginationVariables } from '@shopify/hydrogen';
import { PAGINATION_PARAMS } from '~/listings/filters';

/** Relay cursors are base64 (or base64url) text; anything else is not worth a round trip. */
const CURSOR = /^[A-Za-z0-9+/=_\-.:]{1,512}$/;

export type PagingVariables = ReturnType<typeof getPaginationVariables>;

/** The URL's cursor: none (the first page), one worth asking the API about, or one that cannot be a cursor. */
type CursorState = 'none' | 'given' | 'malformed';

export interface Paging {
  paging: PagingVariables;
  firstPage: PagingVariables;
  cursor: CursorState;
}

/**
 * Hydrogen's paging variables (`cursor` + `direction`) for this request, and the first page to fall
 * back to. A malformed cursor never reaches the API: the first page is asked for instead.
 */
export function readPaging(request: Request, pageBy: number): Paging {
  const url = new URL(request.url);
  const cursor = url.searchParams.get('cursor');
  const firstPageUrl = new URL(url);
  for (const name of PAGINATION_PARAMS) firstPageUrl.searchParams.delete(name);
  const firstPage = getPaginationVariables(new Request(firstPageUrl), { pageBy });
  // An empty `cursor=` asks for nothing in particular (Hydrogen reads it as no cursor too).
  if (!cursor) return { paging: firstPage, firstPage, cursor: 'none' };
  if (!CURSOR.test(cursor)) return { paging: firstPage, firstPage, cursor: 'malformed' };
  return { paging: getPaginationVariables(request, { pageBy }), firstPage, cursor: 'given' };
}

type WithErrors = { errors?: unknown };

/**
 * Runs a paged query. A malformed cursor, or one the API rejects (a stale or forged one answers
 * with a GraphQL error), shows the first page instead, and `pageUnavailable` says so: the loader
 * answers 400 with a notice rather than passing the first page off as the one asked for.
 * Errors without a cursor, or on the first page too, are real failures.
 */
export async function queryPage<T extends WithErrors>(
  run: (paging: PagingVariables) => Promise<T>,
  { paging, firstPage, cursor }: Paging,
): Promise<{ result: T; pageUnavailable: boolean }> {
  const result = await run(paging);
  if (hasErrors(result) && cursor === 'given') {
    const retry = await run(firstPage);
    failOnErrors(retry);
    return { result: retry, pageUnavailable: true };
  }
  failOnErrors(result);
  return { result, pageUnavailable: cursor === 'malformed' };
}

/** The status of a catalogue page: 400 when the cursor asked for could not be honoured. */
export const pageStatus = (pageUnavailable: boolean) => ({ status: pageUnavailable ? 400 : 200 });

function hasErrors(result: WithErrors): boolean {
  return Array.isArray(result.errors) ? result.errors.length > 0 : Boolean(result.errors);
}

function failOnErrors(result: WithErrors) {
  if (!hasErrors(result)) return;
  const errors = Array.isArray(result.errors) ? result.errors : [result.errors];
  const message = errors
    .map((error) => (error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? error)))
    .join('; ');
  throw new Error(`Storefront API: ${message}`);
}

/** Shopify handles: letters, digits, hyphens and underscores, at most 255 characters. */
const HANDLE = /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,254}$/u;

export function isCollectionHandle(handle: string | undefined): handle is string {
  return typeof handle === 'string' && HANDLE.test(handle);
}

/**
 * Collection and search documents carry the shopper's bag count and currency, so no shared cache
 * may keep them and the browser checks back each time; the catalogue data behind them is what is
 * cached, for five minutes, in Hydrogen's sub-request cache (catalogueCache).
 */
export const CATALOGUE_DOCUMENT_CACHE_CONTROL = 'private, max-age=0, must-revalidate';
