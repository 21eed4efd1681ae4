// The sign-in, registration and recovery forms. The pages and the account panel render the same
// components; only the form element differs (a navigating <Form> on the pages, a fetcher's form in
// the panel), so without JavaScript the pages work and with it the panel behaves identically.
import type { ComponentType, ReactNode, RefAttributes } from 'react';
import type { FetcherFormProps } from 'react-router';
import { validateLogin, validateRecover, validateRegister } from '~/lib/account/validation';
import type { AccountFormState } from '~/components/account/form-state';
import { useAccountForm } from '~/components/account/useAccountForm';
import { CheckboxField, Field } from '~/components/account/Field';
import { NewPasswordFields } from '~/components/account/NewPasswordFields';
import { FormFeedback } from '~/components/account/FormFeedback';
import { SubmitButton } from '~/components/account/SubmitButton';
import { accountMessages } from '~/lib/messages/account';

export type FormElement = ComponentType<FetcherFormProps & RefAttributes<HTMLFormElement>>;

interface AuthFormProps {
  FormElement: FormElement;
  state?: AccountFormState;
  busy: boolean;
  /** Where a successful sign-in or registration continues (a path on this site). */
  redirectTo?: string;
  /** Links to the other forms: page links without JavaScript, view switches in the panel. */
  footer?: ReactNode;
}

export function LoginForm({ FormElement, state, busy, redirectTo, footer }: AuthFormProps) {
  const { formRef, onSubmit, state: formState } = useAccountForm(state, validateLogin);
  return (
    <FormElement
      method="post"
      action="/account/login"
      noValidate
      ref={formRef}
      onSubmit={onSubmit}
      className="account-form"
      aria-label={accountMessages.signIn}
    >
      <FormFeedback state={formState} />
      {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
      <Field name="email" label={accountMessages.fields.email} type="email" autoComplete="email" required state={formState} />
      <Field
        name="password"
        label={accountMessages.fields.password}
        type="password"
        autoComplete="current-password"
        required
        state={formState}
      />
      <SubmitButton busy={busy}>{accountMessages.signIn}</SubmitButton>
      {footer}
    </FormElement>
  );
}

export function RegisterForm({ FormElement, state, busy, redirectTo, footer }: AuthFormProps) {
  const { formRef, onSubmit, state: formState } = useAccountForm(state, validateRegister);
  return (
    <FormElement
      method="post"
      action="/account/register"
      noValidate
      ref={formRef}
      onSubmit={onSubmit}
      className="account-form"
      aria-label={accountMessages.createAnAccount}
    >
      <FormFeedback state={formState} />
      {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
      <div className="field-row">
        <Field name="firstName" label={accountMessages.fields.firstName} autoComplete="given-name" required state={formState} />
        <Field name="lastName" label={accountMessages.fields.lastName} autoComplete="family-name" required state={formState} />
      </div>
      <Field name="email" label={accountMessages.fields.email} type="email" autoComplete="email" required state={formState} />
      <NewPasswordFields state={formState} />
      <CheckboxField name="acceptsMarketing" label={accountMessages.fields.acceptsMarketing} state={formState} />
      <SubmitButton busy={busy}>{accountMessages.createAccount}</SubmitButton>
      {footer}
    </FormElement>
  );
}

export function RecoverForm({ FormElement, state, busy, footer }: AuthFormProps) {
  const { formRef, onSubmit, state: formState } = useAccountForm(state, validateRecover);
  return (
    <FormElement
      method="post"
      action="/account/recover"
      noValidate
      ref={formRef}
      onSubmit={onSubmit}
      className="account-form"
      aria-label={accountMessages.resetYourPassword}
    >
      <p className="account-form__intro">{accountMessages.recoverIntro}</p>
      <FormFeedback state={formState} />
      <Field name="email" label={accountMessages.fields.email} type="email" autoComplete="email" required state={formState} />
      <SubmitButton busy={busy}>{accountMessages.sendResetLink}</SubmitButton>
      {footer}
    </FormElement>
  );
}
