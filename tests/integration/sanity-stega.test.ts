// Content source maps: with stega enabled, @sanity/client encodes invisible edit links into the
// strings of a result, using the `resultSourceMap` the emulator returns.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatedSanityClient } from '../support/sanity-client.ts';
import type { SanityClient } from '@sanity/client';
import { stegaClean } from '@sanity/client/stega';
import { vercelStegaDecode, vercelStegaSplit } from '@vercel/stega';
import { loadQuery, setServerClient } from '@sanity/react-loader';
import { buildContentDataset } from '../../emulators/seed/content/build.ts';
import { serveSanityEmulator } from '../../emulators/sanity/serve.ts';
import type { ServedSanity } from '../../emulators/sanity/serve.ts';
import { HOME_QUERY, LOOKBOOK_QUERY, SETTINGS_QUERY } from '../../app/core/sanity/queries.ts';
import type { HomeQueryResult, LookbookQueryResult, SettingsQueryResult } from '../../app/core/sanity/model.ts';
import { shellSettings } from '../../app/core/settings/shell-settings.ts';

/** The default market's language, which every storefront query takes. */
const EN = { language: 'en' };

let dir: string;
let served: ServedSanity;
let stega: SanityClient;
let plain: SanityClient;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sanity-stega-'));
  buildContentDataset(join(dir, 'content.ndjson'));
  served = await serveSanityEmulator({
    datasetPath: join(dir, 'content.ndjson'),
    imagesDir: join(dir, 'images'),
    projectId: 'bottega',
    dataset: 'production',
  });
  plain = emulatedSanityClient(served.url);
  stega = plain.withConfig({ token: served.readToken, perspective: 'drafts', stega: { enabled: true, studioUrl: '/studio' } });
});

afterAll(async () => {
  await served.close();
  rmSync(dir, { recursive: true, force: true });
});

function editLink(value: string): URL {
  const decoded = vercelStegaDecode<{ origin: string; href: string }>(value);
  expect(decoded?.origin).toBe('sanity.io');
  return new URL(decoded!.href, 'http://storefront.local');
}

/** Every string in a value, with its path. */
function strings(value: unknown, path = '$', found: Array<[string, string]> = []): Array<[string, string]> {
  if (typeof value === 'string') found.push([path, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => strings(item, `${path}[${i}]`, found));
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) strings(child, `${path}.${key}`, found);
  return found;
}

