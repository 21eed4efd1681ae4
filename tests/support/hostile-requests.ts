// Deterministic hostile traffic for the storefront: every route and form, sent the wrong way. The
// same seed always gives the same requests, so a failure names a request anyone can send again.
import { createRng, type Rng } from '../../emulators/seed/images/rng.ts';
import { burst, sendAll, sendRaw, type Answer, type HostileRequest } from './send-all.ts';
import { MARKET_COOKIES, MARKET_PATHS } from './hostile-markets.ts';

/** The unescaped mark a body must never contain: each request carries its own number. */
export const PROBE_PATTERN = /<x-bottega-probe-\d+/;
const probe = (n: number) => `<x-bottega-probe-${n}>`;

export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Every page and resource the app routes (app/routes), in its GET form. */
export const PAGES = [
  '/',
  '/collections',
  '/collections/bags',
  '/collections/x',
  '/products/arco-tote',
  '/products/x',
  '/search',
  '/search?q=bag',
  '/lookbooks',
  '/lookbooks/x',
  '/press',
  '/stockists',
  '/about',
  '/cart',
  '/locale',
  '/newsletter',
  '/account',
  '/account/login',
  '/account/register',
  '/account/recover',
  '/account/logout',
  '/account/edit',
  '/account/addresses',
  '/account/addresses/add',
  '/account/addresses/edit?id=1',
  '/account/orders',
  '/account/orders/1',
  '/account/reset',
  '/account/reset/1/token',
  '/account/reset-password',
  '/account/activate/1/token',
  '/account/activate/1/x',
  '/api/shopify',
  '/api/preview',
  '/sitemap.xml',
  '/sitemap/products/1.xml',
  '/sitemap/pages/1.xml',
  '/robots.txt',
  '/llms.txt',
  '/.well-known/ucp',
  '/products/arco-tote.md',
  '/collections/bags.md',
  '/api/mcp',
  '/api/ucp/mcp',
  '/builds/latest.json',
  '/pages/shipping',
  '/no-such-page',
  '/_root.data',
  '/cart.data',
  '/search.data?q=bag',
  '/products/arco-tote.data',
  '/account/login.data',
  '/account.data',
  // The same app at a market's address (/it-it/ is the Italian market's basename).
  '/it-it/',
  '/it-it/products/arco-tote',
  '/it-it/cart',
  '/it-it/locale',
  '/it-it/_root.data',
] as const;

const CART_INPUT = JSON.stringify({
  action: 'LinesAdd',
  inputs: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }] },
});

/** Every form the app renders, with the fields it posts (the components' names). */
export const FORMS: ReadonlyArray<{ path: string; fields: Record<string, string> }> = [
  { path: '/cart', fields: { cartFormInput: CART_INPUT } },
  { path: '/locale', fields: { country: 'IT', redirectTo: '/' } },
  { path: '/it-it/locale', fields: { country: 'US', redirectTo: '/products/arco-tote' } },
  { path: '/it-it/cart', fields: { cartFormInput: CART_INPUT } },
  { path: '/newsletter', fields: { email: 'a@example.com', redirectTo: '/', intent: 'subscribe' } },
  { path: '/account/login', fields: { email: 'giulia@example.com', password: 'wrong-password', redirect: '/account' } },
  {
    path: '/account/register',
    fields: {
      firstName: 'A',
      lastName: 'B',
      email: 'new@example.com',
      password: 'long-enough-1',
      passwordConfirm: 'long-enough-1',
      acceptsMarketing: 'on',
      redirect: '/account',
    },
  },
  { path: '/account/recover', fields: { email: 'giulia@example.com' } },
  { path: '/account/logout', fields: {} },
  {
    path: '/account/edit',
    fields: {
      firstName: 'Giulia',
      lastName: 'Bianchi',
      email: 'giulia@example.com',
      phone: '',
      currentPassword: '',
      password: '',
      passwordConfirm: '',
      acceptsMarketing: 'on',
    },
  },
  {
    path: '/account/addresses/add',
    fields: {
      firstName: 'G',
      lastName: 'B',
      company: '',
      address1: 'Via Roma 1',
      address2: '',
      city: 'Firenze',
      province: 'FI',
      zip: '50100',
      country: 'IT',
      phone: '',
      default: 'on',
    },
  },
  {
    path: '/account/addresses/edit?id=1',
    fields: {
      id: '1',
      intent: 'update',
      firstName: 'G',
      lastName: 'B',
      address1: 'Via Roma 1',
      city: 'Firenze',
      zip: '50100',
      country: 'IT',
    },
  },
  { path: '/account/reset/1/token', fields: { password: 'long-enough-1', passwordConfirm: 'long-enough-1' } },
  { path: '/account/reset-password', fields: { password: 'long-enough-1', passwordConfirm: 'long-enough-1' } },
  { path: '/account/activate/1/token', fields: { password: 'long-enough-1', passwordConfirm: 'long-enough-1' } },
  { path: '/api/preview', fields: { perspective: 'drafts' } },
];

