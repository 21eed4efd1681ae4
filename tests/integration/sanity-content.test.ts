// The demo dataset, read with the storefront's own GROQ queries through @sanity/client: every
// page type has content, links resolve to the storefront's routes and seeded Shopify handles,
// the home draft differs visibly, and the seeded preview secret passes hydrogen-sanity's check.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatedSanityClient } from '../support/sanity-client.ts';
import type { SanityClient } from '@sanity/client';
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import { buildContentDataset } from '../../emulators/seed/content/build.ts';
import { serveSanityEmulator } from '../../emulators/sanity/serve.ts';
import type { ServedSanity } from '../../emulators/sanity/serve.ts';
import {
  HOME_QUERY,
  LOOKBOOK_QUERY,
  LOOKBOOKS_QUERY,
  PAGE_QUERY,
  PRESS_QUERY,
  SETTINGS_QUERY,
  SITEMAP_QUERY,
  SIZE_GUIDES_QUERY,
  STATEMENT_QUERY,
  STOCKISTS_QUERY,
} from '../../app/core/sanity/queries.ts';
import type {
  HomeQueryResult,
  LinkResult,
  LookbookQueryResult,
  LookbooksQueryResult,
  PageQueryResult,
  PressQueryResult,
  SettingsQueryResult,
  SitemapQueryResult,
  SizeGuidesQueryResult,
  StatementQueryResult,
  StockistsQueryResult,
} from '../../app/core/sanity/model.ts';
import { linkHref } from '../../app/core/sanity/links.ts';

const PRODUCTS = new Set([
  'symmetry-pochette-nero',
  'symmetry-pochette-cognac',
  'symmetry-pochette-bordeaux',
  'arco-tote',
  'luna-shoulder-bag',
  'piega-wallet',
  'cintura-classica',
  'mocassino-veneziano',
  'camicia-lino',
  'cappotto-cammello',
  'portachiavi-nodo',
]);
const COLLECTIONS = new Set([
  'symmetry-pochette',
  'new-arrivals',
  'sale',
  'bags',
  'pochettes',
  'wallets',
  'belts',
  'small-leather-goods',
  'shoes',
  'ready-to-wear',
]);
/** The storefront asks every query in its market's language; the default market's is English. */
const EN = { language: 'en' };
const PAGES = ['archive', 'process', 'press', 'stockists', 'shipping-and-returns', 'about'];

let dir: string;
let served: ServedSanity;
let published: SanityClient;
let drafts: SanityClient;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sanity-content-'));
  buildContentDataset(join(dir, 'content.ndjson'), { previewSecret: 'test-secret', studioUrl: 'http://localhost:3000/studio' });
  served = await serveSanityEmulator({
    datasetPath: join(dir, 'content.ndjson'),
    imagesDir: join(dir, 'images'),
    projectId: 'bottega',
    dataset: 'production',
  });
  published = emulatedSanityClient(served.url, { useCdn: true });
  drafts = published.withConfig({ useCdn: false, token: served.readToken, perspective: 'drafts' });
});

