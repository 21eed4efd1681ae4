// The emailed links: password reset (by customer id and token, or by the whole URL) and account
// activation. Their parts arrive from the address bar, so each is checked before it reaches the API.
import { data, redirect, type RouterContextProvider } from 'react-router';
import { validateNewPassword } from '~/accounts/validation';
import { formFailure, readAccountForm, serviceFailure } from '~/accounts/form.server';
import { accounts } from '~/accounts/accounts.server';
import type { Accounts, ResetLink } from '~/accounts/accounts';
import { ACCOUNT_PATH } from '~/core/constants';
import { accountMessages } from '~/accounts/texts/account';
import { messagesIn } from '~/core/texts/language';

type Context = Readonly<RouterContextProvider>;
type LinkKind = 'reset' | 'activate';
type LinkParts = { id: string; token: string };

// Shopify ids are 64-bit numbers: up to 20 digits.
const ID = /^\d{1,20}$/;
// Shopify's link tokens are hex with dashes; allow the URL-safe alphabet, never anything longer.
const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

export function linkParts(id: unknown, token: unknown): LinkParts | null {
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

/**
 * The loader of a page an emailed link opens (its id and token in the address): the page is the
 * shop's own only in the 'storefront-api' mode (else the way to Shopify's hosted page, thrown), and
 * a link whose parts are broken is a 400.
 */
export function linkPageLoader(context: Context, kind: LinkKind, parts: LinkParts | null) {
  accounts(context).passwordPages(kind);
  const valid = parts !== null;
  return data({ valid }, { status: valid ? 200 : 400 });
}

/**
 * What a link page's post does with the new password, null without a valid link. A reset page
 * whose address names no link takes it from the form (the hidden fields its loader gave it). The
 * activation URL is the page's own address: Shopify mails the shop's primary domain, which for a
 * headless shop is this storefront.
 */
function linkChange(request: Request, kind: LinkKind, parts: LinkParts | null, form: FormData) {
  if (kind === 'activate') {
    if (!parts) return null;
    const activationUrl = `${new URL(request.url).origin}/account/activate/${parts.id}/${parts.token}`;
    return (account: Accounts, password: string) => account.activate(activationUrl, password);
  }
  const link: ResetLink | null = parts ? { kind: 'id', ...parts } : resetLinkFromForm(form);
  return link && ((account: Accounts, password: string) => account.resetPassword(link, password));
}

/** Posts of the link pages: a new password for the link, then the customer is signed in. */
export async function linkPageAction(request: Request, context: Context, kind: LinkKind, parts: LinkParts | null) {
  const account = accounts(context);
  account.passwordPages(kind);
  const accountText = messagesIn(context.locale, accountMessages);
  const form = await readAccountForm(request, context.locale);
  const change = linkChange(request, kind, parts, form);
  if (!change) {
    return formFailure(form, { formError: kind === 'activate' ? accountText.activationLinkInvalid : accountText.resetLinkInvalid });
  }
  const result = validateNewPassword(form);
  if (!result.ok) return formFailure(form, result);
  const outcome = await change(account, result.data.password);
  if (!outcome.ok) return serviceFailure(form, outcome, ['password']);
  return redirect(ACCOUNT_PATH);
}
