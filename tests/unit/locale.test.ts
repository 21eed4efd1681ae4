import { describe, expect, it } from 'vitest';
import { isDefaultLocale, localeCookieValue } from '~/core/locale/locale';
import { htmlLang, languageTag, marketPrefix, marketsOf, prefixOf, readMarketPrefix, withoutPrefix } from '~/core/locale/market';
import { offersLocale, shopOffersLocale } from '~/core/locale/shop-localization.server';

const IT = { country: 'IT', language: 'IT' } as const;

describe('a market at its address', () => {
  it('keeps the default market unprefixed and writes every other in lower case, language first', () => {
    expect(marketPrefix({ country: 'US', language: 'EN' })).toBe('');
    expect(marketPrefix(IT)).toBe('/it-it');
    expect(marketPrefix({ country: 'CH', language: 'DE' })).toBe('/de-ch');
    expect(languageTag({ country: 'CH', language: 'DE' })).toBe('de-CH');
    expect(htmlLang(IT)).toBe('it');
  });

  it('reads a prefix in any case, and says when it is not written the canonical way', () => {
    expect(readMarketPrefix('/it-it/products/x')).toEqual({ locale: IT, prefix: '/it-it', rest: '/products/x', canonical: true });
    expect(readMarketPrefix('/it-it')).toMatchObject({ rest: '/', canonical: true });
    expect(readMarketPrefix('/it-IT/x')).toMatchObject({ prefix: '/it-it', rest: '/x', canonical: false });
    // The default market's own prefix is not its address: it moves to the unprefixed one.
    expect(readMarketPrefix('/en-us/x')).toMatchObject({ prefix: '', rest: '/x', canonical: false });
    expect(readMarketPrefix('/EN-US')).toMatchObject({ prefix: '', rest: '/', canonical: false });
  });

  it('takes no other first segment for a prefix', () => {
    for (const path of [
      '/',
      '/products/x',
      '/it-itx/y',
      '/ita-it/',
      '/it_it/',
      '/it-i/',
      '/i%74-it/',
      '/%2Fit-it/',
      '//it-it/',
      '/it-it%2F',
    ]) {
      expect(readMarketPrefix(path), path).toBeNull();
      expect(prefixOf(path), path).toBe('');
      expect(withoutPrefix(path), path).toBe(path);
    }
  });

  it('takes the prefix off a canonical address only', () => {
    expect(withoutPrefix('/it-it/cart')).toBe('/cart');
    expect(prefixOf('/it-it/cart')).toBe('/it-it');
    expect(withoutPrefix('/it-IT/cart')).toBe('/it-IT/cart');
    expect(prefixOf('/en-us/cart')).toBe('');
  });

  it('lists every market the shop offers, the default first, and none a two-letter prefix cannot name', () => {
    const localization = {
      availableCountries: [
        { isoCode: 'US', availableLanguages: [{ isoCode: 'EN' }] },
        { isoCode: 'IT', availableLanguages: [{ isoCode: 'IT' }, { isoCode: 'EN' }] },
        { isoCode: 'BR', availableLanguages: [{ isoCode: 'PT_BR' }] },
      ],
    } as unknown as Parameters<typeof marketsOf>[0];
    expect(marketsOf(localization).map(marketPrefix)).toEqual(['', '/it-it', '/en-it']);
  });
});

describe('the locale cookie, which only remembers a choice', () => {
  it('names the country and language', () => {
    expect(localeCookieValue({ country: 'GB', language: 'EN' })).toBe('GB-EN');
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

  it('asks the shop in the default locale, so the address’s market never reaches that query before it is offered', async () => {
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
