// The emailed links: password reset (by customer id and token, or by the whole URL) and account
// activation. Their parts arrive from the address bar, so each is checked before it reaches the API.
import { redirect, type RouterContextProvider } from 'react-router';
import { validateNewPassword } from '~/accounts/validation';
import { formFailure, readAccountForm, serviceFailure } from '~/accounts/form.server';
import { accounts } from '~/accounts/accounts.server';
import type { ResetLink } from '~/accounts/accounts';
import { ACCOUNT_PATH } from '~/core/constants';
import { accountMessages } from '~/accounts/texts/account';
import { messagesIn } from '~/core/texts/language';

type Context = Readonly<RouterContextProvider>;

// Shopify ids are 64-bit numbers: up to 20 digits.
const ID = /^\d{1,20}$/;
// Shopify's link tokens are hex with dashes; allow the URL-safe alphabet, never anything longer.
const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

export function linkParts(id: unknown, token: unknown): { id: string; token: string } | null {
  return typeof id === 'string' && typeof token === 'string' && ID.test(id) && TOKEN.test(token) ? { id, token } : null;
}

/** A reset or activation URL as Shopify mails it: http(s), ending in /{kind}/{id}/{token}. */
function linkUrl(value: unknown, kind: 'reset' | 'activate'): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const match = new RegExp(`/account/${kind}/([^/]+)/([^/]+)/?$`).exec(url.pathname);
    return match && linkParts(match[1], match[2]) ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The reset link a /account/reset address names: `?url=` the whole mailed link, or `?id=&token=` its
 * parts. Mail tracking and campaign parameters (utm_*, Klaviyo's _kx...) ride along on a real link
 * and are no concern of the reset: only the link's own parameters are read, and only those, when
 * present and broken, make the address malformed. 'none' when it names no link at all.
 */
export function resetLinkFromQuery(query: URLSearchParams): ResetLink | 'none' | 'malformed' {
  if (query.has('url')) {
    const resetUrl = linkUrl(query.get('url'), 'reset');
    return resetUrl ? { kind: 'url', resetUrl } : 'malformed';
  }
  if (!query.has('id') && !query.has('token')) return 'none';
  const parts = linkParts(query.get('id'), query.get('token'));
  return parts ? { kind: 'id', ...parts } : 'malformed';
}

function resetLinkFromForm(form: FormData): ResetLink | null {
  const resetUrl = linkUrl(form.get('resetUrl'), 'reset');
  if (resetUrl) return { kind: 'url', resetUrl };
  const parts = linkParts(form.get('id'), form.get('token'));
  return parts ? { kind: 'id', ...parts } : null;
}

/** Posts of the reset pages: a new password for the link, then the customer is signed in. */
export async function resetAction(request: Request, context: Context, link: ResetLink | null) {
  const accountText = messagesIn(context.locale, accountMessages);
  const form = await readAccountForm(request, context.locale);
  const chosen = link ?? resetLinkFromForm(form);
  if (!chosen) return formFailure(form, { formError: accountText.resetLinkInvalid });
  const result = validateNewPassword(form);
  if (!result.ok) return formFailure(form, result);
  const outcome = await accounts(context).resetPassword(chosen, result.data.password);
  if (!outcome.ok) return serviceFailure(form, outcome, ['password']);
  return redirect(ACCOUNT_PATH);
}

/**
 * Posts of the activation pages. The activation URL is this page's own address: Shopify mails the
 * shop's primary domain, which for a headless shop is this storefront.
 */
export async function activateAction(request: Request, context: Context, parts: { id: string; token: string } | null) {
  const accountText = messagesIn(context.locale, accountMessages);
  const form = await readAccountForm(request, context.locale);
  if (!parts) return formFailure(form, { formError: accountText.activationLinkInvalid });
  const result = validateNewPassword(form);
  if (!result.ok) return formFailure(form, result);
  const activationUrl = `${new URL(request.url).origin}/account/activate/${parts.id}/${parts.token}`;
  const outcome = await accounts(context).activate(activationUrl, result.data.password);
  if (!outcome.ok) return serviceFailure(form, outcome, ['password']);
  return redirect(ACCOUNT_PATH);
}
