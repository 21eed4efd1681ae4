// customerAddressCreate / Update / Delete of the Customer Account API, over the same address book
// (and the same validation) as the legacy Storefront API mutations. The input names the country and
// province by code (territoryCode, zoneCode) and the phone as phoneNumber; errors use this API's codes.
import type { ShopDatabase } from '../db.ts';
import { numericId } from '../ids.ts';
import { validateAddress } from '../customers/address-validation.ts';
import type { AddressFields, AddressInput } from '../customers/address-validation.ts';
import {
  MAX_ADDRESSES,
  addressOf,
  countAddresses,
  deleteAddress,
  insertAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from '../customers/addresses.ts';
import type { CustomerUserError } from '../customers/user-errors.ts';

export interface CustomerAddressInput {
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  territoryCode?: string | null;
  zoneCode?: string | null;
  zip?: string | null;
  phoneNumber?: string | null;
}

interface AddressUserError {
  code: string;
  field: string[] | null;
  message: string;
}

const FIELD_NAMES: Record<string, string> = { country: 'territoryCode', province: 'zoneCode', phone: 'phoneNumber' };

function addressError(error: CustomerUserError): AddressUserError {
  const field = error.field?.map((part) => FIELD_NAMES[part] ?? part) ?? null;
  const name = error.field?.at(-1);
  let code = 'INVALID';
  if (error.code === 'BLANK')
    code =
      name === 'country'
        ? 'TERRITORY_CODE_MISSING'
        : name === 'province'
          ? 'ZONE_CODE_MISSING'
          : name === 'address1'
            ? 'ADDRESS1_MISSING'
            : 'REQUIRED';
  else if (error.code === 'INVALID')
    code =
      name === 'country'
        ? 'INVALID_TERRITORY_CODE'
        : name === 'phone'
          ? 'PHONE_NUMBER_NOT_VALID'
          : name === 'zip'
            ? 'INVALID_FOR_COUNTRY'
            : name === 'province'
              ? 'INVALID_FOR_COUNTRY_AND_PROVINCE'
              : 'INVALID';
  else if (error.code === 'TOO_LONG' || error.code === 'CONTAINS_HTML_TAGS') code = error.code;
  return { code, field, message: error.message };
}

const NOT_FOUND: AddressUserError = { code: 'ADDRESS_ID_DOES_NOT_EXIST', field: ['addressId'], message: 'Address does not exist' };
const COMPARED: (keyof AddressFields)[] = [
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'provinceCode',
  'countryCode',
  'zip',
  'phone',
];

function sameAddress(a: AddressFields, b: AddressFields): boolean {
  return COMPARED.every((key) => (a[key] ?? '').toLowerCase() === (b[key] ?? '').toLowerCase());
}

function legacyInput(input: CustomerAddressInput): AddressInput {
  const out: AddressInput = {};
  if (input.firstName !== undefined) out.firstName = input.firstName;
  if (input.lastName !== undefined) out.lastName = input.lastName;
  if (input.company !== undefined) out.company = input.company;
  if (input.address1 !== undefined) out.address1 = input.address1;
  if (input.address2 !== undefined) out.address2 = input.address2;
  if (input.city !== undefined) out.city = input.city;
  if (input.territoryCode !== undefined) out.country = input.territoryCode;
  if (input.zoneCode !== undefined) out.province = input.zoneCode;
  if (input.zip !== undefined) out.zip = input.zip;
  if (input.phoneNumber !== undefined) out.phone = input.phoneNumber;
  return out;
}

function customerAddressId(value: unknown): number | null {
  return numericId(value, 'CustomerAddress');
}

export function createCustomerAddress(
  db: ShopDatabase,
  customerId: number,
  input: CustomerAddressInput,
  makeDefault: boolean,
  now = new Date(),
) {
  const { errors, address } = validateAddress(legacyInput(input ?? {}), ['address']);
  if (errors.length) return { customerAddress: null, userErrors: errors.map(addressError) };
  return db.transaction(() => {
    if (countAddresses(db, customerId) >= MAX_ADDRESSES) {
      return {
        customerAddress: null,
        userErrors: [{ code: 'INVALID', field: ['address'], message: `Customer can have at most ${MAX_ADDRESSES} addresses` }],
      };
    }
    if (listAddresses(db, customerId).some((existing) => sameAddress(existing, address))) {
      return {
        customerAddress: null,
        userErrors: [{ code: 'CUSTOMER_ADDRESS_ALREADY_EXISTS', field: ['address'], message: 'Address already exists' }],
      };
    }
    const id = insertAddress(db, customerId, address, now);
    if (makeDefault) setDefaultAddress(db, customerId, id, now);
    return { customerAddress: addressOf(db, customerId, id), userErrors: [] };
  });
}

export function updateCustomerAddress(
  db: ShopDatabase,
  customerId: number,
  id: unknown,
  input: CustomerAddressInput | null,
  makeDefault: boolean | null,
  now = new Date(),
) {
  const addressId = customerAddressId(id);
  const existing = addressId === null ? null : addressOf(db, customerId, addressId);
  if (!existing || addressId === null) return { customerAddress: null, userErrors: [NOT_FOUND] };
  const { errors, address } = validateAddress(legacyInput(input ?? {}), ['address'], existing);
  if (errors.length) return { customerAddress: null, userErrors: errors.map(addressError) };
  return db.transaction(() => {
    if (listAddresses(db, customerId).some((other) => other.rowId !== addressId && sameAddress(other, address))) {
      return {
        customerAddress: null,
        userErrors: [{ code: 'CUSTOMER_ADDRESS_ALREADY_EXISTS', field: ['address'], message: 'Address already exists' }],
      };
    }
    updateAddress(db, customerId, addressId, address, now);
    if (makeDefault) setDefaultAddress(db, customerId, addressId, now);
    return { customerAddress: addressOf(db, customerId, addressId), userErrors: [] };
  });
}

export function deleteCustomerAddress(db: ShopDatabase, customerId: number, id: unknown) {
  const addressId = customerAddressId(id);
  return db.transaction(() => {
    const existing = addressId === null ? null : addressOf(db, customerId, addressId);
    if (!existing || addressId === null) return { deletedAddressId: null, userErrors: [NOT_FOUND] };
    deleteAddress(db, customerId, addressId);
    return { deletedAddressId: `gid://shopify/CustomerAddress/${addressId}`, userErrors: [] };
  });
}
