import { Analytics, useAnalytics } from '@shopify/hydrogen';
import type { ComponentProps } from 'react';

/**
 * Publishes the product view to Hydrogen's analytics. The page must not break where the
 * Analytics.Provider is not mounted (useAnalytics throws there), so it checks first.
 */
export function ProductViewAnalytics({ data }: { data: ComponentProps<typeof Analytics.ProductView>['data'] }) {
  let hasProvider = true;
  try {
    useAnalytics();
  } catch {
    hasProvider = false;
  }
  return hasProvider ? <Analytics.ProductView data={data} /> : null;
}
