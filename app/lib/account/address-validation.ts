// The address form's rules: what Shopify's MailingAddressInput would reject, with the country and
// province as ISO codes. The actions run them; the enhanced form runs the same function in the browser.
import { accountMessages } from '~/lib/messages/account';
import { addressCountry, provinceCode } from '~/lib/account/address-regions';
import { fail, nameError, normalizePhone, plainTextError, text, type FieldErrors, type Validated } from '~/lib/account/validation';

export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'country',
  'province',
  'zip',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Shopify's MailingAddressInput, with the country and province as ISO codes. */
export interface AddressInput {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  country: string;
  province: string;
  zip: string;
  phone: string;
}

const ADDRESS_LABELS: Record<AddressField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company',
  address1: 'Address',
  address2: 'Apartment, suite, etc.',
  city: 'City',
  country: 'Country',
  province: 'Province',
  zip: 'Postal code',
  phone: 'Phone',
};

export function validateAddress(form: FormData): Validated<AddressField, AddressInput> {
  const value = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text(form, field).trim()])) as Record<AddressField, string>;
  const fieldErrors: FieldErrors<AddressField> = {};

  for (const field of ['firstName', 'lastName', 'address1', 'city'] as const) {
    if (!value[field]) fieldErrors[field] = accountMessages.fieldRequired(ADDRESS_LABELS[field]);
  }
  for (const field of ['firstName', 'lastName'] as const) {
    const problem = value[field] && nameError(ADDRESS_LABELS[field], value[field]);
    if (problem) fieldErrors[field] = problem;
  }
  for (const field of ['company', 'address1', 'address2', 'city', 'zip'] as const) {
    const problem = value[field] && plainTextError(ADDRESS_LABELS[field], value[field]);
    if (problem) fieldErrors[field] = problem;
  }

  const country = addressCountry(value.country);
  let province = '';
  if (!country) {
    fieldErrors.country = accountMessages.countryInvalid;
  } else {
    if (!value.zip && !fieldErrors.zip) fieldErrors.zip = accountMessages.fieldRequired(country.zipLabel);
    if (country.provinces) {
      const label = country.provinceLabel ?? ADDRESS_LABELS.province;
      const code = value.province ? provinceCode(country, value.province) : undefined;
      if (!value.province) fieldErrors.province = accountMessages.provinceRequired(label);
      else if (!code) fieldErrors.province = accountMessages.provinceInvalid(label, country.name);
      else province = code;
    }
  }

  let phone = '';
  if (value.phone) {
    const normalized = normalizePhone(value.phone);
    if (normalized) phone = normalized;
    else fieldErrors.phone = accountMessages.phoneInvalid;
  }

  if (Object.keys(fieldErrors).length) return fail({ fieldErrors });
  return { ok: true, data: { ...value, country: country!.code, province, phone } };
}
