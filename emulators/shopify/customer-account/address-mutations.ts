// customerAddressCreate / Update / Delete of the Customer Account API, through the same address book
// (and the same validation) as the legacy Storefront API mutations. The input names the country and
// province by code (territoryCode, zoneCode) and the phone as phoneNumber; errors use this API's codes.
import type { ShopDatabase } from '../db.ts';
import { numericId } from '../ids.ts';
import { ADDRESS_FIELDS } from '../customers/address-validation.ts';
import type { AddressInput } from '../customers/address-validation.ts';
import { ADDRESS_BOOK_MESSAGES, addAddress, changeAddress, removeAddress } from '../customers/address-book.ts';
import type { AddressBookFailure } from '../customers/address-book.ts';
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

function userErrors(failure: AddressBookFailure): AddressUserError[] {
  switch (failure.reason) {
    case 'invalid':
      return failure.errors.map(addressError);
    case 'full':
      return [{ code: 'INVALID', field: ['address'], message: ADDRESS_BOOK_MESSAGES.full }];
    case 'taken':
      return [{ code: 'CUSTOMER_ADDRESS_ALREADY_EXISTS', field: ['address'], message: ADDRESS_BOOK_MESSAGES.taken }];
    case 'notFound':
      return [{ code: 'ADDRESS_ID_DOES_NOT_EXIST', field: ['addressId'], message: ADDRESS_BOOK_MESSAGES.notFound }];
  }
}

/**
 * This API's input has no company and names the province by its code only, so neither tells two addresses
 * apart here; nor does the country's name, which follows its code.
 */
const COMPARED = ADDRESS_FIELDS.filter((field) => field !== 'country' && field !== 'company' && field !== 'province');

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
  const { address, failure } = addAddress(db, customerId, legacyInput(input ?? {}), { compared: COMPARED, makeDefault }, now);
  return failure ? { customerAddress: null, userErrors: userErrors(failure) } : { customerAddress: address, userErrors: [] };
}

export function updateCustomerAddress(
  db: ShopDatabase,
  customerId: number,
  id: unknown,
  input: CustomerAddressInput | null,
  makeDefault: boolean | null,
  now = new Date(),
) {
  const { address, failure } = changeAddress(
    db,
    customerId,
    customerAddressId(id),
    legacyInput(input ?? {}),
    { compared: COMPARED, makeDefault },
    now,
  );
  return failure ? { customerAddress: null, userErrors: userErrors(failure) } : { customerAddress: address, userErrors: [] };
}

export function deleteCustomerAddress(db: ShopDatabase, customerId: number, id: unknown) {
  const addressId = customerAddressId(id);
  const { failure } = removeAddress(db, customerId, addressId);
  return failure
    ? { deletedAddressId: null, userErrors: userErrors(failure) }
    : { deletedAddressId: `gid://shopify/CustomerAddress/${addressId}`, userErrors: [] };
}
