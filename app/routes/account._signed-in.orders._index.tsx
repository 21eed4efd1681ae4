import { useLoaderData } from 'react-router';
import type { Route } from './+types/account._signed-in.orders._index';
import { loadSignedInCustomer } from '~/lib/account/customer-session.server';
import { customerView } from '~/lib/account/customer-view';
import { seoMeta, siteSeo } from '~/lib/shell/seo';
import { AccountFrame } from '~/components/account/AccountFrame';
import { OrderList } from '~/components/account/OrderList';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({ title: 'Orders' }, siteSeo(matches[0]?.data?.settings)),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { customer } = await loadSignedInCustomer(request, context);
  return { orders: customerView(customer).orders };
}

export default function OrdersPage() {
  const { orders } = useLoaderData<typeof loader>();
  return (
    <AccountFrame title="Orders">
      <OrderList orders={orders} />
    </AccountFrame>
  );
}
