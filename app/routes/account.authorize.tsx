import { redirect } from 'react-router';
import type { Route } from './+types/account.authorize';
import { accounts } from '~/accounts/accounts.server';
import { LOGIN_PATH } from '~/core/constants';
import { returnPath } from '~/accounts/customer-session.server';

/**
 * Shopify's hosted sign-in comes back here with a code (Customer Account API mode): Hydrogen checks
 * the state, trades the code and its PKCE verifier for tokens, and keeps them in the session. The
 * page it then returns to passes the redirect guard: Hydrogen may take it from the Referer.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { hostedSignIn } = accounts(context);
  if (!hostedSignIn) throw redirect(LOGIN_PATH);
  const response = await hostedSignIn.authorize();
  const location = response.headers.get('location');
  if (location) response.headers.set('location', returnPath(location, request.url));
  return response;
}
