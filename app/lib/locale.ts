import type { CountryCode, LanguageCode } from '@shopify/hydrogen/storefront-api-types';
import { DEFAULT_LOCALE, LOCALE_COOKIE } from '~/lib/constants';

export interface Locale {
  country: CountryCode;
  language: LanguageCode;
}

const CODE = /^[A-Z]{2}$/;

/**
 * The shopper's region and language come from the locale cookie ("IT-EN"). Anything that is not
 * two ISO letters falls back to the default, so a forged cookie can never reach a query.
 */
export function localeFromCookie(cookieHeader: string | null): Locale {
  const fallback = { country: DEFAULT_LOCALE.country, language: DEFAULT_LOCALE.language } as Locale;
  if (!cookieHeader) return fallback;
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  if (!raw) return fallback;
  const [country, language] = decodeURIComponent(raw).toUpperCase().split('-');
  if (!CODE.test(country ?? '') || !CODE.test(language ?? '')) return fallback;
  return { country: country as CountryCode, language: language as LanguageCode };
}

export function localeCookieValue(locale: Locale): string {
  return `${locale.country}-${locale.language}`;
}

/** How a region's currency reads in the region choosers: 'EUR €', or just 'CHF' where the symbol is the code itself. */
export function currencyLabel({ isoCode, symbol }: { isoCode: string; symbol: string }): string {
  return symbol && symbol !== isoCode ? `${isoCode} ${symbol}` : isoCode;
}
