// customerAddressCreate / Update / Delete and customerDefaultAddressUpdate. Every operation first
// resolves the access token to a customer, then looks addresses up only within that customer.
import type { ShopDatabase } from '../db.ts';
import { numericId } from '../ids.ts';
import { customerError, unidentified } from './user-errors.ts';
import { validateAddress } from './address-validation.ts';
import type { AddressFields, AddressInput } from './address-validation.ts';
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
import { customerById, customerIdForAccessToken } from './store.ts';

const NOT_FOUND_MESSAGE = 'Address does not exist';
const COMPARED: (keyof AddressFields)[] = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'provinceCode',
  'province',
  'countryCode',
  'zip',
  'phone',
];

function sameAddress(a: AddressFields, b: AddressFields): boolean {
  return COMPARED.every((key) => (a[key] ?? '').toLowerCase() === (b[key] ?? '').toLowerCase());
}

function addressIdOf(value: unknown): number | null {
  return numericId(value, 'MailingAddress');
}

export function createAddress(db: ShopDatabase, token: string, input: AddressInput, now = new Date()) {
  const customerId = customerIdForAccessToken(db, token, now);
  if (customerId === null) return { customerAddress: null, customerUserErrors: [unidentified(['customerAccessToken'])] };
  const { errors, address } = validateAddress(input ?? {}, ['address']);
  if (errors.length) return { customerAddress: null, customerUserErrors: errors };
  return db.transaction(() => {
    if (countAddresses(db, customerId) >= MAX_ADDRESSES) {
      return {
        customerAddress: null,
        customerUserErrors: [customerError('INVALID', ['address'], `Customer can have at most ${MAX_ADDRESSES} addresses`)],
      };
    }
    if (listAddresses(db, customerId).some((existing) => sameAddress(existing, address))) {
      return { customerAddress: null, customerUserErrors: [customerError('TAKEN', ['address'], 'Address already exists')] };
    }
    const id = insertAddress(db, customerId, address, now);
    return { customerAddress: addressOf(db, customerId, id), customerUserErrors: [] };
  });
}

export function editAddress(db: ShopDatabase, token: string, id: unknown, input: AddressInput, now = new Date()) {
  const customerId = customerIdForAccessToken(db, token, now);
  if (customerId === null) return { customerAddress: null, customerUserErrors: [unidentified(['customerAccessToken'])] };
  const addressId = addressIdOf(id);
  const existing = addressId === null ? null : addressOf(db, customerId, addressId);
  if (!existing || addressId === null)
    return { customerAddress: null, customerUserErrors: [customerError('NOT_FOUND', ['id'], NOT_FOUND_MESSAGE)] };
  const { errors, address } = validateAddress(input ?? {}, ['address'], existing);
  if (errors.length) return { customerAddress: null, customerUserErrors: errors };
  return db.transaction(() => {
    const duplicate = listAddresses(db, customerId).some((other) => other.rowId !== addressId && sameAddress(other, address));
    if (duplicate) return { customerAddress: null, customerUserErrors: [customerError('TAKEN', ['address'], 'Address already exists')] };
    updateAddress(db, customerId, addressId, address, now);
    return { customerAddress: addressOf(db, customerId, addressId), customerUserErrors: [] };
  });
}

export function removeAddress(db: ShopDatabase, token: string, id: unknown, now = new Date()) {
  const customerId = customerIdForAccessToken(db, token, now);
  if (customerId === null) return { deletedCustomerAddressId: null, customerUserErrors: [unidentified(['customerAccessToken'])] };
  const addressId = addressIdOf(id);
  return db.transaction(() => {
    const existing = addressId === null ? null : addressOf(db, customerId, addressId);
    if (!existing || addressId === null)
      return { deletedCustomerAddressId: null, customerUserErrors: [customerError('NOT_FOUND', ['id'], NOT_FOUND_MESSAGE)] };
    deleteAddress(db, customerId, addressId);
    return { deletedCustomerAddressId: existing.id, customerUserErrors: [] };
  });
}

export function makeDefaultAddress(db: ShopDatabase, token: string, id: unknown, now = new Date()) {
  const customerId = customerIdForAccessToken(db, token, now);
  if (customerId === null) return { customer: null, customerUserErrors: [unidentified(['customerAccessToken'])] };
  const addressId = addressIdOf(id);
  return db.transaction(() => {
    const existing = addressId === null ? null : addressOf(db, customerId, addressId);
    if (!existing || addressId === null)
      return { customer: null, customerUserErrors: [customerError('NOT_FOUND', ['addressId'], NOT_FOUND_MESSAGE)] };
    setDefaultAddress(db, customerId, addressId, now);
    return { customer: customerById(db, customerId), customerUserErrors: [] };
  });
}
