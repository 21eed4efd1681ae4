import { useId, type ReactNode } from 'react';
import type { AccountFormState } from '~/components/account/form-state';
import { accountMessages } from '~/lib/messages/account';

interface FieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  required?: boolean;
  /** The saved value; what the shopper typed in a failed submission wins over it. */
  defaultValue?: string;
  state?: AccountFormState | null;
  hint?: ReactNode;
}

/**
 * A labelled input with its own message. Passwords never come back filled in. Native validation is
 * off on the forms (noValidate) so the spec's own messages are what people read, with and without
 * JavaScript; `required` stays for assistive technology.
 */
export function Field({ name, label, type = 'text', autoComplete, required, defaultValue, state, hint }: FieldProps) {
  const id = useId();
  const error = state?.fieldErrors[name];
  const invalid = Boolean(error) || Boolean(state?.invalid.includes(name));
  const value = type === 'password' ? undefined : (state?.values[name] ?? defaultValue);
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? null : <span className="field__optional"> {accountMessages.fields.optional}</span>}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={value}
        required={required}
        aria-invalid={invalid || undefined}
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
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A checkbox whose saved state a failed submission's echo overrides (an unticked box sends nothing). */
export function CheckboxField({
  name,
  label,
  defaultChecked,
  state,
}: {
  name: string;
  label: string;
  defaultChecked?: boolean;
  state?: AccountFormState | null;
}) {
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
