import { createHydrogenContext, createWithCache, hydrogenContext as hydrogenKeys, type WithCache } from '@shopify/hydrogen';
import { redirect } from 'react-router';
import { loginUrl, sessionBuyerIdentity } from '~/accounts/customer-session.server';
import { createSanityContext, type SanityContext } from 'hydrogen-sanity';
import { createClient, type SanityClient } from '@sanity/client';
import { PreviewSession } from 'hydrogen-sanity/preview/session';
import { closeStalePreview } from '~/core/sanity/preview-session.server';
import { isPreviewEnabled } from 'hydrogen-sanity/preview';
import { AppSession } from '~/core/request/session.server';
import { DEFAULT_I18N, isDefaultLocale, type Locale } from '~/core/locale/locale';
import { shopOffersLocale } from '~/core/locale/shop-localization.server';
import { readAppConfig, type AppConfig } from '~/core/request/config.server';
import { cartHandlerOptions } from '~/bag/options.server';
import { storefrontHeaders, trustedClientAddress } from '~/core/security/client-address.server';
import { isThrottled } from '~/core/failures/storefront-failure.server';
import { createStorefrontServices } from '~/core/services/storefront-client.server';
import { contentCache, sanityFetchPolicy } from '~/core/sanity/client-options';
import { logStorefrontError } from '~/core/failures/log.server';
import { memoisedWithCache } from '~/core/services/isolate-memo.server';
import { marketPrefix, readMarketPrefix, withPrefix } from '~/core/locale/market';
import { sameOriginPath } from '~/core/security/redirect-guard';
import type { Stage } from '~/core/request/stages';

/**
 * Everything a loader or action may use for one request (`context`): Hydrogen's storefront client
 * and cart handler (in the address's market), the Sanity context, the session and config. And
 * whether the shop said it offers that market (`marketOffered`, false only while it cannot be asked).
 */
async function createAppContext(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
  buildVersion: string,
  addressed: Locale | null,
) {
  const startedAt = Date.now();
  if (!env.SESSION_SECRET) throw new Error('SESSION_SECRET environment variable is not set');
  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const config = readAppConfig(env);
  const clientAddress = trustedClientAddress(request, config.clientIpHeader);

  const [cache, session, previewSession] = await Promise.all([
    caches.open('hydrogen'),
    AppSession.init(request, [env.SESSION_SECRET]),
    // Draft preview lives in its own cookie, apart from the shopper's session.
    PreviewSession.init(request, [env.SESSION_SECRET]),
  ]);
  closeStalePreview(previewSession);
  const previewing = isPreviewEnabled(config.sanity.projectId, previewSession);

  const sanity = await createSanityContext({
    request,
    cache,
    waitUntil,
    client: sanityClient(config.sanity, previewing),
    defaultStrategy: contentCache(),
    preview: env.SANITY_PREVIEW_TOKEN ? { token: env.SANITY_PREVIEW_TOKEN, session: previewSession } : undefined,
  });

  // Answers every shopper shares are kept parsed in the isolate for a few seconds (isolate-memo.server.ts).
  const withCache = memoisedWithCache(createWithCache({ cache, waitUntil, request }));

  const hydrogenContext = (locale: Locale) => {
    const options = {
      env,
      request,
      cache,
      waitUntil,
      session,
      i18n: locale,
      cart: cartHandlerOptions(request),
      // The signed-in customer on every new bag (the Customer Account API mode's Hydrogen adds itself).
      buyerIdentity: sessionBuyerIdentity({ session }),
      storefront: { headers: storefrontHeaders(request, clientAddress, config.clientIpHeader) },
      // Used only in the Customer Account API mode (accounts.server.ts). The callback URL is
      // registered with Shopify by hand, as for any custom domain, so no Hydrogen tunnel is needed;
      // a signed-out shopper meets the shop's own sign-in route with the way back to this page.
      customerAccount:
        config.accountMode === 'customer-account-api'
          ? { useCustomAuthDomain: true, customAuthStatusHandler: () => redirect(loginUrl(request)) }
          : undefined,
      // Too many attempts is an expected answer, logged in one line by failures/storefront-failure.server.ts;
      // other errors a client caused are one line too (failures/log.server.ts), the rest a trace.
      logErrors: (error?: Error) => !isThrottled(error) && logStorefrontError(error),
    };
    // One fetch policy (timeouts, safe retries, the request's time budget) for every Storefront API
    // call, the cart handler's included: Hydrogen's clients, made by its own factories, with ours in
    // front of the storefront client's calls (services/storefront-client.server.ts).
    const services = createStorefrontServices({
      ...options,
      storefrontHeaders: options.storefront.headers,
      startedAt,
    });
    const context = createHydrogenContext(options, {
      ...services,
      sanity,
      locale,
      config,
      withCache,
      clientAddress,
      buildVersion,
    } satisfies AppAdditionalContext & typeof services);
    // Hydrogen's own readers (its request handler's proxy and MCP forwarding) find the same clients.
    context.set(hydrogenKeys.storefront, services.storefront);
    context.set(hydrogenKeys.customerAccount, services.customerAccount);
    context.set(hydrogenKeys.cart, services.cart);
    return context;
  };

  // The market is the address's (market.ts). A prefix's market reaches a query only once the shop
  // has said it offers it; one the shop refuses is no market, and the address is the default
  // market's (where it is not found). When the shop cannot be asked, the address is taken at its
  // word: the page degrades as any page does while the shop is away, in the market it names.
  if (!addressed || isDefaultLocale(addressed)) return { context: hydrogenContext({ ...DEFAULT_I18N }), marketOffered: true };
  const context = hydrogenContext(addressed);
  const offered = await shopOffersLocale(context, addressed);
  if (offered === 'no') return { context: hydrogenContext({ ...DEFAULT_I18N }), marketOffered: true };
  return { context, marketOffered: offered === 'yes' };
}

