import { STOREFRONT_API_VERSION } from '~/lib/constants';

/**
 * The deployment's settings, read once per request from the worker's env. Production and the local
 * emulators differ only in these values: nothing else in app/ knows which one it talks to.
 */
export interface AppConfig {
  storeOrigin: string;
  /** PUBLIC_SITE_URL's origin: the shop's own public address (see site-origin.server.ts). */
  siteOrigin?: string;
  storefrontApiUrl: string;
  sanity: {
    projectId: string;
    dataset: string;
    apiVersion: string;
    /** Set only for a self-hosted Content Lake (the local emulator). */
    apiHost?: string;
    imageHost: string;
    studioOrigin?: string;
  };
  klaviyo: { publicKey?: string; listId?: string; apiHost: string };
  /** Origins of the optional third-party scripts (accessibility widget, analytics) for the CSP. */
  thirdPartyScriptOrigins: string[];
}

export function readAppConfig(env: Env): AppConfig {
  const storeOrigin = originOf(env.PUBLIC_STORE_DOMAIN);
  const apiHost = env.SANITY_API_HOST ? originOf(env.SANITY_API_HOST) : undefined;
  return {
    storeOrigin,
    siteOrigin: env.PUBLIC_SITE_URL ? originOf(env.PUBLIC_SITE_URL) : undefined,
    storefrontApiUrl: `${storeOrigin}/api/${STOREFRONT_API_VERSION}/graphql.json`,
    sanity: {
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET || 'production',
      apiVersion: env.SANITY_API_VERSION || '2025-02-19',
      apiHost,
      imageHost: env.SANITY_IMAGE_HOST ? originOf(env.SANITY_IMAGE_HOST) : apiHost ?? 'https://cdn.sanity.io',
      studioOrigin: env.SANITY_STUDIO_ORIGIN || undefined,
    },
    klaviyo: {
      publicKey: env.KLAVIYO_PUBLIC_KEY || undefined,
      listId: env.KLAVIYO_LIST_ID || undefined,
      apiHost: env.KLAVIYO_API_HOST ? originOf(env.KLAVIYO_API_HOST) : 'https://a.klaviyo.com',
    },
    thirdPartyScriptOrigins: [env.PUBLIC_ACCESSIBILITY_WIDGET_URL, env.PUBLIC_ANALYTICS_SCRIPT_URL]
      .filter((url): url is string => Boolean(url))
      .map(originOf),
  };
}

/** "shop.myshopify.com" means https; an explicit scheme (the local emulator's http) is kept. */
export function originOf(domain: string): string {
  const withScheme = /^https?:\/\//.test(domain) ? domain : `https://${domain}`;
  return new URL(withScheme).origin;
}
