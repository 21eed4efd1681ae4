// How the account actions read a post and answer a failed one: the body is size-capped before it is
// parsed, and a failure carries the messages plus what the shopper typed (never the passwords).
import { data } from 'react-router';
import { echoValues, type FormFailure } from '~/lib/account/validation';
import { accountMessages } from '~/lib/messages';
import { discardBody } from '~/lib/security/request-body.server';
import type { AccountFormState } from '~/components/account/form-state';

/**
 * Far more than any account form holds, far less than abuse needs. Generous on purpose: a form
 * whose fields are merely too long (thousands of accented letters, each nine bytes once encoded)
 * must reach the field rules, which answer with the form and what was typed, not a bare refusal.
 */
const MAX_FORM_BYTES = 256 * 1024;

/** The posted form; a body too large or unparseable is answered with a 413 or 400. */
export async function readAccountForm(request: Request): Promise<FormData> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_FORM_BYTES) {
    await discardBody(request);
    throw formUnreadable(413);
  }
  let bytes: ArrayBuffer;
  try {
    bytes = await request.arrayBuffer();
  } catch {
    throw formUnreadable(400);
  }
  if (bytes.byteLength > MAX_FORM_BYTES) throw formUnreadable(413);
  const raw = new TextDecoder().decode(bytes);
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('multipart/form-data')) {
      return await new Request(request.url, { method: 'POST', headers: { 'content-type': type }, body: raw }).formData();
    }
    const form = new FormData();
    for (const [name, value] of new URLSearchParams(raw)) form.append(name, value);
    return form;
  } catch {
    throw formUnreadable(400);
  }
}

/** Thrown: the account layout's error boundary shows the text (there is no form state to keep). */
function formUnreadable(status: number) {
  return data(accountMessages.formUnreadable, { status });
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
