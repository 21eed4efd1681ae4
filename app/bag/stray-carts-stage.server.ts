import type { MiddlewareFunction } from 'react-router';
import { foldStrayCarts } from '~/bag/stray-carts.server';
import { withCookies } from '~/core/request/set-cookies';

/** A cart created at the same moment in another tab joins the bag before any loader reads it. */
export const foldStrayCartsFirst: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const retired = await foldStrayCarts(request, context);
  const response = await next();
  return withCookies(response, retired);
};
