import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FormFailure } from '~/lib/account/validation';
import type { AccountFormState } from '~/components/account/form-state';

type Validator = (form: FormData) => { ok: true } | ({ ok: false } & FormFailure<string>);

/**
 * The enhanced side of an account form: runs the same validator as the action before anything is
 * sent, shows its messages, and after a failed answer empties the password fields (a failed form
 * keeps what was typed, except passwords). Without JavaScript none of this runs and the action's
 * answer is all there is.
 */
export function useAccountForm(serverState: AccountFormState | undefined, validate?: Validator) {
  const formRef = useRef<HTMLFormElement>(null);
  const [clientState, setClientState] = useState<AccountFormState | null>(null);

  // A new answer from the server replaces whatever the browser said before.
  useEffect(() => {
    setClientState(null);
    if (!serverState || (!serverState.formError && !serverState.invalid.length)) return;
    formRef.current?.querySelectorAll<HTMLInputElement>('input[type="password"]').forEach((input) => {
      input.value = '';
    });
    focusFirstProblem(formRef.current, serverState);
  }, [serverState]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!validate) return;
    const form = new FormData(event.currentTarget);
    const result = validate(form);
    if (result.ok) {
      setClientState(null);
      return;
    }
    event.preventDefault();
    const state: AccountFormState = {
      formError: result.formError,
      fieldErrors: result.fieldErrors as Record<string, string>,
      invalid: result.invalid,
      values: {},
    };
    setClientState(state);
    focusFirstProblem(event.currentTarget, state);
  }

  const state = clientState ?? serverState;
  return { formRef, onSubmit, state };
}

function focusFirstProblem(form: HTMLFormElement | null, state: AccountFormState) {
  const first = state.invalid[0];
  const target = first
    ? form?.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)
    : form?.querySelector<HTMLElement>('[role="alert"]');
  target?.focus();
}
