import type { CountryCode, LanguageCode } from '@shopify/hydrogen/storefront-api-types';
import { DEFAULT_I18N } from '~/core/locale/locale';
import { languageTag, marketPrefix, readMarketPrefix } from '~/core/locale/market';

export interface AddressMarket {
  country: CountryCode;
  language: LanguageCode;
  /** The address prefix of the market ('' for the default one). */
  prefix: string;
  /** The BCP 47 locale prices are written in. */
  locale: string;
}

/**
 * The market an address is in (/it-it/products/x.md is Italy's, in Italian). The agent texts follow
 * the address, never a remembered choice, so they can be cached for everyone. Only an offered
 * market's address reaches a route (server.ts), so the prefix here is one the shop offers.
 */
export function marketOfPath(pathname: string): AddressMarket {
  const read = readMarketPrefix(pathname);
  const { country, language } = read?.canonical ? read.locale : DEFAULT_I18N;
  return { country, language, prefix: marketPrefix({ country, language }), locale: languageTag({ country, language }) };
}
