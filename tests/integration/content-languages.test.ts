// The storefront's own GROQ queries in a market's language, against the emulator's bilingual demo
// content (kept as @sanity/document-internationalization keeps it): each document in Italian where
// the house has written it and in English where it has not (the page `shipping-and-returns`, the
// lookbook `atelier`), every list holding each document once, and a project without the plugin
// (no `language` field, no translations) answering exactly as it did before.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SanityClient } from '@sanity/client';
import { emulatedSanityClient } from '../support/sanity-client.ts';
import { buildContentDataset } from '../../emulators/seed/content/build.ts';
import { serveSanityEmulator, type ServedSanity } from '../../emulators/sanity/serve.ts';
import * as queries from '../../app/core/sanity/queries.ts';
import type {
  HomeQueryResult,
  LookbookQueryResult,
  LookbooksQueryResult,
  PageQueryResult,
  PressQueryResult,
  SettingsQueryResult,
  SitemapQueryResult,
  SizeGuidesQueryResult,
  StockistsQueryResult,
} from '../../app/core/sanity/model.ts';

const { HOME_QUERY, LOOKBOOK_QUERY, LOOKBOOKS_QUERY, PAGE_QUERY, PRESS_QUERY, SETTINGS_QUERY, SITEMAP_QUERY } = queries;
const { SIZE_GUIDES_QUERY, STOCKISTS_QUERY } = queries;

let dir: string;
const servers: ServedSanity[] = [];

/** An answer with the emulator's own address (in image URLs) taken out, to compare two emulators'. */
const portless = (answer: unknown) => JSON.parse(JSON.stringify(answer).replace(/http:\/\/127\.0\.0\.1:\d+/g, ''));

/** A client on the emulator serving `lines` (NDJSON documents) as the published dataset. */
async function serve(name: string, lines: string[]): Promise<SanityClient> {
  writeFileSync(join(dir, `${name}.ndjson`), `${lines.join('\n')}\n`);
  const served = await serveSanityEmulator({
    datasetPath: join(dir, `${name}.ndjson`),
    imagesDir: join(dir, 'images'),
    projectId: 'bottega',
    dataset: 'production',
  });
  servers.push(served);
  return emulatedSanityClient(served.url);
}

let bilingual: SanityClient;
let withoutPlugin: SanityClient;
let translationUnpublished: SanityClient;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'content-languages-'));
  buildContentDataset(join(dir, 'seed.ndjson'), { languages: ['en', 'it'], previewSecret: 'test-secret' });
  const lines = readFileSync(join(dir, 'seed.ndjson'), 'utf8').trim().split('\n');
  const documents = lines.map((line) => JSON.parse(line) as { _id: string; _type: string; language?: string });
  bilingual = await serve('bilingual', lines);
  // A project that never installed the plugin: no language field, no translations, no metadata.
  withoutPlugin = await serve(
    'without-plugin',
    documents
      .filter((doc) => doc.language !== 'it' && doc._type !== 'translation.metadata')
      .map(({ language: _language, ...doc }) => JSON.stringify(doc)),
  );
  // An Italian lookbook unpublished again: its metadata still names it, the document is gone.
  translationUnpublished = await serve(
    'translation-unpublished',
    lines.filter((_line, index) => documents[index]!._id !== 'lookbook-riviera-it'),
  );
});

afterAll(async () => {
  await Promise.all(servers.map((served) => served.close()));
  rmSync(dir, { recursive: true, force: true });
});

const IT = { language: 'it' };
const EN = { language: 'en' };

describe('single documents in Italian, else in English', () => {
  it('the home page and the site settings', async () => {
    const home = await bilingual.fetch<HomeQueryResult>(HOME_QUERY, IT);
    expect(home).toMatchObject({ _id: 'home-it', hero: { title: 'Fatto con lentezza, a Firenze' } });
    const settings = await bilingual.fetch<SettingsQueryResult>(SETTINGS_QUERY, IT);
    expect(settings.newsletterSignup).toMatchObject({ title: 'Lettere dall’atelier', buttonLabel: 'Iscriviti' });
    expect(settings.sizeGuide?.guides.map((guide) => guide._id).sort()).toEqual([
      'size-guide-belts-it',
      'size-guide-clothing-it',
      'size-guide-shoes-it',
    ]);
  });

  it('a page with an Italian version shows it, one without shows the English under the same slug', async () => {
    expect(await bilingual.fetch<PageQueryResult>(PAGE_QUERY, { slug: 'about', ...IT })).toMatchObject({
      _id: 'page-about-it',
      title: 'Chi siamo',
      slug: 'about',
    });
    expect(await bilingual.fetch<PageQueryResult>(PAGE_QUERY, { slug: 'shipping-and-returns', ...IT })).toMatchObject({
      _id: 'page-shipping-and-returns',
      title: 'Shipping and returns',
    });
    expect(await bilingual.fetch(PAGE_QUERY, { slug: 'no-such-page', ...IT })).toBeNull();
  });

  it('a lookbook likewise: Riviera in Italian, the atelier in English', async () => {
    expect(await bilingual.fetch<LookbookQueryResult>(LOOKBOOK_QUERY, { slug: 'riviera', ...IT })).toMatchObject({
      _id: 'lookbook-riviera-it',
      season: 'Primavera–Estate 2025',
    });
    expect(await bilingual.fetch<LookbookQueryResult>(LOOKBOOK_QUERY, { slug: 'in-the-atelier', ...IT })).toMatchObject({
      _id: 'lookbook-atelier',
      title: 'In the atelier',
    });
  });

  it('a language the house has not written (French) reads in English', async () => {
    expect(await bilingual.fetch(HOME_QUERY, { language: 'fr' })).toEqual(await bilingual.fetch(HOME_QUERY, EN));
    expect((await bilingual.fetch<PageQueryResult>(PAGE_QUERY, { slug: 'about', language: 'fr' })).title).toBe('About');
  });
});

