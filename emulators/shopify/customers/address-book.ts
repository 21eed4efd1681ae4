// The one address book both customer APIs write through: the legacy Storefront API's customerAddress*
// mutations and the Customer Account API's. It validates, refuses a full book or a duplicate, and
// looks addresses up only within the customer given; each API turns a failure into its own error shape.
import type { ShopDatabase } from '../db.ts';
import { validateAddress } from './address-validation.ts';
import type { AddressFields, AddressInput } from './address-validation.ts';
import type { CustomerUserError } from './user-errors.ts';
import {
  MAX_ADDRESSES,
  addressOf,
  countAddresses,
  deleteAddress,
  insertAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from './addresses.ts';
import type { AddressRecord } from './addresses.ts';

export const ADDRESS_BOOK_MESSAGES = {
  full: `Customer can have at most ${MAX_ADDRESSES} addresses`,
  taken: 'Address already exists',
  notFound: 'Address does not exist',
} as const;

/** Why a change was refused: the input's own errors, a full book, a duplicate, or an address not the customer's. */
export type AddressBookFailure =
  { reason: 'invalid'; errors: CustomerUserError[] } | { reason: 'full' } | { reason: 'taken' } | { reason: 'notFound' };

export type AddressBookResult = { address: AddressRecord; failure?: never } | { address?: never; failure: AddressBookFailure };

export interface AddressChange {
  /** The fields two addresses must share, case aside, to be the same address. */
  compared: readonly (keyof AddressFields)[];
  makeDefault?: boolean | null;
}

function sameAddress(a: AddressFields, b: AddressFields, compared: AddressChange['compared']): boolean {
  return compared.every((key) => (a[key] ?? '').toLowerCase() === (b[key] ?? '').toLowerCase());
}

const fail = (failure: AddressBookFailure): AddressBookResult => ({ failure });

export function addAddress(
  db: ShopDatabase,
  customerId: number,
  input: AddressInput,
  change: AddressChange,
  now = new Date(),
): AddressBookResult {
  const { errors, address } = validateAddress(input, ['address']);
  if (errors.length) return fail({ reason: 'invalid', errors });
  return db.transaction(() => {
    if (countAddresses(db, customerId) >= MAX_ADDRESSES) return fail({ reason: 'full' });
    if (listAddresses(db, customerId).some((existing) => sameAddress(existing, address, change.compared))) return fail({ reason: 'taken' });
    const id = insertAddress(db, customerId, address, now);
    if (change.makeDefault) setDefaultAddress(db, customerId, id, now);
    return { address: addressOf(db, customerId, id)! };
  });
}

/** Replaces the fields given and keeps the rest, as Shopify's update does. */
export function changeAddress(
  db: ShopDatabase,
  customerId: number,
  addressId: number | null,
  input: AddressInput,
  change: AddressChange,
  now = new Date(),
): AddressBookResult {
  const existing = addressId === null ? null : addressOf(db, customerId, addressId);
  if (!existing || addressId === null) return fail({ reason: 'notFound' });
  const { errors, address } = validateAddress(input, ['address'], existing);
  if (errors.length) return fail({ reason: 'invalid', errors });
  return db.transaction(() => {
    const duplicate = listAddresses(db, customerId).some(
      (other) => other.rowId !== addressId && sameAddress(other, address, change.compared),
    );
    if (duplicate) return fail({ reason: 'taken' });
    updateAddress(db, customerId, addressId, address, now);
    if (change.makeDefault) setDefaultAddress(db, customerId, addressId, now);
    return { address: addressOf(db, customerId, addressId)! };
  });
}

/** The address as it was before it was removed. */
export function removeAddress(db: ShopDatabase, customerId: number, addressId: number | null): AddressBookResult {
  return db.transaction(() => {
    const existing = addressId === null ? null : addressOf(db, customerId, addressId);
    if (!existing || addressId === null) return fail({ reason: 'notFound' });
    deleteAddress(db, customerId, addressId);
    return { address: existing };
  });
}

export function chooseDefaultAddress(db: ShopDatabase, customerId: number, addressId: number | null, now = new Date()): AddressBookResult {
  return db.transaction(() => {
    const existing = addressId === null ? null : addressOf(db, customerId, addressId);
    if (!existing || addressId === null) return fail({ reason: 'notFound' });
    setDefaultAddress(db, customerId, addressId, now);
    return { address: existing };
  });
}
