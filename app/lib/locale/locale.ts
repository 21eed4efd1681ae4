import type { CountryCode, LanguageCode } from '@shopify/hydrogen/storefront-api-types';
import { DEFAULT_LOCALE, LOCALE_COOKIE } from '~/lib/constants';
import { decodeCookieValue, readCookie } from '~/lib/cookies';

export interface Locale {
  country: CountryCode;
  language: LanguageCode;
}

const CODE = /^[A-Z]{2}$/;
/** "IT-EN", percent-encoded at worst; anything longer is not a locale and is not decoded. */
const MAX_COOKIE_VALUE_LENGTH = 32;

export const DEFAULT_I18N: Locale = { country: DEFAULT_LOCALE.country, language: DEFAULT_LOCALE.language };

/**
 * What the locale cookie ("IT-EN") asks for: `present` says whether there is one, `locale` is null
 * when it is not two pairs of ISO letters (forged, garbled, overlong). Whether the shop offers the
 * locale is a separate question, answered against the shop itself (locale/shop-localization.server.ts).
 */
export function readLocaleCookie(cookieHeader: string | null): { present: boolean; locale: Locale | null } {
  const raw = readCookie(cookieHeader, LOCALE_COOKIE);
  if (raw === undefined) return { present: false, locale: null };
  if (raw.length > MAX_COOKIE_VALUE_LENGTH) return { present: true, locale: null };
  const value = decodeCookieValue(raw);
  if (value === null) return { present: true, locale: null };
  const [country, language, ...rest] = value.toUpperCase().split('-');
  if (rest.length > 0 || !CODE.test(country ?? '') || !CODE.test(language ?? '')) return { present: true, locale: null };
  return { present: true, locale: { country: country as CountryCode, language: language as LanguageCode } };
}

/** The locale the cookie names, or the default when it names none; not yet checked against the shop. */
export function localeFromCookie(cookieHeader: string | null): Locale {
  return readLocaleCookie(cookieHeader).locale ?? { ...DEFAULT_I18N };
}

export function isDefaultLocale(locale: Locale): boolean {
  return locale.country === DEFAULT_I18N.country && locale.language === DEFAULT_I18N.language;
}

export function localeCookieValue(locale: Locale): string {
  return `${locale.country}-${locale.language}`;
}

/** How a region's currency reads in the region choosers: 'EUR €', or just 'CHF' where the symbol is the code itself. */
export function currencyLabel({ isoCode, symbol }: { isoCode: string; symbol: string }): string {
  return symbol && symbol !== isoCode ? `${isoCode} ${symbol}` : isoCode;
}
