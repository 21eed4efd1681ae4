// Taxes on an order. The house prices VAT markets tax-inclusive (the shelf price is what the
// shopper pays) and reports the VAT contained in it; in the US and Canada it collects no sales tax.
const VAT_RATES: Record<string, number> = { IT: 22, FR: 20, DE: 19, GB: 20, CH: 8.1, JP: 10, AU: 10 };

export interface TaxSummary {
  taxCents: number;
  included: boolean;
  rate: number;
}

export function taxFor(countryCode: string, totalCents: number, currencyCode: string): TaxSummary {
  const rate = VAT_RATES[countryCode] ?? 0;
  if (rate === 0) return { taxCents: 0, included: false, rate };
  const contained = totalCents - totalCents / (1 + rate / 100);
  // Yen has no minor unit, so the VAT it contains is rounded to whole yen.
  const taxCents = currencyCode === 'JPY' ? Math.round(contained / 100) * 100 : Math.round(contained);
  return { taxCents, included: true, rate };
}
