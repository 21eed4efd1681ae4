// An account change the shop could not take because it could not be reached is a failed change like
// any other: the form comes back with what was typed and the shop's words (503, try again later),
// never an error page that drops it. The page's loader, run again for the same post, then opens
// without the shop. A plain visit to a form that starts from the shop's data (the profile, an
// address being edited) still says the shop is unavailable: an empty form would look like lost details.
import type { RouterContextProvider } from 'react-router';
import { accounts } from '~/accounts/accounts.server';
import type { Outcome } from '~/accounts/accounts';
import type { CustomerView } from '~/accounts/customer-view';
import { serviceFailure } from '~/accounts/form.server';
import { DataRequestFailed } from '~/core/services/fetch-policy';
import { shopperFailure } from '~/core/failures/storefront-failure.server';
import { messages } from '~/core/texts/spec';
import { messagesIn } from '~/core/texts/language';

type Context = Readonly<RouterContextProvider>;

/** Requests whose change failed because the shop could not be reached: their form comes back as typed. */
const keptForms = new WeakSet<Context>();

/** The Storefront API mode raises the fetch policy's failure; the Customer Account API's client answers 503. */
function isShopUnreachable(error: unknown): boolean {
  return error instanceof DataRequestFailed || (error instanceof Response && error.status === 503);
}

/** The signed-in customer a change starts from, or the change's failure when the shop cannot be reached. */
export async function customerForChange(context: Context, request: Request): Promise<Outcome<{ customer: CustomerView }>> {
  const specText = messagesIn(context.locale, messages);
  try {
    return { ok: true, customer: await accounts(context).requireCustomer(request) };
  } catch (thrown) {
    if (!isShopUnreachable(thrown)) throw thrown;
    if (thrown instanceof DataRequestFailed) return { ok: false, ...shopperFailure({ thrown }, context.locale) };
    return { ok: false, message: specText.tryAgainLater(specText.somethingWentWrong), status: 503 };
  }
}

/** A failed change's answer (serviceFailure); when the shop could not be reached, its page opens without it. */
export function changeFailure(
  context: Context,
  form: FormData,
  failure: { message: string; status: number; field?: string },
  fields: readonly string[],
) {
  if (failure.status === 503) keptForms.add(context);
  return serviceFailure(form, failure, fields);
}

/**
 * The customer a form page starts from. Null when the shop cannot be reached and either the form
 * needs nothing from it (`opensWithoutShop`) or it is coming back from a change that failed for that
 * reason; otherwise the outage is the page's (503). A sign-in the shop no longer honours still leads
 * to sign in.
 */
export async function customerForForm(
  context: Context,
  request: Request,
  { opensWithoutShop = false }: { opensWithoutShop?: boolean } = {},
): Promise<CustomerView | null> {
  try {
    return await accounts(context).requireCustomer(request);
  } catch (error) {
    if (isShopUnreachable(error) && (opensWithoutShop || keptForms.has(context))) return null;
    throw error;
  }
}
