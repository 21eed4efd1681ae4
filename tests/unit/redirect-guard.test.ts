import { describe, expect, it } from 'vitest';
import { isAbsoluteHttpUrl, safeRedirectPath, sameOriginPath } from '~/core/security/redirect-guard';
import { EVIL_HOST, openRedirectPayloads } from '../support/open-redirect-payloads';

const SHOPS = ['https://bottega.test', 'http://127.0.0.1:3000'];

/** What a browser does with a Location: resolve it against the page it came from. */
function landsOnSite(location: string, origin: string): boolean {
  if (location.startsWith('//') || location.startsWith('/\\')) return false;
  const url = new URL(location, origin);
  return url.origin === origin && url.hostname !== EVIL_HOST;
}

/** Payloads that a strict reading still turns into a harmless path on the shop itself. */
const HARMLESS_ON = (origin: string): Record<string, string> => ({
  // Same scheme as the shop: the WHATWG parser reads "https:x" as the relative path "x".
  ...(origin.startsWith('https:') ? { 'https:evil.example': '/evil.example' } : { 'http:evil.example': '/evil.example' }),
  // A fullwidth solidus is no slash: it is percent-encoded into the path.
  '／／evil.example': '/%EF%BC%8F%EF%BC%8Fevil.example',
  ...(origin.startsWith('https:') ? { 'https:／／evil.example': '/%EF%BC%8F%EF%BC%8Fevil.example' } : {}),
});

describe('the redirect guard against open-redirect payloads', () => {
  for (const origin of SHOPS) {
    const payloads = openRedirectPayloads(new URL(origin).host);
    const harmless = HARMLESS_ON(origin);

    it(`has a table of at least 30 payloads (${payloads.length})`, () => {
      expect(payloads.length).toBeGreaterThanOrEqual(30);
    });

    it.each(payloads)(`refuses %j on ${origin}, or keeps it on the shop`, (payload) => {
      const path = sameOriginPath(payload, origin);
      if (Object.hasOwn(harmless, payload)) expect(path).toBe(harmless[payload]);
      else expect(path).toBeNull();
      const fallback = safeRedirectPath(payload, origin, '/account');
      expect(landsOnSite(fallback, origin)).toBe(true);
      // What the guard lets through reads the same when guarded again (hydrogen-sanity and Hydrogen
      // resolve it once more before it becomes a Location).
      expect(sameOriginPath(fallback, origin)).toBe(fallback);
    });
  }
});

describe('the redirect guard for the shop’s own paths', () => {
  const origin = 'https://bottega.test';

  it('keeps paths, queries and fragments as they are', () => {
    for (const path of [
      '/',
      '/account',
      '/products/arco-tote?variant=5#reviews',
      '/search?q=tote&sort=price',
      '/collections/bags?filter=a%2Fb',
    ]) {
      expect(sameOriginPath(path, origin)).toBe(path);
    }
  });

  it('accepts an absolute address on the shop itself, as a path', () => {
    expect(sameOriginPath('https://bottega.test/account?x=1', origin)).toBe('/account?x=1');
    expect(sameOriginPath('HTTPS://BOTTEGA.TEST/account', origin)).toBe('/account');
  });

  it('resolves dot segments that stay on the shop', () => {
    expect(sameOriginPath('/collections/../products/arco-tote', origin)).toBe('/products/arco-tote');
    expect(sameOriginPath('/./account', origin)).toBe('/account');
  });

  it('refuses the same host on another scheme or port, and credentials', () => {
    expect(sameOriginPath('http://bottega.test/account', origin)).toBeNull();
    expect(sameOriginPath('https://bottega.test:8443/account', origin)).toBeNull();
    expect(sameOriginPath('https://user:pass@bottega.test/account', origin)).toBeNull();
  });

  it('refuses what is not a string, empty, or absurdly long', () => {
    for (const value of [null, undefined, 42, {}, '', `/${'a'.repeat(5000)}`]) expect(sameOriginPath(value, origin)).toBeNull();
    expect(safeRedirectPath(null, origin)).toBe('/');
    expect(safeRedirectPath('//evil.example', origin, '/account')).toBe('/account');
  });

  it('refuses encoded control characters in the path but not in the query', () => {
    expect(sameOriginPath('/%00/evil.example', origin)).toBeNull();
    expect(sameOriginPath('/%7f/evil.example', origin)).toBeNull();
    expect(sameOriginPath('/search?q=a%0Ab', origin)).toBe('/search?q=a%0Ab');
  });
});

describe('absolute http(s) addresses (the shop’s own data only)', () => {
  it('are http or https with a host', () => {
    expect(isAbsoluteHttpUrl('https://gifts.example/box')).toBe(true);
    expect(isAbsoluteHttpUrl('HTTP://shop.myshopify.com/admin')).toBe(true);
    for (const value of [
      '//evil.example',
      '/account',
      'javascript://x%0Aalert(1)',
      'https:evil.example',
      'https:///evil.example',
      'https://evil.example\\@x',
      'ftp://evil.example',
    ]) {
      expect(isAbsoluteHttpUrl(value), value).toBe(false);
    }
  });
});
