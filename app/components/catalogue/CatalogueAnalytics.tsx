import { Analytics, useAnalytics } from '@shopify/hydrogen';
import type { ComponentProps } from 'react';

/** True where Hydrogen's Analytics.Provider is mounted (its hooks throw elsewhere, e.g. in tests). */
function useHasAnalytics(): boolean {
  try {
    useAnalytics();
    return true;
  } catch {
    return false;
  }
}

export function CollectionViewAnalytics({ data }: { data: ComponentProps<typeof Analytics.CollectionView>['data'] }) {
  return useHasAnalytics() ? <Analytics.CollectionView data={data} /> : null;
}

export function SearchViewAnalytics({ data }: { data: ComponentProps<typeof Analytics.SearchView>['data'] }) {
  return useHasAnalytics() ? <Analytics.SearchView data={data} /> : null;
}