const WRONG_METHODS = ['OPTIONS', 'TRACE', 'PROPFIND', 'PUT', 'PATCH', 'DELETE', 'MKCOL', 'LOCK', 'SEARCH', 'BREW'];

/** Pages whose last segment is a handle, an id or a token, where a hostile one is put. */
const HANDLE_PAGES = [
  '/products/',
  '/collections/',
  '/lookbooks/',
  '/account/orders/',
  '/account/reset/1/',
  '/account/activate/1/',
  '/pages/',
  '/sitemap/products/',
];

/** Text payloads: markup is added per request (with its probe number) by `payload`. */
const INJECTIONS = [
  '*[_type == "customer"]{...}',
  '"] | order(_createdAt) [0..99999]{..., "x": *}',
  '}{ __schema { types { name } } }',
  'query { shop { name } }',
  '#\r{ __schema { mutationType { name } } }',
  "' OR '1'='1' --",
  '1; DROP TABLE carts;--',
  '\r\nSet-Cookie: owned=1',
  '\r\nLocation: https://evil.example/',
  '${7*7}{{7*7}}<%= 7*7 %>',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  'a\u0000b',
  '\uFFFF\uFFFE',
  '\u202Egnp.exe',
  'A'.repeat(5_000),
  '/.//evil.example',
  '//evil.example',
  'https://evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  'gid://shopify/Cart/../../admin',
  'gid://shopify/ProductVariant/-1',
  '-1',
  '1e309',
  'NaN',
  '[]',
  '{"__proto__":{"polluted":1}}',
  'null',
  'borsa-è-👜-İ-e\u0301',
  '%',
  '%%',
  '%zz',
  '%E0%A4%A',
  '%u0041',
];

function payload(rng: Rng, n: number): string {
  const markup = [
    probe(n),
    `"><x-bottega-probe-${n}>`,
    `'><x-bottega-probe-${n} onfocus=alert(1) autofocus>`,
    `</script><x-bottega-probe-${n}>`,
    `<!--<x-bottega-probe-${n}>-->`,
    `</title><x-bottega-probe-${n}>`,
  ];
  // Every other payload is markup; the rest carry the probe behind an injection, so an echo shows either way.
  return rng.next() < 0.5 ? rng.pick(markup) : `${rng.pick(INJECTIONS)}${probe(n)}`;
}

const MALFORMED_BODIES: ReadonlyArray<{ label: string; type: string; body: (n: number) => Buffer }> = [
  { label: 'broken escapes', type: 'application/x-www-form-urlencoded', body: () => Buffer.from('a=%zz&%=%&&==&b=%e2%8') },
  {
    label: 'invalid UTF-8',
    type: 'application/x-www-form-urlencoded',
    body: () => Buffer.concat([Buffer.from('email='), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1]), Buffer.from('&password=x')]),
  },
  {
    label: 'multipart without boundary',
    type: 'multipart/form-data',
    body: () => Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'),
  },
  { label: 'multipart wrong boundary', type: 'multipart/form-data; boundary=zzz', body: () => Buffer.from('garbage') },
  {
    label: 'truncated multipart',
    type: 'multipart/form-data; boundary=b',
    body: (n) => Buffer.from(`--b\r\nContent-Disposition: form-data; name="email"\r\n\r\n${probe(n)}`),
  },
  { label: 'JSON where a form is expected', type: 'application/json', body: (n) => Buffer.from(`{"email":"${probe(n)}","x":[1,2,{`) },
  { label: 'text/plain body', type: 'text/plain', body: (n) => Buffer.from(`email=${probe(n)}`) },
  { label: 'null bytes', type: 'application/x-www-form-urlencoded', body: () => Buffer.from('email=a%00b\u0000&password=\u0000') },
  { label: 'huge body', type: 'application/x-www-form-urlencoded', body: () => Buffer.from(`email=${'a'.repeat(600_000)}`) },
  {
    label: 'many fields',
    type: 'application/x-www-form-urlencoded',
    body: () => Buffer.from(Array.from({ length: 5_000 }, (_, i) => `f${i}=${i}`).join('&')),
  },
  { label: 'no body but a form type', type: 'application/x-www-form-urlencoded', body: () => Buffer.alloc(0) },
  {
    label: 'binary',
    type: 'application/octet-stream',
    body: () => Buffer.from(Array.from({ length: 2_048 }, (_, i) => (i * 7919) & 0xff)),
  },
];

