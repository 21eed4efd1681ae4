import { data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/account._signed-in.edit';
import { validateProfile } from '~/lib/account/validation';
import { formFailure, readAccountForm, serviceFailure } from '~/lib/account/form.server';
import { loadSignedInCustomer } from '~/lib/account/customer-session.server';
import { updateProfile } from '~/lib/account/customer-api.server';
import { customerView } from '~/lib/account/customer-view';
import { accountMessages } from '~/lib/messages';
import { seoMeta, siteSeo } from '~/lib/shell/seo';
import type { AccountFormState } from '~/components/account/form-state';
import { AccountFrame } from '~/components/account/AccountFrame';
import { FormFeedback } from '~/components/account/FormFeedback';
import { ProfileForm } from '~/components/account/ProfileForm';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({ title: 'Profile' }, siteSeo(matches[0]?.data?.settings)),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { customer } = await loadSignedInCustomer(request, context);
  return { customer: customerView(customer) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAccountForm(request);
  const result = validateProfile(form);
  if (!result.ok) return formFailure(form, result);
  // The current email is needed to check the current password; it also proves the session is good.
  const { accessToken, customer } = await loadSignedInCustomer(request, context);
  const outcome = await updateProfile(context, accessToken, customer.email ?? '', result.data);
  if (!outcome.ok) return serviceFailure(form, outcome, ['firstName', 'lastName', 'email', 'phone', 'currentPassword', 'password']);
  const success = result.data.newPassword ? `${accountMessages.profileSaved} ${accountMessages.passwordChanged}` : accountMessages.profileSaved;
  return data<AccountFormState>({ success, fieldErrors: {}, invalid: [], values: {} });
}

export default function EditProfilePage() {
  const { customer } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  return (
    <AccountFrame title="Profile">
      {state?.success ? <FormFeedback state={state} /> : null}
      {/* A saved form starts afresh from the saved details; a failed one keeps what was typed. */}
      <ProfileForm key={state?.success ? `saved-${customer.email}-${customer.phone}` : 'form'} customer={customer} state={state?.success ? undefined : state} />
    </AccountFrame>
  );
}
