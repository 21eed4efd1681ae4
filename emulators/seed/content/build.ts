// Builds the demo content dataset: NDJSON in Sanity's export format, plus content-images.json
// beside it (asset hash -> the spec its picture is drawn from; the emulator renders on demand).
// Run directly: `node emulators/seed/content/build.ts [out.ndjson]` (default .data/content.ndjson).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from '../../config.ts';
import { ContentBuilder, revision } from './builder.ts';
import type { ContentTarget } from './builder.ts';
import { DEFAULT_PREVIEW_SECRET, previewSecretDocument } from './preview-secret.ts';
import { homeDocuments } from './home.ts';
import { lookbookDocuments } from './lookbooks.ts';
import { pageDocuments } from './pages.ts';
import { pressDocuments } from './press.ts';
import { settingsDocument } from './settings.ts';
import { sizeGuideDocuments } from './size-guides.ts';
import { statementDocument } from './statement.ts';
import { stockistDocuments } from './stockists.ts';
import { ITALIAN, SOURCE_LANGUAGE, TRANSLATABLE_TYPES, italianDocuments } from './italian.ts';

/** Must match the emulator's IMAGE_SPECS_FILE (emulators/sanity/image-cdn.ts). */
const IMAGE_SPECS_FILE = 'content-images.json';

export interface ContentBuildOptions extends Partial<ContentTarget> {
  /** The secret the storefront's preview route accepts. */
  previewSecret?: string;
  /** Where the Studio (Presentation) would live; only its origin matters to the preview route. */
  studioUrl?: string;
  /**
   * The languages to write (default: the config's, `EMULATOR_CONTENT_LANGUAGES`, English and Italian).
   * With `it`, the Italian versions and their translation.metadata follow the English documents.
   */
  languages?: string[];
}

type StoredDocument = { _id: string; _type: string };

export function buildContentDataset(outPath: string, options: ContentBuildOptions = {}): void {
  const config = readConfig();
  const builder = new ContentBuilder({
    projectId: options.projectId ?? config.sanityProjectId,
    dataset: options.dataset ?? config.sanityDataset,
    imageBaseUrl: options.imageBaseUrl ?? config.publicUrl,
  });

  const home = homeDocuments(builder);
  const english: StoredDocument[] = [
    settingsDocument(builder),
    home.published,
    home.draft,
    ...pageDocuments(builder),
    statementDocument(builder),
    ...lookbookDocuments(builder),
    ...pressDocuments(builder),
    ...stockistDocuments(),
    ...sizeGuideDocuments(builder),
  ].map((doc) => (TRANSLATABLE_TYPES.has(doc._type) ? { ...doc, language: SOURCE_LANGUAGE } : doc));
  const languages = options.languages ?? config.contentLanguages;
  const documents: StoredDocument[] = [
    ...english,
    ...(languages.includes(ITALIAN) ? italianDocuments(english as Parameters<typeof italianDocuments>[0]) : []),
    previewSecretDocument(
      options.previewSecret ?? process.env.SANITY_PREVIEW_SECRET ?? DEFAULT_PREVIEW_SECRET,
      options.studioUrl ?? `${config.storefrontUrl.replace(/\/+$/, '')}/studio`,
    ),
  ];
  const all: StoredDocument[] = [
    ...builder.assets.map((asset) => ({ ...asset, _createdAt: '2025-06-02T08:00:00Z', _updatedAt: '2025-06-02T08:00:00Z' })),
    ...documents,
  ];

  const lines = all.map((doc) => JSON.stringify({ ...doc, _rev: revision(JSON.stringify(doc)) }));
  mkdirSync(dirname(outPath), { recursive: true });
  writeAtomically(join(dirname(outPath), IMAGE_SPECS_FILE), `${JSON.stringify(builder.imageSpecs, null, 2)}\n`);
  // The dataset last: a watching emulator reloads on it, and then finds the specs already there.
  writeAtomically(outPath, `${lines.join('\n')}\n`);
}

function writeAtomically(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = resolve(process.argv[2] ?? join(readConfig().dataDir, 'content.ndjson'));
  buildContentDataset(out);
  console.log(`content dataset written to ${out}`);
}
