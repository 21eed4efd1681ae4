import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { clientFault } from '~/core/failures/log.server';
import { isCrawler } from '~/core/request/crawlers';
import { renderToReadableStream } from 'react-dom/server';
import { createCsp } from '~/core/security/csp.server';
import { NonceContext } from '~/core/security/nonce';
import '~/languages.server';
import { noteOutage, settleDataResponse, settleErrorDocument } from '~/core/failures/error-document.server';

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  reactRouterContext: EntryContext,
  context: AppLoadContext,
) {
  const { nonce, header, NonceProvider } = createCsp(context.config);
  responseStatusCode = settleErrorDocument(
    reactRouterContext.staticHandlerContext,
    responseStatusCode,
    responseHeaders,
    request,
    context.locale,
  );
  const { SanityProvider } = context.sanity;

  const body = await renderToReadableStream(
    <NonceProvider>
      <NonceContext value={nonce}>
        <SanityProvider>
          <ServerRouter context={reactRouterContext} url={request.url} nonce={nonce} />
        </SanityProvider>
      </NonceContext>
    </NonceProvider>,
    {
      nonce,
      signal: request.signal,
      // A section whose content is ready is written where it stands, however large. React would move
      // a big one (the recommendations, at the end of a long page) behind a script that swaps it into
      // place, and a shopper without JavaScript never runs that script. Sections still waiting on
      // data stream as before.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        // A route's boundary may hand a 4xx on to the root's by throwing it again: that is the
        // client's mistake, already answered with its status and logged in one line (handleError).
        if (clientFault(error)) return;
        console.error(error);
        responseStatusCode = 500;
      },
    },
  );

  // Crawlers and no-JS shoppers both get the whole document; browsers stream.
  if (isCrawler(request.headers.get('user-agent'))) await body.allReady;

  responseHeaders.set('Content-Type', 'text/html');
  responseHeaders.set('Content-Security-Policy', header);
  // Beyond the CSP: other sites learn the origin, never a page's full URL (search terms, reset links);
  // and none of the browser's powerful features, which this shop never uses. (No MIME sniffing is
  // set on every answer, documents included, by response-policy.server.ts.)
  responseHeaders.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  responseHeaders.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/** A client-side navigation gets the status its page would: 503 when the shop could not be reached. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => settleDataResponse(response, request);

const reported = new WeakSet<object>();

/**
 * A client's mistake (a 4xx React Router answers: a post to a page without a form, a cross-site
 * post) is one line in the log, not a stack trace; only the server's own failures get the trace.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const fault = clientFault(error);
  if (fault) {
    // A boundary that throws the error on to the root's makes React Router report it once more.
    if (reported.has(fault.error)) return;
    reported.add(fault.error);
    console.warn(`${fault.status} ${request.method} ${new URL(request.url).pathname}: ${fault.reason}`);
    return;
  }
  // React Router's own error responses wrap the error that explains them.
  const wrapped: unknown = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  noteOutage(request, wrapped ?? error);
  console.error(wrapped ?? error);
};
