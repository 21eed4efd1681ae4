import { describe, expect, it } from 'vitest';
import { pageLocale, pageMeta, pageTitle, type PageSeo } from '~/core/page-meta';
import { DEFAULT_DESCRIPTION } from '~/texts';

describe('page titles', () => {
  it("follow '{title} · {site name}'", () => {
    expect(pageTitle('Arco tote', 'Bottega')).toBe('Arco tote · Bottega');
  });
  it('are the site name alone when the page has no title of its own', () => {
    expect(pageTitle(undefined, 'Bottega')).toBe('Bottega');
    expect(pageTitle('  ', 'Bottega')).toBe('Bottega');
    expect(pageTitle('Bottega', 'Bottega')).toBe('Bottega');
  });
  it('stay within 70 characters, cutting the page title at a word and keeping the site name', () => {
    const title = pageTitle(`Page not found: /${'very-long-segment/'.repeat(8)}`, 'Bottega');
    expect(title.length).toBeLessThanOrEqual(70);
    expect(title).toMatch(/^Page not found: \/very-long-segment.*… · Bottega$/);
    const product = pageTitle('The Symmetry Pochette in Cognac Calfskin with a Detachable Shoulder Strap', 'Bottega');
    expect(product).toBe('The Symmetry Pochette in Cognac Calfskin with a Detachable… · Bottega');
  });
  it('carry no preview editing marks', () => {
    const marked = `Press${String.fromCodePoint(0x200b, 0x200c, 0x200d, 0xfeff).repeat(20)}`;
    expect(pageTitle(marked, 'Bottega')).toBe('Press · Bottega');
  });
  it('fall back to the house name when settings have none', () => {
    expect(pageTitle('Press', null)).toBe('Press · Bottega');
  });
});

/** A meta function's arguments as pageMeta reads them: the root match, with the site's settings. */
const rootMatch = (settings: { siteName?: string; seo?: { description?: string; image?: string } }) => ({
  matches: [{ data: { settings, locale: { language: 'IT', country: 'IT' } } }],
});
const seoMeta = (page: PageSeo, site: { siteName?: string; description?: string; image?: string }) =>
  pageMeta(rootMatch({ siteName: site.siteName, seo: { description: site.description, image: site.image } }), page);

describe('seo meta', () => {
  const find = (tags: object[], key: string) =>
    (tags as Array<Record<string, string>>).find((tag) => tag.name === key || tag.property === key)?.content;

  it('uses the default description when neither page nor settings have one', () => {
    const tags = seoMeta({ title: 'Stockists' }, { siteName: 'Bottega' });
    expect(find(tags, 'description')).toBe(DEFAULT_DESCRIPTION);
    expect(find(tags, 'og:description')).toBe(DEFAULT_DESCRIPTION);
    expect(find(tags, 'og:image')).toBeUndefined();
  });
  it("prefers the page's seo and falls back to the settings' image", () => {
    const tags = seoMeta(
      { title: 'Process', description: 'Saddle stitching by hand.', url: 'https://shop.test/process' },
      { siteName: 'Bottega', description: 'Site text', image: 'https://img.test/og.jpg' },
    );
    expect(tags).toContainEqual({ title: 'Process · Bottega' });
    expect(find(tags, 'description')).toBe('Saddle stitching by hand.');
    expect(find(tags, 'twitter:image')).toBe('https://img.test/og.jpg');
    expect(find(tags, 'twitter:card')).toBe('summary_large_image');
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.test/process' });
  });
  it('names every twitter tag as Twitter’s card markup does (name=), title and description included', () => {
    const tags = seoMeta({ title: 'Process', description: 'Saddle stitching by hand.' }, { siteName: 'Bottega' });
    const named = (key: string) => (tags as Array<Record<string, string>>).find((tag) => tag.name === key)?.content;
    expect(named('twitter:title')).toBe('Process · Bottega');
    expect(named('twitter:description')).toBe('Saddle stitching by hand.');
    expect(named('twitter:card')).toBe('summary');
  });
  it('gives crawlers one address per page: the canonical and og:url without query or trailing slash', () => {
    const canonical = (url: string) => {
      const tags = seoMeta({ title: 'Arco Tote', url }, { siteName: 'Bottega' }) as Array<Record<string, string>>;
      const link = tags.find((tag) => tag.rel === 'canonical')?.href;
      expect(find(tags, 'og:url')).toBe(link);
      return link;
    };
    expect(canonical('https://shop.test/')).toBe('https://shop.test');
    expect(canonical('https://shop.test/it-it/')).toBe('https://shop.test/it-it');
    expect(canonical('https://shop.test/products/arco-tote?Color=Nero')).toBe('https://shop.test/products/arco-tote');
    expect(canonical('https://shop.test/collections/bags/?cursor=x&direction=next')).toBe('https://shop.test/collections/bags');
    const none = seoMeta({ title: 'Arco Tote' }, { siteName: 'Bottega' }) as Array<Record<string, string>>;
    expect(none.some((tag) => tag.rel === 'canonical' || tag.property === 'og:url')).toBe(false);
  });
  it('writes the title, description and picture for every reader (search results, Open Graph, Twitter)', () => {
    const tags = seoMeta(
      {
        title: 'Arco Tote',
        description: 'Calf leather.',
        image: 'https://cdn.test/a.jpg',
        url: 'https://shop.test/products/arco-tote',
        type: 'product',
      },
      { siteName: 'Bottega' },
    );
    for (const key of ['og:title', 'twitter:title']) expect(find(tags, key)).toBe('Arco Tote · Bottega');
    for (const key of ['description', 'og:description', 'twitter:description']) expect(find(tags, key)).toBe('Calf leather.');
    for (const key of ['og:image', 'twitter:image']) expect(find(tags, key)).toBe('https://cdn.test/a.jpg');
    expect(find(tags, 'og:type')).toBe('product');
    expect(find(tags, 'og:site_name')).toBe('Bottega');
  });
});

