// Content helpers: Sanity image URLs (crop, hotspot, widths), gallery order, stockist grouping,
// size guide choice and which rich-text links open a new tab.
import { describe, expect, it } from 'vitest';
import { croppedAspectRatio, responsiveImage, sanityImageUrl, srcsetWidths } from '~/core/sanity/image-url';
import { orderMediaForVariant } from '~/product/gallery';
import { groupStockistsByCountry } from '~/content/stockists';
import { guidesForProduct, sizeGuideCategory } from '~/product/size-guide';
import { opensNewTab } from '~/core/sanity/RichText';
import type { ImageResult, SizeGuideResult } from '~/core/sanity/model';

const config = { baseUrl: 'http://127.0.0.1:9999', projectId: 'bottega', dataset: 'production' };
const image = (fields: Partial<ImageResult> = {}): ImageResult => ({
  alt: 'A tote',
  crop: null,
  hotspot: null,
  asset: {
    _id: 'image-ad22f92ab69259ca4d2b7b377d5699f4c7b09abb-2000x1250-jpg',
    metadata: { lqip: null, dimensions: { width: 2000, height: 1250 } },
  },
  ...fields,
});

describe('Sanity images', () => {
  it('point at the configured image host, project and dataset', () => {
    expect(sanityImageUrl(config, image(), 800)).toMatch(
      /^http:\/\/127\.0\.0\.1:9999\/images\/bottega\/production\/ad22f92ab69259ca4d2b7b377d5699f4c7b09abb-2000x1250\.jpg\?w=800/,
    );
  });

  it('offer the spec widths up to what the source holds', () => {
    expect(srcsetWidths(2000)).toEqual([400, 600, 800, 1000, 1200, 1600, 2000]);
    expect(srcsetWidths(5000)).toEqual([400, 600, 800, 1000, 1200, 1600, 2000, 2500]);
    expect(srcsetWidths(300)).toEqual([300]);
    const { srcSet, width, height } = responsiveImage(config, image());
    expect(srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['400w', '600w', '800w', '1000w', '1200w', '1600w', '2000w']);
    expect(width / height).toBeCloseTo(1.6, 2);
  });

  it("honour the editor's crop as a rect and the hotspot as the focal point", () => {
    const cropped = image({ crop: { top: 0, bottom: 0, left: 0.25, right: 0.25 }, hotspot: { x: 0.6, y: 0.4, width: 0.2, height: 0.2 } });
    expect(croppedAspectRatio(cropped)).toBeCloseTo(0.8, 5);
    const { src } = responsiveImage(config, cropped, 4 / 5);
    const params = new URL(src).searchParams;
    expect(params.get('rect')).toBe('500,0,1000,1250');
    const portrait = responsiveImage(config, image({ hotspot: { x: 0.8, y: 0.5, width: 0.1, height: 0.1 } }), 4 / 5);
    // A portrait box out of a landscape picture is cut around the hotspot, far to the right.
    const rect = new URL(portrait.src).searchParams.get('rect')?.split(',').map(Number) ?? [];
    expect(rect[0]).toBeGreaterThan(800);
  });
});

describe('orderMediaForVariant', () => {
  const media = [
    { __typename: 'MediaImage', id: 'm1', image: { id: 'i1', url: 'https://cdn/a.jpg?v=1' } },
    { __typename: 'MediaImage', id: 'm2', image: { id: 'i2', url: 'https://cdn/b.jpg?v=1' } },
    { __typename: 'Video', id: 'm3', previewImage: { id: 'i3', url: 'https://cdn/c.jpg' } },
  ];

  it("puts the selected variant's picture first and keeps the others in order", () => {
    expect(orderMediaForVariant(media, { id: 'i2', url: 'x' }).map((m) => m.id)).toEqual(['m2', 'm1', 'm3']);
    expect(orderMediaForVariant(media, { url: 'https://cdn/b.jpg?width=400' }).map((m) => m.id)).toEqual(['m2', 'm1', 'm3']);
  });

  it('leaves the order alone without a variant picture or when it is not in the gallery', () => {
    expect(orderMediaForVariant(media, null)).toBe(media);
    expect(orderMediaForVariant(media, { id: 'nope', url: 'https://cdn/zzz.jpg' })).toBe(media);
  });
});

describe('groupStockistsByCountry', () => {
  const stockist = (country: string, city: string, name: string) => ({
    _id: `${country}-${city}-${name}`,
    country,
    city,
    name,
    address: '',
    link: null,
    mapLink: '',
  });
  it('groups by country, countries and cities in alphabetical order', () => {
    const groups = groupStockistsByCountry([
      stockist('Japan', 'Tokyo', 'B'),
      stockist('Italy', 'Milano', 'C'),
      stockist('Italy', 'Firenze', 'A'),
      stockist('Japan', 'Kyoto', 'D'),
    ]);
    expect(groups.map((group) => group.country)).toEqual(['Italy', 'Japan']);
    expect(groups[0].stockists.map((entry) => entry.city)).toEqual(['Firenze', 'Milano']);
    expect(groups[1].stockists.map((entry) => entry.city)).toEqual(['Kyoto', 'Tokyo']);
  });
});

describe('size guides', () => {
  const guide = (category: SizeGuideResult['category']): SizeGuideResult => ({
    _id: category,
    title: category,
    slug: category,
    category,
    intro: [],
    columns: [],
    rows: [],
    notes: null,
  });
  const guides = [guide('clothing'), guide('shoes'), guide('belts')];
  it('show the guide for the kind of product, or all of them', () => {
    expect(sizeGuideCategory('Ready-to-Wear')).toBe('clothing');
    expect(guidesForProduct(guides, 'Shoes').map((g) => g._id)).toEqual(['shoes']);
    expect(guidesForProduct(guides, 'Belts').map((g) => g._id)).toEqual(['belts']);
    expect(guidesForProduct(guides, 'Bags')).toEqual(guides);
  });
});

describe('rich-text links', () => {
  it('open web addresses in a new tab, but not mail or phone links', () => {
    expect(opensNewTab('https://example.com')).toBe(true);
    expect(opensNewTab('mailto:atelier@bottega.example')).toBe(false);
    expect(opensNewTab('/about')).toBe(false);
  });
});
