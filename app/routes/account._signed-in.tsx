import { Outlet } from 'react-router';
import type { Route } from './+types/account._signed-in';
import { accounts } from '~/accounts/accounts.server';

/**
 * Every account page that needs a signed-in customer sits behind this pathless layout (/account,
 * /account/edit, /account/orders, /account/addresses, /account/reset-password): the guard runs
 * once, here, before any of their loaders or actions, in whichever account mode the shop uses.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    await accounts(context).guard(request);
    return next();
  },
];

export default function SignedInAccount() {
  return <Outlet />;
}
