// The shop's markets as the region and currency selectors use them: each country's code (what the
// /locale form posts), name and currency. Languages, unit systems and currency names stay on the
// server: the /locale action reads the shop's own localization to choose the language.
import type { Localization } from '~/core/locale/shop-localization.server';
import type { ShellCountry, ShellLocalization } from '~/core/settings/shell-data';
import { sharing } from '~/core/deduplicate';

type CountryResult = Localization['availableCountries'][number];

export function shellLocalization(localization: Localization): ShellLocalization {
  const same = sharing();
  const country = ({ isoCode, name, currency }: Pick<CountryResult, 'isoCode' | 'name' | 'currency'>): ShellCountry =>
    same({ isoCode, name, currency: same({ isoCode: currency.isoCode, symbol: currency.symbol }) });
  const availableCountries = localization.availableCountries.map(country);
  const languages = localization.availableLanguages.map(({ isoCode, endonymName }) => same({ isoCode, endonymName }));
  return { country: country(localization.country), availableCountries, languages };
}
