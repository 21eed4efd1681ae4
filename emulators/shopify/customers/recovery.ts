// Password recovery, reset and account activation: the single-use links mailed to customers and
// the mutations that redeem them (customerRecover, customerReset[ByUrl], customerActivate[ByUrl]).
import type { ShopDatabase } from '../db.ts';
import { invalidIdError, userInputError } from '../errors.ts';
import { numericId } from '../ids.ts';
import { customerError } from './user-errors.ts';
import type { CustomerUserError } from './user-errors.ts';
import { checkPassword, normalizeEmail } from './validation.ts';
import { hashPassword } from './password.ts';
import {
  checkLinkToken,
  createAccessToken,
  customerByEmail,
  customerById,
  markLinkTokenUsed,
  revokeAccessTokens,
  updateCustomer,
} from './store.ts';
import type { AccessToken, CustomerRecord, LinkCheck, LinkPurpose } from './store.ts';
import { parseAccountUrl, sendActivationMail, sendRecoveryMail } from './account-mail.ts';
import { attemptKey, limiterFor } from './limits.ts';

export function recover(db: ShopDatabase, emailInput: string, storefrontUrl: string, now = new Date(), buyer = 'direct') {
  const email = normalizeEmail(String(emailInput ?? ''));
  if (!limiterFor(db, 'recover').attempt(attemptKey(buyer, email), now.getTime())) {
    throw userInputError('Resetting password limit exceeded. Please try again later.', 'THROTTLED');
  }
  const customer = email.length <= 255 ? customerByEmail(db, email) : null;
  if (!customer) return { customerUserErrors: [customerError('UNIDENTIFIED_CUSTOMER', ['email'], 'Could not find customer')] };
  // An account that was never activated gets its invitation again: it has no password to reset.
  db.transaction(() =>
    customer.state === 'enabled'
      ? sendRecoveryMail(db, customer, storefrontUrl, now)
      : sendActivationMail(db, customer, storefrontUrl, now),
  );
  return { customerUserErrors: [] };
}

interface Redeemed {
  customer: CustomerRecord | null;
  customerAccessToken: AccessToken | null;
  customerUserErrors: CustomerUserError[];
}

function failure(error: CustomerUserError): Redeemed {
  return { customer: null, customerAccessToken: null, customerUserErrors: [error] };
}

const RESET_MESSAGES: Record<Exclude<LinkCheck, 'valid'>, string> = {
  invalid: 'The reset password link is invalid.',
  used: 'The reset password link has already been used.',
  expired: 'The reset password link has expired.',
};

interface Fields {
  password: string[];
  token: string[];
}

/**
 * The password is checked before the token so a typo does not burn the link; the token is checked
 * again inside the write transaction, so two requests racing with the same link cannot both win.
 */
async function redeem(
  db: ShopDatabase,
  purpose: LinkPurpose,
  customerId: number,
  token: string,
  password: string,
  fields: Fields,
  now: Date,
): Promise<Redeemed> {
  const passwordErrors = checkPassword(password, fields.password);
  if (passwordErrors.length) return { customer: null, customerAccessToken: null, customerUserErrors: passwordErrors };
  const tokenError = (): CustomerUserError | null => {
    const customer = customerById(db, customerId);
    const check = customer ? checkLinkToken(db, customerId, purpose, token, now) : 'invalid';
    if (purpose === 'activate') {
      if (customer?.state === 'enabled' && check !== 'invalid')
        return customerError('ALREADY_ENABLED', fields.token, 'Customer already enabled');
      if (check !== 'valid') return customerError('TOKEN_INVALID', fields.token, 'Invalid activation token');
      return null;
    }
    return check === 'valid' ? null : customerError('TOKEN_INVALID', fields.token, RESET_MESSAGES[check]);
  };
  const early = tokenError();
  if (early) return failure(early);

  const passwordHash = await hashPassword(password);
  return db.transaction((): Redeemed => {
    const late = tokenError();
    if (late) return failure(late);
    markLinkTokenUsed(db, token, now);
    // A reset proves the customer reads that mailbox, so it also enables an account never activated.
    updateCustomer(db, customerId, { passwordHash, state: 'enabled' }, now);
    revokeAccessTokens(db, customerId);
    const accessToken = createAccessToken(db, customerId, now);
    return { customer: customerById(db, customerId), customerAccessToken: accessToken, customerUserErrors: [] };
  });
}

function customerIdArgument(id: unknown): number {
  const customerId = numericId(id, 'Customer');
  if (customerId === null) throw invalidIdError(id);
  return customerId;
}

export function reset(db: ShopDatabase, id: unknown, input: { password: string; resetToken: string }, now = new Date()) {
  return redeem(
    db,
    'reset',
    customerIdArgument(id),
    String(input.resetToken ?? ''),
    String(input.password ?? ''),
    { password: ['input', 'password'], token: ['input', 'resetToken'] },
    now,
  );
}

export async function resetByUrl(db: ShopDatabase, resetUrl: unknown, password: string, now = new Date()) {
  const link = parseAccountUrl(resetUrl, 'reset');
  if (!link) return failure(customerError('INVALID', ['resetUrl'], 'Reset url is invalid'));
  return redeem(db, 'reset', link.customerId, link.token, String(password ?? ''), { password: ['password'], token: ['resetUrl'] }, now);
}

export function activate(db: ShopDatabase, id: unknown, input: { activationToken: string; password: string }, now = new Date()) {
  return redeem(
    db,
    'activate',
    customerIdArgument(id),
    String(input.activationToken ?? ''),
    String(input.password ?? ''),
    { password: ['input', 'password'], token: ['input', 'activationToken'] },
    now,
  );
}

export async function activateByUrl(db: ShopDatabase, activationUrl: unknown, password: string, now = new Date()) {
  const link = parseAccountUrl(activationUrl, 'activate');
  if (!link) return failure(customerError('INVALID', ['activationUrl'], 'Activation url is invalid'));
  return redeem(
    db,
    'activate',
    link.customerId,
    link.token,
    String(password ?? ''),
    { password: ['password'], token: ['activationUrl'] },
    now,
  );
}