const API_BODIES: ReadonlyArray<(n: number) => string> = [
  (n) => JSON.stringify({ query: `query X { shop { name } } ${probe(n)}` }),
  (n) => JSON.stringify({ query: `{ __schema { types { name } } } # ${probe(n)}` }),
  (n) => JSON.stringify([{ query: '{ shop { name } }' }, { query: probe(n) }]),
  (n) => JSON.stringify({ query: 'query HomeProducts { x }', variables: { first: probe(n) } }),
  (n) => JSON.stringify({ query: 'mutation { customerCreate(input: {}) { customer { id } } }', operationName: probe(n) }),
  (n) => `{"query": "${probe(n)}`,
  () => JSON.stringify({ query: 'q'.repeat(70_000) }),
  () => JSON.stringify({ query: '{'.repeat(10_000) }),
];

const PAGE_PARAMS = [
  'q',
  'redirect',
  'return_to',
  'redirectTo',
  'cursor',
  'direction',
  'variant',
  'sort',
  'filter.color',
  'size',
  'page',
  'exit',
  'sanity-preview-pathname',
  'sanity-preview-secret',
  'id',
  'utm_source',
  'Color',
];

/** Cookie headers, forged and tampered; `real` is a signed-in shopper's own cookie header. */
function cookieVariants(rng: Rng, n: number, real: string): Array<{ label: string; cookie: string }> {
  const session = /bottega_session=([^;]+)/.exec(real)?.[1] ?? 'eyJ9.sig';
  const flip = (text: string, at: number) => `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
  return [
    { label: 'forged session', cookie: `bottega_session=${Buffer.from('{"customerAccessToken":"stolen"}').toString('base64')}.forged` },
    { label: 'tampered session payload', cookie: `bottega_session=${flip(session, 3)}` },
    { label: 'tampered session signature', cookie: `bottega_session=${flip(session, session.length - 3)}` },
    { label: 'unsigned session', cookie: `bottega_session=${encodeURIComponent(probe(n))}` },
    { label: 'overlong cookie', cookie: `bottega_session=${'A'.repeat(7_000)}` },
    { label: 'many cookies', cookie: Array.from({ length: 150 }, (_, i) => `c${i}=${i}`).join('; ') },
    { label: 'locale cookie', cookie: `bottega_locale=${rng.pick(MARKET_COOKIES)}` },
    {
      label: 'cart cookie',
      cookie: `cart=${encodeURIComponent(rng.pick(['gid://shopify/Cart/nope', 'x', probe(n), '%', 'gid://shopify/Cart/../../x?key=1']))}`,
    },
    { label: 'preview cookie', cookie: `sanity-preview-perspective=${encodeURIComponent(probe(n))}` },
    { label: 'tracking cookie', cookie: `bottega_tracking=${encodeURIComponent(probe(n))}` },
    { label: 'new-bag cookies', cookie: `bottega_new_bag_1=${encodeURIComponent(probe(n))}; bottega_new_bag_x=gid://shopify/Cart/1` },
    { label: 'quoted and escaped cookie', cookie: `bottega_session="%ff%00"; bottega_locale="IT-IT"` },
    { label: 'real session', cookie: real },
  ];
}

