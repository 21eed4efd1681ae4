// The address form's rules: what Shopify's MailingAddressInput would reject, with the country and
// province as ISO codes. The actions run them; the enhanced form runs the same function in the browser.
import { accountMessages } from '~/accounts/texts/account';
import { messagesIn } from '~/core/texts/language';
import type { Locale } from '~/core/locale/locale';
import { addressCountry, provinceCode } from '~/accounts/address-regions';
import { fail, nameError, plainTextError, text, type FieldErrors, type Validated } from '~/accounts/validation';
import { normalizePhone } from '~/accounts/phone';

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

/**
 * The input Shopify's address mutations take, in the Storefront API's names (MailingAddressInput):
 * an optional field left empty is sent as null. The Customer Account API's input is renamed from it.
 */
export function mailingAddressInput(address: AddressInput) {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company || null,
    address1: address.address1,
    address2: address.address2 || null,
    city: address.city,
    country: address.country,
    province: address.province || null,
    zip: address.zip,
    phone: address.phone || null,
  };
}

/** The fields' names in the page's language, as the address form labels them. */
function addressLabels(locale: Locale | undefined): Record<AddressField, string> {
  const { fields } = messagesIn(locale, accountMessages);
  const { firstName, lastName, company, address1, address2, city, country, province, postalCode: zip, phone } = fields;
  return { firstName, lastName, company, address1, address2, city, country, province, zip, phone };
}

export function validateAddress(form: FormData, locale?: Locale): Validated<AddressField, AddressInput> {
  const accountText = messagesIn(locale, accountMessages);
  const labels = addressLabels(locale);
  const value = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text(form, field).trim()])) as Record<AddressField, string>;
  const fieldErrors: FieldErrors<AddressField> = {};

  for (const field of ['firstName', 'lastName', 'address1', 'city'] as const) {
    if (!value[field]) fieldErrors[field] = accountText.fieldRequired(labels[field]);
  }
  for (const field of ['firstName', 'lastName'] as const) {
    const problem = value[field] && nameError(labels[field], value[field], locale);
    if (problem) fieldErrors[field] = problem;
  }
  for (const field of ['company', 'address1', 'address2', 'city', 'zip'] as const) {
    const problem = value[field] && plainTextError(labels[field], value[field], locale);
    if (problem) fieldErrors[field] = problem;
  }

  const country = addressCountry(value.country);
  let province = '';
  if (!country) {
    fieldErrors.country = accountText.countryInvalid;
  } else {
    if (!value.zip && !fieldErrors.zip) fieldErrors.zip = accountText.fieldRequired(country.zipLabel);
    if (country.provinces) {
      const label = country.provinceLabel ?? labels.province;
      const code = value.province ? provinceCode(country, value.province) : undefined;
      if (!value.province) fieldErrors.province = accountText.provinceRequired(label);
      else if (!code) fieldErrors.province = accountText.provinceInvalid(label, country.name);
      else province = code;
    }
  }

  let phone = '';
  if (value.phone) {
    const normalized = normalizePhone(value.phone);
    if (normalized) phone = normalized;
    else fieldErrors.phone = accountText.phoneInvalid;
  }

  if (Object.keys(fieldErrors).length) return fail({ fieldErrors });
  return { ok: true, data: { ...value, country: country!.code, province, phone } };
}
