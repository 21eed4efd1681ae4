import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import { renderToReadableStream } from 'react-dom/server';
import { createCsp } from '~/lib/csp.server';
import { settleErrorDocument } from '~/lib/error-document.server';

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  reactRouterContext: EntryContext,
  context: AppLoadContext,
) {
  const { nonce, header, NonceProvider } = createCsp(context.config);
  responseStatusCode = settleErrorDocument(reactRouterContext.staticHandlerContext, responseStatusCode, responseHeaders);
  const { SanityProvider } = context.sanity;

  const body = await renderToReadableStream(
    <NonceProvider>
      <SanityProvider>
        <ServerRouter context={reactRouterContext} url={request.url} nonce={nonce} />
      </SanityProvider>
    </NonceProvider>,
    {
      nonce,
      signal: request.signal,
      onError(error) {
        console.error(error);
        responseStatusCode = 500;
      },
    },
  );

  // Crawlers and no-JS shoppers both get the whole document; browsers stream.
  if (isbot(request.headers.get('user-agent'))) await body.allReady;

  responseHeaders.set('Content-Type', 'text/html');
  responseHeaders.set('Content-Security-Policy', header);
  // Beyond the CSP: no MIME sniffing; other sites learn the origin, never a page's full URL (search
  // terms, reset links); and none of the browser's powerful features, which this shop never uses.
  responseHeaders.set('X-Content-Type-Options', 'nosniff');
  responseHeaders.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  responseHeaders.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
