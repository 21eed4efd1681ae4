import { useNavigation } from 'react-router';
import { validateNewPassword } from '~/lib/account/validation';
import type { AccountFormState } from '~/components/account/form-state';
import { AccountForm } from '~/components/account/AccountForm';
import { NewPasswordFields } from '~/components/account/NewPasswordFields';
import { SubmitButton } from '~/components/account/SubmitButton';
import { accountMessages } from '~/lib/messages/account';
import { useMessages } from '~/lib/messages/use-messages';

/** Choose a password twice: password reset (by link or by URL) and account activation. */
export function NewPasswordForm({
  state,
  submitLabel,
  hidden = {},
  label,
}: {
  state?: AccountFormState;
  submitLabel: string;
  hidden?: Record<string, string>;
  label?: string;
}) {
  const accountText = useMessages(accountMessages);
  const busy = useNavigation().state === 'submitting';
  return (
    <AccountForm state={state} validate={validateNewPassword}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <NewPasswordFields label={label ?? accountText.fields.newPassword} />
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </AccountForm>
  );
}
