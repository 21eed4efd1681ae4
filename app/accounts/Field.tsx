import { useId, type ReactNode } from 'react';
import { useFormState } from '~/accounts/AccountForm';
import { accountMessages } from '~/accounts/texts/account';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

interface FieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  required?: boolean;
  /** The saved value; what the shopper typed in a failed submission wins over it. */
  defaultValue?: string;
  hint?: ReactNode;
}

/**
 * A labelled input with its own message. Passwords never come back filled in. Native validation is
 * off on the forms (noValidate) so the spec's own messages are what people read, with and without
 * JavaScript; `required` stays for assistive technology.
 */
export function Field({ name, label, type = 'text', autoComplete, required, defaultValue, hint }: FieldProps) {
  const accountText = messagesIn(useLocale(), accountMessages);
  const state = useFormState();
  const id = useId();
  const error = state?.fieldErrors[name];
  const invalid = Boolean(error) || Boolean(state?.invalid.includes(name));
  const value = type === 'password' ? undefined : (state?.values[name] ?? defaultValue);
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? null : <span className="field__optional"> {accountText.fields.optional}</span>}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={value}
        required={required}
        aria-invalid={invalid || undefined}
        // Without a form-level message, the first field at fault takes focus as the answer loads.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={Boolean(state && !state.formError && state.invalid[0] === name)}
        aria-describedby={described}
        className="field__input"
        spellCheck={type === 'email' || type === 'password' ? false : undefined}
        autoCapitalize={type === 'email' || type === 'password' ? 'none' : undefined}
      />
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="field__error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

/** A checkbox whose saved state a failed submission's echo overrides (an unticked box sends nothing). */
export function CheckboxField({ name, label, defaultChecked }: { name: string; label: string; defaultChecked?: boolean }) {
  const state = useFormState();
  const id = useId();
  const submitted = state && Object.keys(state.values).length > 0;
  const checked = submitted ? state.values[name] === 'on' : defaultChecked;
  return (
    <div className="field field--checkbox">
      <input id={id} type="checkbox" name={name} defaultChecked={checked} className="field__checkbox" />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** First and last name, side by side: registration, the profile and every address ask for them alike. */
export function NameFields({ saved }: { saved?: { firstName?: string; lastName?: string } | null }) {
  const accountText = messagesIn(useLocale(), accountMessages);
  return (
    <div className="field-row">
      <Field name="firstName" label={accountText.fields.firstName} autoComplete="given-name" required defaultValue={saved?.firstName} />
      <Field name="lastName" label={accountText.fields.lastName} autoComplete="family-name" required defaultValue={saved?.lastName} />
    </div>
  );
}

/** An optional phone number, in the form Shopify stores (the hint says how to type it). */
export function PhoneField({ saved }: { saved?: string }) {
  const accountText = messagesIn(useLocale(), accountMessages);
  return (
    <Field
      name="phone"
      label={accountText.fields.phone}
      type="tel"
      autoComplete="tel"
      defaultValue={saved}
      hint={accountText.fields.phoneHint}
    />
  );
}
