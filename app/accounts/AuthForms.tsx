// The sign-in, registration and recovery forms. The pages and the account panel render the same
// components; only the form element differs (a navigating <Form> on the pages, a fetcher's form in
// the panel), so without JavaScript the pages work and with it the panel behaves identically.
import type { ReactNode } from 'react';
import { validateLogin, validateRecover, validateRegister } from '~/accounts/validation';
import type { AccountFormState, FormElement } from '~/accounts/form-state';
import { AccountForm } from '~/accounts/AccountForm';
import { CheckboxField, Field, NameFields } from '~/accounts/Field';
import { NewPasswordFields } from '~/accounts/NewPasswordFields';
import { SubmitButton } from '~/accounts/SubmitButton';
import { accountMessages } from '~/accounts/texts/account';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

export type { FormElement };

interface AuthFormProps {
  FormElement: FormElement;
  state?: AccountFormState;
  busy: boolean;
  /** Where a successful sign-in or registration continues (a path on this site). */
  redirectTo?: string;
  /** Links to the other forms: page links without JavaScript, view switches in the panel. */
  footer?: ReactNode;
}

function EmailField() {
  const accountText = messagesIn(useLocale(), accountMessages);
  return <Field name="email" label={accountText.fields.email} type="email" autoComplete="email" required />;
}

function ReturnTo({ path }: { path?: string }) {
  return path ? <input type="hidden" name="redirect" value={path} /> : null;
}

export function LoginForm({ FormElement, state, busy, redirectTo, footer }: AuthFormProps) {
  const accountText = messagesIn(useLocale(), accountMessages);
  return (
    <AccountForm FormElement={FormElement} state={state} validate={validateLogin} action="/account/login" label={accountText.signIn}>
      <ReturnTo path={redirectTo} />
      <EmailField />
      <Field name="password" label={accountText.fields.password} type="password" autoComplete="current-password" required />
      <SubmitButton busy={busy}>{accountText.signIn}</SubmitButton>
      {footer}
    </AccountForm>
  );
}

export function RegisterForm({ FormElement, state, busy, redirectTo, footer }: AuthFormProps) {
  const accountText = messagesIn(useLocale(), accountMessages);
  return (
    <AccountForm
      FormElement={FormElement}
      state={state}
      validate={validateRegister}
      action="/account/register"
      label={accountText.createAnAccount}
    >
      <ReturnTo path={redirectTo} />
      <NameFields />
      <EmailField />
      <NewPasswordFields />
      <CheckboxField name="acceptsMarketing" label={accountText.fields.acceptsMarketing} />
      <SubmitButton busy={busy}>{accountText.createAccount}</SubmitButton>
      {footer}
    </AccountForm>
  );
}

export function RecoverForm({ FormElement, state, busy, footer }: AuthFormProps) {
  const accountText = messagesIn(useLocale(), accountMessages);
  return (
    <AccountForm
      FormElement={FormElement}
      state={state}
      validate={validateRecover}
      action="/account/recover"
      label={accountText.resetYourPassword}
      intro={<p className="account-form__intro">{accountText.recoverIntro}</p>}
    >
      <EmailField />
      <SubmitButton busy={busy}>{accountText.sendResetLink}</SubmitButton>
      {footer}
    </AccountForm>
  );
}
