import { Suspense } from 'react';
import { Await, useRouteLoaderData } from 'react-router';
import { useOptimisticCart } from '@shopify/hydrogen';
import type { CartApiQueryFragment } from 'storefrontapi.generated';
import { bagMessages } from '~/bag/texts';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

interface RootCartData {
  cart?: Promise<CartApiQueryFragment | null>;
  bagUnavailable?: boolean;
}

/** The number of items in the bag; optimistic (Hydrogen's), so it changes the moment a line is added. */
export function BagCount() {
  const bagText = messagesIn(useLocale(), bagMessages);
  const data = useRouteLoaderData<RootCartData>('root');
  // The shop could not be asked: a count of 0 would claim the bag is empty.
  if (data?.bagUnavailable) return <>{bagText.countUnknown}</>;
  return (
    <Suspense fallback={<>0</>}>
      <Await resolve={data?.cart} errorElement={<>0</>}>
        {(cart) => <OptimisticCount cart={cart ?? null} />}
      </Await>
    </Suspense>
  );
}

function OptimisticCount({ cart }: { cart: CartApiQueryFragment | null }) {
  const optimistic = useOptimisticCart(cart);
  return <>{optimistic?.totalQuantity ?? 0}</>;
}