describe('stega through result source maps', () => {
  it('encodes shown strings with an edit link to the right document and field', async () => {
    const home = await stega.fetch<HomeQueryResult>(HOME_QUERY, EN);
    const { cleaned, encoded } = vercelStegaSplit(home.hero.title);
    expect(encoded).not.toBe('');
    expect(cleaned).toContain('Autumn atelier preview');
    const link = editLink(home.hero.title);
    expect(link.pathname).toMatch(/^\/studio\/intent\/edit\//);
    expect(link.searchParams.get('id')).toBe('home');
    expect(link.searchParams.get('type')).toBe('home');
    expect(link.searchParams.get('path')).toBe('hero.title');
    expect(stegaClean(home.hero.title)).toBe(cleaned);
  });

  it('addresses array items by _key', async () => {
    const settings = await stega.fetch<SettingsQueryResult>(SETTINGS_QUERY, EN);
    const entry = settings.menu[1];
    const link = editLink(entry.title);
    expect(link.searchParams.get('id')).toBe('settings');
    expect(link.searchParams.get('path')).toBe(`menu[_key=="${stegaClean(entry._key)}"].title`);
    // "Bags" is both a menu entry and a footer link: each maps to its own field.
    const footerLink = settings.footer[0].links.find((link) => link.title !== null && stegaClean(link.title) === 'Bags')!;
    expect(editLink(footerLink.title ?? '').searchParams.get('path')).toMatch(
      /^footer\[_key=="[0-9a-f]+"\]\.links\[_key=="[0-9a-f]+"\]\.title$/,
    );
    const text = settings.accessibility!.body[0].children[0];
    expect(editLink(text.text).searchParams.get('path')).toMatch(
      /^accessibility\.body\[_key=="[0-9a-f]+"\]\.children\[_key=="[0-9a-f]+"\]\.text$/,
    );
  });

  it('maps a dereferenced string to the referenced document', async () => {
    const home = await stega.fetch<HomeQueryResult>(HOME_QUERY, EN);
    const lookbooks = home.modules.find((module) => module._type === 'moduleLookbooks');
    if (lookbooks?._type !== 'moduleLookbooks') throw new Error('no lookbooks module');
    const link = editLink(lookbooks.lookbooks[0].title);
    expect(link.searchParams.get('type')).toBe('lookbook');
    expect(link.searchParams.get('path')).toBe('title');
  });

  it('never encodes slugs, urls, link types or dates', async () => {
    const [settings, lookbook] = await Promise.all([
      stega.fetch<SettingsQueryResult>(SETTINGS_QUERY, EN),
      stega.fetch<LookbookQueryResult>(LOOKBOOK_QUERY, { slug: 'riviera', ...EN }),
    ]);
    const unsafe = strings([settings, lookbook]).filter(([path]) =>
      /\.(slug|url|type|productHandle|collectionHandle|publishedAt|hex|display|category|background|_key|_id)$|\.colors\.text$/.test(path),
    );
    expect(unsafe.length).toBeGreaterThan(20);
    for (const [path, value] of unsafe) expect(vercelStegaSplit(value).encoded, path).toBe('');
  });

  it('the shell shaped on the server keeps every shown text editable and every href clean', async () => {
    const shell = shellSettings(await stega.fetch<SettingsQueryResult>(SETTINGS_QUERY, EN));
    expect(editLink(shell.menu[1].title).searchParams.get('path')).toMatch(/^menu\[_key=="[^"]+"\]\.title$/);
    const menuBags = shell.menu[0].subMenus.flatMap((sub) => sub.links).find((link) => stegaClean(link.title) === 'All bags')!;
    expect(editLink(menuBags.title).searchParams.get('path')).toMatch(/^menu\[.*\]\.links\[_key=="[^"]+"\]\.title$/);
    // "Bags" in the footer is not shared with any other "Bags": it still opens its own field.
    const footerBags = shell.footer[0].links.find((link) => stegaClean(link.title) === 'Bags')!;
    expect(footerBags.href).toBe('/collections/bags');
    expect(editLink(footerBags.title).searchParams.get('path')).toMatch(/^footer\[_key=="[0-9a-f]+"\]\.links\[_key=="[0-9a-f]+"\]\.title$/);
    expect(editLink(shell.menu[0].images[0].title).searchParams.get('path')).toMatch(/^menu\[.*\]\.images\[_key=="[^"]+"\]\.title$/);
    const hrefs = [...shell.menu, ...shell.menuMobile].flatMap((entry) => [
      entry.href,
      ...entry.subMenus.flatMap((sub) => sub.links.map((link) => link.href)),
      ...entry.images.map((item) => item.href),
    ]);
    expect(hrefs.filter(Boolean).length).toBeGreaterThan(10);
    for (const href of hrefs) if (href) expect(href).toMatch(/^(\/[a-z0-9/-]*|https?:\/\/[\x21-\x7e]+|mailto:[\x21-\x7e]+)$/);
  });

  it('serves @sanity/react-loader, which hydrogen-sanity uses in preview', async () => {
    setServerClient(stega);
    const loaded = await loadQuery<HomeQueryResult>(HOME_QUERY, EN, { perspective: 'drafts' });
    expect(stegaClean(loaded.data.hero.title)).toContain('Autumn atelier preview');
    expect(vercelStegaSplit(loaded.data.hero.title).encoded).not.toBe('');
    expect(loaded.sourceMap?.documents).toContainEqual({ _id: 'drafts.home', _type: 'home' });
  });

  it('leaves results untouched without stega', async () => {
    const home = await plain.fetch<HomeQueryResult>(HOME_QUERY, EN);
    for (const [path, value] of strings(home)) expect(vercelStegaSplit(value).encoded, path).toBe('');
  });

  it('returns the source map itself when asked', async () => {
    const response = await plain.fetch(
      '*[_id == "home"][0]{title, "first": modules[0].title}',
      {},
      { filterResponse: false, resultSourceMap: true },
    );
    expect(response.resultSourceMap).toEqual({
      documents: [{ _id: 'home', _type: 'home' }],
      paths: ["$['title']", "$['modules'][0]['title']"],
      mappings: {
        "$['title']": { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } },
        "$['first']": { type: 'value', source: { type: 'documentValue', document: 0, path: 1 } },
      },
    });
  });
});
