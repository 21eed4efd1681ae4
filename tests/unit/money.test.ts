import { describe, expect, it } from 'vitest';
import { formatMoney } from '~/core/locale/money';

describe('prices', () => {
  it("drop '.00' from whole amounts", () => {
    expect(formatMoney({ amount: '1250.0', currencyCode: 'USD' }, 'en-US')).toBe('$1,250');
    expect(formatMoney({ amount: '95.00', currencyCode: 'EUR' }, 'en-US')).toBe('€95');
  });
  it('keep real cents', () => {
    expect(formatMoney({ amount: '89.5', currencyCode: 'GBP' }, 'en-US')).toBe('£89.50');
  });
  it('never show decimals for yen', () => {
    expect(formatMoney({ amount: '185000', currencyCode: 'JPY' }, 'en-US')).toBe('¥185,000');
  });
  it('keep each amount its own form when whole and fractional prices of one currency alternate', () => {
    const printed = ['95.00', '89.5', '1250.0', '0.99'].map((amount) => formatMoney({ amount, currencyCode: 'EUR' }, 'en-US'));
    expect(printed).toEqual(['€95', '€89.50', '€1,250', '€0.99']);
  });
  it("write each market's own way, as Intl does: the default market unchanged, Italy in Italian and in English", () => {
    expect(formatMoney({ amount: '2450.00', currencyCode: 'USD' }, 'en-US')).toBe('$2,450');
    expect(formatMoney({ amount: '1150.00', currencyCode: 'EUR' }, 'it-IT')).toBe('1150\u00a0€');
    expect(formatMoney({ amount: '12500.5', currencyCode: 'EUR' }, 'it-IT')).toBe('12.500,50\u00a0€');
    expect(formatMoney({ amount: '1150.00', currencyCode: 'EUR' }, 'en-IT')).toBe('€1,150');
  });
});
