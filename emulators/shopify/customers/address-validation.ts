// Validates a MailingAddressInput the way Shopify's address forms do: the country must exist,
// countries with provinces need a valid one, a few countries check their postal code format, and
// phones must be E.164 or a national number we can convert. Returns the normalised address.
import { customerError } from './user-errors.ts';
import type { CustomerUserError } from './user-errors.ts';
import { findCountry } from './countries.ts';
import { PROVINCES, findProvince } from './provinces.ts';
import { checkPhone, containsHtml } from './validation.ts';

/** The fields of an address input, in form order: the checkout form asks for the same. */
export const ADDRESS_INPUT_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'province',
  'country',
  'zip',
  'phone',
] as const;
export type AddressInput = Partial<Record<(typeof ADDRESS_INPUT_FIELDS)[number], string | null>>;

/** The fields of a stored address: the input's, normalised, and the codes of its country and province. */
export const ADDRESS_FIELDS = [...ADDRESS_INPUT_FIELDS, 'provinceCode', 'countryCode'] as const;
export type AddressFields = Record<(typeof ADDRESS_FIELDS)[number], string | null>;

const FIELD_MAX = 255;
const LABELS: Record<(typeof ADDRESS_INPUT_FIELDS)[number], string> = {
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company',
  address1: 'Address1',
  address2: 'Address2',
  city: 'City',
  province: 'Province',
  country: 'Country',
  zip: 'Zip',
  phone: 'Phone',
};

const POSTAL_CODES: Record<string, { pattern: RegExp; normalize?: (zip: string) => string }> = {
  US: { pattern: /^\d{5}(?:-\d{4})?$/ },
  CA: {
    pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
    normalize: (zip) => zip.toUpperCase().replace(/^(\w{3}) ?(\w{3})$/, '$1 $2'),
  },
  IT: { pattern: /^\d{5}$/ },
  FR: { pattern: /^\d{5}$/ },
  DE: { pattern: /^\d{5}$/ },
  CH: { pattern: /^\d{4}$/ },
  AU: { pattern: /^\d{4}$/ },
  JP: { pattern: /^\d{3}-?\d{4}$/, normalize: (zip) => zip.replace(/^(\d{3})-?(\d{4})$/, '$1-$2') },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, normalize: (zip) => zip.toUpperCase().replace(/^(\S+?) ?(\d[A-Z]{2})$/, '$1 $2') },
};

function clean(value: string | null | undefined): string | null {
  if (value == null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * `base` is the stored address when updating: Shopify's update replaces the fields given and keeps
 * the rest, and the merged result is what gets validated.
 */
export function validateAddress(
  input: AddressInput,
  path: string[],
  base?: AddressFields,
): { errors: CustomerUserError[]; address: AddressFields } {
  const errors: CustomerUserError[] = [];
  const merged: Record<string, string | null> = {};
  for (const name of ADDRESS_INPUT_FIELDS) {
    const given = input[name];
    merged[name] = given === undefined ? (base ? (name === 'country' ? base.countryCode : base[name]) : null) : clean(given);
  }
  // Fields that failed here are not checked again below, so each field reports one error.
  const rejected = new Set<string>();
  for (const name of ADDRESS_INPUT_FIELDS) {
    const value = merged[name];
    if (value == null) continue;
    if (value.length > FIELD_MAX)
      errors.push(customerError('TOO_LONG', [...path, name], `${LABELS[name]} is too long (maximum is ${FIELD_MAX} characters)`));
    else if (containsHtml(value))
      errors.push(customerError('CONTAINS_HTML_TAGS', [...path, name], `${LABELS[name]} cannot contain HTML tags`));
    else continue;
    rejected.add(name);
    merged[name] = null;
  }
  const address: AddressFields = {
    firstName: merged.firstName,
    lastName: merged.lastName,
    company: merged.company,
    address1: merged.address1,
    address2: merged.address2,
    city: merged.city,
    province: null,
    provinceCode: null,
    country: null,
    countryCode: null,
    zip: merged.zip,
    phone: null,
  };
  const country = merged.country ? findCountry(merged.country) : null;
  if (!rejected.has('country') && !merged.country) errors.push(customerError('BLANK', [...path, 'country'], "Country can't be blank"));
  else if (merged.country && !country) errors.push(customerError('INVALID', [...path, 'country'], 'Country is not supported'));
  if (country) {
    address.country = country.name;
    address.countryCode = country.code;
    if (PROVINCES[country.code] && !rejected.has('province')) {
      if (!merged.province) errors.push(customerError('BLANK', [...path, 'province'], `Province can't be blank for ${country.name}`));
      else {
        const province = findProvince(country.code, merged.province);
        if (!province) errors.push(customerError('INVALID', [...path, 'province'], `Province is not valid for ${country.name}`));
        else {
          address.province = province.name;
          address.provinceCode = province.code;
        }
      }
    } else if (!PROVINCES[country.code]) {
      address.province = merged.province;
    }
    const postal = POSTAL_CODES[country.code];
    if (postal && !rejected.has('zip')) {
      if (!merged.zip) errors.push(customerError('BLANK', [...path, 'zip'], `Zip can't be blank for ${country.name}`));
      else if (!postal.pattern.test(merged.zip))
        errors.push(customerError('INVALID', [...path, 'zip'], `Zip is not valid for ${country.name}`));
      else address.zip = postal.normalize ? postal.normalize(merged.zip) : merged.zip;
    }
  }
  // A national phone number only means something once the country is known; without one, the
  // country error is the one to fix first.
  if (country && !rejected.has('phone')) {
    const phone = checkPhone(merged.phone, [...path, 'phone'], country.code);
    errors.push(...phone.errors);
    address.phone = phone.phone;
  }
  return { errors, address };
}
