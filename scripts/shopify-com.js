// The Customer Account API's stand-in for shopify.com, a worker in the same workerd as the storefront
// (`npm start` with the Customer Account API emulated, see local-workerd.ts). Hydrogen addresses that
// API at fixed https://shopify.com URLs: the browser's way there (the sign-in and logout redirects,
// the CSP that allows them) is pointed at the emulator by the default export, which stands before
// deploy/workerd/front.js; the worker's own calls by `shopifyCom`, set as the storefront's outbound
// service. Production has none of this: there shopify.com is Shopify.

const SHOPIFY_COM = 'https://shopify.com';

/**
 * The emulator's URL for a shopify.com URL, or null for any other URL.
 * @param {string} url
 * @param {string} emulatorUrl
 */
export function toEmulator(url, emulatorUrl) {
  if (!url.startsWith(`${SHOPIFY_COM}/`)) return null;
  return `${emulatorUrl.replace(/\/+$/, '')}${url.slice(SHOPIFY_COM.length)}`;
}

/**
 * @typedef {{ FRONT: { fetch(request: Request): Promise<Response> }, EMULATOR_URL: string }} EdgeEnv
 */

export default {
  /**
   * @param {Request} request
   * @param {EdgeEnv} env
   */
  async fetch(request, env) {
    return withEmulatedShopifyCom(request, await env.FRONT.fetch(request), env.EMULATOR_URL);
  },
};

/**
 * Redirects to shopify.com sent to the emulator instead, and the CSP to match. React Router's
 * single-fetch redirect (a `.data` answer with status 202) carries its target in the body.
 * @param {Request} request
 * @param {Response} answer
 * @param {string} emulatorUrl
 */
export async function withEmulatedShopifyCom(request, answer, emulatorUrl) {
  const headers = new Headers(answer.headers);
  const location = headers.get('location');
  const target = location && toEmulator(location, emulatorUrl);
  if (target) headers.set('location', target);
  const policy = headers.get('content-security-policy');
  // The page may post to (or be sent on to) shopify.com, signing out: the policy names the emulator instead.
  if (policy) headers.set('content-security-policy', policy.replaceAll(SHOPIFY_COM, new URL(emulatorUrl).origin));
  const init = { status: answer.status, statusText: answer.statusText, headers };
  if (answer.status !== 202 || !new URL(request.url).pathname.endsWith('.data')) return new Response(answer.body, init);
  const body = (await answer.text()).replaceAll(`${SHOPIFY_COM}/`, `${emulatorUrl.replace(/\/+$/, '')}/`);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(body, init);
}

/** The storefront's outbound service: shopify.com goes to the emulator, everything else where it was going. */
export const shopifyCom = {
  /**
   * @param {Request} request
   * @param {{ EMULATOR_URL: string }} env
   */
  async fetch(request, env) {
    const target = toEmulator(request.url, env.EMULATOR_URL);
    return fetch(target ? new Request(target, request) : request);
  },
};
