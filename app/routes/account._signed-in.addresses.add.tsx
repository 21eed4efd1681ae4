import { redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/account._signed-in.addresses.add';
import { formFailure, readAccountForm } from '~/accounts/form.server';
import { accounts } from '~/accounts/accounts.server';
import { changeFailure, customerForForm } from '~/accounts/service-away.server';
import { addressCountry } from '~/accounts/address-regions';
import { removedAddressDraft } from '~/accounts/address-book.server';
import { ADDRESS_FIELDS, validateAddress } from '~/accounts/address-validation';
import { pageMeta, pageLocale } from '~/core/page-meta';
import { AccountFrame } from '~/accounts/AccountFrame';
import { AddressForm } from '~/accounts/AddressForm';
import { accountMessages } from '~/accounts/texts/account';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: messagesIn(pageLocale(args.matches), accountMessages).addAddress, robots: 'noindex' });

export async function loader({ request, context }: Route.LoaderArgs) {
  // The form needs nothing from the shop, so it still opens when the shop cannot be reached.
  const customer = await customerForForm(context, request, { opensWithoutShop: true });
  // A first address starts in the shopper's own region when the house delivers there, in their name.
  return {
    defaultCountry: addressCountry(context.locale.country)?.code ?? 'US',
    draft: removedAddressDraft(context, request),
    name: customer ? { firstName: customer.firstName, lastName: customer.lastName } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAccountForm(request, context.locale);
  const result = validateAddress(form, context.locale);
  if (!result.ok) return formFailure(form, result);
  const outcome = await accounts(context).createAddress(request, result.data, form.get('default') === 'on');
  if (!outcome.ok) return changeFailure(context, form, outcome, ADDRESS_FIELDS);
  return redirect('/account/addresses?notice=added');
}

export default function AddAddressPage() {
  const accountText = messagesIn(useLocale(), accountMessages);
  const { defaultCountry, draft, name } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>() ?? draft ?? undefined;
  return (
    <AccountFrame title={accountText.addAddress}>
      <AddressForm state={state} name={name} defaultCountry={defaultCountry} submitLabel={accountText.saveAddress} />
    </AccountFrame>
  );
}
