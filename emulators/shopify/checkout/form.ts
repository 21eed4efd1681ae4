// The checkout form: what it carries, how it is read from a POST body, and how it is checked.
// Messages follow Shopify checkout's wording; the address rules are the customer-address rules.
import { ADDRESS_INPUT_FIELDS, validateAddress } from '../customers/address-validation.ts';
import type { AddressFields } from '../customers/address-validation.ts';
import { checkEmail, normalizeEmail } from '../customers/validation.ts';
import { charge } from './payment.ts';

const FORM_FIELDS = ['email', ...ADDRESS_INPUT_FIELDS, 'cardName', 'cardNumber', 'cardExpiry', 'cardCvc'] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type FormValues = Record<FormField, string>;
export type FormErrors = Partial<Record<FormField | 'form', string>>;

const MAX_FIELD = 255;

export function emptyForm(): FormValues {
  return Object.fromEntries(FORM_FIELDS.map((field) => [field, ''])) as FormValues;
}

export function readForm(body: URLSearchParams): FormValues {
  const values = emptyForm();
  for (const field of FORM_FIELDS) values[field] = (body.get(field) ?? '').slice(0, 10_000);
  return values;
}

const ADDRESS_MESSAGES: Partial<Record<FormField, Record<string, string>>> = {
  country: { BLANK: 'Select a country / region', INVALID: 'Select a country / region we ship to' },
  province: { BLANK: 'Select a state / province', INVALID: 'Select a valid state / province' },
  zip: { BLANK: 'Enter a ZIP / postal code', INVALID: 'Enter a valid ZIP / postal code' },
  phone: { INVALID: 'Enter a valid phone number' },
};

export interface CheckedForm {
  errors: FormErrors;
  email: string;
  address: AddressFields;
  cardLast4: string | null;
}

/** Every field is checked before the card is charged, so a typo never costs a payment attempt. */
export function checkForm(values: FormValues, now: Date): CheckedForm {
  const errors: FormErrors = {};
  for (const field of FORM_FIELDS) if (values[field].length > MAX_FIELD) errors[field] = 'Keep this under 255 characters';
  const email = checkEmail(values.email, ['email']);
  if (email.length && !errors.email) errors.email = values.email.trim() ? 'Enter a valid email' : 'Enter an email';
  if (!values.lastName.trim() && !errors.lastName) errors.lastName = 'Enter a last name';
  if (!values.address1.trim() && !errors.address1) errors.address1 = 'Enter an address';
  if (!values.city.trim() && !errors.city) errors.city = 'Enter a city';
  const { errors: addressErrors, address } = validateAddress(
    {
      firstName: values.firstName,
      lastName: values.lastName,
      company: values.company,
      address1: values.address1,
      address2: values.address2,
      city: values.city,
      province: values.province,
      country: values.country,
      zip: values.zip,
      phone: values.phone,
    },
    [],
  );
  for (const error of addressErrors) {
    const field = error.field?.[0] as FormField | undefined;
    if (!field || errors[field]) continue;
    errors[field] = (error.code && ADDRESS_MESSAGES[field]?.[error.code]) ?? error.message;
  }
  if (!values.cardName.trim() && !errors.cardName) errors.cardName = 'Enter your name exactly as it’s written on your card';
  let cardLast4: string | null = null;
  if (Object.keys(errors).length === 0) {
    const payment = charge({ number: values.cardNumber, expiry: values.cardExpiry, cvc: values.cardCvc }, now);
    if (payment.ok) cardLast4 = payment.last4;
    else errors[payment.field] = payment.message;
  }
  return { errors, email: normalizeEmail(values.email), address, cardLast4 };
}
