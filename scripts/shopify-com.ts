// Hydrogen's createCustomerAccountClient addresses the Customer Account API at fixed
// https://shopify.com/... URLs. With the shop emulated, the local runtime sends that host to the
// emulator, so app/ stays unaware of it: the worker's fetches through workerd's outbound service,
// the browser's visits (the hosted sign-in, logout) through the front door, which rewrites the
// redirects that lead there. Production has none of this: there shopify.com is Shopify.
import { COMPATIBILITY_DATE } from '../deploy/runtime.ts';

export const SHOPIFY_COM = 'https://shopify.com';

/** The emulator's URL for a shopify.com URL, or null for any other URL. */
export function toEmulator(url: string, emulatorUrl: string): string | null {
  if (!url.startsWith(`${SHOPIFY_COM}/`)) return null;
  return `${emulatorUrl.replace(/\/+$/, '')}${url.slice(SHOPIFY_COM.length)}`;
}

/** Every shopify.com URL in a text (a single-fetch redirect's payload) pointed at the emulator. */
export function rewriteShopifyComUrls(text: string, emulatorUrl: string): string {
  return text.replaceAll(`${SHOPIFY_COM}/`, `${emulatorUrl.replace(/\/+$/, '')}/`);
}

/** The name of the worker that routes the storefront worker's outbound requests. */
export const SHOPIFY_COM_ROUTER = 'shopify-com-router';

/**
 * A second worker, set as the storefront worker's outbound service: shopify.com goes to the
 * emulator, everything else leaves for where it was going. It runs inside workerd (a Node
 * function would put every sub-request through miniflare's loopback server, which refuses the
 * long GET queries Sanity takes). Only installed when the shop is emulated and accounts use this API.
 */
export function shopifyComRouter(emulatorUrl: string) {
  return {
    name: SHOPIFY_COM_ROUTER,
    modules: true,
    compatibilityDate: COMPATIBILITY_DATE,
    bindings: { EMULATOR_URL: emulatorUrl.replace(/\/+$/, '') },
    script: `export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (url.origin !== ${JSON.stringify(SHOPIFY_COM)}) return fetch(request);
    return fetch(new Request(env.EMULATOR_URL + url.pathname + url.search, request));
  },
};`,
  };
}
