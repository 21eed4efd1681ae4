// Methods answered with 405 and Allow, the
// preview's unreadable body with 400, personal answers never cached, and the shop's URLs from
// PUBLIC_SITE_URL whatever Host a client sends.
import { commonMessages } from '../../app/core/texts/common.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { BROWSER_UA } from '../support/hostile-requests.ts';
import { sendAll } from '../support/send-all.ts';

const SITE = 'https://bottega.example';
let storefront: Awaited<ReturnType<typeof startStorefront>>;
const log: string[] = [];

beforeAll(async () => {
  storefront = await startStorefront({ PUBLIC_SITE_URL: SITE }, { log: (line) => log.push(line) });
});
afterAll(async () => {
  await storefront?.close();
});

const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
  sendAll(storefront.url, [
    {
      label: `${method} ${path}`,
      method,
      path,
      headers: { 'user-agent': BROWSER_UA, ...headers },
      body: body === undefined ? undefined : Buffer.from(body),
    },
  ]).then(([answer]) => answer);

describe('methods', () => {
  it('answers methods no route takes with 405 and Allow, and logs no stack trace for them', async () => {
    const before = log.length;
    for (const [method, path, allow] of [
      ['OPTIONS', '/', 'GET, HEAD'],
      ['TRACE', '/products/arco-tote', 'GET, HEAD'],
      ['PROPFIND', '/cart', 'GET, HEAD, POST'],
      ['PUT', '/search', 'GET, HEAD'],
      ['DELETE', '/account/login', 'GET, HEAD, POST'],
      ['OPTIONS', '/_root.data', 'GET, HEAD'],
    ]) {
      const answer = await send(method, path, { 'content-type': 'text/plain' }, 'x');
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.allow, `${method} ${path}`).toBe(allow);
      expect(answer.body).toBe(commonMessages.methodNotAllowed);
    }
    expect(log.slice(before).filter((line) => /^\s+at\s/.test(line))).toEqual([]);
  });

  it('answers a form post to a page without a form with the shop’s page, its Allow header and one log line', async () => {
    // The product and collection pages' own boundaries hand anything but a 404 on to the root's.
    for (const path of ['/search', '/products/arco-tote', '/collections/bags']) {
      const before = log.length;
      const answer = await send('POST', path, { 'content-type': 'application/x-www-form-urlencoded' }, 'q=x');
      expect(answer.status, path).toBe(405);
      expect(answer.headers.allow, path).toBe('GET, HEAD');
      expect(answer.body, path).toContain(commonMessages.notAForm);
      const lines = log.slice(before);
      expect(
        lines.filter((line) => /^\s+at\s/.test(line)),
        path,
      ).toEqual([]);
      expect(
        lines.filter((line) => line.includes(`POST ${path}`)),
        path,
      ).toHaveLength(1);
    }
  });

  it('takes HEAD wherever GET works', async () => {
    const answer = await send('HEAD', '/products/arco-tote');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('');
  });

  it('answers a preview PUT whose body cannot be read with 400, not 500', async () => {
    // A perspective is changed inside a preview (outside, preview-session.test.ts: 403).
    const entered = await send('GET', '/api/preview?sanity-preview-secret=bottega-local-preview&sanity-preview-pathname=/');
    const cookie = String(entered.headers['set-cookie']).split(';')[0];
    expect(cookie).toContain('sanity-preview-perspective=');
    for (const [type, body] of [
      ['multipart/form-data; boundary=zzz', 'garbage'],
      ['application/x-www-form-urlencoded', 'a=%zz&%=%&&=='],
      ['application/json', '{"perspective":'],
    ]) {
      const answer = await send('PUT', '/api/preview', { 'content-type': type, cookie }, body);
      expect(answer.status, `${type}: ${body}`).toBeLessThan(500);
    }
    const unreadable = await send('PUT', '/api/preview', { 'content-type': 'multipart/form-data; boundary=zzz', cookie }, 'garbage');
    expect(unreadable.status).toBe(400);
    expect(unreadable.body).toBe(commonMessages.formUnreadable);
    // The Presentation tool's own request still changes the perspective.
    const changed = await send(
      'PUT',
      '/api/preview',
      { 'content-type': 'application/x-www-form-urlencoded', cookie },
      'perspective=published',
    );
    expect(changed.status).toBe(200);
    expect(String(changed.headers['set-cookie'])).toContain('sanity-preview-perspective=');
  });
});