function headerVariant(rng: Rng, n: number): { label: string; headers: Record<string, string> } {
  return rng.pick<{ label: string; headers: Record<string, string> }>([
    { label: 'overlong header', headers: { 'x-filler': 'a'.repeat(20_000) } },
    { label: 'long header', headers: { 'x-filler': 'a'.repeat(6_000) } },
    { label: 'foreign Host', headers: { host: 'evil.example' } },
    { label: 'X-Forwarded-Host', headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } },
    { label: 'foreign Origin', headers: { origin: 'https://evil.example' } },
    { label: 'unparseable Origin', headers: { origin: 'not a url' } },
    { label: 'null Origin', headers: { origin: 'null' } },
    { label: 'spoofed buyer IP', headers: { 'oxygen-buyer-ip': '203.0.113.9', 'x-forwarded-for': '1.2.3.4' } },
    { label: 'crawler', headers: { 'user-agent': CRAWLER_UA } },
    { label: 'no user agent', headers: { 'user-agent': '' } },
    { label: 'odd Accept-Language', headers: { 'accept-language': `${'zz-ZZ;q=0.9,'.repeat(200)}*` } },
    { label: 'odd Accept', headers: { accept: 'text/x-script, */*;q=abc' } },
    { label: 'Range', headers: { range: 'bytes=0-1,5-2,-1' } },
    { label: 'conditional', headers: { 'if-none-match': `"${probe(n)}"`, 'if-modified-since': 'yesterday' } },
    { label: 'referer', headers: { referer: `https://evil.example/${encodeURIComponent(probe(n))}` } },
  ]);
}

const PATH_ATTACKS = [
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/products/..%2F..%2Fapi%2Fshopify',
  '/products/%2e%2e%2f%2e%2e%2fetc',
  '/collections/%00',
  '/products/a%00b',
  '/%',
  '/search?q=100%',
  '/products/%c0%af',
  '/products/%ff%fe',
  '/collections/%E2%80%AE',
  '/account/orders/%2e%2e',
  '/account/../api/preview',
  '//evil.example/',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/\\evil.example',
  '/sitemap/%2e%2e/1.xml',
  '/sitemap/products/99999999.xml',
  '/sitemap/x/1.xml',
  '/products/' + 'a'.repeat(4_000),
  '/' + 'a/'.repeat(500),
  '/account/activate/%00/%00',
  '/api/shopify/..%2f..%2f',
  '/_root.data?_routes=' + 'root,'.repeat(200),
  '/search.data?_routes=%00',
  '/search?q=%ED%A0%80',
  '/products/%ED%A0%80',
  '/search?q=%E0%A4%A',
  '/collections/bags?cursor=%zz&direction=prev',
  '/collections/%F0%9F%91%9C?cursor=%F0%9F',
  '/search?q=%2525%25',
  // Market prefixes the shop does not offer, in the wrong case, doubled or escaped slashes behind them.
  ...MARKET_PATHS,
];

function encodeFields(fields: Record<string, string>): Buffer {
  return Buffer.from(new URLSearchParams(fields).toString());
}

