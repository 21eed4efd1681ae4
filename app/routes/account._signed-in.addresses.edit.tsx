import { redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/account._signed-in.addresses.edit';
import { ADDRESS_FIELDS, validateAddress } from '~/accounts/address-validation';
import { formFailure, readAccountForm } from '~/accounts/form.server';
import { accounts } from '~/accounts/accounts.server';
import { changeFailure, customerForChange, customerForForm } from '~/accounts/service-away.server';
import { parseNumericId } from '~/accounts/address-view';
import { addressNotFound, findAddress, addressGoneKeepingDraft } from '~/accounts/address-book.server';
import { pageMeta, pageLocale } from '~/core/page-meta';
import { accountMessages } from '~/accounts/texts/account';
import { AccountFrame } from '~/accounts/AccountFrame';
import { AddressForm } from '~/accounts/AddressForm';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: messagesIn(pageLocale(args.matches), accountMessages).editAddress, robots: 'noindex' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get('id');
  const customer = await customerForForm(context, request);
  // Only a save that failed because the shop could not be reached gets here without the customer:
  // the form comes back from what was typed, still for the same address.
  if (!customer) return { address: null, keptId: parseNumericId(id) };
  const address = findAddress(customer, id);
  if (!address) throw addressNotFound(context.locale);
  return { address, keptId: null };
}

/**
 * Update (the form), delete and make default (buttons in the address book). Each first finds the
 * address among the customer's own; anything else changes nothing and says so.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const accountText = messagesIn(context.locale, accountMessages);
  const form = await readAccountForm(request, context.locale);
  const account = accounts(context);
  const intent = form.get('intent') ?? 'update';
  const found = await customerForChange(context, request);
  if (!found.ok) {
    // An edit keeps what was typed; a delete or a new default has nothing typed to keep.
    if (intent === 'update') return changeFailure(context, form, found, ADDRESS_FIELDS);
    return formFailure(form, { formError: found.message }, found.status);
  }
  const address = findAddress(found.customer, form.get('id') ?? new URL(request.url).searchParams.get('id'));
  if (!address && intent === 'update' && form.has('address1')) throw addressGoneKeepingDraft(context, form);
  if (!address) throw addressNotFound(context.locale);

  if (intent === 'delete') {
    const outcome = await account.deleteAddress(request, address.id);
    if (!outcome.ok) return formFailure(form, { formError: outcome.message }, outcome.status);
    return redirect('/account/addresses?notice=deleted');
  }
  if (intent === 'default') {
    const outcome = await account.setDefaultAddress(request, address.id);
    if (!outcome.ok) return formFailure(form, { formError: outcome.message }, outcome.status);
    return redirect('/account/addresses?notice=default');
  }
  if (intent !== 'update') return formFailure(form, { formError: accountText.formUnreadable });

  const result = validateAddress(form, context.locale);
  if (!result.ok) return formFailure(form, result);
  const outcome = await account.updateAddress(request, address.id, result.data, form.get('default') === 'on');
  if (!outcome.ok) return changeFailure(context, form, outcome, ADDRESS_FIELDS);
  return redirect('/account/addresses?notice=saved');
}

export default function EditAddressPage() {
  const accountText = messagesIn(useLocale(), accountMessages);
  const { address, keptId } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  return (
    <AccountFrame title={accountText.editAddress}>
      <AddressForm
        address={address ?? undefined}
        addressId={keptId ?? undefined}
        state={state}
        defaultCountry={address?.countryCode || 'US'}
        submitLabel={accountText.saveAddress}
      />
    </AccountFrame>
  );
}
