// Every stage a request passes through, in the order it runs: read top to bottom, this is the
// request's path (docs/architecture.md). The worker's stages come first (server.ts runs them); inside
// the router stage, React Router runs its middleware (the list at the bottom, which root.tsx exports)
// and, for an account page, the account layout's guard (routes/account._signed-in.tsx). The shape
// is Hydrogen 2026-10's: Shopify's routes in front of the router, the shop's redirects after a 404.
import { createRequestHandler } from '@shopify/hydrogen';
import type { MiddlewareFunction, ServerBuild } from 'react-router';
import { pageCache } from '~/core/page-cache/page-cache.server';
import { responsePolicy } from '~/core/security/response-policy.server';
import { refuseUnknownMethods, type MethodTable } from '~/core/security/method-policy.server';
import type { Stage } from '~/core/request/stages';
import { withoutPrefix } from '~/core/locale/market';
import { guardedStorefrontRedirect } from '~/core/redirects/shop-redirects.server';
import { redirectTable } from '~/core/redirects/redirect-table-stage.server';
import { plainNotFoundForCrawlers } from '~/core/not-found/for-crawlers-stage.server';
import { marketAndContext, requestContext, requestState } from '~/context.server';
import { boundAgentCall } from '~/agents/gate.server';
import { forwardToShop } from '~/agents/forward.server';
import { UCP_PROFILE_PATH, isVersionProfile, ucpProfile } from '~/agents/profile.server';
import { foldStrayCartsFirst } from '~/bag/stray-carts-stage.server';
import { keepTrackingParameters } from '~/analytics/tracking-cookie-stage.server';

export function workerStages(build: ServerBuild): Stage[] {
  return [
    // A page alike for every shopper without a session, bag or preview: from the page cache, kept once rendered.
    pageCache(build.assets.version),
    // Every answer, whatever made it, leaves with the same transport, caching and Allow headers.
    responsePolicy(build.routes, SHOPIFY_ROUTE_METHODS),
    // A method no route answers: a 405, before any session or API call.
    refuseUnknownMethods(build.routes, SHOPIFY_ROUTE_METHODS),
    // A fault past this point is logged and answered with a plain 500 (a thrown Response is the answer).
    unexpectedErrors,
    // The market the address names (a prefix in another case moves to its canonical one), and the request's context.
    marketAndContext(build.assets.version),
    // Shopify's routes, in front of the router: the Storefront API and MCP proxies, the agents' UCP endpoint and profile.
    shopifyRoutes,
    // A page the router did not find may be one of the shop's own URL redirects (behind the redirect guard).
    shopRedirects,
    // The session cookie, when the request changed the session.
    commitSession,
    // React Router: routerMiddleware below, then the route's loader or action, then the page.
    router(build),
  ];
}

/** React Router's middleware, run by the router stage before any loader or action, in this order. */
export const routerMiddleware: MiddlewareFunction<Response>[] = [
  // Retired products, /pages/*, products under a collection: a 301 before anything is read.
  redirectTable,
  // A crawler asking for an unknown page gets the bare 404 text.
  plainNotFoundForCrawlers,
  // A cart another tab made at the same moment joins the bag before a loader reads it.
  foldStrayCartsFirst,
  // Campaign parameters are kept for 90 days.
  keepTrackingParameters,
];

interface ShopifyRoute {
  methods: readonly string[];
  /** An agent endpoint: its calls are bounded in size and rate first (agents/gate.server.ts). */
  agents?: true;
  answer: (request: Request, context: ReturnType<typeof requestContext>, path: string) => Promise<Response>;
}

/**
 * Shopify's own addresses on the shop's origin, by path under any market prefix (a UCP profile of
 * one version answers as the profile does). Each is forwarded
 * to the shop (never answered here).
 * Hydrogen 2026-10 answers these in `handleShopifyRoutes`, permalinks and `.well-known` among them.
 */
const SHOPIFY_ROUTES = new Map<string, ShopifyRoute>([
  ['/api/mcp', { methods: ['GET', 'HEAD', 'POST'], agents: true, answer: (request, context) => context.storefront.forwardMcp(request) }],
  [
    '/api/ucp/mcp',
    { methods: ['GET', 'HEAD', 'POST'], agents: true, answer: (request, context) => forwardToShop(request, context, '/api/ucp/mcp') },
  ],
  [UCP_PROFILE_PATH, { methods: ['GET', 'HEAD'], answer: ucpProfile }],
]);
const SHOPIFY_ROUTE_METHODS: MethodTable = new Map([...SHOPIFY_ROUTES].map(([path, route]) => [path, route.methods]));

const shopifyRoutes: Stage = async (request, next) => {
  const context = requestContext(request);
  // Hydrogen's Storefront API proxy (/api/{version}/graphql.json, unprefixed), as its request handler forwards it.
  if (context.storefront.isStorefrontApiUrl(request)) return context.storefront.forward(request);
  const path = withoutPrefix(new URL(request.url).pathname);
  const route = SHOPIFY_ROUTES.get(path) ?? (isVersionProfile(path) ? SHOPIFY_ROUTES.get(UCP_PROFILE_PATH) : undefined);
  if (!route) return next(request);
  if (!route.agents) return route.answer(request, context, path);
  const bounded = await boundAgentCall(request, context.clientAddress);
  return bounded instanceof Response ? bounded : route.answer(bounded, context, path);
};

const shopRedirects: Stage = async (request, next) => {
  const response = await next(request);
  if (response.status !== 404) return response;
  return guardedStorefrontRedirect({ request, response, storefront: requestContext(request).storefront });
};

const unexpectedErrors: Stage = async (request, next) => {
  try {
    return await next(request);
  } catch (error) {
    // A stage in front of the router answers a refusal by throwing it, as a loader would.
    if (error instanceof Response) return error;
    console.error(error);
    return new Response('An unexpected error occurred', { status: 500 });
  }
};

const commitSession: Stage = async (request, next) => {
  const response = await next(request);
  const { session } = requestContext(request);
  if (session.isPending) response.headers.append('Set-Cookie', await session.commit());
  return response;
};

/**
 * One React Router handler per market the shop offers, made once for the isolate (building one
 * derives the route tree and static handler). Each is the same app with the market's prefix as its
 * basename, so every <Link>, <Form>, redirect and data request keeps the market without a route
 * file knowing about it (docs/decisions/0061-markets-as-basenames.md).
 */
function router(build: ServerBuild): Stage {
  const handlers = new Map<string, ReturnType<typeof createRequestHandler>>();
  const getLoadContext = (request: Request) => requestContext(request);
  const handlerFor = (prefix: string, keep: boolean) => {
    const known = handlers.get(prefix);
    if (known) return known;
    const handler = createRequestHandler({
      build: prefix ? { ...build, basename: prefix } : build,
      mode: process.env.NODE_ENV,
      getLoadContext,
    });
    // Only a market the shop offers is kept: one the shop could not be asked about gets a handler for this request alone.
    if (keep) handlers.set(prefix, handler);
    return handler;
  };
  return async (request) => {
    const { prefix, marketOffered } = requestState(request);
    return handlerFor(prefix, marketOffered)(request);
  };
}
