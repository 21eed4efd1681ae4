// What every answer carries, whichever part of the app produced it (a page, a redirect, a 405, the
// data endpoint): transport security, no MIME sniffing, and no shared caching of anything personal.
import { ACCOUNT_PATH, CART_COOKIE, HSTS_MAX_AGE_SECONDS, NEW_CART_COOKIE_PREFIX, PREVIEW_COOKIE, SESSION_COOKIE } from '~/lib/constants';
import { pagePath } from '~/lib/security/data-request';
import { readCookies } from '~/lib/cookies';

export const PRIVATE_NO_STORE = 'private, no-store';
const BAG_PATH = '/cart';
const PERSONAL_PATHS = [ACCOUNT_PATH, BAG_PATH];
const PERSONAL_COOKIES = [SESSION_COOKIE, CART_COOKIE, PREVIEW_COOKIE];

const within = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);

function carriesPersonalCookie(request: Request): boolean {
  const names = Object.keys(readCookies(request.headers.get('Cookie')));
  return names.some((name) => PERSONAL_COOKIES.includes(name) || name.startsWith(NEW_CART_COOKIE_PREFIX));
}

/**
 * Whether a response is one shopper's own. Account and bag pages are, and so is anything that sets a
 * cookie. Every `.data` answer may carry the root's bag and sign-in state. A page's HTML does too
 * (the bag count, the account link, the bag itself in the hydration data) once the shopper has a
 * session, a bag or a draft preview; without one the same page is anybody's and stays cacheable.
 */
export function isPersonal(request: Request, response: Response): boolean {
  if (response.headers.has('Set-Cookie')) return true;
  const { pathname, isDataRequest } = pagePath(new URL(request.url).pathname);
  if (isDataRequest || PERSONAL_PATHS.some((root) => within(pathname, root))) return true;
  return Boolean(response.headers.get('Content-Type')?.startsWith('text/html')) && carriesPersonalCookie(request);
}

/**
 * HSTS only over https. Browsers ignore it on plain http (RFC 6797, section 8.1), and the request's
 * own scheme is the one fact that is right everywhere: always https on Oxygen and Workers, plain
 * http only on a developer's machine, where pinning localhost to https would break other projects.
 * It is the same test that decides the session cookie's Secure flag.
 */
function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

/** React Router's single-fetch answers (`.data`): its turbo-stream, JSON strings in lines. */
const SINGLE_FETCH_TYPE = 'text/x-script';

/**
 * A `.data` answer repeats what a form sent (the values to show again), and React Router writes
 * them as they came. `<` only ever occurs inside its JSON strings, where `\u003c` means the same:
 * written so, no markup a client sent comes back as markup, as in the page's own inline data.
 */
function escapeMarkup(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const escaped = (text: string) => encoder.encode(text.replaceAll('<', '\\u003c'));
  return new TransformStream({
    transform(chunk, controller) {
      controller.enqueue(escaped(decoder.decode(chunk, { stream: true })));
    },
    flush(controller) {
      const rest = decoder.decode();
      if (rest) controller.enqueue(escaped(rest));
    },
  });
}

/** The response with the shop's headers; `allow` fills a 405 that does not say what is allowed. */
export function applyResponsePolicy(request: Request, response: Response, allow: () => string): Response {
  // Some answers (Response.redirect, fetched ones) have immutable headers: copy once, then set.
  const headers = new Headers(response.headers);
  if (isHttps(request)) headers.set('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}`);
  headers.set('X-Content-Type-Options', 'nosniff');
  if (isPersonal(request, response)) headers.set('Cache-Control', PRIVATE_NO_STORE);
  if (response.status === 405 && !headers.has('Allow')) headers.set('Allow', allow());
  let body: ReadableStream<Uint8Array> | null = response.body;
  if (body && headers.get('Content-Type')?.startsWith(SINGLE_FETCH_TYPE)) {
    body = body.pipeThrough(escapeMarkup());
    headers.delete('Content-Length');
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