function multipart(fields: Record<string, string>): { type: string; body: Buffer } {
  const boundary = '----bottega-hostile';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`) };
}

/**
 * `count` requests from `seed` (at least: the fixed part comes first). `realCookie` is a signed-in shopper's cookie header: tampered copies
 * test the signature, and the real one lets injected fields reach the signed-in forms.
 */
export function hostileRequests(
  seed: number,
  count: number,
  realCookie: string,
  keep: (request: HostileRequest) => boolean = () => true,
): HostileRequest[] {
  const rng = createRng(seed);
  const out: HostileRequest[] = [];
  const base = { 'user-agent': BROWSER_UA };
  // `keep` leaves requests out (and draws others in their place), so `count` is always what is sent.
  const add = (request: Omit<HostileRequest, 'headers'> & { headers?: Record<string, string> }) => {
    const full = { ...request, headers: { ...base, ...request.headers } };
    if (keep(full)) out.push(full);
  };

  // Every route with every wrong method, once plain and once with a body.
  for (const path of PAGES) {
    for (const method of WRONG_METHODS) {
      add({ label: `${method} ${path}`, method, path });
      add({
        label: `${method} ${path} with a body`,
        method,
        path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: Buffer.from(`q=${encodeURIComponent(probe(out.length))}`),
      });
    }
    // A post to each page, as a form without JavaScript and as a fetcher's .data post.
    add({
      label: `POST ${path}`,
      method: 'POST',
      path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: Buffer.from(`q=${encodeURIComponent(probe(out.length))}`),
    });
    add({ label: `HEAD ${path}`, method: 'HEAD', path });
  }
  // Every form with every malformed body, by POST and PUT.
  for (const form of FORMS) {
    for (const malformed of MALFORMED_BODIES) {
      for (const method of ['POST', 'PUT']) {
        add({
          label: `${method} ${form.path}: ${malformed.label}`,
          method,
          path: form.path,
          headers: { 'content-type': malformed.type },
          body: malformed.body(out.length),
        });
      }
    }
  }
  for (const attack of PATH_ATTACKS) {
    add({ label: `GET ${attack}`, method: 'GET', path: attack });
    add({
      label: `POST ${attack}`,
      method: 'POST',
      path: attack,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: Buffer.from('a=1'),
    });
  }

  // The rest, drawn at random: injected fields and parameters, under forged cookies and odd headers.
  while (out.length < count) {
    const n = out.length;
    const cookies = cookieVariants(rng, n, realCookie);
    const cookie = rng.next() < 0.5 ? rng.pick(cookies) : null;
    const header = rng.next() < 0.25 ? headerVariant(rng, n) : null;
    const headers: Record<string, string> = { ...(cookie ? { cookie: cookie.cookie } : {}), ...header?.headers };
    const extra = [cookie?.label, header?.label].filter(Boolean).join(', ');
    const kind = rng.next();
    if (kind < 0.45) {
      const form = rng.pick(FORMS);
      const fields = { ...form.fields };
      const names = Object.keys(fields).length ? Object.keys(fields) : ['x'];
      const field = rng.pick(names);
      fields[field] = payload(rng, n);
      const asData = rng.next() < 0.3;
      const path = asData ? form.path.replace(/(\?|$)/, '.data$1') : form.path;
      const encoded = rng.next() < 0.7 ? { type: 'application/x-www-form-urlencoded', body: encodeFields(fields) } : multipart(fields);
      add({
        label: `POST ${path} field ${field} (${extra})`,
        method: 'POST',
        path,
        headers: { 'content-type': encoded.type, ...headers },
        body: encoded.body,
      });
    } else if (kind < 0.55) {
      // A hostile handle (or id, or token), and a hostile cursor where a page takes one.
      const page = rng.pick(HANDLE_PAGES);
      const cursor = rng.next() < 0.5 ? `?cursor=${encodeURIComponent(payload(rng, n))}&direction=${rng.pick(['next', 'prev', 'x'])}` : '';
      const path = `${page}${encodeURIComponent(payload(rng, n))}${cursor}`;
      add({ label: `GET ${page}<handle>${cursor ? '?cursor=' : ''} (${extra})`, method: rng.next() < 0.9 ? 'GET' : 'HEAD', path, headers });
    } else if (kind < 0.85) {
      const page = rng.pick(PAGES);
      const param = rng.pick(PAGE_PARAMS);
      const glue = page.includes('?') ? '&' : '?';
      const path = `${page}${glue}${encodeURIComponent(param)}=${encodeURIComponent(payload(rng, n))}`;
      add({ label: `GET ${page} ?${param}= (${extra})`, method: rng.next() < 0.9 ? 'GET' : 'HEAD', path, headers });
    } else if (kind < 0.93) {
      const body = rng.pick(API_BODIES)(n);
      add({
        label: `POST /api/shopify (${extra})`,
        method: 'POST',
        path: '/api/shopify',
        headers: { 'content-type': 'application/json', ...headers },
        body: Buffer.from(body),
      });
    } else {
      const attack = rng.pick(PATH_ATTACKS);
      add({ label: `GET ${attack} (${extra})`, method: 'GET', path: attack, headers });
    }
  }
  return out;
}

/** Pages a crawler or a link preview hits with HEAD, many at once: each gets a burst of `HEAD_BURST`. */
export const HEAD_BURST_PAGES = ['/', '/collections', '/collections/bags', '/products/arco-tote', '/search?q=arco'];
export const HEAD_BURST = 50;

/**
 * Request heads no client library sends, written to the socket as they are (send-all.ts sendRaw),
 * each on a connection of its own: request lines a scanner tries, and framing a proxy could misread.
 */
export function rawRequests(): Array<{ label: string; head: string; awaitsBody?: true }> {
  const end = 'Connection: close\r\n\r\n';
  const host = 'Host: localhost\r\n';
  const line = (label: string, requestLine: string, extra = '') => ({ label, head: `${requestLine}\r\n${host}${extra}${end}` });
  return [
    line('GET *', 'GET * HTTP/1.1'),
    line('OPTIONS *', 'OPTIONS * HTTP/1.1'),
    line('HEAD *', 'HEAD * HTTP/1.1'),
    line('absolute-form, foreign host', 'GET http://evil.example/products/arco-tote HTTP/1.1'),
    line('absolute-form, https', 'GET https://localhost/collections/bags?q=1 HTTP/1.1'),
    line('absolute-form, other scheme', 'GET ftp://evil.example/ HTTP/1.1'),
    line('authority-form', 'GET localhost:80 HTTP/1.1'),
    line('CONNECT', 'CONNECT evil.example:443 HTTP/1.1'),
    line('unknown method', 'BREW / HTTP/1.1'),
    line('lower-case method', 'get / HTTP/1.1'),
    line('M-SEARCH', 'M-SEARCH * HTTP/1.1'),
    line('method with markup', `<x-bottega-probe-0> / HTTP/1.1`),
    line('HTTP/2.0 on HTTP/1', 'GET / HTTP/2.0'),
    line('HTTP/9.9', 'GET / HTTP/9.9'),
    line('no version', 'GET /'),
    line('doubled spaces', 'GET  /  HTTP/1.1'),
    line('raw UTF-8 path', 'GET /products/borsa-è-👜 HTTP/1.1'),
    line('raw markup path', 'GET /search?q=<x-bottega-probe-1> HTTP/1.1'),
    line('stray %', 'GET /search?q=100% HTTP/1.1'),
    line('bare %', 'GET /% HTTP/1.1'),
    line('request line of 100 KB', `GET /search?q=${'a'.repeat(100_000)} HTTP/1.1`),
    { label: 'HTTP/1.0 without Host', head: 'GET / HTTP/1.0\r\n\r\n' },
    { label: 'HTTP/1.1 without Host', head: `GET / HTTP/1.1\r\n${end}` },
    { label: 'Host with markup', head: `GET / HTTP/1.1\r\nHost: <x-bottega-probe-2>\r\n${end}` },
    { label: 'Host with a path', head: `GET / HTTP/1.1\r\nHost: localhost/evil\r\n${end}` },
    { label: 'Host out of range', head: `GET / HTTP/1.1\r\nHost: localhost:99999\r\n${end}` },
    { label: 'two Hosts', head: `GET / HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\n${end}` },
    line('folded header', 'GET / HTTP/1.1', 'X-Folded: a\r\n b\r\n'),
    line('header without a colon', 'GET / HTTP/1.1', 'X-Broken\r\n'),
    line('header name with a space', 'GET / HTTP/1.1', 'X Bad: 1\r\n'),
    line('300 headers', 'GET / HTTP/1.1', Array.from({ length: 300 }, (_, i) => `X-H${i}: ${i}\r\n`).join('')),
    line('64 KB header', 'GET / HTTP/1.1', `X-Big: ${'a'.repeat(65_536)}\r\n`),
    line('Content-Length and chunked', 'POST /cart HTTP/1.1', 'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n'),
    line('two Content-Lengths', 'POST /cart HTTP/1.1', 'Content-Length: 1\r\nContent-Length: 2\r\n'),
    line('negative Content-Length', 'POST /cart HTTP/1.1', 'Content-Length: -1\r\n'),
    line('Content-Length not a number', 'POST /cart HTTP/1.1', 'Content-Length: abc\r\n'),
    {
      // The only head a server rightly leaves unanswered: it waits for the body it was promised.
      ...line(
        'Content-Length past the body',
        'POST /newsletter HTTP/1.1',
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n',
      ),
      awaitsBody: true,
    },
    {
      label: 'bad chunk size',
      head: `POST /newsletter HTTP/1.1\r\n${host}Transfer-Encoding: chunked\r\nContent-Type: application/x-www-form-urlencoded\r\n${end}zz\r\nemail=x\r\n0\r\n\r\n`,
    },
    { label: 'unknown Transfer-Encoding', head: `POST /cart HTTP/1.1\r\n${host}Transfer-Encoding: gzip, x\r\n${end}` },
    {
      label: 'Expect: 100-continue',
      head: `POST /newsletter HTTP/1.1\r\n${host}Expect: 100-continue\r\nContent-Length: 7\r\n${end}email=x`,
    },
    { label: 'Expect: other', head: `POST /newsletter HTTP/1.1\r\n${host}Expect: 417-nope\r\nContent-Length: 0\r\n${end}` },
    { label: 'bare LF line ends', head: 'GET / HTTP/1.1\nHost: localhost\nConnection: close\n\n' },
    { label: 'NUL in the path', head: `GET /products/a\u0000b HTTP/1.1\r\n${host}${end}` },
    { label: 'pipelined, then GET *', head: `GET /robots.txt HTTP/1.1\r\n${host}\r\nGET * HTTP/1.1\r\n${host}${end}` },
    { label: 'pipelined HEADs', head: `HEAD / HTTP/1.1\r\n${host}\r\nHEAD /collections HTTP/1.1\r\n${host}${end}` },
    {
      label: 'upgrade to websocket',
      head: `GET / HTTP/1.1\r\n${host}Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: x\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    },
    {
      label: 'upgrade to h2c',
      head: `GET / HTTP/1.1\r\n${host}Upgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQAAP__\r\nConnection: Upgrade, HTTP2-Settings\r\n\r\n`,
    },
    { label: 'HTTP/2 preface', head: 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n' },
    { label: 'TLS hello on http', head: '\u0016\u0003\u0001\u0000\u00a5\u0001\u0000\u0000\u00a1\u0003\u0003' },
    { label: 'garbage', head: '\u0000\u0001\u0002 hello\r\n\r\n' },
  ];
}

