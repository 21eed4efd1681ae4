import { describe, expect, it } from 'vitest';
import { compareSizes, isColourOption, isSizeOption, sortSizes } from '~/core/catalogue/sizes';

describe('size ordering', () => {
  it('puts One Size and OS first, then XS to XXL', () => {
    expect(sortSizes(['XXL', 'M', 'OS', 'S', 'XL', 'One Size', 'L', 'XS'])).toEqual(['One Size', 'OS', 'XS', 'S', 'M', 'L', 'XL', 'XXL']);
  });

  it('orders numbers numerically, not as text', () => {
    expect(sortSizes(['100', '85', '110', '80', '9', '38.5', '38'])).toEqual(['9', '38', '38.5', '80', '85', '100', '110']);
    expect(sortSizes(['90 cm', '105 cm', '80 cm'])).toEqual(['80 cm', '90 cm', '105 cm']);
  });

  it('puts letters before numbers before other text', () => {
    expect(sortSizes(['Petite', '40', 'M', 'EU 38', '36', 'One Size', 'Custom'])).toEqual([
      'One Size',
      'M',
      '36',
      '40',
      'Custom',
      'EU 38',
      'Petite',
    ]);
  });

  it('matches lettered sizes regardless of case and spacing', () => {
    expect(compareSizes('one size', 'xs')).toBeLessThan(0);
    expect(compareSizes(' xl ', 'M')).toBeGreaterThan(0);
  });

  it('is a consistent comparator', () => {
    expect(compareSizes('M', 'M')).toBe(0);
    expect(Math.sign(compareSizes('S', 'L'))).toBe(-Math.sign(compareSizes('L', 'S')));
    expect(compareSizes('40', '40')).toBe(0);
  });

  it('sorts richer values with a picker and leaves the input alone', () => {
    const values = [{ name: 'L' }, { name: 'XS' }, { name: '42' }];
    const sorted = sortSizes(values, (value) => value.name);
    expect(sorted.map((value) => value.name)).toEqual(['XS', 'L', '42']);
    expect(values.map((value) => value.name)).toEqual(['L', 'XS', '42']);
  });

  it('keeps equal sizes in their original order', () => {
    const values = [
      { id: 1, size: 'M' },
      { id: 2, size: 'M' },
      { id: 3, size: 'S' },
    ];
    expect(sortSizes(values, (value) => value.size).map((value) => value.id)).toEqual([3, 1, 2]);
  });
});

describe('option names', () => {
  it('recognises colour options', () => {
    expect(isColourOption('Color')).toBe(true);
    expect(isColourOption('Colour')).toBe(true);
    expect(isColourOption('colour')).toBe(true);
    expect(isColourOption('Material')).toBe(false);
    expect(isColourOption('Colours')).toBe(false);
  });

  it('recognises size options', () => {
    expect(isSizeOption('Size')).toBe(true);
    expect(isSizeOption('Length')).toBe(true);
    expect(isSizeOption('size')).toBe(true);
    expect(isSizeOption('Width')).toBe(false);
  });

  it('recognises the options as the shop names them in Italian, French and German, and ranks their one size first', () => {
    for (const name of ['Colore', 'Couleur', 'Farbe']) expect(isColourOption(name), name).toBe(true);
    for (const name of ['Taglia', 'Taille', 'Größe']) expect(isSizeOption(name), name).toBe(true);
    expect(isColourOption('Materiale')).toBe(false);
    expect(sortSizes(['M', 'Taglia unica', 'S'])).toEqual(['Taglia unica', 'S', 'M']);
  });
});
