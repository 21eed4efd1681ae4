import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on the server and during hydration, true once JavaScript runs: controls
 * that only work with JavaScript (load more, auto-submitting sort, the filter panel) appear then,
 * and their plain-HTML stand-ins step aside.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