/**
 * The Sanity client for shoppers, made once per isolate: building one (its config, its requester and
 * middleware) cost about a millisecond of every request. An editor's preview client differs in its
 * stega markers and is made for the request; hydrogen-sanity derives the drafts client from either.
 */
function sanityClient(sanity: AppConfig['sanity'], previewing: boolean): SanityClient {
  const known = previewing ? undefined : shopperClients.get(sanity);
  if (known) return known;
  const client = createClient({
    projectId: sanity.projectId,
    dataset: sanity.dataset,
    apiVersion: sanity.apiVersion,
    useCdn: !sanity.apiHost,
    ...(sanity.apiHost ? { apiHost: sanity.apiHost, useProjectHostname: false } : {}),
    // Stega markers exist only for editors in preview; shoppers never receive them.
    stega: { enabled: previewing, studioUrl: sanity.studioOrigin ?? '/studio' },
    ...sanityFetchPolicy,
  });
  if (!previewing) shopperClients.set(sanity, client);
  return client;
}
/** Keyed by the isolate's config (read once per environment, config.server.ts). */
const shopperClients = new WeakMap<AppConfig['sanity'], SanityClient>();

/** What this app adds to Hydrogen's context; declared on `HydrogenAdditionalContext` in env.d.ts. */
export interface AppAdditionalContext {
  sanity: SanityContext;
  /** The market the address names (market.ts), one the shop offers; the default for an unprefixed address. */
  locale: Locale;
  config: AppConfig;
  /** Hydrogen's sub-request cache for data that is not a Storefront API query. */
  withCache: WithCache;
  /** The client's address when the platform vouches for it (client-address.server.ts), else null. */
  clientAddress: string | null;
  /** The running build's id, which the reload guard compares with the one it loaded. */
  buildVersion: string;
}

type RequestContext = Awaited<ReturnType<typeof createAppContext>>['context'];

/** What the context stage found, kept beside the request for the stages after it and getLoadContext. */
interface RequestState {
  context: RequestContext;
  /** The address's market prefix ('' for the default market), `/it-it` say. */
  prefix: string;
  /** False only while the shop cannot be asked whether it offers the market the prefix names. */
  marketOffered: boolean;
}

// Keyed by the request object: nothing outlives it, nothing is shared between two requests.
const states = new WeakMap<Request, RequestState>();

export function requestState(request: Request): RequestState {
  const state = states.get(request);
  if (!state) throw new Error('No context was made for this request');
  return state;
}

export const requestContext = (request: Request): RequestContext => requestState(request).context;

/**
 * The stage that makes the request's context, in the market the address names (market.ts). A
 * prefix in another case (/it-IT/), or the default market's own (/en-us/), moves to the canonical
 * address first.
 */
export function marketAndContext(buildVersion: string): Stage {
  return async (request, next, { env, executionContext }) => {
    const url = new URL(request.url);
    const addressed = readMarketPrefix(url.pathname);
    const { context, marketOffered } = await createAppContext(request, env, executionContext, buildVersion, addressed?.locale ?? null);
    const prefix = addressed ? marketPrefix(context.locale) : '';
    if (addressed && addressed.prefix === prefix && !addressed.canonical) {
      const location = sameOriginPath(`${withPrefix(prefix, addressed.rest)}${url.search}`, url.origin);
      if (location) return new Response(null, { status: 301, headers: { Location: location } });
    }
    // A prefix the shop does not offer is not a market: the address is the default market's, where it is not found.
    states.set(request, { context, prefix, marketOffered });
    return next(request);
  };
}
