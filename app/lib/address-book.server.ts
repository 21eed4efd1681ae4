// The address book's server side: find one of the signed-in customer's own addresses by the numeric
// id a URL or form carries, and the notices shown after a change. Because the lookup is among the
// customer's own addresses, a forged or foreign id is "not in your address book" before any mutation.
import { data } from 'react-router';
import type { CustomerDetailsFragment } from 'storefrontapi.generated';
import { numericId, parseNumericId } from '~/lib/customer-view';
import { accountMessages } from '~/lib/messages';

export function findAddress(customer: CustomerDetailsFragment, id: FormDataEntryValue | string | null | undefined) {
  const wanted = parseNumericId(id);
  return (wanted && customer.addresses.nodes.find((address) => numericId(address.id) === wanted)) || null;
}

export function addressNotFound() {
  return data(accountMessages.addressNotFound, { status: 404 });
}

export const ADDRESS_NOTICES = {
  added: accountMessages.addressAdded,
  saved: accountMessages.addressSaved,
  deleted: accountMessages.addressDeleted,
  default: accountMessages.addressMadeDefault,
} as const;

export type AddressNotice = keyof typeof ADDRESS_NOTICES;

/** Only known notice names become text: the query string is never echoed into the page. */
export function addressNotice(request: Request): string | null {
  const notice = new URL(request.url).searchParams.get('notice');
  return notice && Object.hasOwn(ADDRESS_NOTICES, notice) ? ADDRESS_NOTICES[notice as AddressNotice] : null;
}
