// A market is a country with one of its languages, as the shop's Localization offers them. The
// default market (the United States in English) keeps the unprefixed addresses; every other market
// lives under its own lower-case prefix, /{language}-{country}/ (/it-it/, /en-gb/, /de-ch/), so a
// page's address alone says what it shows: a search engine, a shared link and a cache see one market.
import type { CountryCode, LanguageCode } from '@shopify/hydrogen/storefront-api-types';
import { DEFAULT_I18N, type Locale } from '~/core/locale/locale';

/** A first segment that has the shape of a market prefix, in any case. */
const PREFIX_SHAPE = /^\/([a-z]{2})-([a-z]{2})(?=\/|$)/i;

/** The address prefix of a market: '' for the default one, '/it-it' for Italy in Italian. */
export function marketPrefix(locale: Locale): string {
  if (locale.country === DEFAULT_I18N.country && locale.language === DEFAULT_I18N.language) return '';
  return `/${locale.language.toLowerCase()}-${locale.country.toLowerCase()}`;
}

/** The language tag of a market, for Intl, hreflang and Content-Language: 'it-IT'. */
export function languageTag(locale: Locale): string {
  return `${locale.language.toLowerCase()}-${locale.country}`;
}

/** `<html lang>`: the market's language ('it'). */
export function htmlLang(locale: Locale): string {
  return locale.language.toLowerCase();
}

export interface PrefixedPath {
  /** The market the prefix names; whether the shop offers it is asked separately. */
  locale: Locale;
  /** The prefix as it should be written ('/it-it'); '' when it names the default market. */
  prefix: string;
  /** The rest of the path, always starting with '/'. */
  rest: string;
  /** The prefix was written as its canonical form (lower case, and not the default market's). */
  canonical: boolean;
}

/**
 * What a path's first segment says about its market, or null when it is not shaped like a prefix
 * (then the path is the default market's). `/it-IT/x` and `/en-us/x` come back with `canonical`
 * false: the first is answered by a redirect to `/it-it/x`, the second by one to `/x`.
 */
export function readMarketPrefix(pathname: string): PrefixedPath | null {
  const match = PREFIX_SHAPE.exec(pathname);
  if (!match) return null;
  const locale = { language: match[1].toUpperCase() as LanguageCode, country: match[2].toUpperCase() as CountryCode };
  const prefix = marketPrefix(locale);
  const rest = pathname.slice(match[0].length) || '/';
  return { locale, prefix, rest, canonical: prefix !== '' && match[0] === prefix };
}

/** A path of the default market, written at a market's address: ('/it-it', '/cart') → '/it-it/cart', ('/it-it', '/') → '/it-it/'. */
export function withPrefix(prefix: string, path: string): string {
  return `${prefix}${path}`;
}

/** The prefix of the market a request's address is in ('' for the default market's addresses). */
export function prefixOf(pathname: string): string {
  const read = readMarketPrefix(pathname);
  return read?.canonical ? read.prefix : '';
}

/** The path with its market prefix taken off ('/it-it/cart' → '/cart'); unprefixed paths are left as they are. */
export function withoutPrefix(pathname: string): string {
  const read = readMarketPrefix(pathname);
  return read?.canonical ? read.rest : pathname;
}

/** Two ISO letters: a language or country code a prefix can carry (not PT_BR and the like). */
const TWO_LETTERS = /^[A-Z]{2}$/;

/**
 * Every market the shop's Localization offers, the default first: each country with each of its
 * languages. A language with a region of its own (PT_BR) has no two-letter prefix and no address.
 */
export function marketsOf(localization: {
  availableCountries: ReadonlyArray<{ isoCode: CountryCode; availableLanguages: ReadonlyArray<{ isoCode: LanguageCode }> }>;
}): Locale[] {
  const markets: Locale[] = [{ ...DEFAULT_I18N }];
  for (const country of localization.availableCountries) {
    for (const { isoCode: language } of country.availableLanguages) {
      const market = { country: country.isoCode, language };
      if (TWO_LETTERS.test(language) && TWO_LETTERS.test(country.isoCode) && marketPrefix(market) !== '') markets.push(market);
    }
  }
  return markets;
}

/** A market from its language tag ('it-IT'), as the root loader lists them for the page. */
export function marketOfTag(tag: string): Locale {
  const [language = '', country = ''] = tag.split('-');
  return { language: language.toUpperCase() as LanguageCode, country: country.toUpperCase() as CountryCode };
}

/** Where a page's twins live: the shop's origin and the language tag of every market it offers. */
export interface MarketTwins {
  origin: string;
  tags: readonly string[];
}

/**
 * The twins of `path` (as the route table names it, its query included) in every market, then
 * x-default (the default market's address), for hreflang links and a sitemap's `xhtml:link`s.
 * Written as Hydrogen writes a canonical link (no trailing slash), so a page's own twin is its
 * canonical address: the Italian home is /it-it, as its links name it.
 */
export function alternatesOf(path: string, { origin, tags }: MarketTwins): Array<{ hreflang: string; href: string }> {
  const at = (prefix: string) => `${origin}${prefix}${path}`.replace(/\/$/, '');
  return [...tags.map((tag) => ({ hreflang: tag, href: at(marketPrefix(marketOfTag(tag))) })), { hreflang: 'x-default', href: at('') }];
}
