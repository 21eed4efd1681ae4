import { data, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/account._signed-in.reset-password';
import { accounts } from '~/accounts/accounts.server';
import { text, validatePasswordChange } from '~/accounts/validation';
import { formFailure, readAccountForm, serviceFailure } from '~/accounts/form.server';
import { accountMessages } from '~/accounts/texts/account';
import { pageMeta, pageLocale } from '~/core/page-meta';
import type { AccountFormState } from '~/accounts/form-state';
import { AccountForm } from '~/accounts/AccountForm';
import { AccountFrame } from '~/accounts/AccountFrame';
import { NewPasswordFields } from '~/accounts/NewPasswordFields';
import { Field } from '~/accounts/Field';
import { SubmitButton } from '~/accounts/SubmitButton';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: messagesIn(pageLocale(args.matches), accountMessages).changePassword, robots: 'noindex' });

/** A signed-in customer changes their password (the guarded reset route of spec section 2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = accounts(context);
  account.passwordPages('password');
  await account.requireCustomer(request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const accountText = messagesIn(context.locale, accountMessages);
  accounts(context).passwordPages('password');
  const form = await readAccountForm(request, context.locale);
  const result = validatePasswordChange(form, context.locale);
  if (!result.ok) return formFailure(form, result);
  const outcome = await accounts(context).changePassword(request, text(form, 'currentPassword'), result.data.password);
  if (!outcome.ok) return serviceFailure(form, outcome, ['currentPassword', 'password']);
  return data<AccountFormState>({ success: accountText.passwordChanged, fieldErrors: {}, invalid: [], values: {} });
}

export default function ChangePasswordPage() {
  const accountText = messagesIn(useLocale(), accountMessages);
  const state = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <AccountFrame title={accountText.changePassword}>
      <AccountForm state={state} validate={validatePasswordChange}>
        <Field name="currentPassword" label={accountText.fields.currentPassword} type="password" autoComplete="current-password" required />
        <NewPasswordFields label={accountText.fields.newPassword} confirmLabel={accountText.fields.confirmNewPassword} />
        <SubmitButton busy={busy}>{accountText.changePassword}</SubmitButton>
      </AccountForm>
    </AccountFrame>
  );
}
