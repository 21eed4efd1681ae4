// An account form's shell: the post to its action, and, with JavaScript, the same validator the
// action runs, before anything is sent. Without JavaScript none of the enhancement runs and the
// action's answer is all there is. The fields inside read the form's state from here.
import { createContext, useContext, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-router';
import type { FormFailure } from '~/accounts/validation';
import type { AccountFormState, FormElement } from '~/accounts/form-state';
import { FormFeedback } from '~/accounts/FormFeedback';
import { useLocale } from '~/core/locale/use-locale';
import type { Locale } from '~/core/locale/locale';

/** The same rules as the action's, in the page's language. */
type Validator = (form: FormData, locale: Locale) => { ok: true } | ({ ok: false } & FormFailure<string>);

const FormState = createContext<AccountFormState | null | undefined>(null);

/** The state of the form a field sits in: the server's answer, or what the browser's check said. */
export function useFormState() {
  return useContext(FormState);
}

export function AccountForm({
  FormElement = Form as FormElement,
  state,
  validate,
  action,
  label,
  wide = false,
  intro,
  children,
}: {
  /** A navigating <Form> on the pages, a fetcher's form in the account panel. */
  FormElement?: FormElement;
  state?: AccountFormState;
  validate: Validator;
  action?: string;
  label?: string;
  wide?: boolean;
  /** Shown above the form's message. */
  intro?: ReactNode;
  children: ReactNode;
}) {
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  // What the browser's check said, about the server's answer it was made over: a new answer replaces it.
  const [checked, setChecked] = useState<{ over?: AccountFormState; state: AccountFormState } | null>(null);
  const formState = checked && checked.over === state ? checked.state : state;

  // A failed answer empties the password fields (a failed form keeps what was typed, except passwords).
  useEffect(() => {
    if (!state || (!state.formError && !state.invalid.length)) return;
    formRef.current?.querySelectorAll<HTMLInputElement>('input[type="password"]').forEach((input) => {
      input.value = '';
    });
    focusFirstProblem(formRef.current, state);
  }, [state]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = validate(new FormData(event.currentTarget), locale);
    if (result.ok) return setChecked(null);
    event.preventDefault();
    const { formError, fieldErrors, invalid } = result;
    const failed: AccountFormState = { formError, fieldErrors: fieldErrors as Record<string, string>, invalid, values: {} };
    setChecked({ over: state, state: failed });
    focusFirstProblem(event.currentTarget, failed);
  }

  return (
    <FormElement
      method="post"
      action={action}
      noValidate
      ref={formRef}
      onSubmit={onSubmit}
      className={wide ? 'account-form account-form--wide' : 'account-form'}
      aria-label={label}
    >
      {intro}
      <FormFeedback state={formState} />
      <FormState.Provider value={formState}>{children}</FormState.Provider>
    </FormElement>
  );
}

function focusFirstProblem(form: HTMLFormElement | null, state: AccountFormState) {
  const first = state.invalid[0];
  const target = first
    ? form?.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)
    : form?.querySelector<HTMLElement>('[role="alert"]');
  target?.focus();
}