describe('page meta', () => {
  const keys = (tags: object[]) =>
    (tags as Array<Record<string, unknown>>).map((tag) =>
      String(tag.title !== undefined ? 'title' : (tag.name ?? tag.property ?? tag.rel ?? Object.keys(tag)[0])),
    );

  it("reads the site's settings from the root match, and the page's market for its texts", () => {
    const args = rootMatch({ siteName: 'Casa', seo: { description: 'Site text', image: 'https://img.test/og.jpg' } });
    const tags = pageMeta(args, { title: 'Press' });
    expect(tags).toContainEqual({ title: 'Press · Casa' });
    expect(tags).toContainEqual({ property: 'og:site_name', content: 'Casa' });
    expect(tags).toContainEqual({ name: 'description', content: 'Site text' });
    expect(pageLocale(args.matches)).toEqual({ language: 'IT', country: 'IT' });
    expect(pageMeta({ matches: [] })).toContainEqual({ title: 'Bottega' });
    expect(pageLocale([])).toBeUndefined();
  });
  it('writes the shared tags, then the robots tag, then the page’s own, in that order', () => {
    const page: PageSeo = {
      title: 'Arco Tote',
      url: 'https://shop.test/products/arco-tote',
      image: 'https://cdn.test/a.jpg',
      type: 'product',
      robots: 'noindex, follow',
      extra: [{ name: 'referrer', content: 'same-origin' }, { 'script:ld+json': { '@type': 'Product' } }],
    };
    expect(keys(pageMeta(rootMatch({ siteName: 'Bottega' }), page))).toEqual([
      'title',
      'og:title',
      'twitter:title',
      'description',
      'og:description',
      'twitter:description',
      'canonical',
      'og:url',
      'og:image',
      'og:type',
      'og:site_name',
      'twitter:card',
      'twitter:image',
      'robots',
      'referrer',
      'script:ld+json',
    ]);
    expect(pageMeta(rootMatch({}), page)).toContainEqual({ property: 'og:type', content: 'product' });
    expect(pageMeta(rootMatch({}), page)).toContainEqual({ name: 'robots', content: 'noindex, follow' });
  });
  it('writes no robots tag for a page that leaves it to the search engines', () => {
    expect(keys(pageMeta(rootMatch({}), { title: 'Press' }))).not.toContain('robots');
    expect(pageMeta(rootMatch({}), { title: 'Press' })).toContainEqual({ property: 'og:type', content: 'website' });
  });
});
