import { describe, expect, it } from 'vitest';
import { mergeTracking, parseTrackingCookie, trackingCookieString, trackingFromSearch } from '~/core/request/tracking';
import { TRACKING_COOKIE } from '~/core/constants';

const cookie = (value: unknown) => `${TRACKING_COOKIE}=${encodeURIComponent(JSON.stringify(value))}`;

describe('parseTrackingCookie', () => {
  it('reads every tracking key among other cookies', () => {
    const stored = {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'autunno 2026',
      utm_term: 'borsa',
      utm_content: 'hero',
      nb_klid: 'K123',
      _kx: 'abc.def',
    };
    expect(parseTrackingCookie(`cart=xyz; ${cookie(stored)}; bottega_locale=IT-EN`)).toEqual(stored);
  });

  it('gives nothing without the cookie', () => {
    expect(parseTrackingCookie(null)).toEqual({});
    expect(parseTrackingCookie('')).toEqual({});
    expect(parseTrackingCookie('cart=xyz')).toEqual({});
  });

  it('drops unknown keys and non-string, empty or oversized values', () => {
    const stored = { utm_source: 'ig', gclid: 'nope', utm_medium: 42, utm_term: '  ', utm_content: 'x'.repeat(501), __proto__: 'p' };
    expect(parseTrackingCookie(cookie(stored))).toEqual({ utm_source: 'ig' });
  });

  it('survives malformed and forged cookies', () => {
    for (const raw of [
      '%E0%A4%A',
      'not-json',
      '[1,2]',
      'null',
      '"string"',
      encodeURIComponent('{"utm_source":"a\\u0000b"}'),
      'x'.repeat(5000),
    ]) {
      expect(parseTrackingCookie(`${TRACKING_COOKIE}=${raw}`)).toEqual({});
    }
  });

  it('round-trips through the serialised cookie', () => {
    const params = { utm_source: 'a;b=c', utm_campaign: 'saldi & più' };
    expect(parseTrackingCookie(trackingCookieString(params).split(';')[0])).toEqual(params);
    expect(trackingCookieString(params).split('; ').slice(1).sort()).toEqual(['Max-Age=7776000', 'Path=/', 'SameSite=Lax']);
    expect(trackingCookieString(params, { secure: true }).split('; ')).toContain('Secure');
    expect(trackingCookieString(params).split('; ')).not.toContain('HttpOnly');
  });
});

describe('trackingFromSearch', () => {
  it('picks the tracking parameters off a landing URL', () => {
    const search = new URL('https://bottega.test/?utm_source=ig&utm_medium=social&page=2&_kx=k').searchParams;
    expect(trackingFromSearch(search)).toEqual({ utm_source: 'ig', utm_medium: 'social', _kx: 'k' });
  });
});

describe('mergeTracking', () => {
  const checkout = 'http://127.0.0.1:4001/cart/c/abc?key=k1';

  it('adds stored parameters to the checkout URL', () => {
    const merged = new URL(mergeTracking(checkout, { utm_source: 'newsletter', nb_klid: 'K1' }));
    expect(merged.searchParams.get('key')).toBe('k1');
    expect(merged.searchParams.get('utm_source')).toBe('newsletter');
    expect(merged.searchParams.get('nb_klid')).toBe('K1');
  });

  it('keeps values already on the URL', () => {
    const merged = new URL(mergeTracking(`${checkout}&utm_source=direct`, { utm_source: 'newsletter', utm_medium: 'email' }));
    expect(merged.searchParams.getAll('utm_source')).toEqual(['direct']);
    expect(merged.searchParams.get('utm_medium')).toBe('email');
  });

  it('leaves the URL untouched when there is nothing to add, or it cannot be parsed', () => {
    expect(mergeTracking(checkout, {})).toBe(checkout);
    expect(mergeTracking('not a url', { utm_source: 'x' })).toBe('not a url');
  });

  it('never adds keys outside the tracking list', () => {
    const merged = new URL(mergeTracking(checkout, { redirect: 'https://evil.test' } as never));
    expect(merged.searchParams.has('redirect')).toBe(false);
  });
});
