import type { CountryCode, LanguageCode } from '@shopify/hydrogen/storefront-api-types';
import { DEFAULT_I18N } from '~/lib/locale/locale';

export interface AddressMarket {
  country: CountryCode;
  language: LanguageCode;
  /** The address prefix of the market ('' for the default one). */
  prefix: string;
  /** The BCP 47 locale prices are written in. */
  locale: string;
}

/**
 * The market an address is in. The agent texts follow the address, never a remembered choice (so
 * they can be cached for everyone). Every address is in the default market until the market
 * prefixes (/{language}-{country}/) exist; that work answers here for theirs.
 */
export function marketOfPath(pathname: string): AddressMarket {
  void pathname;
  const { country, language } = DEFAULT_I18N;
  return { country, language, prefix: '', locale: `${language.toLowerCase()}-${country}` };
}
