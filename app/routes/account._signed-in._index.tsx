import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/account._signed-in._index';
import { accounts } from '~/accounts/accounts.server';
import { pageMeta, pageLocale } from '~/core/page-meta';
import { AccountFrame } from '~/accounts/AccountFrame';
import { AddressSection } from '~/accounts/AddressCard';
import { OrderList } from '~/accounts/OrderList';
import { formatPhone } from '~/accounts/format';
import { accountMessages } from '~/accounts/texts/account';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: messagesIn(pageLocale(args.matches), accountMessages).yourAccount, robots: 'noindex' });

export async function loader({ request, context }: Route.LoaderArgs) {
  return { customer: await accounts(context).requireCustomer(request) };
}

/** Account home: who you are, where things go, what you ordered (newest first). */
export default function AccountHome() {
  const accountText = messagesIn(useLocale(), accountMessages);
  const { customer } = useLoaderData<typeof loader>();
  const greeting = customer.firstName ? accountText.greeting(customer.firstName) : accountText.yourAccount;
  return (
    <AccountFrame title={greeting}>
      <div className="account-overview">
        <section className="account-card" aria-labelledby="profile-title">
          <h2 id="profile-title">{accountText.sections.profile}</h2>
          <dl className="account-details">
            <dt>{accountText.fields.name}</dt>
            <dd>{[customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.displayName}</dd>
            <dt>{accountText.fields.email}</dt>
            <dd>{customer.email}</dd>
            {customer.phone ? (
              <>
                <dt>{accountText.fields.phone}</dt>
                <dd>{formatPhone(customer.phone)}</dd>
              </>
            ) : null}
            <dt>{accountText.fields.newsletter}</dt>
            <dd>{customer.acceptsMarketing ? accountText.subscribed : accountText.notSubscribed}</dd>
          </dl>
          <Link to="/account/edit" className="text-link">
            {accountText.editProfile}
          </Link>
        </section>
        <AddressSection
          id="default-address-title"
          title={accountText.defaultAddress}
          address={customer.defaultAddress}
          none={accountText.noAddressYet}
        >
          <Link to="/account/addresses" className="text-link">
            {accountText.manageAddresses}
          </Link>
        </AddressSection>
      </div>
      <section className="account-section" aria-labelledby="orders-title" id="orders">
        <h2 id="orders-title">{accountText.sections.orders}</h2>
        <OrderList orders={customer.orders} />
      </section>
    </AccountFrame>
  );
}
