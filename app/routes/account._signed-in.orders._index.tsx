import { useLoaderData } from 'react-router';
import type { Route } from './+types/account._signed-in.orders._index';
import { accounts } from '~/accounts/accounts.server';
import { pageMeta, pageLocale } from '~/core/page-meta';
import { AccountFrame } from '~/accounts/AccountFrame';
import { OrderList } from '~/accounts/OrderList';
import { accountMessages } from '~/accounts/texts/account';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: messagesIn(pageLocale(args.matches), accountMessages).sections.orders, robots: 'noindex' });

export async function loader({ request, context }: Route.LoaderArgs) {
  return { orders: (await accounts(context).requireCustomer(request)).orders };
}

export default function OrdersPage() {
  const accountText = messagesIn(useLocale(), accountMessages);
  const { orders } = useLoaderData<typeof loader>();
  return (
    <AccountFrame title={accountText.sections.orders}>
      <OrderList orders={orders} />
    </AccountFrame>
  );
}
