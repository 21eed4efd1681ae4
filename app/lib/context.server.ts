import { createHydrogenContext, createWithCache, type WithCache } from '@shopify/hydrogen';
import { createSanityContext, type SanityContext } from 'hydrogen-sanity';
import { PreviewSession } from 'hydrogen-sanity/preview/session';
import { isPreviewEnabled } from 'hydrogen-sanity/preview';
import { AppSession } from '~/lib/session.server';
import { localeFromCookie, type Locale } from '~/lib/locale';
import { readAppConfig, type AppConfig } from '~/lib/config.server';
import { cartHandlerOptions } from '~/lib/cart-options.server';
import { storefrontHeaders, trustedClientAddress } from '~/lib/client-address.server';
import { isThrottled } from '~/lib/shopper-failure.server';
import { applyStorefrontPolicy } from '~/lib/storefront-policy.server';

/**
 * Everything a loader or action may use for one request: Hydrogen's storefront client and cart
 * handler (in the shopper's country and language), the Sanity context, the session and config.
 */
export async function createAppContext(request: Request, env: Env, executionContext: ExecutionContext) {
  const startedAt = Date.now();
  if (!env.SESSION_SECRET) throw new Error('SESSION_SECRET environment variable is not set');
  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const config = readAppConfig(env);
  const locale = localeFromCookie(request.headers.get('Cookie'));
  const clientAddress = trustedClientAddress(request, config.clientIpHeader);

  const [cache, session, previewSession] = await Promise.all([
    caches.open('hydrogen'),
    AppSession.init(request, [env.SESSION_SECRET]),
    // Draft preview lives in its own cookie, apart from the shopper's session.
    PreviewSession.init(request, [env.SESSION_SECRET]),
  ]);
  const previewing = isPreviewEnabled(config.sanity.projectId, previewSession);

  const sanity = await createSanityContext({
    request,
    cache,
    waitUntil,
    client: {
      projectId: config.sanity.projectId,
      dataset: config.sanity.dataset,
      apiVersion: config.sanity.apiVersion,
      useCdn: !config.sanity.apiHost,
      ...(config.sanity.apiHost ? { apiHost: config.sanity.apiHost, useProjectHostname: false } : {}),
      // Stega markers exist only for editors in preview; shoppers never receive them.
      stega: { enabled: previewing, studioUrl: config.sanity.studioOrigin ?? '/studio' },
    },
    preview: env.SANITY_PREVIEW_TOKEN ? { token: env.SANITY_PREVIEW_TOKEN, session: previewSession } : undefined,
  });

  const withCache = createWithCache({ cache, waitUntil, request });

  const hydrogenContext = createHydrogenContext(
    {
      env,
      request,
      cache,
      waitUntil,
      session,
      i18n: locale,
      cart: cartHandlerOptions(request),
      storefront: { headers: storefrontHeaders(request, clientAddress, config.clientIpHeader) },
      // Too many attempts is an expected answer, logged in one line by shopper-failure.server.ts.
      logErrors: (error) => !isThrottled(error),
    },
    { sanity, locale, config, withCache, clientAddress } satisfies AppAdditionalContext,
  );
  // One fetch policy (timeouts, safe retries, the request's time budget) for every Storefront API
  // call, the cart handler's included: they share this client object.
  applyStorefrontPolicy(hydrogenContext.storefront, startedAt);
  return hydrogenContext;
}

/** What this app adds to Hydrogen's context; declared on `HydrogenAdditionalContext` in env.d.ts. */
export interface AppAdditionalContext {
  sanity: SanityContext;
  locale: Locale;
  config: AppConfig;
  /** Hydrogen's sub-request cache for data that is not a Storefront API query. */
  withCache: WithCache;
  /** The client's address when the platform vouches for it (client-address.server.ts), else null. */
  clientAddress: string | null;
}
