// The shop's markets for the region and currency selectors (spec section 3, Localization).
export const LOCALIZATION_QUERY = `#graphql
  query Localization($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    localization {
      availableCountries {
        isoCode
        name
        unitSystem
        currency { isoCode name symbol }
        availableLanguages { isoCode endonymName name }
        defaultLanguage { isoCode }
      }
      availableLanguages { isoCode endonymName name }
      country { isoCode name currency { isoCode name symbol } }
      language { isoCode endonymName name }
    }
  }
` as const;
