import { describe, expect, it } from 'vitest';
import { isDefaultLocale, localeCookieValue, localeFromCookie, readLocaleCookie } from '~/lib/locale/locale';
import { offersLocale, shopOffersLocale } from '~/lib/locale/shop-localization.server';
import { LOCALE_COOKIE } from '~/lib/constants';

describe('locale cookie', () => {
  it('defaults to US / EN without a cookie', () => {
    expect(localeFromCookie(null)).toEqual({ country: 'US', language: 'EN' });
    expect(readLocaleCookie(null)).toEqual({ present: false, locale: null });
    expect(readLocaleCookie('other=1')).toEqual({ present: false, locale: null });
  });
  it('reads the country and language among other cookies', () => {
    expect(localeFromCookie(`a=1; ${LOCALE_COOKIE}=IT-EN; b=2`)).toEqual({ country: 'IT', language: 'EN' });
    expect(localeFromCookie(`${LOCALE_COOKIE}=jp-ja`)).toEqual({ country: 'JP', language: 'JA' });
  });
  it('names no locale for forged, garbled or overlong values, but says there was a cookie', () => {
    for (const value of [
      '',
      'IT',
      'ITA-EN',
      'IT-EN-X',
      '<script>-EN',
      'IT-E',
      '%00-EN',
      '%E0%A4%A',
      '%',
      'x'.repeat(5000),
      `IT-${'E'.repeat(40)}`,
    ]) {
      expect(localeFromCookie(`${LOCALE_COOKIE}=${value}`), value).toEqual({ country: 'US', language: 'EN' });
      expect(readLocaleCookie(`${LOCALE_COOKIE}=${value}`), value).toEqual({ present: true, locale: null });
    }
  });
  it('reads well-formed codes the shop may not offer: the shop decides those', () => {
    expect(readLocaleCookie(`${LOCALE_COOKIE}=IT-ZZ`)).toEqual({ present: true, locale: { country: 'IT', language: 'ZZ' } });
    expect(readLocaleCookie(`${LOCALE_COOKIE}=ZZ-zz`)).toEqual({ present: true, locale: { country: 'ZZ', language: 'ZZ' } });
  });
  it('round-trips', () => {
    expect(localeFromCookie(`${LOCALE_COOKIE}=${localeCookieValue({ country: 'GB', language: 'EN' })}`)).toEqual({
      country: 'GB',
      language: 'EN',
    });
  });
  it('knows the default', () => {
    expect(isDefaultLocale({ country: 'US', language: 'EN' })).toBe(true);
    expect(isDefaultLocale({ country: 'US', language: 'IT' })).toBe(false);
  });
});

// The shop's markets as the localization query returns them (only the fields the check reads).
const markets = {
  availableCountries: [
    { isoCode: 'US', availableLanguages: [{ isoCode: 'EN' }] },
    { isoCode: 'IT', availableLanguages: [{ isoCode: 'IT' }, { isoCode: 'EN' }] },
  ],
} as unknown as Parameters<typeof offersLocale>[0];

describe('whether the shop offers a locale', () => {
  it('needs the country among the shop’s, with that language', () => {
    expect(offersLocale(markets, { country: 'IT', language: 'EN' })).toBe(true);
    expect(offersLocale(markets, { country: 'IT', language: 'IT' })).toBe(true);
    for (const [country, language] of [
      ['IT', 'ZZ'],
      ['ZZ', 'ZZ'],
      ['XX', 'XX'],
      ['AQ', 'EN'],
      ['US', 'IT'],
    ]) {
      expect(offersLocale(markets, { country, language } as never), `${country}-${language}`).toBe(false);
    }
  });

  it('offers a country alone when any of its languages will do', () => {
    expect(offersLocale(markets, { country: 'IT' })).toBe(true);
    expect(offersLocale(markets, { country: 'AQ' } as never)).toBe(false);
  });

  it('asks the shop in the default locale, so the cookie’s own locale never reaches that query', async () => {
    const asked: unknown[] = [];
    const storefront = {
      query: async (_query: string, options: { variables?: unknown }) => {
        asked.push(options.variables);
        return { localization: markets };
      },
    };
    expect(await shopOffersLocale({ storefront } as never, { country: 'IT', language: 'EN' } as never)).toBe('yes');
    expect(await shopOffersLocale({ storefront } as never, { country: 'AQ', language: 'EN' } as never)).toBe('no');
    expect(asked).toEqual([
      { country: 'US', language: 'EN' },
      { country: 'US', language: 'EN' },
    ]);
  });

  it('cannot tell when the shop cannot be asked', async () => {
    const down = { query: async () => Promise.reject(new Error('unreachable')) };
    expect(await shopOffersLocale({ storefront: down } as never, { country: 'IT', language: 'EN' } as never)).toBe('unknown');
    const empty = { query: async () => ({ localization: null }) };
    expect(await shopOffersLocale({ storefront: empty } as never, { country: 'IT', language: 'EN' } as never)).toBe('unknown');
  });
});
