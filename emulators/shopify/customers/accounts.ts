// Signing in and out, signing up and editing a profile: the logic behind customerAccessToken*,
// customerCreate and customerUpdate, returning Shopify's payload shapes.
import type { ShopDatabase } from '../db.ts';
import { userInputError } from '../errors.ts';
import { gid } from '../ids.ts';
import { customerError, unidentified } from './user-errors.ts';
import type { CustomerUserError } from './user-errors.ts';
import { checkEmail, checkName, checkPassword, checkPhone, normalizeEmail } from './validation.ts';
import { hashPassword, hashPasswordSync, verifyPassword } from './password.ts';
import {
  createAccessToken,
  customerByEmail,
  customerById,
  customerIdByPhone,
  customerIdForAccessToken,
  deleteAccessToken,
  insertCustomer,
  renewAccessToken,
  revokeAccessTokens,
  updateCustomer,
} from './store.ts';
import type { AccessToken, CustomerChanges, CustomerRecord } from './store.ts';
import { sendActivationMail } from './account-mail.ts';
import { isoSeconds } from './tokens.ts';
import { attemptKey, limiterFor } from './limits.ts';

/** Compared against when the email is unknown, so a miss costs as long as a wrong password. */
const DECOY_HASH = hashPasswordSync('decoy password', Buffer.alloc(16));

export async function signIn(db: ShopDatabase, input: { email: string; password: string }, now = new Date(), buyer = 'direct') {
  const email = normalizeEmail(String(input.email ?? ''));
  if (!limiterFor(db, 'sign-in').attempt(attemptKey(buyer, email), now.getTime())) {
    throw userInputError('Login attempt limit exceeded. Please try again later.', 'THROTTLED');
  }
  const customer = email.length <= 255 ? customerByEmail(db, email) : null;
  const password = String(input.password ?? '');
  const matches = password.length <= 1000 && (await verifyPassword(password, customer?.passwordHash ?? DECOY_HASH));
  if (!customer || customer.state !== 'enabled' || !matches) return { customerAccessToken: null, customerUserErrors: [unidentified()] };
  return { customerAccessToken: db.transaction(() => createAccessToken(db, customer.rowId, now)), customerUserErrors: [] };
}

export function signOut(db: ShopDatabase, token: string, now = new Date()) {
  const deletedId = db.transaction(() => deleteAccessToken(db, token, now));
  if (deletedId === null)
    return {
      deletedAccessToken: null,
      deletedCustomerAccessTokenId: null,
      userErrors: [{ field: null, message: 'Access token does not exist' }],
    };
  return { deletedAccessToken: token, deletedCustomerAccessTokenId: gid('CustomerAccessToken', deletedId), userErrors: [] };
}

export function renew(db: ShopDatabase, token: string, now = new Date()) {
  const renewed = db.transaction(() => renewAccessToken(db, token, now));
  if (!renewed) return { customerAccessToken: null, userErrors: [{ field: null, message: 'Access token does not exist' }] };
  return { customerAccessToken: renewed, userErrors: [] };
}

interface CreateInput {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean | null;
}

function profileErrors(
  input: { firstName?: string | null; lastName?: string | null; phone?: string | null },
  path: string,
): { errors: CustomerUserError[]; phone: string | null } {
  const errors = [
    ...checkName(input.firstName, [path, 'firstName'], 'First name'),
    ...checkName(input.lastName, [path, 'lastName'], 'Last name'),
  ];
  const phone = checkPhone(input.phone, [path, 'phone']);
  return { errors: [...errors, ...phone.errors], phone: phone.phone };
}

function disabledMessage(email: string): string {
  return `We have sent an email to ${email}, please click the link included to verify your email address.`;
}

