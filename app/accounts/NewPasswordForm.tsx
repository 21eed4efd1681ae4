import { useNavigation } from 'react-router';
import { validateNewPassword } from '~/accounts/validation';
import type { AccountFormState } from '~/accounts/form-state';
import { AccountForm } from '~/accounts/AccountForm';
import { NewPasswordFields } from '~/accounts/NewPasswordFields';
import { SubmitButton } from '~/accounts/SubmitButton';
import { accountMessages } from '~/accounts/texts/account';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

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
  const accountText = messagesIn(useLocale(), accountMessages);
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
