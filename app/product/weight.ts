import type { WeightUnit } from '@shopify/hydrogen/storefront-api-types';

const UNIT_SYMBOLS: Record<WeightUnit, string> = { GRAMS: 'g', KILOGRAMS: 'kg', OUNCES: 'oz', POUNDS: 'lb' };

/** A variant's weight as a shopper reads it: 1100 GRAMS is "1.1 kg", 220 GRAMS "220 g"; none when unknown. */
export function formatWeight(weight: number | null | undefined, unit: WeightUnit | null | undefined): string | null {
  if (!weight || weight <= 0 || !unit) return null;
  if (unit === 'GRAMS' && weight >= 1000) return `${Number((weight / 1000).toFixed(2))} kg`;
  return `${Number(weight.toFixed(2))} ${UNIT_SYMBOLS[unit]}`;
}
