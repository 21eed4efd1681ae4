export interface MoneyLike {
  amount: string;
  currencyCode: string;
}

// Building an Intl.NumberFormat costs far more than formatting with one (it loads locale data), and a
// page prints dozens of prices in one or two currencies: one formatter per kind, kept for the isolate.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${whole}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * Formats a Storefront API amount in its own currency. Whole amounts drop their '.00' (spec
 * section 9); JPY and other zero-decimal currencies never show decimals. `locale` is the market's
 * language tag (useLanguageTag): `it-IT` writes 1150 €, `en-IT` €1,150, the default market $2,450.
 */
export function formatMoney(money: MoneyLike, locale: string): string {
  const amount = Number(money.amount);
  return formatter(locale, money.currencyCode, Number.isInteger(amount)).format(amount);
}
