import { useLoaderData } from 'react-router';
import type { Route } from './+types/account._signed-in.orders._index';
import { accounts } from '~/lib/account/accounts.server';
import { seoMeta, siteSeo } from '~/lib/seo';
import { AccountFrame } from '~/components/account/AccountFrame';
import { OrderList } from '~/components/account/OrderList';
import { accountMessages } from '~/lib/messages/account';
import { metaMessages } from '~/lib/messages/language';
import { useMessages } from '~/lib/messages/use-messages';

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