/** A signed-in demo shopper's cookies: tampered copies test the signature, the real one reaches the signed-in forms. */
export async function signedInCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER_UA },
    body: new URLSearchParams({ email: 'giulia@example.com', password: 'bottega-demo' }),
    redirect: 'manual',
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!cookie.includes('bottega_session=')) throw new Error(`Sign-in failed (${response.status}): the run needs a real session.`);
  return cookie;
}

export interface HostileRun {
  /** Requests sent (pipelined raw requests count once per connection). */
  sent: number;
  /** Answers by status; `no answer` for a connection that failed or closed without one. */
  byStatus: Record<string, number>;
  /** Every 5xx, every request a kept-alive connection failed to answer, and every raw head left unanswered, described. */
  failures: string[];
  /** Every answer that carried a probe's markup back unescaped, described. */
  echoes: string[];
}

const describeAnswer = (answer: Answer) =>
  `${answer.status || answer.error} ← ${answer.request.label} [${answer.request.method} ${answer.request.path.slice(0, 160)}] ${answer.body.slice(0, 100).replace(/\s+/g, ' ')}`;

/**
 * The whole hostile suite against a running shop: `count` drawn requests over 8 kept-alive
 * connections, the raw request heads, then a HEAD burst on each main page.
 */
export async function runHostile(
  baseUrl: string,
  { seed, count, cookie }: { seed: number; count: number; cookie: string },
): Promise<HostileRun> {
  const answers = await sendAll(baseUrl, hostileRequests(seed, count, cookie), 8);
  for (const page of HEAD_BURST_PAGES) answers.push(...(await burst(baseUrl, 'HEAD', page, HEAD_BURST)));
  const heads = rawRequests();
  const raw = await sendRaw(baseUrl, heads);

  const byStatus: Record<string, number> = {};
  const tally = (key: string) => (byStatus[key] = (byStatus[key] ?? 0) + 1);
  for (const answer of answers) tally(answer.error ? 'no answer' : String(answer.status));
  for (const answer of raw) (answer.statuses.length ? answer.statuses.map(String) : ['no answer']).forEach(tally);
  const failures = [
    ...answers.filter((answer) => answer.error || answer.status >= 500).map(describeAnswer),
    ...raw.filter((answer) => answer.statuses.some((status) => status >= 500)).map((answer) => `${answer.statuses} ← raw: ${answer.label}`),
    // A socket closed without a word leaves the client guessing (and retrying); only a promised body may be awaited.
    ...raw
      .filter((answer, index) => answer.statuses.length === 0 && !heads[index]!.awaitsBody)
      .map((answer) => `no answer ← raw: ${answer.label}`),
  ];
  const echoes = [
    ...answers.filter((answer) => PROBE_PATTERN.test(answer.body)).map(describeAnswer),
    ...raw.filter((answer) => PROBE_PATTERN.test(answer.text)).map((answer) => `raw: ${answer.label}`),
  ];
  return { sent: answers.length + raw.length, byStatus: Object.fromEntries(Object.entries(byStatus).sort()), failures, echoes };
}
