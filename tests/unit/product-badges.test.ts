// Badges: new for 30 days after publication, Preorder with its note, Final Sale.
import { describe, expect, it } from 'vitest';
import { hasSaleTags, isNewProduct, productBadges } from '~/core/catalogue/badges';

const now = new Date('2025-10-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('isNewProduct', () => {
  it('is new up to 30 days after publication and not after', () => {
    expect(isNewProduct(daysAgo(0), now)).toBe(true);
    expect(isNewProduct(daysAgo(30), now)).toBe(true);
    expect(isNewProduct(daysAgo(30.01), now)).toBe(false);
    expect(isNewProduct(null, now)).toBe(false);
    expect(isNewProduct('not a date', now)).toBe(false);
    // Scheduled for the future: not published yet, so not "new".
    expect(isNewProduct(daysAgo(-2), now)).toBe(false);
  });
});

describe('productBadges', () => {
  it('lists new, preorder (with its note) and final sale in that order', () => {
    expect(
      productBadges({ publishedAt: daysAgo(3), tags: ['Bags', 'Preorder', 'final sale'], preorderNote: ' Ships in 6 weeks. ' }, now),
    ).toEqual([
      { kind: 'new', label: 'New' },
      { kind: 'preorder', label: 'Preorder', note: 'Ships in 6 weeks.' },
      { kind: 'final-sale', label: 'Final Sale' },
    ]);
  });

  it('has none for an older product without those tags', () => {
    expect(productBadges({ publishedAt: daysAgo(200), tags: ['Bags', 'Sale'] }, now)).toEqual([]);
  });
});

describe("productBadges with the merchant's sale tags", () => {
  const saleTags = [
    { tag: 'Sale', label: 'Sale' },
    { tag: 'Final Sale', label: 'Final sale' },
    { tag: 'Archive', label: 'From the archive' },
  ];

  it("names each tag the piece carries in the merchant's words, Final Sale included", () => {
    expect(productBadges({ publishedAt: daysAgo(200), tags: ['Bags', 'sale', 'Final Sale'] }, now, saleTags)).toEqual([
      { kind: 'sale', label: 'Sale' },
      { kind: 'final-sale', label: 'Final sale' },
    ]);
    expect(productBadges({ publishedAt: daysAgo(200), tags: ['Archive'] }, now, saleTags)).toEqual([
      { kind: 'sale', label: 'From the archive' },
    ]);
  });

  it('shows no Sale for a tag the merchant did not list, but Final Sale always (a tag of note)', () => {
    expect(productBadges({ publishedAt: daysAgo(200), tags: ['Clearance', 'Final Sale'] }, now, [{ tag: 'Sale', label: 'Sale' }])).toEqual([
      { kind: 'final-sale', label: 'Final Sale' },
    ]);
  });

  it("falls back to the spec's Final Sale when the settings name no tags", () => {
    expect(productBadges({ publishedAt: daysAgo(200), tags: ['Final Sale', 'Sale'] }, now, [])).toEqual([
      { kind: 'final-sale', label: 'Final Sale' },
    ]);
    expect(hasSaleTags([])).toBe(false);
    expect(hasSaleTags([{ tag: ' ', label: 'x' }])).toBe(false);
    expect(hasSaleTags(saleTags)).toBe(true);
  });
});

describe('a marked-down product', () => {
  it('shows Sale when the merchant names no sale tags, as its card does', () => {
    expect(productBadges({ publishedAt: daysAgo(90), tags: [], markedDown: true }, now)).toEqual([{ kind: 'sale', label: 'Sale' }]);
    expect(productBadges({ publishedAt: daysAgo(90), tags: [], markedDown: false }, now)).toEqual([]);
  });

  it("follows the merchant's sale tags when there are some, whatever the prices", () => {
    const saleTags = [{ tag: 'Saldi', label: 'Saldi' }];
    expect(productBadges({ publishedAt: daysAgo(90), tags: [], markedDown: true }, now, saleTags)).toEqual([]);
    expect(productBadges({ publishedAt: daysAgo(90), tags: ['saldi'], markedDown: true }, now, saleTags)).toEqual([
      { kind: 'sale', label: 'Saldi' },
    ]);
  });
});
