// The shop itself and its markets: `shop`, `localization`, `paymentSettings`.
import type { ResolverMap } from '../graphql/execute.ts';
import type { ShopContext } from '../context.ts';
import { COUNTRIES, CURRENCIES, LANGUAGES, SHOP_CURRENCY, countryName } from '../markets.ts';
import type { CountryInfo } from '../markets.ts';
import { gid } from '../ids.ts';

export const POLICIES: Record<string, { handle: string; title: string; body: string }> = {
  privacyPolicy: {
    handle: 'privacy-policy',
    title: 'Privacy Policy',
    body: '<p>Bottega collects only what it needs to make and deliver your order, and never sells your data.</p>',
  },
  refundPolicy: {
    handle: 'refund-policy',
    title: 'Refund Policy',
    body: '<p>Returns are free within 30 days of delivery. Final Sale pieces cannot be returned.</p>',
  },
  shippingPolicy: {
    handle: 'shipping-policy',
    title: 'Shipping Policy',
    body: '<p>Complimentary express shipping on every order, dispatched from Florence within two working days.</p>',
  },
  termsOfService: {
    handle: 'terms-of-service',
    title: 'Terms of Service',
    body: '<p>These terms govern purchases from Bottega S.r.l., Florence, Italy.</p>',
  },
};

function policy(name: string, context: ShopContext) {
  const entry = POLICIES[name];
  const index = Object.keys(POLICIES).indexOf(name) + 1;
  return {
    __typename: 'ShopPolicy',
    id: gid('ShopPolicy', index),
    ...entry,
    url: `${context.services.storefrontUrl}/policies/${entry.handle}`,
  };
}

/** A policy by its numeric id (what a menu item's resource points at), or null. */
export function policyById(id: number, context: ShopContext) {
  const name = Object.keys(POLICIES)[id - 1];
  return name ? policy(name, context) : null;
}

function countryObject(country: CountryInfo, language: string) {
  const currency = CURRENCIES[country.currency];
  const languages = country.languages.map((code) => LANGUAGES[code]);
  return {
    isoCode: country.isoCode,
    name: countryName(country, language),
    unitSystem: country.unitSystem,
    currency: { isoCode: currency.isoCode, name: currency.name, symbol: currency.symbol },
    availableLanguages: languages,
    defaultLanguage: languages[0],
    market: null,
  };
}

function paymentSettings() {
  return {
    acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'],
    cardVaultUrl: 'https://elb.deposit.shopifycs.com/sessions',
    countryCode: 'IT',
    currencyCode: SHOP_CURRENCY,
    enabledPresentmentCurrencies: Object.keys(CURRENCIES),
    shopifyPaymentsAccountId: null,
    supportedDigitalWallets: [],
  };
}

export const shopResolvers: ResolverMap = {
  QueryRoot: {
    shop: () => ({ __typename: 'Shop' }),
    localization: (_root, _args, context) => ({
      // Named and ordered in the context's language, as Shopify lists them.
      availableCountries: COUNTRIES.map((country) => countryObject(country, context.market.language.isoCode)).sort((a, b) =>
        a.name.localeCompare(b.name, context.market.language.isoCode.toLowerCase()),
      ),
      availableLanguages: context.market.country.languages.map((code) => LANGUAGES[code]),
      country: countryObject(context.market.country, context.market.language.isoCode),
      language: context.market.language,
      market: null,
    }),
    paymentSettings: () => paymentSettings(),
    publicApiVersions: () => [
      { handle: '2025-10', displayName: '2025-10', supported: true },
      { handle: '2026-01', displayName: '2026-01', supported: true },
      { handle: '2026-04', displayName: '2026-04 (Latest)', supported: true },
      { handle: 'unstable', displayName: 'unstable', supported: false },
    ],
  },
  Shop: {
    id: () => gid('Shop', 1),
    name: (_shop, _args, context) => context.services.catalogue().shop.name,
    description: (_shop, _args, context) => context.services.catalogue().shop.description,
    moneyFormat: (_shop, _args, context) => context.services.catalogue().shop.moneyFormat,
    primaryDomain: (_shop, _args, context) => {
      const url = new URL(context.services.storefrontUrl);
      return { host: url.host, url: url.origin, sslEnabled: url.protocol === 'https:' };
    },
    shipsToCountries: () => COUNTRIES.map((country) => country.isoCode),
    paymentSettings: () => paymentSettings(),
    privacyPolicy: (_shop, _args, context) => policy('privacyPolicy', context),
    refundPolicy: (_shop, _args, context) => policy('refundPolicy', context),
    shippingPolicy: (_shop, _args, context) => policy('shippingPolicy', context),
    termsOfService: (_shop, _args, context) => policy('termsOfService', context),
    subscriptionPolicy: () => null,
    contactInformation: () => null,
    legalNotice: () => null,
    termsOfSale: () => null,
    brand: () => null,
    customerAccountUrl: () => null,
    customerAccountTranslations: () => null,
    shopPayInstallmentsPricing: () => null,
    socialLoginProviders: () => [],
    metafield: () => null,
    metafields: (_shop, args) => args.identifiers.map(() => null),
  },
};
