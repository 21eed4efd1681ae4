import { Outlet } from 'react-router';
import type { Route } from './+types/account._signed-in';
import { guardSignedIn } from '~/lib/account/customer-session.server';

/**
 * Every account page that needs a signed-in customer sits behind this pathless layout (/account,
 * /account/edit, /account/orders, /account/addresses, /account/reset-password): the guard runs
 * once, here, before any of their loaders or actions.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }, next) => {
    guardSignedIn(request, context);
    return next();
  },
];

export default function SignedInAccount() {
  return <Outlet />;
}
