import { describe, expect, it } from 'vitest';
import { facetGroups, selectedLabels } from '~/listings/facets';
import { noFilters } from '~/listings/filters';
import { contentChildSitemaps, contentEntries, renderUrlset, sitemapPage, sitemapPageNumber } from '~/content/sitemap';

const value = (label: string, input: object, count = 1, color?: string) => ({
  label,
  count,
  input: JSON.stringify(input),
  swatch: color ? { color } : null,
});

describe('filter panel groups from the API facets', () => {
  const facets = [
    { id: 'filter.v.availability', label: 'Availability', values: [value('In stock', { available: true }, 9)] },
    { id: 'filter.v.price', label: 'Price', values: [value('Price', { price: { min: 0, max: 100 } })] },
    {
      id: 'filter.v.option.size',
      label: 'Size',
      values: ['XL', '38', 'S', 'One Size'].map((size) => value(size, { variantOption: { name: 'size', value: size } })),
    },
    {
      id: 'filter.v.option.color',
      label: 'Color',
      values: [
        value('Nero', { variantOption: { name: 'color', value: 'Nero' } }, 4, '#141414'),
        value('Rosa', { variantOption: { name: 'color', value: 'Rosa' } }, 0, 'url(javascript:x)'),
      ],
    },
    {
      id: 'filter.p.m.my_fields.fabrication',
      label: 'Material',
      values: [value('Suede', { productMetafield: { namespace: 'my_fields', key: 'fabrication', value: 'Suede' } }, 2)],
    },
  ];

  it('offers colour, size, type and material only, in that order, with the API counts', () => {
    const groups = facetGroups(facets, noFilters());
    expect(groups.map((group) => group.key)).toEqual(['color', 'size', 'material']);
    expect(groups[0].values.map((entry) => [entry.value, entry.count])).toEqual([
      ['Nero', 4],
      ['Rosa', 0],
    ]);
  });

  it('orders sizes the house way', () => {
    expect(facetGroups(facets, noFilters())[1].values.map((entry) => entry.value)).toEqual(['One Size', 'S', 'XL', '38']);
  });

  it('passes only plain colours to a style', () => {
    const [colour] = facetGroups(facets, noFilters());
    expect(colour.values.map((entry) => entry.swatch)).toEqual(['#141414', null]);
  });

  it('marks selected values and keeps a selected value the API no longer lists', () => {
    const groups = facetGroups(facets, { ...noFilters(), color: ['nero', 'Oro'] });
    expect(groups[0].values.filter((entry) => entry.selected).map((entry) => entry.value)).toEqual(['Nero', 'Oro']);
    expect(selectedLabels(groups)).toEqual([
      { key: 'color', value: 'Nero', label: 'Nero' },
      { key: 'color', value: 'Oro', label: 'Oro' },
    ]);
    expect(facetGroups(null, noFilters())).toEqual([]);
  });
});

describe('content sitemaps', () => {
  const content = {
    pages: [
      { slug: 'press', _updatedAt: '2026-01-02T00:00:00Z' },
      { slug: 'archive', _updatedAt: '2026-01-03T00:00:00Z' },
      { slug: 'a&b', _updatedAt: 'not a date' },
    ],
    statement: '2026-01-04T00:00:00Z',
    lookbooks: Array.from({ length: 260 }, (_, index) => ({ slug: `look-${index}`, _updatedAt: '2026-01-01T00:00:00Z' })),
  };

  it('link pages and lookbooks by the content link rules, and always the accessibility statement', () => {
    expect(contentEntries(content, 'pages').map((entry) => entry.path)).toEqual(['/accessibility', '/press', '/archive', '/a&b']);
    expect(contentEntries({ ...content, statement: null }, 'pages')[0]).toEqual({ path: '/accessibility', updatedAt: null });
    expect(contentEntries(content, 'lookbooks')[0].path).toBe('/lookbooks/look-0');
  });

  it('page beyond 250 entries', () => {
    expect(contentChildSitemaps(content)).toEqual(['/sitemap/pages/1.xml', '/sitemap/lookbooks/1.xml', '/sitemap/lookbooks/2.xml']);
    expect(sitemapPage(contentEntries(content, 'lookbooks'), 2)).toHaveLength(10);
    expect(contentChildSitemaps(null)).toEqual([]);
  });

  it('accept only sane page numbers', () => {
    expect(sitemapPageNumber('1')).toBe(1);
    for (const raw of ['0', '-1', '1.5', 'abc', '01', '9'.repeat(6), undefined]) expect(sitemapPageNumber(raw)).toBeNull();
  });

  it('write escaped XML with valid dates only', () => {
    const markets = { origin: 'https://bottega.test', tags: ['en-US', 'it-IT'] };
    const xml = renderUrlset(contentEntries(content, 'pages'), 'https://bottega.test', markets);
    expect(xml).toContain('<loc>https://bottega.test/press</loc><lastmod>2026-01-02T00:00:00Z</lastmod>');
    expect(xml).toContain('<loc>https://bottega.test/a&amp;b</loc><changefreq>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("list a market's own addresses, each with its twins in every market and x-default", () => {
    const markets = { origin: 'https://bottega.test', tags: ['en-US', 'it-IT', 'en-GB'] };
    const xml = renderUrlset([{ path: '/press', updatedAt: null }], 'https://bottega.test/it-it', markets);
    expect(xml).toContain('<loc>https://bottega.test/it-it/press</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en-US" href="https://bottega.test/press"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="it-IT" href="https://bottega.test/it-it/press"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en-GB" href="https://bottega.test/en-gb/press"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://bottega.test/press"/>');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});
