// The shop's markets as the region and currency selectors use them: each country's code (what the
// /locale form posts), name and currency. Languages, unit systems and currency names stay on the
// server: the /locale action reads the shop's own localization to choose the language.
import type { Localization } from '~/lib/locale/shop-localization.server';
import type { ShellCountry, ShellLocalization } from '~/lib/shell/shell-data';

type CountryResult = Localization['availableCountries'][number];

function shellCountry(country: Pick<CountryResult, 'isoCode' | 'name' | 'currency'>): ShellCountry {
  return { isoCode: country.isoCode, name: country.name, currency: { isoCode: country.currency.isoCode, symbol: country.currency.symbol } };
}

export function shellLocalization(localization: Localization): ShellLocalization {
  return { country: shellCountry(localization.country), availableCountries: localization.availableCountries.map(shellCountry) };
}
