// Deterministic hostile traffic for the storefront: every route and form, sent the wrong way. The
// same seed always gives the same requests, so a failure names a request anyone can send again.
import { createRng, type Rng } from '../../emulators/seed/images/rng.ts';

export interface HostileRequest {
  /** What the request tries, for the failure report. */
  label: string;
  method: string;
  /** Path and query, already percent-encoded where a client would have to encode. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

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
] as const;

const CART_INPUT = JSON.stringify({
  action: 'LinesAdd',
  inputs: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }] },
});

/** Every form the app renders, with the fields it posts (the components' names). */
export const FORMS: ReadonlyArray<{ path: string; fields: Record<string, string> }> = [
  { path: '/cart', fields: { cartFormInput: CART_INPUT } },
  { path: '/locale', fields: { country: 'IT', redirectTo: '/' } },
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

const LOCALE_COOKIES = ['IT-ZZ', 'ZZ-zz', 'XX-XX', 'AQ-EN', 'it-it', 'US', '', '%ff%fe', 'IT-IT-IT', '../../etc'];
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
    { label: 'locale cookie', cookie: `bottega_locale=${rng.pick(LOCALE_COOKIES)}` },
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
