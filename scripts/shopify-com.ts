// Hydrogen's createCustomerAccountClient addresses the Customer Account API at fixed
// https://shopify.com/... URLs. With the shop emulated, the local runtime sends that host to the
// emulator, so app/ stays unaware of it: the worker's fetches through workerd's outbound service,
// the browser's visits (the hosted sign-in, logout) through the front door, which rewrites the
// redirects that lead there. Production has none of this: there shopify.com is Shopify.
import { fetch as workerdFetch } from '@shopify/mini-oxygen';

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

type OutboundRequest = Parameters<typeof workerdFetch>[0] & Request;

/**
 * Miniflare's outbound service for the worker: shopify.com goes to the emulator, everything else
 * leaves as it would have. Only installed when the shop is emulated and accounts use this API.
 */
export function shopifyComOutbound(emulatorUrl: string) {
  return async (request: OutboundRequest) => {
    const target = toEmulator(request.url, emulatorUrl);
    if (!target) return workerdFetch(request);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    return workerdFetch(target, { method: request.method, headers: request.headers, body, redirect: 'manual' });
  };
}
