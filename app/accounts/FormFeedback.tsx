import type { AccountFormState } from '~/accounts/form-state';

/**
 * The form-level message: an alert for a failure, a status line for a confirmation. A failure takes
 * focus as the page loads (autofocus works without JavaScript), so the next thing read is what went wrong.
 */
export function FormFeedback({ state, id }: { state?: AccountFormState | null; id?: string }) {
  if (state?.formError) {
    return (
      <p
        className="form-feedback form-feedback--error"
        role="alert"
        id={id}
        tabIndex={-1}
        // The page is the answer to the shopper's own submission: focus belongs on what went wrong.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      >
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
