// Every rule the account forms follow (spec section 5, and what Shopify would reject in the profile
// form; the address form's are in address-validation.ts). The actions run these on the server; the enhanced forms run the same functions
// in the browser before submitting, so both always say the same thing.
import { PASSWORD_MIN_LENGTH } from '~/core/constants';
import { accountMessages } from '~/accounts/texts/account';
import { messages } from '~/core/texts/spec';
import { messagesIn, type Messages } from '~/core/texts/language';
import type { Locale } from '~/core/locale/locale';
import { isValidEmail } from '~/core/email';
import { normalizePhone } from '~/accounts/phone';
import { hasInvisibleControl } from '~/core/security/typed-text';

/** Shopify's limit for names, address lines and most text fields. */
const TEXT_MAX_LENGTH = 255;
/** Shopify refuses passwords longer than this. */
const PASSWORD_MAX_LENGTH = 40;

// The spec's email pattern lives in one function, shared with the newsletter form.
export { isValidEmail };

/** The words a form's messages are written in: the page's market (English when none is given). */
type Words = { spec: Messages<typeof messages>; account: Messages<typeof accountMessages> };

function words(locale: Locale | undefined): Words {
  return { spec: messagesIn(locale, messages), account: messagesIn(locale, accountMessages) };
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** What a failed form sends back: a form-level message, messages per field, and what to mark invalid. */
export interface FormFailure<F extends string> {
  formError?: string;
  fieldErrors: FieldErrors<F>;
  /** Fields to mark aria-invalid (those with a message and those the form-level message is about). */
  invalid: F[];
}

export type Validated<F extends string, T> = { ok: true; data: T } | ({ ok: false } & FormFailure<F>);

/** A form value as text: missing fields and file uploads read as ''. */
export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * The confirmation matches, or the client sent none: the spec's registration and reset payloads
 * carry the password alone, and the confirmation is the form's check on typing. Every form here has
 * the field, so a shopper who leaves it empty still hears that the passwords do not match.
 */
function confirmationMatches(form: FormData, password: string): boolean {
  return !form.has('passwordConfirm') || text(form, 'passwordConfirm') === password;
}

function checkbox(form: FormData, name: string): boolean {
  const value = text(form, name);
  return value === 'on' || value === 'true';
}

export function fail<F extends string>(failure: Partial<FormFailure<F>>): { ok: false } & FormFailure<F> {
  const fieldErrors = failure.fieldErrors ?? {};
  const invalid = Array.from(new Set([...(failure.invalid ?? []), ...(Object.keys(fieldErrors) as F[])]));
  return { ok: false, formError: failure.formError, fieldErrors, invalid };
}

// ---- Sign-in flows (spec section 5) --------------------------------------------------------

export type LoginField = 'email' | 'password';
export interface LoginInput {
  email: string;
  password: string;
}

export function validateLogin(form: FormData, locale?: Locale): Validated<LoginField, LoginInput> {
  const { spec } = words(locale);
  const email = text(form, 'email').trim();
  const password = text(form, 'password');
  const missing: LoginField[] = [];
  if (!email) missing.push('email');
  if (!password) missing.push('password');
  if (missing.length) return fail({ formError: spec.loginMissingFields, invalid: missing });
  if (!isValidEmail(email)) return fail({ fieldErrors: { email: spec.invalidEmail } });
  return { ok: true, data: { email, password } };
}

export type RegisterField = 'firstName' | 'lastName' | 'email' | 'password' | 'passwordConfirm';
export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  acceptsMarketing: boolean;
}

export function validateRegister(form: FormData, locale?: Locale): Validated<RegisterField, RegisterInput> {
  const { spec, account } = words(locale);
  const firstName = text(form, 'firstName').trim();
  const lastName = text(form, 'lastName').trim();
  const email = text(form, 'email').trim();
  const password = text(form, 'password');
  const required: Array<[RegisterField, string]> = [
    ['firstName', firstName],
    ['lastName', lastName],
    ['email', email],
    ['password', password],
  ];
  const missing = required.filter(([, value]) => !value).map(([field]) => field);
  if (missing.length) return fail({ formError: spec.registerMissingFields, invalid: missing });

  const fieldErrors: FieldErrors<RegisterField> = {};
  const first = nameError(account.fields.firstName, firstName, locale);
  const last = nameError(account.fields.lastName, lastName, locale);
  if (first) fieldErrors.firstName = first;
  if (last) fieldErrors.lastName = last;
  if (!isValidEmail(email)) fieldErrors.email = spec.invalidEmail;
  const passwordProblem = passwordError(password, { spec, account });
  if (passwordProblem) fieldErrors.password = passwordProblem;
  else if (!confirmationMatches(form, password)) fieldErrors.passwordConfirm = spec.passwordsDoNotMatch;
  if (Object.keys(fieldErrors).length) return fail({ fieldErrors });
  return { ok: true, data: { firstName, lastName, email, password, acceptsMarketing: checkbox(form, 'acceptsMarketing') } };
}

export type RecoverField = 'email';

export function validateRecover(form: FormData, locale?: Locale): Validated<RecoverField, { email: string }> {
  const { spec } = words(locale);
  const email = text(form, 'email').trim();
  if (!email || !isValidEmail(email)) return fail({ fieldErrors: { email: spec.recoverInvalidEmail } });
  return { ok: true, data: { email } };
}

export type NewPasswordField = 'password' | 'passwordConfirm';

