// Issues reset and activation tokens and mails the links. The links point at the storefront's
// own account pages, which then call customerResetByUrl / customerActivateByUrl with them.
import type { ShopDatabase } from '../db.ts';
import { sendMail } from '../mail/outbox.ts';
import { activationMail, recoveryMail } from '../mail/templates.ts';
import { issueLinkToken } from './store.ts';
import type { CustomerRecord } from './store.ts';
import { ACTIVATION_TOKEN_LIFETIME_MS, RESET_TOKEN_LIFETIME_MS } from './tokens.ts';

function resetUrl(storefrontUrl: string, customerId: number, token: string): string {
  return new URL(`/account/reset/${customerId}/${token}`, storefrontUrl).toString();
}

function activationUrl(storefrontUrl: string, customerId: number, token: string): string {
  return new URL(`/account/activate/${customerId}/${token}`, storefrontUrl).toString();
}

/** The customer id and token of a storefront reset or activation link, whatever its host. */
export function parseAccountUrl(value: unknown, kind: 'reset' | 'activate'): { customerId: number; token: string } | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const match = new RegExp(`^/account/${kind}/(\\d{1,15})/([A-Za-z0-9_-]{1,200})/?$`).exec(url.pathname);
  return match ? { customerId: Number(match[1]), token: match[2] } : null;
}

export function sendRecoveryMail(db: ShopDatabase, customer: CustomerRecord, storefrontUrl: string, now: Date): void {
  const token = issueLinkToken(db, customer.rowId, 'reset', RESET_TOKEN_LIFETIME_MS, now);
  sendMail(
    db,
    recoveryMail(
      { email: customer.email, firstName: customer.firstName, customerId: customer.rowId },
      resetUrl(storefrontUrl, customer.rowId, token),
    ),
    now,
  );
}

/**
 * `seeded` is used only by the seed: a fixed token, so the invitation link is the same on every
 * build, and a long life, so a demo database built weeks ago still has a working invitation.
 */
export function sendActivationMail(
  db: ShopDatabase,
  customer: CustomerRecord,
  storefrontUrl: string,
  now: Date,
  seeded?: { token: string; lifetimeMs: number },
): void {
  const lifetimeMs = seeded?.lifetimeMs ?? ACTIVATION_TOKEN_LIFETIME_MS;
  const issued = issueLinkToken(db, customer.rowId, 'activate', lifetimeMs, now, seeded?.token);
  const mail = activationMail(
    { email: customer.email, firstName: customer.firstName, customerId: customer.rowId },
    activationUrl(storefrontUrl, customer.rowId, issued),
    Math.round(lifetimeMs / 86_400_000),
  );
  sendMail(db, mail, now);
}
