import { data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/account._signed-in.edit';
import { validateNames, validateProfile } from '~/accounts/validation';
import { formFailure, readAccountForm } from '~/accounts/form.server';
import { accounts } from '~/accounts/accounts.server';
import { changeFailure, customerForForm } from '~/accounts/service-away.server';
import { accountMessages } from '~/accounts/texts/account';
import { pageMeta, pageLocale } from '~/core/page-meta';
import type { AccountFormState } from '~/accounts/form-state';
import { AccountFrame } from '~/accounts/AccountFrame';
import { FormFeedback } from '~/accounts/FormFeedback';
import { ProfileForm } from '~/accounts/ProfileForm';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: messagesIn(pageLocale(args.matches), accountMessages).sections.profile, robots: 'noindex' });

export async function loader({ request, context }: Route.LoaderArgs) {
  // Null only when a save failed because the shop could not be reached: the form keeps what was typed.
  return { customer: await customerForForm(context, request), fields: accounts(context).profileFields };
}

export async function action({ request, context }: Route.ActionArgs) {
  const accountText = messagesIn(context.locale, accountMessages);
  const form = await readAccountForm(request, context.locale);
  const account = accounts(context);
  const result = account.profileFields === 'names' ? validateNames(form, context.locale) : validateProfile(form, context.locale);
  if (!result.ok) return formFailure(form, result);
  const outcome = await account.updateProfile(request, result.data);
  if (!outcome.ok) return changeFailure(context, form, outcome, ['firstName', 'lastName', 'email', 'phone', 'currentPassword', 'password']);
  const success =
    'newPassword' in result.data && result.data.newPassword
      ? `${accountText.profileSaved} ${accountText.passwordChanged}`
      : accountText.profileSaved;
  return data<AccountFormState>({ success, fieldErrors: {}, invalid: [], values: {} });
}

export default function EditProfilePage() {
  const accountText = messagesIn(useLocale(), accountMessages);
  const { customer, fields } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  return (
    <AccountFrame title={accountText.sections.profile}>
      {state?.success ? <FormFeedback state={state} /> : null}
      {/* A saved form starts afresh from the saved details; a failed one keeps what was typed. */}
      <ProfileForm
        key={state?.success && customer ? `saved-${customer.email}-${customer.phone}` : 'form'}
        customer={customer}
        fields={fields}
        state={state?.success ? undefined : state}
      />
    </AccountFrame>
  );
}