afterAll(async () => {
  await served.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every link-shaped object anywhere in a result. */
function linksIn(value: unknown, found: LinkResult[] = []): LinkResult[] {
  if (Array.isArray(value)) value.forEach((item) => linksIn(item, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('type' in record && 'slug' in record && 'url' in record) found.push(record as unknown as LinkResult);
    Object.values(record).forEach((child) => linksIn(child, found));
  }
  return found;
}

function expectLinksResolve(links: LinkResult[]): void {
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    const href = linkHref(link);
    expect(href, JSON.stringify(link)).not.toBeNull();
    if (link.type === 'product') expect(PRODUCTS).toContain(link.slug);
    if (link.type === 'collection') expect(COLLECTIONS).toContain(link.slug);
    if (link.type === 'page') expect(PAGES).toContain(link.slug);
  }
}

describe('settings', () => {
  it('holds everything the site settings list', async () => {
    const settings = await published.fetch<SettingsQueryResult>(SETTINGS_QUERY, EN);
    expect(settings.siteName).toBe('Bottega');
    expect(settings.seo.description).toBe('Heritage craftsmanship in modern form. Handmade in Italy.');
    // Asset URLs follow the emulator's address, whatever port the dataset was seeded with.
    expect(settings.seo.image?.asset.url).toMatch(new RegExp(`^${served.url}/images/bottega/production/[0-9a-f]{40}-1200x630\\.jpg$`));
    expect(settings.menu.length).toBeGreaterThanOrEqual(4);
    expect(settings.menuMobile.length).toBeGreaterThanOrEqual(2);
    expect(settings.footer.length).toBeGreaterThanOrEqual(3);
    expect(settings.footerMobile.length).toBeGreaterThanOrEqual(2);
    const images = settings.menu.flatMap((entry) => entry.images);
    expect(images.map((image) => image.display)).toEqual(expect.arrayContaining(['hide-desktop', 'hide-mobile', null]));
    for (const image of images) {
      expect(image.title).toBeTruthy();
      expect(image.image.asset.url).toMatch(/^http/);
      expect(linkHref(image.link)).toBeTruthy();
    }
    expect(settings.banner).toMatchObject({
      showBanner: true,
      text: expect.any(String),
      colors: { background: expect.stringMatching(/^#[0-9A-F]{6}$/i), text: expect.stringMatching(/^#[0-9A-F]{6}$/i) },
    });
    expect(settings.shipping?.body.length).toBeGreaterThan(0);
    expect(settings.account?.title).toBeTruthy();
    expect(settings.sizeGuide?.guides.map((guide) => guide.category).sort()).toEqual(['belts', 'clothing', 'shoes']);
    // The demo house has no logo image: the header typesets its name.
    expect(settings.navigationLogo).toBeNull();
    expect(settings.notFoundPage?.collectionHandle).toBe('new-arrivals');
    expect(settings.accessibility?.body[0].children[0].text).toMatch(/Bottega/);
    expect(settings.saleTags.map((tag) => tag.tag)).toContain('Final Sale');
    expect(settings.customProductOptions[0].colors).toContainEqual(expect.objectContaining({ title: 'Cognac', hex: '#9A5B2E' }));
    expect(settings.newsletterSignup?.klaviyoListId).toBeTruthy();
    expectLinksResolve(linksIn(settings));
  });

  it('footer links with an explicit url are external', async () => {
    const settings = await published.fetch<SettingsQueryResult>(SETTINGS_QUERY, EN);
    const external = settings.footer.flatMap((column) => column.links).filter((link) => link.url);
    expect(external.map((link) => link.url)).toContain('https://www.instagram.com/');
  });
});

describe('home', () => {
  it('has a hero and modules that reference products, collections and lookbooks', async () => {
    const home = await published.fetch<HomeQueryResult>(HOME_QUERY, EN);
    expect(home.hero.title).toBe('Made slowly, in Florence');
    expect(home.hero.image.asset.metadata.dimensions.width).toBe(2000);
    const types = home.modules.map((module) => module._type);
    expect(types).toEqual(expect.arrayContaining(['moduleProducts', 'moduleCollection', 'moduleLookbooks']));
    for (const module of home.modules) {
      if (module._type === 'moduleProducts') for (const handle of module.productHandles) expect(PRODUCTS).toContain(handle);
      if (module._type === 'moduleCollection') expect(COLLECTIONS).toContain(module.collectionHandle);
      if (module._type === 'moduleLookbooks') expect(module.lookbooks).toHaveLength(3);
    }
    expectLinksResolve(linksIn(home));
  });

  it('has a draft that differs visibly, seen only in the drafts perspective', async () => {
    const phrase = 'Autumn atelier preview';
    expect(JSON.stringify(await published.fetch(HOME_QUERY, EN))).not.toContain(phrase);
    const draft = await drafts.fetch<HomeQueryResult>(HOME_QUERY, EN);
    expect(draft.hero.title).toContain(phrase);
    // Without a token the Content Lake hides drafts even when asked for them.
    expect(JSON.stringify(await published.withConfig({ perspective: 'drafts', useCdn: false }).fetch(HOME_QUERY, EN))).not.toContain(
      phrase,
    );
    // The phrase is in the draft document only.
    const lines = readFileSync(join(dir, 'content.ndjson'), 'utf8')
      .split('\n')
      .filter((line) => line.includes(phrase));
    expect(lines.map((line) => JSON.parse(line)._id)).toEqual(['drafts.home']);
  });
});

describe('pages', () => {
  it.each(PAGES)('/%s has a title, body and seo', async (slug) => {
    const page = await published.fetch<PageQueryResult | null>(PAGE_QUERY, { slug, ...EN });
    expect(page?.slug).toBe(slug);
    expect(page?.title).toBeTruthy();
    expect(page?.body.length).toBeGreaterThan(0);
    expect(page?.seo?.description).toBeTruthy();
    // Rich-text links (where a page has any) must land on storefront routes too.
    for (const link of linksIn(page)) expect(linkHref(link), JSON.stringify(link)).toMatch(/^(\/|https?:|mailto:)/);
  });

  it('an unknown slug is null', async () => {
    expect(await published.fetch(PAGE_QUERY, { slug: 'no-such-page', ...EN })).toBeNull();
  });
});

describe('the accessibility statement', () => {
  it.each([
    ['en', 'Conformance status', 'partially conformant'],
    ['it', 'Stato di conformità', 'parzialmente conforme'],
  ])('in %s has every part, its dates and seo', async (language, statusHeading, status) => {
    const statement = await published.fetch<StatementQueryResult | null>(STATEMENT_QUERY, { language });
    expect(statement?.language).toBe(language);
    expect(statement?.status?.heading).toBe(statusHeading);
    expect(JSON.stringify(statement?.status?.body)).toContain(status);
    for (const part of [statement?.limitations, statement?.feedback, statement?.enforcement, statement?.assessment]) {
      expect(part?.heading).toBeTruthy();
      expect(part?.body.length).toBeGreaterThan(0);
    }
    expect(statement?.preparedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(statement?.reviewedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(statement?.seo?.description).toBeTruthy();
    expect(linksIn(statement).map(linkHref)).toEqual(['mailto:atelier@bottega.example', 'https://www.agid.gov.it']);
  });
});

describe('lookbooks', () => {
  it('lists at least three, newest first', async () => {
    const list = await published.fetch<LookbooksQueryResult>(LOOKBOOKS_QUERY, EN);
    expect(list.length).toBeGreaterThanOrEqual(3);
    const dates = list.map((lookbook) => lookbook.publishedAt ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const lookbook of list) expect(lookbook.hero.asset._id).toBeTruthy();
  });

  it('each has spreads with hotspots on seeded products', async () => {
    const list = await published.fetch<LookbooksQueryResult>(LOOKBOOKS_QUERY, EN);
    const seen = new Set<string>();
    for (const { slug } of list) {
      const lookbook = await published.fetch<LookbookQueryResult>(LOOKBOOK_QUERY, { slug, ...EN });
      expect(lookbook.spreads.length).toBeGreaterThan(0);
      const hotspots = lookbook.spreads.flatMap((spread) => spread.images.flatMap((image) => image.hotspots));
      expect(hotspots.length).toBeGreaterThan(0);
      for (const hotspot of hotspots) {
        expect(PRODUCTS).toContain(hotspot.productHandle);
        expect(hotspot.x).toBeGreaterThanOrEqual(0);
        expect(hotspot.x).toBeLessThanOrEqual(100);
        expect(hotspot.y).toBeGreaterThanOrEqual(0);
        expect(hotspot.y).toBeLessThanOrEqual(100);
        seen.add(hotspot.productHandle);
      }
    }
    expect([...seen].sort()).toEqual([...PRODUCTS].sort());
  });
});

describe('press, stockists, size guides, sitemap', () => {
  it('press entries are newest first with publication, date and quote', async () => {
    const press = await published.fetch<PressQueryResult>(PRESS_QUERY, EN);
    expect(press.length).toBeGreaterThanOrEqual(3);
    expect(press.map((entry) => entry.date)).toEqual(
      press
        .map((entry) => entry.date)
        .sort()
        .reverse(),
    );
    for (const entry of press) expect(entry.publication && entry.quote && entry.image?.asset._id).toBeTruthy();
  });

  it('stockists span several countries, each with an address and a map link', async () => {
    const stockists = await published.fetch<StockistsQueryResult>(STOCKISTS_QUERY, EN);
    expect(new Set(stockists.map((stockist) => stockist.country)).size).toBeGreaterThanOrEqual(4);
    for (const stockist of stockists) expect(stockist.address && stockist.city && stockist.mapLink).toBeTruthy();
  });

  it('size guides cover clothing, shoes and belts as tables', async () => {
    const guides = await published.fetch<SizeGuidesQueryResult>(SIZE_GUIDES_QUERY, EN);
    expect(guides.map((guide) => guide.category).sort()).toEqual(['belts', 'clothing', 'shoes']);
    for (const guide of guides) {
      expect(guide.rows.length).toBeGreaterThan(3);
      for (const row of guide.rows) expect(row.cells).toHaveLength(guide.columns.length);
    }
  });

  it('the sitemap lists every page and lookbook', async () => {
    const sitemap = await published.fetch<SitemapQueryResult>(SITEMAP_QUERY, EN);
    expect(sitemap.pages.map((page) => page.slug).sort()).toEqual([...PAGES].sort());
    expect(sitemap.statement).toMatch(/^2026-11-29T/);
    expect(sitemap.lookbooks).toHaveLength(3);
  });
});

describe('preview secret', () => {
  const previewUrl = (secret: string) =>
    `http://localhost:3000/api/preview?sanity-preview-secret=${secret}&sanity-preview-pathname=/lookbooks`;

  it('validates with @sanity/preview-url-secret, as hydrogen-sanity’s preview route does', async () => {
    const withToken = published.withConfig({ token: served.readToken, useCdn: false });
    const valid = await validatePreviewUrl(withToken, previewUrl('test-secret'));
    expect(valid).toMatchObject({ isValid: true, redirectTo: '/lookbooks' });
    expect((await validatePreviewUrl(withToken, previewUrl('wrong-secret'))).isValid).toBe(false);
  });

  it('is invisible without a token', async () => {
    expect(await published.fetch('*[_type == "sanity.previewUrlShareAccess"][0].secret')).toBeNull();
  });
});
