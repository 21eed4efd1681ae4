// The worker entry: the same module runs on Oxygen, any worker runtime, and locally in workerd.
import * as build from 'virtual:react-router/server-build';
import { createRequestHandler } from '@shopify/hydrogen';
import { createAppContext } from '~/lib/context.server';
import { plainNotFoundForBots } from '~/lib/shell/not-found.server';
import { redirectResponse } from '~/lib/shell/redirect-table';
import { trackingSetCookie } from '~/lib/analytics/tracking-cookie.server';
import { foldStrayCarts } from '~/lib/cart/stray-carts.server';
import { discardBody } from '~/lib/security/request-body.server';
import { guardedStorefrontRedirect } from '~/lib/security/shop-redirect.server';
import { allowFor405, refuseMethod } from '~/lib/security/method-policy.server';
import { applyResponsePolicy } from '~/lib/security/response-policy.server';
import { withPageCache } from '~/lib/shell/page-cache.server';

/** The build manifest the client polls to notice a new deploy (spec section 4, reload guard). */
const BUILD_MANIFEST_PATH = '/builds/latest.json';

type AppContext = Awaited<ReturnType<typeof createAppContext>>;
const requestContexts = new WeakMap<Request, AppContext>();
// One handler for the isolate: building it derives React Router's route tree and static handler,
// work that would otherwise be repeated for every request. Each request finds its own context.
const handleRequest = createRequestHandler({
  build,
  mode: process.env.NODE_ENV,
  getLoadContext: (request: Request) => {
    const context = requestContexts.get(request);
    if (!context) throw new Error('No context was made for this request');
    return context;
  },
});

const storefront = {
  async fetch(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    if (new URL(request.url).pathname === BUILD_MANIFEST_PATH) {
      return Response.json({ id: build.assets.version }, { headers: { 'cache-control': 'no-store' } });
    }
    try {
      // The storefront's own redirect table (retired products, /pages/*, collection product paths)
      // answers before any context is built: a permanent redirect needs no session or API call.
      const redirect = redirectResponse(request);
      if (redirect) return redirect;

      const context = await createAppContext(request, env, executionContext);
      requestContexts.set(request, context);

      // A cart created at the same moment in another tab joins the bag before any loader reads it.
      const foldedCookies = await foldStrayCarts(request, context);
      const response = await handleRequest(request);
      // A post no action read (a page without a form, say) still has its body on the connection.
      await discardBody(request);
      for (const cookie of foldedCookies) response.headers.append('Set-Cookie', cookie);
      if (context.session.isPending) {
        response.headers.append('Set-Cookie', await context.session.commit());
      }
      const tracking = trackingSetCookie(request);
      if (tracking) response.headers.append('Set-Cookie', tracking);
      if (response.status !== 404) return response;

      // Only a page the app does not know is worth asking the shop's own URL redirects about; the
      // answer passes the redirect guard (app/lib/security/shop-redirect.server.ts).
      const redirected = await guardedStorefrontRedirect({ request, response, storefront: context.storefront });
      return redirected.status === 404 ? plainNotFoundForBots(request, redirected) : redirected;
    } catch (error) {
      console.error(error);
      return new Response('An unexpected error occurred', { status: 500 });
    }
  },
};

export default {
  // A page the same for every shopper without a session or a bag is answered from the page cache
  // (app/lib/shell/page-cache.server.ts) once rendered; it keeps only what the policy below made public.
  fetch: withPageCache(async (request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> => {
    // A method no route answers is refused before any session or API call; every answer, whatever
    // made it, then leaves with the same transport, caching and Allow headers.
    const response = (await refuseMethod(request, build.routes)) ?? (await storefront.fetch(request, env, executionContext));
    // Whatever answered without reading the body (the build manifest, a failure), workerd cannot
    // reuse a connection that still holds it: the next shopper's request on it would fail.
    await discardBody(request);
    return applyResponsePolicy(request, response, () => allowFor405(request, build.routes));
  }, build.assets.version),
};
