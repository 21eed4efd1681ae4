// customerAddressCreate / Update / Delete and customerDefaultAddressUpdate of the legacy Storefront API:
// the access token names the customer, then the shared address book does the work, and its refusals
// come back as CustomerUserErrors.
import type { ShopDatabase } from '../db.ts';
import { numericId } from '../ids.ts';
import { customerError, unidentified } from './user-errors.ts';
import type { CustomerUserError } from './user-errors.ts';
import { ADDRESS_FIELDS } from './address-validation.ts';
import type { AddressInput } from './address-validation.ts';
import { ADDRESS_BOOK_MESSAGES, addAddress, changeAddress, chooseDefaultAddress, removeAddress } from './address-book.ts';
import type { AddressBookFailure } from './address-book.ts';
import { customerById, customerIdForAccessToken } from './store.ts';

/** Every field tells two addresses apart but the country's name, which follows its code. */
const COMPARED = ADDRESS_FIELDS.filter((field) => field !== 'country');

function userErrors(failure: AddressBookFailure, idField: string): CustomerUserError[] {
  switch (failure.reason) {
    case 'invalid':
      return failure.errors;
    case 'full':
      return [customerError('INVALID', ['address'], ADDRESS_BOOK_MESSAGES.full)];
    case 'taken':
      return [customerError('TAKEN', ['address'], ADDRESS_BOOK_MESSAGES.taken)];
    case 'notFound':
      return [customerError('NOT_FOUND', [idField], ADDRESS_BOOK_MESSAGES.notFound)];
  }
}

function addressIdOf(value: unknown): number | null {
  return numericId(value, 'MailingAddress');
}

const unidentifiedToken = () => [unidentified(['customerAccessToken'])];

export function createAddress(db: ShopDatabase, token: string, input: AddressInput, now = new Date()) {
  const customerId = customerIdForAccessToken(db, token, now);
  if (customerId === null) return { customerAddress: null, customerUserErrors: unidentifiedToken() };
  const { address, failure } = addAddress(db, customerId, input ?? {}, { compared: COMPARED }, now);
  return failure
    ? { customerAddress: null, customerUserErrors: userErrors(failure, 'id') }
    : { customerAddress: address, customerUserErrors: [] };
}

export function editAddress(db: ShopDatabase, token: string, id: unknown, input: AddressInput, now = new Date()) {
  const customerId = customerIdForAccessToken(db, token, now);
  if (customerId === null) return { customerAddress: null, customerUserErrors: unidentifiedToken() };
  const { address, failure } = changeAddress(db, customerId, addressIdOf(id), input ?? {}, { compared: COMPARED }, now);
  return failure
    ? { customerAddress: null, customerUserErrors: userErrors(failure, 'id') }
    : { customerAddress: address, customerUserErrors: [] };
}

export function deleteAddress(db: ShopDatabase, token: string, id: unknown, now = new Date()) {
  const customerId = customerIdForAccessToken(db, token, now);
  if (customerId === null) return { deletedCustomerAddressId: null, customerUserErrors: unidentifiedToken() };
  const { address, failure } = removeAddress(db, customerId, addressIdOf(id));
  return failure
    ? { deletedCustomerAddressId: null, customerUserErrors: userErrors(failure, 'id') }
    : { deletedCustomerAddressId: address.id, customerUserErrors: [] };
}

export function makeDefaultAddress(db: ShopDatabase, token: string, id: unknown, now = new Date()) {
  const customerId = customerIdForAccessToken(db, token, now);
  if (customerId === null) return { customer: null, customerUserErrors: unidentifiedToken() };
  const { failure } = chooseDefaultAddress(db, customerId, addressIdOf(id), now);
  return failure
    ? { customer: null, customerUserErrors: userErrors(failure, 'addressId') }
    : { customer: customerById(db, customerId), customerUserErrors: [] };
}
