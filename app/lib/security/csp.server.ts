import { createContentSecurityPolicy } from '@shopify/hydrogen';
import type { AppConfig } from '~/lib/config.server';

/**
 * A nonce-based policy. Sources are listed explicitly instead of through `shop:` because Hydrogen
 * prefixes the store domain with https://, which breaks an http:// store (the local emulator).
 */
export function createCsp(config: AppConfig) {
  const store = config.storeOrigin;
  const sanityImages = config.sanity.imageHost;
  const sanityApi = config.sanity.apiHost ?? `https://${config.sanity.projectId}.api.sanity.io`;
  return createContentSecurityPolicy({
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...config.thirdPartyScriptOrigins],
    imgSrc: ["'self'", 'data:', 'https://cdn.shopify.com', store, sanityImages],
    connectSrc: ["'self'", 'https://monorail-edge.shopifysvc.com', store, sanityApi],
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'"],
    frameAncestors: config.sanity.studioOrigin ? ["'self'", config.sanity.studioOrigin] : ["'self'"],
    formAction: ["'self'", store],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
  });
}
