import { createHydrogenContext, createWithCache, type WithCache } from '@shopify/hydrogen';
import { createSanityContext, type SanityContext } from 'hydrogen-sanity';
import { PreviewSession } from 'hydrogen-sanity/preview/session';
import { isPreviewEnabled } from 'hydrogen-sanity/preview';
import { AppSession } from '~/lib/session.server';
import { localeFromCookie, type Locale } from '~/lib/locale';
import { readAppConfig, type AppConfig } from '~/lib/config.server';
import { cartHandlerOptions } from '~/lib/cart-options.server';
import { logStorefrontError } from '~/lib/client-fault.server';

/**
 * Everything a loader or action may use for one request: Hydrogen's storefront client and cart
 * handler (in the shopper's country and language), the Sanity context, the session and config.
 */
export async function createAppContext(request: Request, env: Env, executionContext: ExecutionContext) {
  if (!env.SESSION_SECRET) throw new Error('SESSION_SECRET environment variable is not set');
  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const config = readAppConfig(env);
  const locale = localeFromCookie(request.headers.get('Cookie'));

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
      logErrors: logStorefrontError,
    },
    { sanity, locale, config, withCache } satisfies AppAdditionalContext,
  );
  return hydrogenContext;
}

/** What this app adds to Hydrogen's context; declared on `HydrogenAdditionalContext` in env.d.ts. */
export interface AppAdditionalContext {
  sanity: SanityContext;
  locale: Locale;
  config: AppConfig;
  /** Hydrogen's sub-request cache for data that is not a Storefront API query. */
  withCache: WithCache;
}
