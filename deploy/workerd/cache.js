// The Cache API (`caches.open`, `caches.default`) for plain workerd, which has none of its own:
// without a service behind `cacheApiOutbound`, every `caches.open('hydrogen')` fails and every page
// answers 500 ("No Cache was configured"). Oxygen and Cloudflare Workers bring their own cache.
//
// workerd speaks HTTP to this service: GET <key> is a match (504 with cf-cache-status: MISS when
// absent), PUT <key> carries the whole response as HTTP/1.1 bytes, PURGE <key> deletes. Each
// `caches.open(name)` arrives with its name in cf-cache-namespace. Entries live in this isolate's
// memory, bounded, so a restart starts cold, as a new edge location would.

/** Beyond these the oldest entries go first; Hydrogen's sub-request answers are a few KB each. */
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;

/** @type {Map<string, {status: number, headers: [string, string][], body: Uint8Array, expires: number}>} */
const entries = new Map();
let storedBytes = 0;

export default {
  /** @param {Request} request */
  async fetch(request) {
    const key = `${request.headers.get('cf-cache-namespace') ?? ''} ${request.url}`;
    switch (request.method) {
      case 'GET':
        return match(key);
      case 'PUT':
        return put(key, new Uint8Array(await request.arrayBuffer()));
      case 'PURGE':
        return remove(key) ? new Response(null, { status: 200 }) : new Response(null, { status: 404 });
      default:
        return new Response(null, { status: 405, headers: { allow: 'GET, PUT, PURGE' } });
    }
  },
};

/** @param {string} key */
function match(key) {
  const entry = entries.get(key);
  if (!entry || entry.expires <= Date.now()) {
    if (entry) remove(key);
    return new Response(null, { status: 504, headers: { 'cf-cache-status': 'MISS' } });
  }
  // Recently used entries move to the back of the eviction queue.
  entries.delete(key);
  entries.set(key, entry);
  const headers = new Headers(entry.headers);
  headers.set('cf-cache-status', 'HIT');
  return new Response(entry.body, { status: entry.status, headers });
}

/**
 * Stores what a shared cache may store: a lifetime from s-maxage or max-age, no `private` or
 * `no-store`, no Set-Cookie (one shopper's cookie must never reach another).
 * @param {string} key
 * @param {Uint8Array} bytes
 */
function put(key, bytes) {
  const parsed = parseHttpResponse(bytes);
  if (!parsed) return new Response('Unreadable response', { status: 400 });
  const { status, headers, body } = parsed;
  const cacheControl = (headers.find(([name]) => name.toLowerCase() === 'cache-control')?.[1] ?? '').toLowerCase();
  const lifetime = directive(cacheControl, 's-maxage') ?? directive(cacheControl, 'max-age');
  const refused =
    /(^|[,\s])(private|no-store)([,\s=]|$)/.test(cacheControl) ||
    headers.some(([name]) => name.toLowerCase() === 'set-cookie') ||
    status === 206 ||
    !lifetime ||
    body.byteLength > MAX_ENTRY_BYTES;
  if (refused) return new Response(null, { status: 413 });
  remove(key);
  entries.set(key, { status, headers, body, expires: Date.now() + lifetime * 1000 });
  storedBytes += body.byteLength;
  for (const oldest of entries.keys()) {
    if (storedBytes <= MAX_BYTES) break;
    remove(oldest);
  }
  return new Response(null, { status: 204 });
}

/** @param {string} key */
function remove(key) {
  const entry = entries.get(key);
  if (!entry) return false;
  storedBytes -= entry.body.byteLength;
  return entries.delete(key);
}

/**
 * A directive's seconds, or undefined when absent or not a positive number.
 * @param {string} cacheControl
 * @param {string} name
 */
function directive(cacheControl, name) {
  const found = new RegExp(`(?:^|[,\\s])${name}=(\\d+)`).exec(cacheControl);
  const seconds = found ? Number(found[1]) : 0;
  return seconds > 0 ? seconds : undefined;
}

const CRLF_CRLF = [13, 10, 13, 10];

/**
 * "HTTP/1.1 200 OK\r\nName: value\r\n...\r\n\r\n<body>" as status, headers and body.
 * @param {Uint8Array} bytes
 */
function parseHttpResponse(bytes) {
  let end = -1;
  for (let index = 0; index + 3 < bytes.length; index++) {
    if (CRLF_CRLF.every((byte, offset) => bytes[index + offset] === byte)) {
      end = index;
      break;
    }
  }
  if (end === -1) return null;
  const [statusLine, ...headerLines] = new TextDecoder().decode(bytes.subarray(0, end)).split('\r\n');
  const status = Number(/^HTTP\/\d(?:\.\d)? (\d{3})/.exec(statusLine)?.[1]);
  if (!status) return null;
  /** @type {[string, string][]} */
  const headers = headerLines
    .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()])
    .filter(([name]) => name !== '');
  return { status, headers, body: bytes.slice(end + 4) };
}
