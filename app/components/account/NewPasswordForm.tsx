import { Form, useNavigation } from 'react-router';
import { validateNewPassword } from '~/lib/account/validation';
import type { AccountFormState } from '~/components/account/form-state';
import { useAccountForm } from '~/components/account/useAccountForm';
import { NewPasswordFields } from '~/components/account/NewPasswordFields';
import { FormFeedback } from '~/components/account/FormFeedback';
import { SubmitButton } from '~/components/account/SubmitButton';
import { accountMessages } from '~/lib/messages/account';

/** Choose a password twice: password reset (by link or by URL) and account activation. */
export function NewPasswordForm({
  state,
  submitLabel,
  hidden = {},
  label = accountMessages.fields.newPassword,
}: {
  state?: AccountFormState;
  submitLabel: string;
  hidden?: Record<string, string>;
  label?: string;
}) {
  const { formRef, onSubmit, state: formState } = useAccountForm(state, validateNewPassword);
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" noValidate ref={formRef} onSubmit={onSubmit} className="account-form">
      <FormFeedback state={formState} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <NewPasswordFields state={formState} label={label} />
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </Form>
  );
}
