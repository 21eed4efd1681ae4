import type { AccountFormState } from '~/accounts/form-state';

/** The form-level message: an alert for a failure, a status line for a confirmation. */
export function FormFeedback({ state, id }: { state?: AccountFormState | null; id?: string }) {
  if (state?.formError) {
    return (
      <p className="form-feedback form-feedback--error" role="alert" id={id} tabIndex={-1}>
        {state.formError}
      </p>
    );
  }
  if (state?.success) {
    return (
      <p className="form-feedback form-feedback--success" role="status" id={id}>
        {state.success}
      </p>
    );
  }
  return null;
}
