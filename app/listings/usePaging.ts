import { useLocation, useNavigation } from 'react-router';
import { useHydrated } from '~/core/ui/useHydrated';

export interface PageInfo {
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  startCursor?: string | null;
  endCursor?: string | null;
}

/** What the history entry keeps of the pages loaded in place: every card shown, and where they end. */
interface PagingState<Node> {
  paging?: { key: string; document: number; nodes: Node[]; pageInfo: PageInfo };
}

/**
 * This document, among the history entries' states: a reload, or the same address opened again,
 * finds the state an earlier document left and shows what the address names, as the server wrote it.
 */
const thisDocument = typeof performance === 'undefined' ? 0 : performance.timeOrigin;

/** A page's address on the canonical parameters (the filters, sort and term the page understood). */
function pageUrl(search: string, cursor: string | null | undefined, direction: 'next' | 'previous'): string {
  const params = new URLSearchParams(search);
  if (cursor) params.set('cursor', cursor);
  params.set('direction', direction);
  return `?${params}`;
}

/**
 * The listings' paging in place, on the Storefront API's connection and the listing's `cursor` and
 * `direction` parameters (listing.server.ts turns them into the query's variables). Without
 * JavaScript each page is its own address. With it, Load more and Load previous go to the next or
 * previous page with the cards already shown in the history entry's state, and the grid shows them
 * all (Back and Forward keep them). The state is read only once hydrated, so hydration sees what the
 * server wrote (this page alone); `key` (the canonical parameters) keeps the cards of one result set
 * from joining another's.
 */
export function usePaging<Node extends { id: string }>(connection: { nodes: Node[]; pageInfo: PageInfo }, key: string) {
  const location = useLocation();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const kept = hydrated ? (location.state as PagingState<Node> | null)?.paging : undefined;
  const previous = new URLSearchParams(location.search).get('direction') === 'previous';
  let nodes = connection.nodes;
  let pageInfo = connection.pageInfo;
  if (kept && kept.key === key && kept.document === thisDocument) {
    const shown = new Set(kept.nodes.map((node) => node.id));
    const fresh = connection.nodes.filter((node) => !shown.has(node.id));
    nodes = previous ? [...fresh, ...kept.nodes] : [...kept.nodes, ...fresh];
    pageInfo = previous
      ? { ...kept.pageInfo, hasPreviousPage: connection.pageInfo.hasPreviousPage, startCursor: connection.pageInfo.startCursor }
      : { ...kept.pageInfo, hasNextPage: connection.pageInfo.hasNextPage, endCursor: connection.pageInfo.endCursor };
  }
  const state: PagingState<Node> = { paging: { key, document: thisDocument, nodes, pageInfo } };
  return {
    nodes,
    pageInfo,
    state,
    nextPageUrl: pageUrl(key, pageInfo.endCursor, 'next'),
    previousPageUrl: pageUrl(key, pageInfo.startCursor, 'previous'),
    /** A Load more or Load previous is on its way (the navigation carries the paging state). */
    isLoading: navigation.state === 'loading' && Boolean((navigation.location.state as PagingState<Node> | null)?.paging),
  };
}