export async function signUp(db: ShopDatabase, input: CreateInput, storefrontUrl: string, now = new Date(), buyer = 'direct') {
  const errors = [...checkEmail(input.email, ['input', 'email']), ...checkPassword(input.password, ['input', 'password'])];
  const profile = profileErrors(input, 'input');
  errors.push(...profile.errors);
  if (errors.length) return { customer: null, customerUserErrors: errors };

  const email = normalizeEmail(input.email);
  if (!limiterFor(db, 'sign-up').attempt(attemptKey(buyer, email), now.getTime())) {
    throw userInputError('Creating Customer Limit exceeded. Please try again later.', 'THROTTLED');
  }
  const conflict = conflictFor(db, email, profile.phone, null, storefrontUrl, now);
  if (conflict) return { customer: null, customerUserErrors: [conflict] };

  const passwordHash = await hashPassword(input.password);
  try {
    const id = db.transaction(() =>
      insertCustomer(db, {
        email,
        firstName: input.firstName?.trim() || null,
        lastName: input.lastName?.trim() || null,
        phone: profile.phone,
        acceptsMarketing: Boolean(input.acceptsMarketing),
        state: 'enabled',
        passwordHash,
        createdAt: isoSeconds(now),
      }),
    );
    return { customer: customerById(db, id), customerUserErrors: [] };
  } catch (error) {
    // A concurrent sign-up with the same email or phone won the race between our check and insert.
    if (String(error).includes('UNIQUE'))
      return { customer: null, customerUserErrors: [customerError('TAKEN', ['input', 'email'], 'Email has already been taken')] };
    throw error;
  }
}

/**
 * An email or phone already in use. Signing up with the email of an invited (not yet activated)
 * account re-sends its activation mail instead, as Shopify does.
 */
function conflictFor(
  db: ShopDatabase,
  email: string,
  phone: string | null,
  selfId: number | null,
  storefrontUrl: string,
  now: Date,
): CustomerUserError | null {
  const existing = customerByEmail(db, email);
  if (existing && existing.rowId !== selfId) {
    if (selfId === null && existing.state !== 'enabled') {
      db.transaction(() => sendActivationMail(db, existing, storefrontUrl, now));
      return customerError('CUSTOMER_DISABLED', ['input', 'email'], disabledMessage(existing.email));
    }
    return customerError('TAKEN', [selfId === null ? 'input' : 'customer', 'email'], 'Email has already been taken');
  }
  if (phone) {
    const owner = customerIdByPhone(db, phone);
    if (owner !== null && owner !== selfId)
      return customerError('TAKEN', [selfId === null ? 'input' : 'customer', 'phone'], 'Phone has already been taken');
  }
  return null;
}

interface UpdateInput {
  email?: string | null;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean | null;
}

export async function updateProfile(db: ShopDatabase, token: string, input: UpdateInput, storefrontUrl: string, now = new Date()) {
  const customerId = customerIdForAccessToken(db, token, now);
  const customer = customerId === null ? null : customerById(db, customerId);
  if (!customer) return { customer: null, customerAccessToken: null, customerUserErrors: [unidentified(['customerAccessToken'])] };

  const errors: CustomerUserError[] = [];
  if (input.email != null) errors.push(...checkEmail(input.email, ['customer', 'email']));
  if (input.password != null) errors.push(...checkPassword(input.password, ['customer', 'password']));
  const profile = profileErrors(input, 'customer');
  errors.push(...profile.errors);
  if (errors.length) return { customer: null, customerAccessToken: null, customerUserErrors: errors };

  const changes: CustomerChanges = {};
  if (input.email != null) changes.email = normalizeEmail(input.email);
  if (input.firstName !== undefined) changes.firstName = input.firstName?.trim() || null;
  if (input.lastName !== undefined) changes.lastName = input.lastName?.trim() || null;
  if (input.phone !== undefined) changes.phone = profile.phone;
  if (input.acceptsMarketing != null) changes.acceptsMarketing = input.acceptsMarketing;
  const conflict = conflictFor(db, changes.email ?? customer.email, changes.phone ?? null, customer.rowId, storefrontUrl, now);
  if (conflict) return { customer: null, customerAccessToken: null, customerUserErrors: [conflict] };
  if (input.password != null) changes.passwordHash = await hashPassword(input.password);

  try {
    const accessToken = db.transaction((): AccessToken | null => {
      // The token may have been deleted while the password was hashing.
      if (customerIdForAccessToken(db, token, now) !== customer.rowId) return null;
      updateCustomer(db, customer.rowId, changes, now);
      if (!changes.passwordHash) return null;
      revokeAccessTokens(db, customer.rowId);
      return createAccessToken(db, customer.rowId, now);
    });
    if (changes.passwordHash && !accessToken)
      return { customer: null, customerAccessToken: null, customerUserErrors: [unidentified(['customerAccessToken'])] };
    return { customer: customerById(db, customer.rowId) as CustomerRecord, customerAccessToken: accessToken, customerUserErrors: [] };
  } catch (error) {
    if (String(error).includes('UNIQUE'))
      return {
        customer: null,
        customerAccessToken: null,
        customerUserErrors: [customerError('TAKEN', ['customer', 'email'], 'Email has already been taken')],
      };
    throw error;
  }
}
