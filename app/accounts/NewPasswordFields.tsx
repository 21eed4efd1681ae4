import { Field } from '~/accounts/Field';
import { accountMessages } from '~/accounts/texts/account';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/**
 * A new password and its confirmation, as registration, reset, activation and the profile ask for
 * them: the same names (the actions read `password` and `passwordConfirm`), hint and autocomplete.
 */
export function NewPasswordFields({
  label,
  confirmLabel,
  required = true,
}: {
  label?: string;
  confirmLabel?: string;
  /** The profile's are optional: left empty, the password stays as it is. */
  required?: boolean;
}) {
  const accountText = messagesIn(useLocale(), accountMessages);
  return (
    <>
      <Field
        name="password"
        label={label ?? accountText.fields.password}
        type="password"
        autoComplete="new-password"
        required={required}
        hint={accountText.fields.passwordHint}
      />
      <Field
        name="passwordConfirm"
        label={confirmLabel ?? accountText.fields.confirmPassword}
        type="password"
        autoComplete="new-password"
        required={required}
      />
    </>
  );
}
