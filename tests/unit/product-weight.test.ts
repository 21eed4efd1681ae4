import { describe, expect, it } from 'vitest';
import { formatWeight } from '~/product/weight';

describe('a variant weight on the product page', () => {
  it('reads in grams, and in kilograms from a thousand grams', () => {
    expect(formatWeight(220, 'GRAMS')).toBe('220 g');
    expect(formatWeight(1100, 'GRAMS')).toBe('1.1 kg');
    expect(formatWeight(1000, 'GRAMS')).toBe('1 kg');
  });
  it("keeps the shop's other units, without trailing zeros", () => {
    expect(formatWeight(0.95, 'KILOGRAMS')).toBe('0.95 kg');
    expect(formatWeight(2.5, 'POUNDS')).toBe('2.5 lb');
    expect(formatWeight(12.3456, 'OUNCES')).toBe('12.35 oz');
  });
  it('is left out when the shop has none', () => {
    expect(formatWeight(0, 'GRAMS')).toBeNull();
    expect(formatWeight(null, 'GRAMS')).toBeNull();
    expect(formatWeight(300, null)).toBeNull();
  });
});
