// In the Customer Account API mode Shopify's hosted page does sign-in, sign-up and one-time codes,
// so the Storefront API mode's registration, recovery, reset and activation pages lead there: to the
// sign-in page, which first says why (never a dead end, never a form that cannot work).
import { redirect } from 'react-router';
import { LOGIN_PATH } from '~/core/constants';
import { HOSTED_SIGN_IN_REASONS, type HostedSignInReason } from '~/accounts/hosted-sign-in';

/** The way to the hosted sign-in, with the reason to explain; 303: a form posted here is answered with a page to GET. */
export function hostedSignInRedirect(reason?: HostedSignInReason): Response {
  return redirect(reason ? `${LOGIN_PATH}?${new URLSearchParams({ via: reason })}` : LOGIN_PATH, 303);
}

/** The reason named in the sign-in URL, when it is one of ours (the query string is never echoed). */
export function hostedSignInReason(request: Request): HostedSignInReason | null {
  const via = new URL(request.url).searchParams.get('via');
  return (HOSTED_SIGN_IN_REASONS as readonly string[]).includes(via ?? '') ? (via as HostedSignInReason) : null;
}
