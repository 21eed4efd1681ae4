import { createContentSecurityPolicy } from '@shopify/hydrogen';
import { CUSTOMER_ACCOUNT_ORIGIN, type AppConfig } from '~/core/request/config.server';

/**
 * The origin the client build is served from when it is not this one: `shopify hydrogen deploy`
 * builds with Oxygen's CDN (https://cdn.shopify.com/oxygen/...) as Vite's base, and the page's
 * modules, fonts and styles then come from there. A nonce covers only the page's own script tags,
 * not the modules they import, so the origin itself must be allowed.
 */
function assetOrigins(base: string): string[] {
  return /^https?:\/\//i.test(base) ? [new URL(base).origin] : [];
}

/**
 * A nonce-based policy. Sources are listed explicitly instead of through `shop:` because Hydrogen
 * prefixes the store domain with https://, which breaks an http:// store (the local emulator).
 */
export function createCsp(config: AppConfig, assetBase: string = import.meta.env.BASE_URL) {
  const assets = assetOrigins(assetBase);
  const store = config.storeOrigin;
  const sanityImages = config.sanity.imageHost;
  const sanityApi = config.sanity.apiHost ?? `https://${config.sanity.projectId}.api.sanity.io`;
  const policy = createContentSecurityPolicy({
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...assets, ...config.thirdPartyScriptOrigins],
    imgSrc: ["'self'", 'data:', 'https://cdn.shopify.com', store, sanityImages],
    connectSrc: ["'self'", 'https://monorail-edge.shopifysvc.com', store, sanityApi],
    styleSrc: ["'self'", "'unsafe-inline'", ...assets],
    fontSrc: ["'self'", ...assets],
    frameAncestors: config.sanity.studioOrigin ? ["'self'", config.sanity.studioOrigin] : ["'self'"],
    // Signing out of the Customer Account API posts here and is sent on to Shopify's logout.
    formAction: ["'self'", store, ...(config.accountMode === 'customer-account-api' ? [CUSTOMER_ACCOUNT_ORIGIN] : [])],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
  });
  return { ...policy, header: withoutRepeats(policy.header) };
}

/**
 * Hydrogen adds its own defaults to each directive named here, and the store and content hosts may
 * be one origin (the emulators): each source is listed once.
 */
function withoutRepeats(header: string): string {
  return header
    .split(';')
    .map((directive) => [...new Set(directive.trim().split(/\s+/))].join(' '))
    .filter(Boolean)
    .join('; ');
}
