// The status and headers of a document that renders an error boundary.
import { isRouteErrorResponse, type EntryContext } from 'react-router';
import { CONTENT_RETRY_AFTER_SECONDS } from '~/core/constants';
import { DataRequestFailed } from '~/core/services/fetch-policy';
import { messages } from '~/core/texts/spec';
import { messagesIn } from '~/core/texts/language';
import type { Locale } from '~/core/locale/locale';

type HandlerContext = Pick<EntryContext['staticHandlerContext'], 'errors' | 'actionHeaders'>;

/**
 * Requests whose page failed because the shop's data could not be had after every attempt. React
 * Router hands the document only a sanitised "Unexpected Server Error" in production, so the real
 * error is noted here when it is reported (entry.server's handleError), before the document is made.
 */
const outages = new WeakSet<Request>();

export function noteOutage(request: Request, error: unknown) {
  if (error instanceof DataRequestFailed) outages.add(request);
}

/**
 * React Router lets an action's status win over its loaders' ("action status codes take precedence
 * over loader status codes"), so a post whose action succeeded and whose page then failed to load
 * would go out as a 200 carrying an error page, and without the action's cookies, which only the
 * error boundary's route keeps. Here an error page always has an error status; cookies the action
 * set still reach the browser, because what they record (a new cart, say) did happen; and every 503
 * says when to come back. A page whose shop data could not be had after every attempt is the shop
 * being unavailable (503), not the server failing (500): the shopper and crawlers may come back.
 * Returns the status to send.
 */
export function settleErrorDocument(
  { errors, actionHeaders }: HandlerContext,
  status: number,
  headers: Headers,
  request?: Request,
  /** The page's market: the outage is told in its language. */
  locale?: Locale,
): number {
  let settled = status;
  if (errors) {
    const error: unknown = Object.values(errors)[0];
    if (settled < 400) settled = isRouteErrorResponse(error) && error.status >= 400 ? error.status : 500;
    if (settled === 500 && request && outages.has(request)) {
      settled = 503;
      // The page says so too: its boundary shows a route error's status and words, and the browser
      // receives the same error to hydrate (a sanitised error would read 500 and "Something went wrong").
      const [routeId] = Object.keys(errors);
      if (routeId) errors[routeId] = shopUnavailable(locale);
    }
    const sent = new Set(headers.getSetCookie());
    for (const routeHeaders of Object.values(actionHeaders)) {
      for (const cookie of routeHeaders.getSetCookie()) if (!sent.has(cookie)) headers.append('Set-Cookie', cookie);
    }
  }
  if (settled === 503 && !headers.has('Retry-After')) headers.set('Retry-After', String(CONTENT_RETRY_AFTER_SECONDS));
  return settled;
}

/** A route error response, in the shape React Router recognises and hands to the browser. */
function shopUnavailable(locale: Locale | undefined) {
  const spec = messagesIn(locale, messages);
  return { status: 503, statusText: 'Service Unavailable', internal: false, data: spec.tryAgainLater(spec.somethingWentWrong) };
}

/**
 * A client-side navigation's data request (`.data`) whose shop data could not be had: the same
 * 503 with a time to come back as the page would be, not React Router's 500.
 */
export function settleDataResponse(response: Response, request: Request): Response {
  if (response.status !== 500 || !outages.has(request)) return response;
  const headers = new Headers(response.headers);
  headers.set('Retry-After', String(CONTENT_RETRY_AFTER_SECONDS));
  return new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers });
}
