import type { AppLoadContext } from 'react-router';
import { CacheLong } from '@shopify/hydrogen';
import type { LocalizationQuery } from 'storefrontapi.generated';
import { LOCALIZATION_QUERY } from '~/graphql/localization';
import { DEFAULT_I18N, type Locale } from '~/core/locale/locale';
import { languageTag, marketsOf } from '~/core/locale/market';

export type Localization = LocalizationQuery['localization'];

/** The shop's markets change rarely: cached long, in the shopper's own context. */
export async function loadLocalization(context: Pick<AppLoadContext, 'storefront'>): Promise<Localization | null> {
  const data = await context.storefront.query(LOCALIZATION_QUERY, { cache: CacheLong() });
  return data?.localization ?? null;
}

/** The language tag of every market the shop offers ('en-US', 'it-IT', …), the default first; just the default when the shop cannot say. */
export async function loadMarketTags(context: Pick<AppLoadContext, 'storefront'>): Promise<string[]> {
  const localization = await loadLocalization(context).catch(() => null);
  return (localization ? marketsOf(localization) : [DEFAULT_I18N]).map(languageTag);
}

/** A country, or a country with a language, as an address or a form names it. */
type Asked = Pick<Locale, 'country'> & Partial<Pick<Locale, 'language'>>;

/** Whether the shop offers `asked`: its country among the shop's, with that language when one is named. */
export function offersLocale(localization: Pick<Localization, 'availableCountries'>, asked: Asked): boolean {
  const country = localization.availableCountries.find((candidate) => candidate.isoCode === asked.country);
  if (!country) return false;
  return asked.language === undefined || country.availableLanguages.some((language) => language.isoCode === asked.language);
}

/**
 * Does the shop offer the locale (or country) an address or a shopper's form asks for? Asked in the default locale (explicit
 * variables, so Hydrogen does not put the shopper's, possibly bogus, locale into the very query that
 * checks it), which makes it one cached answer for every shopper — the same one the root loader reads
 * for US/EN. The shop is the authority: a country it drops stops being offered when the cache turns
 * over. 'unknown' when the shop could not be asked.
 */
export async function shopOffersLocale(context: Pick<AppLoadContext, 'storefront'>, asked: Asked): Promise<'yes' | 'no' | 'unknown'> {
  try {
    const data = await context.storefront.query(LOCALIZATION_QUERY, { variables: { ...DEFAULT_I18N }, cache: CacheLong() });
    if (!data?.localization) return 'unknown';
    return offersLocale(data.localization, asked) ? 'yes' : 'no';
  } catch {
    return 'unknown';
  }
}
