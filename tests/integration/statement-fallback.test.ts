// The accessibility statement is always there: when the content service has no statement, or cannot
// be reached at all, /accessibility and /it-it/accessibility still answer 200 with the whole
// statement the shop carries, in the page's language, and the sitemap still lists it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { freePort } from '../../scripts/free-port.ts';
import { buildContentDataset } from '../../emulators/seed/content/build.ts';
import { statementMessages } from '../../app/content/statement/texts.ts';
import { italianStatement } from '../../app/content/statement/texts.it.ts';

type Storefront = Awaited<ReturnType<typeof startStorefront>>;

/** What only the editor's statement in the seed says; the built-in one never does. */
const SEEDED_WORDS = ['How far our website meets', 'Fino a che punto il nostro sito'];

const LANGUAGES = [
  { prefix: '', lang: 'en', text: statementMessages, dates: 'Prepared on 29 November 2026. Last reviewed on 29 November 2026.' },
  { prefix: '/it-it', lang: 'it', text: italianStatement, dates: 'Redatta il 29 novembre 2026. Ultima revisione il 29 novembre 2026.' },
];

/** What a reader sees: the markup's text, its white space folded. */
const visible = (html: string) =>
  html
    .replace(/<(script|style)\b.*?<\/\1>/gs, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ');

async function expectBuiltInStatement(storefront: Storefront) {
  for (const { prefix, lang, text, dates } of LANGUAGES) {
    const response = await fetch(`${storefront.url}${prefix}/accessibility`);
    expect(response.status, prefix).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(`<h1>${text.title}</h1>`);
    expect(html).toMatch(new RegExp(`<title>${text.title} · Bottega</title>`));
    expect(html).toContain(`<meta name="description" content="${text.description}"/>`);
    const parts: Array<{ heading: string; paragraphs: readonly string[]; items?: readonly string[] }> = [
      text.status,
      text.limitations,
      text.feedback,
      text.enforcement,
      text.assessment,
    ];
    const h2s = [...html.matchAll(/<h2\b[^>]*>(.*?)<\/h2>/gs)].map((match) => match[1]);
    expect(h2s).toEqual(expect.arrayContaining([...parts.map((part) => part.heading), text.dates.heading]));
    // Every paragraph and limitation, as read (an https address is shown without its scheme).
    const words = visible(html);
    for (const sentence of parts.flatMap((part) => [...part.paragraphs, ...(part.items ?? [])])) {
      expect(words, sentence).toContain(sentence.replace('https://', ''));
    }
    expect(words).toContain(dates);
    expect(html).toContain('<a href="mailto:atelier@bottega.example">atelier@bottega.example</a>');
    expect(html).toMatch(/<a href="https:\/\/www\.agid\.gov\.it"[^>]*>www\.agid\.gov\.it<\/a>/);
    for (const seeded of SEEDED_WORDS) expect(html).not.toContain(seeded);
  }
}

describe('the content service holds no statement', () => {
  let storefront: Storefront;
  let dataDir: string;
  beforeAll(async () => {
    // The seed's dataset without its statement (either language); the emulators seed the rest.
    dataDir = mkdtempSync(join(tmpdir(), 'bottega-statement-'));
    const dataset = join(dataDir, 'content.ndjson');
    buildContentDataset(dataset);
    const lines = readFileSync(dataset, 'utf8').trim().split('\n');
    const kept = lines.filter((line) => !line.includes('"accessibilityStatement"'));
    expect(lines.length - kept.length).toBe(3); // English, Italian, and their translation.metadata
    writeFileSync(dataset, `${kept.join('\n')}\n`);
    storefront = await startStorefront({ EMULATOR_DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await storefront?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the built-in statement in English and Italian', async () => {
    await expectBuiltInStatement(storefront);
  });

  it('still lists the statement in each market’s sitemap', async () => {
    for (const prefix of ['', '/it-it']) {
      const sitemap = await (await fetch(`${storefront.url}${prefix}/sitemap/pages/1.xml`)).text();
      expect(sitemap).toContain(`${prefix}/accessibility</loc>`);
    }
  });
});

describe('the content service cannot be reached', () => {
  let storefront: Storefront;
  beforeAll(async () => {
    storefront = await startStorefront({
      SANITY_PROJECT_ID: 'bottega',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: `http://127.0.0.1:${await freePort()}`,
      SESSION_SECRET: 'a-real-secret-for-this-test',
    });
  });
  afterAll(async () => {
    await storefront?.close();
  });

  it('serves the built-in statement in English and Italian', async () => {
    await expectBuiltInStatement(storefront);
  });
});
