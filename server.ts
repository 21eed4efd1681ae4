// The worker entry: the same module runs on Oxygen, any worker runtime, and locally in workerd. It
// reads like Hydrogen's skeleton; what the storefront does per request lives in React Router
// middleware (app/middleware/, listed in root.tsx) and in the policies imported below.
import * as build from 'virtual:react-router/server-build';
import { createRequestHandler } from '@shopify/hydrogen';
import { createAppContext } from '~/context.server';
import { discardBody } from '~/core/security/request-body.server';
import { sameOriginPath } from '~/core/security/redirect-guard';
import { guardedStorefrontRedirect } from '~/core/redirects/shop-redirects.server';
import { allowFor405, refuseMethod } from '~/core/security/method-policy.server';
import { applyResponsePolicy } from '~/core/security/response-policy.server';
import { withPageCache } from '~/core/page-cache/page-cache.server';
import { boundAgentCall } from '~/agents/gate.server';
import { marketPrefix, readMarketPrefix, withPrefix } from '~/core/locale/market';

type AppContext = Awaited<ReturnType<typeof createAppContext>>['context'];
const requestContexts = new WeakMap<Request, AppContext>();
const getLoadContext = (request: Request) => {
  const context = requestContexts.get(request);
  if (!context) throw new Error('No context was made for this request');
  return context;
};

// One handler per market the shop offers, made once for the isolate: building one derives React
// Router's route tree and static handler. Each market's is the same app with the market's prefix as
// React Router's basename, so every <Link>, <Form>, redirect and data request keeps the market
// without a route file knowing about it (docs/decisions/0061-markets-as-basenames.md).
const handlers = new Map<string, ReturnType<typeof createRequestHandler>>();
function handlerFor(prefix: string, keep: boolean) {
  const known = handlers.get(prefix);
  if (known) return known;
  const handler = createRequestHandler({
    build: prefix ? { ...build, basename: prefix } : build,
    mode: process.env.NODE_ENV,
    getLoadContext,
  });
  // Only a market the shop offers is kept: an address the shop could not be asked about makes a handler for the request alone.
  if (keep) handlers.set(prefix, handler);
  return handler;
}

async function storefront(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
  try {
    const url = new URL(request.url);
    const addressed = readMarketPrefix(url.pathname);
    const { context, marketOffered } = await createAppContext(
      request,
      env,
      executionContext,
      build.assets.version,
      addressed?.locale ?? null,
    );
    const prefix = addressed ? marketPrefix(context.locale) : '';
    // A prefix in another case (/it-IT/), or the default market's own (/en-us/), moves to the canonical address.
    if (addressed && addressed.prefix === prefix && !addressed.canonical) {
      const location = sameOriginPath(`${withPrefix(prefix, addressed.rest)}${url.search}`, url.origin);
      if (location) return new Response(null, { status: 301, headers: { Location: location } });
    }
    // A call to an agent endpoint is bounded here: Hydrogen's handler forwards /api/mcp before any route runs.
    const agentCall = await boundAgentCall(request, context.clientAddress);
    if (agentCall instanceof Response) return agentCall;
    const handled = agentCall ?? request;
    requestContexts.set(handled, context);
    // A prefix the shop does not offer is not a market: the address is the default market's, where it is not found.
    const response = await handlerFor(prefix, marketOffered)(handled);
    if (context.session.isPending) response.headers.append('Set-Cookie', await context.session.commit());
    if (response.status !== 404) return response;
    // Hydrogen's storefrontRedirect: the shop's own URL redirects, behind the redirect guard.
    return await guardedStorefrontRedirect({ request, response, storefront: context.storefront });
  } catch (error) {
    console.error(error);
    return new Response('An unexpected error occurred', { status: 500 });
  }
}

export default {
  // A page the same for every shopper without a session or a bag is answered from the page cache
  // (app/lib/page-cache/page-cache.server.ts) once rendered; it keeps only what the policy below made public.
  fetch: withPageCache(async (request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> => {
    // A method no route answers is refused before any session or API call; every answer, whatever
    // made it, then leaves with the same transport, caching and Allow headers.
    const response = (await refuseMethod(request, build.routes)) ?? (await storefront(request, env, executionContext));
    // workerd cannot reuse a connection whose request body was left unread (a post no action read).
    await discardBody(request);
    return applyResponsePolicy(request, response, () => allowFor405(request, build.routes));
  }, build.assets.version),
};
