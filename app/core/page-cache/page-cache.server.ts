// The worker's page cache: a page any shopper without a session, bag or preview gets alike (a first
// visit, a crawler) is rendered once and then served from the runtime's Cache API (Oxygen, Workers
// and workerd all have one) until it is stale, and for a while after that while a fresh copy renders
// in the background. What is stored is only what the response policy marked public: nothing that sets
// a cookie, nothing rendered for a session or a bag, nothing but a 200.
import { SHARED_PAGE_FRESH_SECONDS, SHARED_PAGE_STALE_SECONDS } from '~/core/constants';
import { isSharedPageRequest, sharedPageVariant } from '~/core/page-cache/shared-page.server';
import type { Next, Stage } from '~/core/request/stages';

const CACHE_NAME = 'pages';
/** Said on every answer the cache had a part in, as CDNs do, so an operator can tell. */
const PAGE_CACHE_HEADER = 'X-Page-Cache';
const STORED_AT = 'X-Page-Cache-Stored-At';
const SENT_CACHE_CONTROL = 'X-Page-Cache-Control';
const SENT_VARY = 'X-Page-Cache-Vary';
/** The key's own query parameter: the variant and the build, so a deploy never serves old markup. */
const KEY_PARAM = '_page-cache';
const NONCE = /'nonce-([^']+)'/;

function cacheKey(request: Request, buildVersion: string): Request {
  const url = new URL(request.url);
  url.hash = '';
  url.searchParams.append(KEY_PARAM, `${buildVersion}|${sharedPageVariant(request)}`);
  return new Request(url.toString(), { method: 'GET' });
}

function storable(request: Request, response: Response): boolean {
  return (
    request.method === 'GET' &&
    response.status === 200 &&
    response.body !== null &&
    !response.headers.has('Set-Cookie') &&
    Boolean(response.headers.get('Cache-Control')?.startsWith('public'))
  );
}

/**
 * The stored copy lives for its fresh and stale time together; what the shopper is sent (its
 * Cache-Control and Vary) is kept aside and restored on the way out.
 */
function storedCopy(response: Response, body: ReadableStream<Uint8Array>): Response {
  const headers = new Headers(response.headers);
  headers.set(SENT_CACHE_CONTROL, headers.get('Cache-Control') ?? '');
  headers.set(SENT_VARY, headers.get('Vary') ?? '');
  headers.set('Cache-Control', `public, max-age=${SHARED_PAGE_FRESH_SECONDS + SHARED_PAGE_STALE_SECONDS}`);
  headers.delete('Vary');
  headers.set(STORED_AT, String(Date.now()));
  return new Response(body, { status: response.status, headers });
}

function freshNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A stored page as one shopper's answer. Its nonce was written for the shopper who caused the render;
 * a nonce must never be seen twice, so every copy gets a new one in its policy and its markup (the
 * old one is 128 random bits, so it occurs nowhere else in the page).
 */
async function replay(request: Request, stored: Response, state: 'HIT' | 'STALE', ageSeconds: number): Promise<Response> {
  const headers = new Headers(stored.headers);
  headers.set('Cache-Control', headers.get(SENT_CACHE_CONTROL) ?? '');
  const vary = headers.get(SENT_VARY);
  if (vary) headers.set('Vary', vary);
  for (const internal of [SENT_CACHE_CONTROL, SENT_VARY, STORED_AT]) headers.delete(internal);
  headers.set('Age', String(ageSeconds));
  headers.set(PAGE_CACHE_HEADER, state);

  const policy = headers.get('Content-Security-Policy');
  const old = policy && NONCE.exec(policy)?.[1];
  if (!old) return new Response(request.method === 'HEAD' ? null : stored.body, { status: stored.status, headers });
  const nonce = freshNonce();
  headers.set('Content-Security-Policy', policy.replaceAll(old, nonce));
  if (request.method === 'HEAD') return new Response(null, { status: stored.status, headers });
  const body = new Uint8Array(await stored.arrayBuffer());
  if (old.length !== nonce.length) {
    headers.delete('Content-Length');
    return new Response(new TextDecoder().decode(body).replaceAll(old, nonce), { status: stored.status, headers });
  }
  overwrite(body, ascii.encode(old), ascii.encode(nonce));
  return new Response(body, { status: stored.status, headers });
}

const ascii = new TextEncoder();

/**
 * Writes `replacement` over every occurrence of `target` (the same length, both ASCII) in place. The
 * page stays bytes: decoding it to a string and encoding it again cost more than the rest of a cache
 * hit, and more still for a page whose text is not all Latin-1 (a euro sign makes V8 store the whole
 * page as two bytes a character).
 */
function overwrite(bytes: Uint8Array, target: Uint8Array, replacement: Uint8Array): void {
  for (let at = bytes.indexOf(target[0]); at !== -1 && at + target.length <= bytes.length; at = bytes.indexOf(target[0], at + 1)) {
    let same = true;
    for (let offset = 1; offset < target.length && same; offset++) same = bytes[at + offset] === target[offset];
    if (same) bytes.set(replacement, at);
  }
}

async function lookUp(cache: Cache, key: Request): Promise<Response | undefined> {
  try {
    return await cache.match(key);
  } catch (error) {
    // A cache that cannot answer costs a render, never the page.
    console.warn('Page cache unavailable:', error);
    return undefined;
  }
}

function keep(cache: Cache, key: Request, response: Response, body: ReadableStream<Uint8Array>): Promise<void> {
  return cache.put(key, storedCopy(response, body)).catch((error: unknown) => console.warn('Page cache could not store a page:', error));
}

/** The page cache as the first stage of every request; `buildVersion` names the deploy. */
export function pageCache(buildVersion: string): Stage {
  // One background render per stale page in this isolate, however many shoppers meet it stale.
  const refreshing = new Set<string>();

  const refresh = async (cache: Cache, key: Request, request: Request, next: Next) => {
    // Its own GET: the shopper's request may be a HEAD, and may be gone before the render ends.
    const again = new Request(request.url, { method: 'GET', headers: request.headers });
    const response = await next(again);
    if (storable(again, response)) await keep(cache, key, response, response.body!);
    else await response.body?.cancel();
  };

  return async (request, next, { executionContext }) => {
    if (typeof caches === 'undefined' || !isSharedPageRequest(request)) return next(request);
    const cache = await caches.open(CACHE_NAME);
    const key = cacheKey(request, buildVersion);
    const stored = await lookUp(cache, key);
    if (stored) {
      const ageSeconds = Math.max(0, Math.floor((Date.now() - Number(stored.headers.get(STORED_AT))) / 1000));
      if (ageSeconds < SHARED_PAGE_FRESH_SECONDS) return replay(request, stored, 'HIT', ageSeconds);
      if (!refreshing.has(key.url)) {
        refreshing.add(key.url);
        executionContext.waitUntil(
          refresh(cache, key, request, next)
            .catch((error: unknown) => console.warn('Page cache could not refresh a page:', error))
            .finally(() => refreshing.delete(key.url)),
        );
      }
      return replay(request, stored, 'STALE', ageSeconds);
    }

    const response = await next(request);
    if (!storable(request, response)) return response;
    const [forShopper, forCache] = response.body!.tee();
    executionContext.waitUntil(keep(cache, key, response, forCache));
    const answer = new Response(forShopper, response);
    answer.headers.set(PAGE_CACHE_HEADER, 'MISS');
    return answer;
  };
}
