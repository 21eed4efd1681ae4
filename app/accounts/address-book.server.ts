// The address book's server side: find one of the signed-in customer's own addresses by the numeric
// id a URL or form carries, and the notices shown after a change. Because the lookup is among the
// customer's own addresses, a forged or foreign id is "not in your address book" before any mutation.
import { data } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { ADDRESS_FIELDS } from '~/accounts/address-validation';
import { parseNumericId, type AddressView } from '~/accounts/address-view';
import type { CustomerView } from '~/accounts/customer-view';
import { accountMessages } from '~/accounts/texts/account';
import type { AccountFormState } from '~/accounts/form-state';
import { messagesIn } from '~/core/texts/language';
import type { Locale } from '~/core/locale/locale';

export function findAddress(customer: CustomerView, id: FormDataEntryValue | string | null | undefined): AddressView | null {
  const wanted = parseNumericId(id);
  return (wanted && customer.addresses.find((address) => address.id === wanted)) || null;
}

export function addressNotFound(locale: Locale) {
  return data(messagesIn(locale, accountMessages).addressNotFound, { status: 404 });
}

/** What the account error boundary shows for a 404 that still offers a way on. */
export interface AccountErrorData {
  message: string;
  detail: string;
  next: { to: string; label: string };
}

const DRAFT_KEY = 'addressDraft';
/** The session is a cookie: a draft past this (only hostile input gets there) is not carried. */
const DRAFT_MAX_CHARS = 1500;

/**
 * An edit posted for an address that is not (or no longer) in the book: removed in another tab, or a
 * forged id. It is still a 404 that changes nothing, but what the shopper typed waits in the session,
 * once, for the add form that the answer links to, instead of being lost.
 */
export function addressGoneKeepingDraft(context: AppLoadContext, form: FormData) {
  const accountText = messagesIn(context.locale, accountMessages);
  const draft = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, String(form.get(field) ?? '')]).filter(([, value]) => value));
  const serialized = JSON.stringify(draft);
  if (serialized.length > DRAFT_MAX_CHARS) return addressNotFound(context.locale);
  context.session.set(DRAFT_KEY, serialized);
  return data<AccountErrorData>(
    {
      message: accountText.addressNotFound,
      detail: accountText.addressDraftKept,
      next: { to: '/account/addresses/add?notice=gone', label: accountText.saveAsNewAddress },
    },
    { status: 404 },
  );
}

/** The add form's starting state when an edit's address was removed meanwhile; read once. */
export function removedAddressDraft(context: AppLoadContext, request: Request): AccountFormState | null {
  const accountText = messagesIn(context.locale, accountMessages);
  const stored = context.session.get(DRAFT_KEY);
  if (stored !== undefined) context.session.unset(DRAFT_KEY);
  if (stored === undefined || new URL(request.url).searchParams.get('notice') !== 'gone') return null;
  let values: Record<string, string> = {};
  try {
    const parsed: unknown = typeof stored === 'string' ? JSON.parse(stored) : {};
    if (parsed && typeof parsed === 'object') {
      values = Object.fromEntries(
        ADDRESS_FIELDS.flatMap((field) => {
          const value = (parsed as Record<string, unknown>)[field];
          return typeof value === 'string' ? [[field, value]] : [];
        }),
      );
    }
  } catch {
    // A tampered cookie fails its signature first; anything else unreadable just starts empty.
  }
  return { formError: accountText.addressDraftRestored, fieldErrors: {}, invalid: [], values };
}

const ADDRESS_NOTICES = {
  added: 'addressAdded',
  saved: 'addressSaved',
  deleted: 'addressDeleted',
  default: 'addressMadeDefault',
} as const;

type AddressNotice = keyof typeof ADDRESS_NOTICES;

/** Only known notice names become text: the query string is never echoed into the page. */
export function addressNotice(request: Request, locale: Locale): string | null {
  const notice = new URL(request.url).searchParams.get('notice');
  return notice && Object.hasOwn(ADDRESS_NOTICES, notice)
    ? messagesIn(locale, accountMessages)[ADDRESS_NOTICES[notice as AddressNotice]]
    : null;
}
