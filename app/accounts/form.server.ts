// How the account actions read a post and answer a failed one: the body is size-capped before it is
// parsed, and a failure carries the messages plus what the shopper typed (never the passwords).
import { data } from 'react-router';
import type { FormFailure } from '~/accounts/validation';
import { echoable } from '~/core/security/typed-text';
import { accountMessages } from '~/accounts/texts/account';
import { messagesIn } from '~/core/texts/language';
import type { Locale } from '~/core/locale/locale';
import { readForm } from '~/core/security/request-body.server';
import type { AccountFormState } from '~/accounts/form-state';

/**
 * The posted form; a body too large or unparseable is answered with a 413 or 400, thrown: the account
 * layout's error boundary shows the text (there is no form state to keep).
 */
export async function readAccountForm(request: Request, locale: Locale): Promise<FormData> {
  const read = await readForm(request);
  if (!read.ok) throw data(messagesIn(locale, accountMessages).formUnreadable, { status: read.status });
  return read.form;
}

/** A failed submission: status, messages, and the form's values for the fields to show again. */
export function formFailure<F extends string>(form: FormData, failure: Partial<FormFailure<F>>, status = 400) {
  return data<AccountFormState>(
    {
      formError: failure.formError,
      fieldErrors: (failure.fieldErrors ?? {}) as Record<string, string>,
      invalid: failure.invalid ?? Object.keys(failure.fieldErrors ?? {}),
      values: echoValues(form),
    },
    { status },
  );
}

/** A service failure: shown on the field the service named when the form has it, else on the form. */
export function serviceFailure(
  form: FormData,
  failure: { message: string; status: number; field?: string },
  fields: readonly string[] = [],
) {
  const field = failure.field && fields.includes(failure.field) ? failure.field : undefined;
  return formFailure(form, field ? { fieldErrors: { [field]: failure.message } } : { formError: failure.message }, failure.status);
}

/** What a failed form may show again: everything the shopper typed except passwords. */
export function echoValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    // The body size is capped before parsing (readAccountForm), so echoing it whole is bounded.
    // A field sent twice is read by its first value (FormData.get), so that is the one shown again.
    if (typeof value !== 'string' || /password/i.test(name) || Object.hasOwn(values, name)) continue;
    values[name] = echoable(value);
  }
  return values;
}