describe('headers', () => {
  it('sends no Strict-Transport-Security over plain http, and nosniff on every answer', async () => {
    for (const path of ['/', '/robots.txt', '/_root.data', '/builds/latest.json']) {
      const answer = await send('GET', path);
      expect(answer.headers['strict-transport-security'], path).toBeUndefined();
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('marks account and bag answers, and anything setting a cookie, private and no-store', async () => {
    for (const path of ['/account/login', '/cart', '/cart.data', '/account/login.data']) {
      expect((await send('GET', path)).headers['cache-control'], path).toBe('private, no-store');
    }
    const locale = await send('POST', '/locale', { 'content-type': 'application/x-www-form-urlencoded' }, 'country=IT&redirectTo=%2F');
    expect(locale.headers['set-cookie']).toBeDefined();
    expect(locale.headers['cache-control']).toBe('private, no-store');
  });

  it('makes pages and their .data public for shared caches, until the shopper has a bag or a session', async () => {
    for (const path of ['/products/arco-tote', '/collections/bags', '/_root.data', '/products/arco-tote.data']) {
      expect((await send('GET', path)).headers['cache-control'], path).toMatch(
        /^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
    }
    expect((await send('GET', '/sitemap.xml')).headers['cache-control']).toMatch(/^public, /);
    expect((await send('GET', '/robots.txt', { cookie: 'bottega_session=x' })).headers['cache-control']).toMatch(/^public, /);
    const withBag = await send('GET', '/products/arco-tote', { cookie: 'cart=gid%3A%2F%2Fshopify%2FCart%2Fx' });
    expect(withBag.headers['cache-control']).toBe('private, no-store');
  });

  it('lets no cache keep an error: a 404, a 400, a 405 and their .data say no-store', async () => {
    for (const [method, path, status] of [
      ['GET', '/no-such-page', 404],
      ['GET', '/products/no-such-piece', 404],
      ['GET', '/products/no-such-piece.data', 404],
      ['GET', '/lookbooks/no-such-lookbook', 404],
      ['GET', '/products/arco-tote?variant=abc', 400],
      ['OPTIONS', '/', 405],
    ] as const) {
      const answer = await send(method, path);
      expect(answer.status, path).toBe(status);
      expect(answer.headers['cache-control'], path).toMatch(/no-store|no-cache|max-age=0/);
    }
  });

  it('names the configured site, never the Host header, in canonical links, structured data, the sitemap and robots.txt', async () => {
    const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const product = await send('GET', '/products/arco-tote', hostile);
    expect(product.body).toContain(`<link rel="canonical" href="${SITE}/products/arco-tote"/>`);
    expect(product.body).not.toContain('evil.example');
    for (const path of ['/', '/collections/bags', '/search', '/lookbooks']) {
      const page = await send('GET', path, hostile);
      expect(page.body, path).toContain(`<link rel="canonical" href="${SITE}`);
      expect(page.body, path).not.toContain('evil.example');
    }
    const index = await send('GET', '/sitemap.xml', hostile);
    expect(index.body).toContain(`<loc>${SITE}/sitemap/products/1.xml</loc>`);
    expect(index.body).not.toContain('evil.example');
    for (const path of ['/sitemap/products/1.xml', '/sitemap/pages/1.xml']) {
      const child = await send('GET', path, hostile);
      expect(child.status, path).toBe(200);
      expect(child.body, path).toContain(`<loc>${SITE}/`);
      expect(child.body, path).not.toContain('evil.example');
    }
    expect((await send('GET', '/robots.txt', hostile)).body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
