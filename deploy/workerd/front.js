// The door of plain workerd: a file of the client build (dist/client) when one matches, else the
// storefront. Oxygen's CDN and Cloudflare's asset service do the same before the worker runs.
// The disk service guesses no Content-Type and lists directories: both are handled here.

const TYPES = {
  css: 'text/css; charset=utf-8',
  ico: 'image/x-icon',
  js: 'text/javascript; charset=utf-8',
  json: 'application/json',
  map: 'application/json',
  png: 'image/png',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  webp: 'image/webp',
  woff: 'font/woff',
  woff2: 'font/woff2',
  xml: 'application/xml',
};

/** Hashed build files get a new name for every new content, so they may be kept for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=3600';

export default {
  /**
   * @param {Request} request
   * @param {{ASSETS: Fetcher, STOREFRONT: Fetcher}} env
   */
  async fetch(request, env) {
    const { pathname } = new URL(request.url);
    const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
    if ((request.method === 'GET' || request.method === 'HEAD') && extension && extension in TYPES) {
      const file = await env.ASSETS.fetch(new Request(request.url, { method: request.method }));
      // A directory answers with a JSON listing, never with octet-stream: that goes to the storefront.
      if (file.ok && file.headers.get('content-type') === 'application/octet-stream') {
        const headers = new Headers(file.headers);
        headers.set('content-type', TYPES[/** @type {keyof typeof TYPES} */ (extension)]);
        headers.set('cache-control', pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
        headers.set('x-content-type-options', 'nosniff');
        return new Response(file.body, { status: 200, headers });
      }
    }
    return env.STOREFRONT.fetch(request);
  },
};
