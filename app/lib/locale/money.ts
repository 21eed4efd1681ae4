export interface MoneyLike {
  amount: string;
  currencyCode: string;
}

/**
 * Formats a Storefront API amount in its own currency. Whole amounts drop their '.00' (spec
 * section 9); JPY and other zero-decimal currencies never show decimals.
 */
export function formatMoney(money: MoneyLike, locale = 'en-US'): string {
  const amount = Number(money.amount);
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: money.currencyCode,
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(amount);
}
