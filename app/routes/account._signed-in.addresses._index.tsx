import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/account._signed-in.addresses._index';
import { loadSignedInCustomer } from '~/lib/account/customer-session.server';
import { customerView } from '~/lib/account/customer-view';
import { addressNotice } from '~/lib/account/address-book.server';
import { seoMeta, siteSeo } from '~/lib/shell/seo';
import { AccountFrame } from '~/components/account/AccountFrame';
import { AddressCard } from '~/components/account/AddressCard';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({ title: 'Addresses' }, siteSeo(matches[0]?.data?.settings)),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { customer } = await loadSignedInCustomer(request, context);
  return { addresses: customerView(customer).addresses, notice: addressNotice(request) };
}

export default function AddressesPage() {
  const { addresses, notice } = useLoaderData<typeof loader>();
  return (
    <AccountFrame title="Addresses" notice={notice}>
      <div className="address-grid">
        {addresses.map((address) => (
          <AddressCard key={address.id} address={address} actions />
        ))}
        <Link to="/account/addresses/add" className="address-card address-card--add">
          <span aria-hidden="true">+</span> Add an address
        </Link>
      </div>
    </AccountFrame>
  );
}
