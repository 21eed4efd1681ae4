import { useLoaderData } from 'react-router';
import type { Route } from './+types/account._signed-in.orders._index';
import { accounts } from '~/accounts/accounts.server';
import { seoMeta, siteSeo } from '~/core/page-meta';
import { AccountFrame } from '~/accounts/AccountFrame';
import { OrderList } from '~/accounts/OrderList';
import { accountMessages } from '~/accounts/texts/account';
import { metaMessages } from '~/core/texts/language';
import { useMessages } from '~/core/texts/use-messages';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({ title: metaMessages(matches, accountMessages).sections.orders }, siteSeo(matches[0]?.data?.settings)),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { orders: (await accounts(context).requireCustomer(request)).orders };
}

export default function OrdersPage() {
  const accountText = useMessages(accountMessages);
  const { orders } = useLoaderData<typeof loader>();
  return (
    <AccountFrame title={accountText.sections.orders}>
      <OrderList orders={orders} />
    </AccountFrame>
  );
}
