// The sign-in, registration and recovery forms. The pages and the account panel render the same
// components; only the form element differs (a navigating <Form> on the pages, a fetcher's form in
// the panel), so without JavaScript the pages work and with it the panel behaves identically.
import type { ComponentType, ReactNode, RefAttributes } from 'react';
import type { FetcherFormProps } from 'react-router';
import { validateLogin, validateRecover, validateRegister } from '~/lib/account/validation';
import type { AccountFormState } from '~/components/account/form-state';
import { useAccountForm } from '~/components/account/useAccountForm';
import { CheckboxField, Field } from '~/components/account/Field';
import { FormFeedback } from '~/components/account/FormFeedback';
import { SubmitButton } from '~/components/account/SubmitButton';

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
      aria-label="Sign in"
    >
      <FormFeedback state={formState} />
      {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
      <Field name="email" label="Email" type="email" autoComplete="email" required state={formState} />
      <Field name="password" label="Password" type="password" autoComplete="current-password" required state={formState} />
      <SubmitButton busy={busy}>Sign in</SubmitButton>
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
      aria-label="Create an account"
    >
      <FormFeedback state={formState} />
      {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
      <div className="field-row">
        <Field name="firstName" label="First name" autoComplete="given-name" required state={formState} />
        <Field name="lastName" label="Last name" autoComplete="family-name" required state={formState} />
      </div>
      <Field name="email" label="Email" type="email" autoComplete="email" required state={formState} />
      <Field
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        state={formState}
        hint="At least 8 characters."
      />
      <Field name="passwordConfirm" label="Confirm password" type="password" autoComplete="new-password" required state={formState} />
      <CheckboxField name="acceptsMarketing" label="Send me news of new collections and private events" state={formState} />
      <SubmitButton busy={busy}>Create account</SubmitButton>
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
      aria-label="Reset your password"
    >
      <p className="account-form__intro">Enter the email you registered with and we will send you a link to choose a new password.</p>
      <FormFeedback state={formState} />
      <Field name="email" label="Email" type="email" autoComplete="email" required state={formState} />
      <SubmitButton busy={busy}>Send reset link</SubmitButton>
      {footer}
    </FormElement>
  );
}
