// The local edge: a worker in the same workerd as the storefront (`npm start`, scripts/local-workerd.ts),
// doing the little that Oxygen's edge does before the storefront runs and plain workerd does not.
//
// - The default export takes every request from the socket. It vouches for the client's address
//   (workerd reports the socket's peer as `request.cf.clientIp`) in the one header the worker
//   trusts, replacing whatever a client sent under that name, then hands the request to
//   deploy/workerd/front.js (the client build's files, else the storefront).
// - With the Customer Account API emulated, Hydrogen still addresses it at fixed https://shopify.com
//   URLs. The browser's way there (the sign-in and logout redirects, the CSP that allows them) is
//   pointed at the emulator by the default export; the worker's own calls by `shopifyCom`, set as the
//   storefront's outbound service. Production has none of this: there shopify.com is Shopify.

const SHOPIFY_COM = 'https://shopify.com';

/** A host name or address, with an optional port. */
const HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d+)?$/i;

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
 * The address of `request.cf.clientIp` ("127.0.0.1:51234", "[::1]:51234") without its port.
 * @param {unknown} clientIp
 */
export function addressOf(clientIp) {
  if (typeof clientIp !== 'string') return null;
  return /^\[(.+)\]:\d+$/.exec(clientIp)?.[1] ?? /^([^:]+):\d+$/.exec(clientIp)?.[1] ?? null;
}

/**
 * @typedef {{ FRONT: { fetch(request: Request): Promise<Response> }, CLIENT_IP_HEADER?: string, EMULATOR_URL?: string }} EdgeEnv
 */

export default {
  /**
   * @param {Request} request
   * @param {EdgeEnv} env
   */
  async fetch(request, env) {
    const headers = new Headers(request.headers);
    const name = env.CLIENT_IP_HEADER?.trim().toLowerCase();
    if (name && name !== 'none') {
      headers.delete(name);
      const address = addressOf(/** @type {{clientIp?: unknown} | undefined} */ (request.cf)?.clientIp);
      if (address) headers.set(name, address);
    }
    // workerd builds the URL from the Host header and the request target, and cannot send on one whose
    // host is no host name (`GET *` gives `http://localhost*`, a Host may hold markup): that is the client's error.
    if (!HOST.test(URL.parse(request.url)?.host ?? '')) {
      return new Response('Bad Request', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
    const answer = await env.FRONT.fetch(new Request(request, { headers }));
    return env.EMULATOR_URL ? withEmulatedShopifyCom(request, answer, env.EMULATOR_URL) : answer;
  },

  /**
   * A CONNECT (a tunnel request, which a shop never serves): workerd has no way to refuse one with a
   * status, and without a handler it answers 500. The tunnel is closed as soon as it opens.
   * @param {{ close(): Promise<void> }} socket
   */
  async connect(socket) {
    await socket.close();
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
