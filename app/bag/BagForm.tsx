import type { ReactNode } from 'react';
import { useFetcher, type FetcherWithComponents } from 'react-router';
import { BAG_FORM_INPUT, BAG_ROUTE, type BagAction } from '~/bag/bag-form';

/**
 * A form that changes the bag: a plain POST to /cart without JavaScript, a fetcher with it. The
 * same markup as Hydrogen's CartForm (its hidden field, its route), so the /cart action and
 * Hydrogen's optimistic bag read it as theirs; written here so the product page's first load does
 * not carry Hydrogen's client module for it (lib/cart/bag-form.ts).
 */
export function BagForm({
  action,
  inputs,
  fetcherKey,
  children,
}: {
  action: BagAction;
  inputs: Record<string, unknown>;
  fetcherKey?: string;
  children: (fetcher: FetcherWithComponents<unknown>) => ReactNode;
}) {
  const fetcher = useFetcher({ key: fetcherKey });
  return (
    <fetcher.Form action={BAG_ROUTE} method="post">
      <input type="hidden" name={BAG_FORM_INPUT} value={JSON.stringify({ action, inputs })} />
      {children(fetcher)}
    </fetcher.Form>
  );
}
