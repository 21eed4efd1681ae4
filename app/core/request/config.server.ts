import { STOREFRONT_API_VERSION } from '~/core/constants';

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
  /** Where product and content photographs come from (the browser connects to them early). */
  imageOrigins: string[];
  /** Where the shop's photographs come from: cards name theirs by path on it (see image-origin.ts). */
  shopImageOrigin: string;
  /** Origins of the optional third-party scripts (accessibility widget, analytics) for the CSP. */
  thirdPartyScriptOrigins: string[];
  /** The one request header the platform sets to the client's address (see client-address.server.ts); null trusts none. */
  clientIpHeader: string | null;
  /** The Customer Account API when PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID and SHOP_ID are set, else the Storefront API's (accounts.ts). */
  accountMode: AccountMode;
}

/**
 * 'storefront-api': the spec's Storefront API customer operations, the token in the server session
 * (the local default). 'customer-account-api': Shopify's hosted sign-in and Hydrogen's
 * customerAccount client (what a new shop has; PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID and SHOP_ID set).
 */
export type AccountMode = 'storefront-api' | 'customer-account-api';

/** Where Hydrogen sends shoppers to sign in and out in the Customer Account API mode. */
export const CUSTOMER_ACCOUNT_ORIGIN = 'https://shopify.com';

// The runtime hands every request of an isolate the same env object: read it once, not per request.
const readConfigs = new WeakMap<Env, AppConfig>();

export function readAppConfig(env: Env): AppConfig {
  let config = readConfigs.get(env);
  if (!config) {
    config = Object.freeze(parseAppConfig(env));
    readConfigs.set(env, config);
  }
  return config;
}

function parseAppConfig(env: Env): AppConfig {
  const storeOrigin = originOf(env.PUBLIC_STORE_DOMAIN);
  const apiHost = env.SANITY_API_HOST ? originOf(env.SANITY_API_HOST) : undefined;
  const sanityImageHost = env.SANITY_IMAGE_HOST ? originOf(env.SANITY_IMAGE_HOST) : (apiHost ?? 'https://cdn.sanity.io');
  // A real shop serves its photographs from Shopify's CDN; a local (http) one serves them itself.
  const shopImageOrigin = storeOrigin.startsWith('http://') ? storeOrigin : 'https://cdn.shopify.com';
  return {
    storeOrigin,
    siteOrigin: env.PUBLIC_SITE_URL ? originOf(env.PUBLIC_SITE_URL) : undefined,
    storefrontApiUrl: `${storeOrigin}/api/${STOREFRONT_API_VERSION}/graphql.json`,
    sanity: {
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET || 'production',
      apiVersion: env.SANITY_API_VERSION || '2025-02-19',
      apiHost,
      imageHost: sanityImageHost,
      studioOrigin: env.SANITY_STUDIO_ORIGIN || undefined,
    },
    klaviyo: {
      publicKey: env.KLAVIYO_PUBLIC_KEY || undefined,
      listId: env.KLAVIYO_LIST_ID || undefined,
      apiHost: env.KLAVIYO_API_HOST ? originOf(env.KLAVIYO_API_HOST) : 'https://a.klaviyo.com',
    },
    imageOrigins: [...new Set([shopImageOrigin, sanityImageHost])],
    shopImageOrigin,
    thirdPartyScriptOrigins: [env.PUBLIC_ACCESSIBILITY_WIDGET_URL, env.PUBLIC_ANALYTICS_SCRIPT_URL, env.PUBLIC_MARKETING_SCRIPT_URL]
      .filter((url): url is string => Boolean(url))
      .map(originOf),
    clientIpHeader: headerName(env.TRUSTED_CLIENT_IP_HEADER),
    accountMode: env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID?.trim() && env.SHOP_ID?.trim() ? 'customer-account-api' : 'storefront-api',
  };
}

/** A header name as Headers.get wants it; anything that is not one (or `none`) trusts no header. */
function headerName(value: string | undefined): string | null {
  const name = value?.trim().toLowerCase();
  return name && name !== 'none' && /^[a-z0-9-]+$/.test(name) ? name : null;
}

/** "shop.myshopify.com" means https; an explicit scheme (the local emulator's http) is kept. */
function originOf(domain: string): string {
  const withScheme = /^https?:\/\//.test(domain) ? domain : `https://${domain}`;
  return new URL(withScheme).origin;
}
