// What every answer carries, whichever part of the app produced it (a page, a redirect, a 405, the
// data endpoint): transport security, no MIME sniffing, no shared caching of anything personal,
// shared caching (CDN and the worker's page cache) of a page that is the same for every shopper, and
// no caching of an error.
import { HSTS_MAX_AGE_SECONDS, SHARED_PAGE_BROWSER_SECONDS, SHARED_PAGE_FRESH_SECONDS, SHARED_PAGE_STALE_SECONDS } from '~/core/constants';
import { pagePath } from '~/core/security/data-request';
import { carriesPersonalCookie, isPersonalPath, isSharedPageRequest } from '~/core/page-cache/shared-page.server';
import type { ServerBuild } from 'react-router';
import { allowFor405, type MethodTable } from '~/core/security/method-policy.server';
import { discardBody } from '~/core/security/request-body.server';
import type { Stage } from '~/core/request/stages';

export const PRIVATE_NO_STORE = 'private, no-store';
/** Short-lived in browsers and shared caches, served stale while a fresh copy is made. */
export const SHARED_PAGE_CACHE_CONTROL = `public, max-age=${SHARED_PAGE_BROWSER_SECONDS}, s-maxage=${SHARED_PAGE_FRESH_SECONDS}, stale-while-revalidate=${SHARED_PAGE_STALE_SECONDS}`;

/** React Router's single-fetch answers (`.data`): its turbo-stream, JSON strings in lines. */
const SINGLE_FETCH_TYPE = 'text/x-script';

const isHtml = (response: Response) => Boolean(response.headers.get('Content-Type')?.startsWith('text/html'));

/**
 * Whether a response is one shopper's own. Account and bag pages are, and so is anything that sets a
 * cookie. A page's HTML and its `.data` carry the root's bag and sign-in state (the bag count, the
 * account link, the bag itself in the hydration data) once the shopper has a session, a bag or a
 * draft preview; without one the same page is anybody's and stays cacheable. A `.data` answer to
 * anything but a shared read (an action's, which repeats what the form sent) is the shopper's too.
 */
export function isPersonal(request: Request, response: Response): boolean {
  if (response.headers.has('Set-Cookie')) return true;
  const url = new URL(request.url);
  if (isPersonalPath(url)) return true;
  if (pagePath(url.pathname).isDataRequest) return !isSharedPageRequest(request);
  return isHtml(response) && carriesPersonalCookie(request);
}

/**
 * A page (or its `.data`) any shopper without a session, bag or preview would get alike. Shared
 * caches keep it per Cookie header: the cookie choice changes the page (the banner, the scripts),
 * and a shopper who gains a session or a bag must never get the anonymous copy. The market is the
 * address's own, so it needs no Vary.
 */
function isSharedPage(request: Request, response: Response): boolean {
  if (response.status !== 200 || response.headers.has('Set-Cookie') || !isSharedPageRequest(request)) return false;
  return isHtml(response) || Boolean(response.headers.get('Content-Type')?.startsWith(SINGLE_FETCH_TYPE));
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
  else if (isSharedPage(request, response)) {
    headers.set('Cache-Control', SHARED_PAGE_CACHE_CONTROL);
    headers.append('Vary', 'Cookie');
  } else if (response.status >= 400 && !headers.has('Cache-Control')) {
    // An error is no page to keep: a piece published a minute later, or a service back up, must not
    // meet a stored 404 or 503. Said outright, so no cache guesses a freshness of its own.
    headers.set('Cache-Control', 'no-store');
  }
  if (response.status === 405 && !headers.has('Allow')) headers.set('Allow', allow());
  let body: ReadableStream<Uint8Array> | null = response.body;
  if (body && headers.get('Content-Type')?.startsWith(SINGLE_FETCH_TYPE)) {
    body = body.pipeThrough(escapeMarkup());
    headers.delete('Content-Length');
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** Every answer, whatever made it, leaves through the policy; a body no one read is drained first. */
export function responsePolicy(routes: ServerBuild['routes'], inFront: MethodTable): Stage {
  return async (request, next) => {
    const response = await next(request);
    // workerd cannot reuse a connection whose request body was left unread (a post no action read).
    await discardBody(request);
    return applyResponsePolicy(request, response, () => allowFor405(request, routes, inFront));
  };
}
