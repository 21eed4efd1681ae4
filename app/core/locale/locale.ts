import type { CountryCode, LanguageCode } from '@shopify/hydrogen/storefront-api-types';
import { DEFAULT_LOCALE } from '~/core/constants';

export interface Locale {
  country: CountryCode;
  language: LanguageCode;
}

export const DEFAULT_I18N: Locale = { country: DEFAULT_LOCALE.country, language: DEFAULT_LOCALE.language };

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
