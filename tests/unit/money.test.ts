import { describe, expect, it } from 'vitest';
import { formatMoney } from '~/lib/locale/money';

describe('prices', () => {
  it("drop '.00' from whole amounts", () => {
    expect(formatMoney({ amount: '1250.0', currencyCode: 'USD' })).toBe('$1,250');
    expect(formatMoney({ amount: '95.00', currencyCode: 'EUR' })).toBe('€95');
  });
  it('keep real cents', () => {
    expect(formatMoney({ amount: '89.5', currencyCode: 'GBP' })).toBe('£89.50');
  });
  it('never show decimals for yen', () => {
    expect(formatMoney({ amount: '185000', currencyCode: 'JPY' })).toBe('¥185,000');
  });
  it('keep each amount its own form when whole and fractional prices of one currency alternate', () => {
    const printed = ['95.00', '89.5', '1250.0', '0.99'].map((amount) => formatMoney({ amount, currencyCode: 'EUR' }));
    expect(printed).toEqual(['€95', '€89.50', '€1,250', '€0.99']);
  });
});
