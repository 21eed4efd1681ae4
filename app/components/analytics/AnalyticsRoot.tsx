import { lazy, Suspense, type ReactNode } from 'react';
import { useHydrated } from '~/components/layout/useHydrated';
import type { AnalyticsBusData } from '~/components/analytics/AnalyticsBus';

const AnalyticsBus = lazy(() => import('~/components/analytics/AnalyticsBus'));

/**
 * The page, then Hydrogen's analytics bus once the page has hydrated: its code (Hydrogen's
 * provider, Shopify's consent and analytics senders, the GA4 mapping) is not part of the first
 * load, and a view published meanwhile waits for it (outbox.ts). Nothing of it is drawn, so there
 * is nothing for the server to write. Error pages render without root data: nothing to track.
 */
export function AnalyticsRoot({ data, children }: { data: AnalyticsBusData | undefined; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <>
      {children}
      {hydrated && data ? (
        <Suspense fallback={null}>
          <AnalyticsBus data={data} />
        </Suspense>
      ) : null}
    </>
  );
}