/** Reset, activation and the signed-in password change: a new password typed twice. */
export function validateNewPassword(form: FormData, locale?: Locale): Validated<NewPasswordField, { password: string }> {
  const said = words(locale);
  const password = text(form, 'password');
  const problem = passwordError(password, said);
  if (problem) return fail({ fieldErrors: { password: problem } });
  if (!confirmationMatches(form, password)) return fail({ fieldErrors: { passwordConfirm: said.spec.passwordsDoNotMatch } });
  return { ok: true, data: { password } };
}

type PasswordChangeField = NewPasswordField | 'currentPassword';

/** The signed-in change of password: the new one typed twice, and the current one. */
export function validatePasswordChange(form: FormData, locale?: Locale): Validated<PasswordChangeField, { password: string }> {
  const { account } = words(locale);
  const result = validateNewPassword(form, locale);
  if (!result.ok) return result;
  if (!text(form, 'currentPassword')) return fail({ fieldErrors: { currentPassword: account.currentPasswordRequired } });
  return result;
}

function passwordError(password: string, { spec, account }: Words): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return spec.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return account.fieldTooLong(account.fields.password, PASSWORD_MAX_LENGTH);
  return undefined;
}

// ---- Profile and addresses (what Shopify rejects) --------------------------------------------

const MARKUP = /[<>]/;
const URL_LIKE = /(?:https?:\/\/|www\.)/i;

export function nameError(label: string, value: string, locale?: Locale): string | undefined {
  const { account } = words(locale);
  if (value.length > TEXT_MAX_LENGTH) return account.fieldTooLong(label, TEXT_MAX_LENGTH);
  // Stored as they came, they would be printed on labels, in emails and in the admin.
  if (hasInvisibleControl(value)) return account.noControlCharacters(label);
  if (MARKUP.test(value)) return account.noMarkup;
  if (URL_LIKE.test(value)) return account.noUrls;
  return undefined;
}

export function plainTextError(label: string, value: string, locale?: Locale): string | undefined {
  const { account } = words(locale);
  if (value.length > TEXT_MAX_LENGTH) return account.fieldTooLong(label, TEXT_MAX_LENGTH);
  if (hasInvisibleControl(value)) return account.noControlCharacters(label);
  if (MARKUP.test(value)) return account.noMarkupIn(label);
  return undefined;
}

export type ProfileField = 'firstName' | 'lastName' | 'email' | 'phone' | 'currentPassword' | 'password' | 'passwordConfirm';
export interface ProfileInput {
  firstName: string;
  lastName: string;
  email: string;
  /** '' clears the number. */
  phone: string;
  acceptsMarketing: boolean;
  /** Set only when the customer asked for a new password (and then `currentPassword` too). */
  newPassword?: string;
  currentPassword?: string;
}

/** The names alone: all the Customer Account API lets a storefront change of a profile. */
export type NamesInput = Pick<ProfileInput, 'firstName' | 'lastName'>;

/** Both names, required, with their messages (the profile's and the names-only form's). */
function names(form: FormData, locale?: Locale): { data: NamesInput; fieldErrors: FieldErrors<'firstName' | 'lastName'> } {
  const { account } = words(locale);
  const data = { firstName: text(form, 'firstName').trim(), lastName: text(form, 'lastName').trim() };
  const fieldErrors: FieldErrors<'firstName' | 'lastName'> = {};
  const check = (label: string, value: string) => (value ? nameError(label, value, locale) : account.fieldRequired(label));
  const firstName = check(account.fields.firstName, data.firstName);
  const lastName = check(account.fields.lastName, data.lastName);
  if (firstName) fieldErrors.firstName = firstName;
  if (lastName) fieldErrors.lastName = lastName;
  return { data, fieldErrors };
}

export function validateNames(form: FormData, locale?: Locale): Validated<'firstName' | 'lastName', NamesInput> {
  const { data, fieldErrors } = names(form, locale);
  return Object.keys(fieldErrors).length ? fail({ fieldErrors }) : { ok: true, data };
}

export function validateProfile(form: FormData, locale?: Locale): Validated<ProfileField, ProfileInput> {
  const { spec, account } = words(locale);
  const { data: profileNames, fieldErrors: nameErrors } = names(form, locale);
  const email = text(form, 'email').trim();
  const phoneRaw = text(form, 'phone').trim();
  const currentPassword = text(form, 'currentPassword');
  const password = text(form, 'password');
  const passwordConfirm = text(form, 'passwordConfirm');
  const fieldErrors: FieldErrors<ProfileField> = { ...nameErrors };
  if (!isValidEmail(email)) fieldErrors.email = spec.invalidEmail;
  const phone = phoneRaw ? normalizePhone(phoneRaw) : '';
  if (phone === null) fieldErrors.phone = account.phoneInvalid;

  const changingPassword = Boolean(password || passwordConfirm);
  if (changingPassword) {
    const problem = passwordError(password, { spec, account });
    if (problem) fieldErrors.password = problem;
    else if (password !== passwordConfirm) fieldErrors.passwordConfirm = spec.passwordsDoNotMatch;
    if (!currentPassword) fieldErrors.currentPassword = account.currentPasswordRequired;
  }
  if (Object.keys(fieldErrors).length) return fail({ fieldErrors });
  return {
    ok: true,
    data: {
      ...profileNames,
      email,
      phone: phone ?? '',
      acceptsMarketing: checkbox(form, 'acceptsMarketing'),
      ...(changingPassword ? { newPassword: password, currentPassword } : {}),
    },
  };
}
