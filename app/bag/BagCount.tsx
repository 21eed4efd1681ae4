import { Suspense } from 'react';
import { Await, useFetchers, useRouteLoaderData } from 'react-router';
import type { CartApiQueryFragment } from 'storefrontapi.generated';
import { bagMessages } from '~/bag/texts';
import { addedQuantity } from '~/bag/bag-form';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

interface RootCartData {
  cart?: Promise<CartApiQueryFragment | null>;
  bagUnavailable?: boolean;
}

/**
 * The number of items in the bag; optimistic, so it changes the moment an add is sent (the pieces
 * of every pending add counted in). Changes made inside the bag show there at once (Hydrogen's
 * optimistic bag) and here when the shop has answered.
 */
export function BagCount() {
  const bagText = messagesIn(useLocale(), bagMessages);
  const data = useRouteLoaderData<RootCartData>('root');
  // The shop could not be asked: a count of 0 would claim the bag is empty.
  if (data?.bagUnavailable) return <>{bagText.countUnknown}</>;
  return (
    <Suspense fallback={<>0</>}>
      <Await resolve={data?.cart} errorElement={<>0</>}>
        {(cart) => <OptimisticCount quantity={cart?.totalQuantity ?? 0} />}
      </Await>
    </Suspense>
  );
}

function OptimisticCount({ quantity }: { quantity: number }) {
  const adding = useFetchers().reduce((sum, fetcher) => sum + addedQuantity(fetcher.formData), 0);
  return <>{quantity + adding}</>;
}
