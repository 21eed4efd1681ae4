import { describe, expect, it } from 'vitest';
import { applyResponsePolicy, isPersonal, PRIVATE_NO_STORE, SHARED_PAGE_CACHE_CONTROL } from '~/core/security/response-policy.server';
import { siteOrigin, siteUrl } from '~/core/request/site-origin.server';
import { HSTS_MAX_AGE_SECONDS } from '~/core/constants';

const html = (headers: Record<string, string> = {}) =>
  new Response('<p>page</p>', { headers: { 'Content-Type': 'text/html', ...headers } });
const get = (url: string, cookie?: string) => new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
const allow = () => 'GET, HEAD';

describe('transport headers', () => {
  it('send Strict-Transport-Security over https only', () => {
    expect(applyResponsePolicy(get('https://bottega.test/'), html(), allow).headers.get('Strict-Transport-Security')).toBe(
      `max-age=${HSTS_MAX_AGE_SECONDS}`,
    );
    expect(applyResponsePolicy(get('http://localhost:3000/'), html(), allow).headers.has('Strict-Transport-Security')).toBe(false);
  });

  it('forbid MIME sniffing on every answer, not only pages', () => {
    const json = Response.json({ ok: true });
    expect(applyResponsePolicy(get('https://bottega.test/api/shopify'), json, allow).headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('fill the Allow header of a 405 that has none, and keep one that does', () => {
    expect(applyResponsePolicy(get('https://bottega.test/'), new Response(null, { status: 405 }), allow).headers.get('Allow')).toBe(
      'GET, HEAD',
    );
    const own = new Response(null, { status: 405, headers: { Allow: 'POST' } });
    expect(applyResponsePolicy(get('https://bottega.test/'), own, allow).headers.get('Allow')).toBe('POST');
  });

  it('keep the status and the body, also of a redirect whose headers cannot be changed', async () => {
    const redirect = Response.redirect('https://bottega.test/account', 302);
    const answered = applyResponsePolicy(get('https://bottega.test/account/login'), redirect, allow);
    expect(answered.status).toBe(302);
    expect(answered.headers.get('Location')).toBe('https://bottega.test/account');
    expect(await applyResponsePolicy(get('https://bottega.test/'), html(), allow).text()).toBe('<p>page</p>');
  });
});

describe('.data answers', () => {
  it('carry no markup a client sent: `<` is written as its JSON escape, which reads back the same', async () => {
    const line = JSON.stringify(['values', '"><x-probe>']);
    const data = new Response(line, { headers: { 'Content-Type': 'text/x-script' } });
    const body = await applyResponsePolicy(get('https://bottega.test/account/login.data'), data, allow).text();
    expect(body).not.toContain('<');
    expect(JSON.parse(body)).toEqual(['values', '"><x-probe>']);
  });
});

describe('private, no-store', () => {
  it('on account and bag pages, their .data answers, and any answer that sets a cookie', () => {
    for (const path of ['/account', '/account/orders/1', '/cart', '/cart.data', '/account/login.data']) {
      expect(isPersonal(get(`https://bottega.test${path}`), html()), path).toBe(true);
    }
    const setsCookie = new Response(null, { status: 303, headers: { Location: '/', 'Set-Cookie': 'bottega_locale=IT-IT' } });
    expect(applyResponsePolicy(get('https://bottega.test/locale'), setsCookie, allow).headers.get('Cache-Control')).toBe(PRIVATE_NO_STORE);
  });

  it('on a page or its .data rendered for a shopper with a session, a bag or a draft preview (the header shows their bag)', () => {
    for (const cookie of [
      'bottega_session=abc',
      'cart=gid%3A%2F%2Fshopify%2FCart%2F1',
      'x=1; sanity-preview-perspective=abc',
      'bottega_new_bag_1=x',
    ]) {
      const answered = applyResponsePolicy(get('https://bottega.test/products/arco-tote', cookie), html(), allow);
      expect(answered.headers.get('Cache-Control'), cookie).toBe(PRIVATE_NO_STORE);
      const data = new Response('[]', { headers: { 'Content-Type': 'text/x-script' } });
      expect(applyResponsePolicy(get('https://bottega.test/_root.data', cookie), data, allow).headers.get('Cache-Control'), cookie).toBe(
        PRIVATE_NO_STORE,
      );
    }
  });

  it('on the .data of a form post, which repeats what the shopper sent', () => {
    const post = new Request('https://bottega.test/newsletter.data', { method: 'POST' });
    expect(isPersonal(post, new Response('[]', { headers: { 'Content-Type': 'text/x-script' } }))).toBe(true);
  });
});

describe('public, shared for a minute and served stale while it refreshes', () => {
  const data = () => new Response('[]', { headers: { 'Content-Type': 'text/x-script' } });

  it('on pages and their .data for a shopper without a session, bag or preview, kept apart per Cookie header', () => {
    for (const [path, answer, cookie] of [
      ['/collections/bags', html({ 'Cache-Control': 'private, max-age=0, must-revalidate' }), undefined],
      ['/products/arco-tote', html(), 'bottega_locale=IT-IT; _shopify_y=abc'],
      ['/_root.data', data(), undefined],
      ['/products/arco-tote.data?_routes=root', data(), 'bottega_locale=IT-IT'],
    ] as const) {
      const answered = applyResponsePolicy(get(`https://bottega.test${path}`, cookie), answer, allow);
      expect(answered.headers.get('Cache-Control'), path).toBe(SHARED_PAGE_CACHE_CONTROL);
      expect(answered.headers.get('Vary'), path).toContain('Cookie');
    }
    expect(SHARED_PAGE_CACHE_CONTROL).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });

  it('not on campaign landings and preview links, which remember the shopper, nor on answers other than 200', () => {
    for (const path of ['/products/arco-tote?utm_source=mail', '/products/arco-tote?sanity-preview-perspective=drafts']) {
      expect(applyResponsePolicy(get(`https://bottega.test${path}`), html(), allow).headers.has('Cache-Control'), path).toBe(false);
    }
    const missing = html({ 'Cache-Control': 'private, max-age=0, must-revalidate' });
    const notFound = new Response('<p>gone</p>', { status: 404, headers: missing.headers });
    expect(applyResponsePolicy(get('https://bottega.test/collections/nope'), notFound, allow).headers.get('Cache-Control')).toBe(
      'private, max-age=0, must-revalidate',
    );
  });

  it('not on other answers, which keep what they send', () => {
    // A sitemap is the same for everyone, whatever cookies come with the request.
    const sitemap = new Response('<xml/>', { headers: { 'Content-Type': 'application/xml', 'Cache-Control': 'public, max-age=3600' } });
    expect(
      applyResponsePolicy(get('https://bottega.test/sitemap.xml', 'bottega_session=abc'), sitemap, allow).headers.get('Cache-Control'),
    ).toBe('public, max-age=3600');
  });
});

describe("the shop's public origin", () => {
  it('is PUBLIC_SITE_URL whatever Host the request names', () => {
    const config = { siteOrigin: 'https://www.bottega.example' };
    expect(siteOrigin(config, get('https://evil.example/products/x'))).toBe('https://www.bottega.example');
    expect(siteUrl(config, get('http://localhost:3000/'), '/products/arco-tote')).toBe('https://www.bottega.example/products/arco-tote');
  });

  it("falls back to the request's origin only on plain http (a developer's machine), else there is none", () => {
    expect(siteOrigin({}, get('http://localhost:3000/search'))).toBe('http://localhost:3000');
    expect(siteOrigin({}, get('https://evil.example/'))).toBeNull();
    expect(siteUrl({}, get('https://evil.example/'), '/')).toBeNull();
  });
});
