import type { MiddlewareFunction } from 'react-router';
import { trackingSetCookie } from '~/analytics/tracking-cookie.server';
import { withCookies } from '~/core/request/set-cookies';

/** Campaign parameters a shopper lands with are kept (90 days) whichever page answers. */
export const keepTrackingParameters: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  const tracking = trackingSetCookie(request);
  return tracking ? withCookies(response, [tracking]) : response;
};