describe('lists hold each document once', () => {
  it('lookbooks, newest first: the Italian versions and the untranslated atelier', async () => {
    const list = await bilingual.fetch<LookbooksQueryResult>(LOOKBOOKS_QUERY, IT);
    expect(list.map((lookbook) => [lookbook._id, lookbook.season])).toEqual([
      ['lookbook-autunno-inverno-it', 'Autunno–Inverno 2025'],
      ['lookbook-riviera-it', 'Primavera–Estate 2025'],
      ['lookbook-atelier', 'The permanent collection'],
    ]);
    const english = await bilingual.fetch<LookbooksQueryResult>(LOOKBOOKS_QUERY, EN);
    expect(english.map((lookbook) => lookbook.slug)).toEqual(list.map((lookbook) => lookbook.slug));
  });

  it('press, stockists and size guides: the same entries as in English, each in Italian', async () => {
    for (const query of [PRESS_QUERY, STOCKISTS_QUERY, SIZE_GUIDES_QUERY]) {
      const italian = await bilingual.fetch<PressQueryResult | StockistsQueryResult | SizeGuidesQueryResult>(query, IT);
      const english = await bilingual.fetch<PressQueryResult | StockistsQueryResult | SizeGuidesQueryResult>(query, EN);
      expect(english.length).toBeGreaterThanOrEqual(3);
      expect(italian.map((entry) => entry._id).sort()).toEqual(english.map((entry) => `${entry._id}-it`).sort());
    }
  });

  it('the sitemap lists every page and lookbook once, whatever the language', async () => {
    for (const language of [EN, IT]) {
      const sitemap = await bilingual.fetch<SitemapQueryResult>(SITEMAP_QUERY, language);
      const slugs = sitemap.pages.map((page) => page.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      expect(slugs).toContain('shipping-and-returns');
      expect(sitemap.lookbooks.map((lookbook) => lookbook.slug).sort()).toEqual(['autunno-inverno-2025', 'in-the-atelier', 'riviera']);
    }
  });

  it('a translation named by its metadata but not published leaves the English in the list', async () => {
    const list = await translationUnpublished.fetch<LookbooksQueryResult>(LOOKBOOKS_QUERY, IT);
    expect(list.map((lookbook) => lookbook._id)).toEqual(['lookbook-autunno-inverno-it', 'lookbook-riviera', 'lookbook-atelier']);
    expect((await translationUnpublished.fetch<LookbookQueryResult>(LOOKBOOK_QUERY, { slug: 'riviera', ...IT }))._id).toBe(
      'lookbook-riviera',
    );
  });
});

describe('a project without the internationalization plugin', () => {
  it('answers every query in any language exactly as the bilingual dataset answers in English', async () => {
    const asked: Array<[string, Record<string, string>]> = [
      [HOME_QUERY, {}],
      [SETTINGS_QUERY, {}],
      [PAGE_QUERY, { slug: 'about' }],
      [PAGE_QUERY, { slug: 'shipping-and-returns' }],
      [LOOKBOOK_QUERY, { slug: 'riviera' }],
      [LOOKBOOKS_QUERY, {}],
      [PRESS_QUERY, {}],
      [STOCKISTS_QUERY, {}],
      [SIZE_GUIDES_QUERY, {}],
      [SITEMAP_QUERY, {}],
    ];
    for (const [query, params] of asked) {
      const english = portless(await bilingual.fetch(query, { ...params, ...EN }));
      expect(english).not.toBeNull();
      expect(portless(await withoutPlugin.fetch(query, { ...params, ...EN }))).toEqual(english);
      expect(portless(await withoutPlugin.fetch(query, { ...params, ...IT }))).toEqual(english);
    }
  });
});
