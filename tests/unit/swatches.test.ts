// Swatch resolution: the option value's swatch, then pdp.swatch_color, then the settings' colours.
import { describe, expect, it } from 'vitest';
import { customOptionsFor, resolveSwatch, safeColour } from '~/core/catalogue/swatches';

const customOptions = [
  {
    title: 'Color',
    colors: [
      { title: 'Cognac', hex: '#8a4f26' },
      { title: 'Nero', hex: '#1c1a19' },
    ],
  },
];
const base = { optionName: 'Color', valueName: 'Cognac', valueCount: 3, customOptions };

describe('resolveSwatch', () => {
  it("prefers the option value's own swatch colour or image", () => {
    expect(resolveSwatch({ ...base, swatch: { color: '#aa0000' } })).toEqual({ color: '#aa0000', image: null });
    expect(resolveSwatch({ ...base, swatch: { image: { previewImage: { url: 'https://cdn/x.jpg' } } } })).toEqual({
      color: null,
      image: 'https://cdn/x.jpg',
    });
  });

  it('uses pdp.swatch_color for a product with a single colour', () => {
    expect(resolveSwatch({ ...base, valueCount: 1, productSwatchColor: '#123456' })).toEqual({ color: '#123456', image: null });
  });

  it('ignores pdp.swatch_color when the product has several colours (it names only one)', () => {
    expect(resolveSwatch({ ...base, productSwatchColor: '#123456' })).toEqual({ color: '#8a4f26', image: null });
  });

  it('falls back to the settings, matching names case-insensitively and Colour to Color', () => {
    expect(resolveSwatch({ ...base, optionName: 'Colour', valueName: 'nero' })).toEqual({ color: '#1c1a19', image: null });
  });

  it('gives nothing for unknown colours and for options that are not colours', () => {
    expect(resolveSwatch({ ...base, valueName: 'Chartreuse' })).toBeNull();
    expect(resolveSwatch({ ...base, optionName: 'Size', valueName: 'M' })).toBeNull();
  });

  it('never lets a non-colour string into a style attribute', () => {
    expect(resolveSwatch({ ...base, swatch: { color: 'red;background:url(x)' } })).toEqual({ color: '#8a4f26', image: null });
    expect(safeColour('#abc')).toBe('#abc');
    expect(safeColour('javascript:alert(1)')).toBeNull();
  });
});

describe('customOptionsFor', () => {
  const settings = [
    { title: 'Color', colors: [...customOptions[0].colors, { title: 'Bordeaux', hex: '#5e1a26' }] },
    { title: 'Lining', colors: [{ title: 'Sabbia', hex: '#d8c6a5' }] },
  ];

  it('keeps only the colours a page shows, matched by name as swatches are', () => {
    expect(customOptionsFor(settings, ['cognac ', 'One Size'])).toEqual([
      { title: 'Color', colors: [{ title: 'Cognac', hex: '#8a4f26' }] },
    ]);
    expect(customOptionsFor(settings, ['Sabbia', 'Nero'])).toEqual([
      { title: 'Color', colors: [{ title: 'Nero', hex: '#1c1a19' }] },
      { title: 'Lining', colors: [{ title: 'Sabbia', hex: '#d8c6a5' }] },
    ]);
  });

  it('resolves the same swatches from the narrowed list as from the whole', () => {
    for (const valueName of ['Cognac', 'Nero', 'Bordeaux'])
      expect(resolveSwatch({ ...base, valueName, customOptions: customOptionsFor(settings, [valueName]) })).toEqual(
        resolveSwatch({ ...base, valueName, customOptions: settings }),
      );
  });

  it('is empty without settings or without a match', () => {
    expect(customOptionsFor(null, ['Cognac'])).toEqual([]);
    expect(customOptionsFor(settings, ['Verde'])).toEqual([]);
  });
});
