import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/account._signed-in.addresses._index';
import { accounts } from '~/accounts/accounts.server';
import { addressNotice } from '~/accounts/address-book.server';
import { pageMeta, pageLocale } from '~/core/page-meta';
import { AccountFrame } from '~/accounts/AccountFrame';
import { AddressCard } from '~/accounts/AddressCard';
import { accountMessages } from '~/accounts/texts/account';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: messagesIn(pageLocale(args.matches), accountMessages).sections.addresses, robots: 'noindex' });

export async function loader({ request, context }: Route.LoaderArgs) {
  return { addresses: (await accounts(context).requireCustomer(request)).addresses, notice: addressNotice(request, context.locale) };
}

export default function AddressesPage() {
  const accountText = messagesIn(useLocale(), accountMessages);
  const { addresses, notice } = useLoaderData<typeof loader>();
  return (
    <AccountFrame title={accountText.sections.addresses} notice={notice}>
      <div className="address-grid">
        {addresses.map((address) => (
          <AddressCard key={address.id} address={address} actions />
        ))}
        <Link to="/account/addresses/add" className="address-card address-card--add">
          <span aria-hidden="true">+</span> {accountText.addAddress}
        </Link>
      </div>
    </AccountFrame>
  );
}
