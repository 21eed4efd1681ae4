// Markets: which countries the shop sells to, in which currency and languages, and how a price in
// the shop currency (USD) becomes a presentment price. Pure functions, reused by carts and orders.

export interface CurrencyInfo {
  isoCode: string;
  name: string;
  symbol: string;
  /** Shop-currency -> presentment-currency rate. Fixed, so prices are stable between runs. */
  rate: number;
  /** Converted prices round up to a multiple of this many hundredths (100 = whole units). */
  roundTo: number;
}

export interface LanguageInfo {
  isoCode: string;
  name: string;
  endonymName: string;
}

export interface CountryInfo {
  isoCode: string;
  name: string;
  currency: string;
  unitSystem: 'METRIC_SYSTEM' | 'IMPERIAL_SYSTEM';
  languages: string[];
}

export const SHOP_CURRENCY = 'USD';
const DEFAULT_COUNTRY = 'US';

export const CURRENCIES: Record<string, CurrencyInfo> = {
  USD: { isoCode: 'USD', name: 'US Dollar', symbol: '$', rate: 1, roundTo: 1 },
  EUR: { isoCode: 'EUR', name: 'Euro', symbol: '€', rate: 0.92, roundTo: 100 },
  GBP: { isoCode: 'GBP', name: 'British Pound', symbol: '£', rate: 0.79, roundTo: 100 },
  CHF: { isoCode: 'CHF', name: 'Swiss Franc', symbol: 'CHF', rate: 0.88, roundTo: 100 },
  JPY: { isoCode: 'JPY', name: 'Japanese Yen', symbol: '¥', rate: 151, roundTo: 10000 },
  CAD: { isoCode: 'CAD', name: 'Canadian Dollar', symbol: '$', rate: 1.37, roundTo: 100 },
  AUD: { isoCode: 'AUD', name: 'Australian Dollar', symbol: '$', rate: 1.52, roundTo: 100 },
};

export const LANGUAGES: Record<string, LanguageInfo> = {
  EN: { isoCode: 'EN', name: 'English', endonymName: 'English' },
  IT: { isoCode: 'IT', name: 'Italian', endonymName: 'Italiano' },
  FR: { isoCode: 'FR', name: 'French', endonymName: 'Français' },
  DE: { isoCode: 'DE', name: 'German', endonymName: 'Deutsch' },
  JA: { isoCode: 'JA', name: 'Japanese', endonymName: '日本語' },
};

export const COUNTRIES: CountryInfo[] = [
  { isoCode: 'AU', name: 'Australia', currency: 'AUD', unitSystem: 'METRIC_SYSTEM', languages: ['EN'] },
  { isoCode: 'CA', name: 'Canada', currency: 'CAD', unitSystem: 'METRIC_SYSTEM', languages: ['EN', 'FR'] },
  { isoCode: 'FR', name: 'France', currency: 'EUR', unitSystem: 'METRIC_SYSTEM', languages: ['EN', 'FR'] },
  { isoCode: 'DE', name: 'Germany', currency: 'EUR', unitSystem: 'METRIC_SYSTEM', languages: ['EN', 'DE'] },
  // A country's first language is its default (Localization's defaultLanguage). The house has
  // translated its shop into Italian only, so Italy alone defaults to its own language.
  { isoCode: 'IT', name: 'Italy', currency: 'EUR', unitSystem: 'METRIC_SYSTEM', languages: ['IT', 'EN'] },
  { isoCode: 'JP', name: 'Japan', currency: 'JPY', unitSystem: 'METRIC_SYSTEM', languages: ['EN', 'JA'] },
  { isoCode: 'CH', name: 'Switzerland', currency: 'CHF', unitSystem: 'METRIC_SYSTEM', languages: ['EN', 'DE', 'FR', 'IT'] },
  { isoCode: 'GB', name: 'United Kingdom', currency: 'GBP', unitSystem: 'METRIC_SYSTEM', languages: ['EN'] },
  { isoCode: 'US', name: 'United States', currency: 'USD', unitSystem: 'IMPERIAL_SYSTEM', languages: ['EN'] },
];

/**
 * Country names as Shopify writes them in a language other than English (Localization answers in
 * the context's language); a language without a list keeps the English names.
 */
const COUNTRY_NAMES: Record<string, Record<string, string>> = {
  IT: {
    AU: 'Australia',
    CA: 'Canada',
    FR: 'Francia',
    DE: 'Germania',
    IT: 'Italia',
    JP: 'Giappone',
    CH: 'Svizzera',
    GB: 'Regno Unito',
    US: 'Stati Uniti',
  },
};

/** A country's name in a language (the English one where none is held). */
export function countryName(country: CountryInfo, language: string): string {
  return COUNTRY_NAMES[language]?.[country.isoCode] ?? country.name;
}

const COUNTRY_BY_CODE = new Map(COUNTRIES.map((country) => [country.isoCode, country]));

export interface Market {
  country: CountryInfo;
  language: LanguageInfo;
  currency: CurrencyInfo;
}

/**
 * Shopify serves a country outside every market from the primary market, and a language the
 * country does not offer in the country's default language.
 */
export function resolveMarket(countryCode?: string | null, languageCode?: string | null): Market {
  const country = (countryCode && COUNTRY_BY_CODE.get(countryCode)) || COUNTRY_BY_CODE.get(DEFAULT_COUNTRY)!;
  const languageIso = languageCode && country.languages.includes(languageCode) ? languageCode : country.languages[0];
  return { country, language: LANGUAGES[languageIso], currency: CURRENCIES[country.currency] };
}

export function isKnownCountry(code: string): boolean {
  return COUNTRY_BY_CODE.has(code);
}

/** Hundredths of a currency unit, the one representation every amount uses inside the emulator. */
export interface Money {
  cents: number;
  currencyCode: string;
}

/** Converts a shop-currency amount into the market's currency, rounding up per the currency's rule. */
export function convert(shopCents: number, currency: CurrencyInfo): number {
  if (currency.rate === 1) return shopCents;
  const raw = shopCents * currency.rate;
  return Math.ceil(raw / currency.roundTo - 1e-9) * currency.roundTo;
}

export function presentmentMoney(shopCents: number, market: Market): Money {
  return { cents: convert(shopCents, market.currency), currencyCode: market.currency.isoCode };
}

/** Shopify's Decimal: "1250.0", "12.5", "12.99" — never trailing zeros beyond one decimal. */
export function formatDecimal(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const units = Math.floor(abs / 100);
  const fraction = abs % 100;
  let text = `${units}.`;
  if (fraction === 0) text += '0';
  else if (fraction % 10 === 0) text += String(fraction / 10);
  else text += String(fraction).padStart(2, '0');
  return negative ? `-${text}` : text;
}

export function moneyV2(money: Money): { amount: string; currencyCode: string } {
  return { amount: formatDecimal(money.cents), currencyCode: money.currencyCode };
}
