// Checks on the customer fields (email, password, names, phone) with Shopify's codes and messages.
// Each check returns its errors instead of throwing, so one request reports every problem at once.
import { customerError } from './user-errors.ts';
import type { CustomerUserError } from './user-errors.ts';

const PASSWORD_MIN = 5;
const PASSWORD_MAX = 40;
const NAME_MAX = 255;
const EMAIL_MAX = 255;

const HTML_TAG = /<\s*\/?\s*[a-z!?][^>]*>|<!--/i;
const URL_LIKE = /\b(?:https?:\/\/|www\.)\S/i;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@([^\s@]+)$/;
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export function containsHtml(text: string): boolean {
  return HTML_TAG.test(text);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function checkEmail(email: string | null | undefined, field: string[]): CustomerUserError[] {
  const value = (email ?? '').trim();
  if (!value) return [customerError('BLANK', field, "Email can't be blank")];
  if (value.length > EMAIL_MAX) return [customerError('TOO_LONG', field, `Email is too long (maximum is ${EMAIL_MAX} characters)`)];
  const match = EMAIL.exec(value);
  if (!match || match[0].split('@')[0].length > 64) return [customerError('INVALID', field, 'Email is invalid')];
  if (!DOMAIN.test(match[1])) return [customerError('BAD_DOMAIN', field, 'Email contains an invalid domain name')];
  return [];
}

export function checkPassword(password: string | null | undefined, field: string[]): CustomerUserError[] {
  const value = password ?? '';
  if (value.length < PASSWORD_MIN)
    return [customerError('TOO_SHORT', field, `Password is too short (minimum is ${PASSWORD_MIN} characters)`)];
  if (value.length > PASSWORD_MAX)
    return [customerError('TOO_LONG', field, `Password is too long (maximum is ${PASSWORD_MAX} characters)`)];
  if (value.trim() !== value)
    return [customerError('PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE', field, 'Password cannot start or end with whitespace')];
  return [];
}

/** First and last names: bounded, and no markup or links (Shopify's defence against spam sign-ups). */
export function checkName(name: string | null | undefined, field: string[], label: string): CustomerUserError[] {
  if (name == null) return [];
  if (name.length > NAME_MAX) return [customerError('TOO_LONG', field, `${label} is too long (maximum is ${NAME_MAX} characters)`)];
  if (containsHtml(name)) return [customerError('CONTAINS_HTML_TAGS', field, `${label} cannot contain HTML tags`)];
  if (URL_LIKE.test(name)) return [customerError('CONTAINS_URL', field, `${label} cannot contain a URL`)];
  return [];
}

const CALLING_CODES: Record<string, string> = { US: '1', CA: '1', IT: '39', FR: '33', DE: '49', GB: '44', CH: '41', JP: '81', AU: '61' };

/**
 * E.164 or a national number of a country we know the calling code of. Returns the E.164 form,
 * or null when the number cannot be a phone number.
 */
function normalizePhone(phone: string, countryCode = 'US'): string | null {
  if (phone.length > 40) return null;
  const compact = phone.replace(/[\s().-]/g, '');
  if (/^\+[1-9]\d{6,14}$/.test(compact)) return compact;
  if (/^00[1-9]\d{6,14}$/.test(compact)) return `+${compact.slice(2)}`;
  const callingCode = CALLING_CODES[countryCode];
  if (!callingCode || !/^\d{6,14}$/.test(compact)) return null;
  // Italy keeps the leading 0 of landlines after the country code; most others drop the trunk prefix.
  const national = countryCode === 'IT' ? compact : compact.replace(/^0/, '');
  if (callingCode === '1' && !/^[2-9]\d{9}$/.test(national)) return null;
  const e164 = `+${callingCode}${national}`;
  return /^\+[1-9]\d{6,14}$/.test(e164) ? e164 : null;
}

export function checkPhone(
  phone: string | null | undefined,
  field: string[],
  countryCode?: string,
): { errors: CustomerUserError[]; phone: string | null } {
  if (phone == null || phone.trim() === '') return { errors: [], phone: null };
  const normalized = normalizePhone(phone, countryCode);
  if (!normalized) return { errors: [customerError('INVALID', field, 'Phone is invalid')], phone: null };
  return { errors: [], phone: normalized };
}
