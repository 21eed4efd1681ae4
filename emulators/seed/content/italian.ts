// Italian versions of the editorial documents, modelled as @sanity/document-internationalization
// keeps them: each version is its own document with a `language` field, and one
// `translation.metadata` document per translated document links the versions by language
// (`translations[]{_key: language, value: reference}`). References inside an Italian document
// point at the Italian versions where they exist.
//
// Deliberately left in English only: the content page `shipping-and-returns` and the lookbook
// `atelier`, so the storefront's per-document fallback to English has something to show.
import type { TranslationMetadataDocument } from '../../../content-model/documents.ts';
import { ITALIAN_COPY } from './italian-copy.ts';

export const SOURCE_LANGUAGE = 'en';
export const ITALIAN = 'it';
const UNTRANSLATED_DOCUMENTS = ['page-shipping-and-returns', 'lookbook-atelier'];

/** The document types the house writes per language. */
export const TRANSLATABLE_TYPES = new Set([
  'settings',
  'home',
  'page',
  'accessibilityStatement',
  'lookbook',
  'press',
  'stockist',
  'sizeGuide',
]);

/** Fields that hold words a reader sees; ids, slugs, links, tags, dates and codes stay as they are. */
const TEXT_FIELDS = new Set([
  'title',
  'alt',
  'text',
  'description',
  'widgetLabel',
  'label',
  'buttonLabel',
  'successMessage',
  'copyright',
  'eyebrow',
  'subtitle',
  'caption',
  'intro',
  'season',
  'quote',
  'country',
  'city',
  'columns',
  'cells',
  'body',
  'heading',
]);

const COPY = new Map(ITALIAN_COPY);

type Doc = { _id: string; _type: string; [field: string]: unknown };

const italianId = (id: string) => `${id}-${ITALIAN}`;
const translationMetadataId = (id: string) => `translation-metadata-${id}`;

function translate(value: unknown, field: string, translated: Set<string>, path: string): unknown {
  if (typeof value === 'string') {
    if (!TEXT_FIELDS.has(field)) return value;
    const italian = COPY.get(value);
    // A sentence without Italian is a gap in the copy, not a name: the seed refuses it.
    if (italian === undefined && value.trim().split(/\s+/).length > 3) throw new Error(`No Italian for ${path}: ${JSON.stringify(value)}`);
    return italian ?? value;
  }
  if (Array.isArray(value)) return value.map((item, index) => translate(item, field, translated, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => {
      if (key === '_ref' && typeof item === 'string' && translated.has(item)) return [key, italianId(item)];
      return [key, translate(item, key, translated, `${path}.${key}`)];
    });
    return Object.fromEntries(entries);
  }
  return value;
}

/** Whether a stored document is one the house keeps per language (published, of a translatable type). */
function isTranslatable(doc: Doc): boolean {
  return TRANSLATABLE_TYPES.has(doc._type) && !doc._id.startsWith('drafts.');
}

/**
 * The Italian versions of `documents` (already carrying `language: 'en'`) and the metadata
 * documents that link each pair.
 */
export function italianDocuments(documents: Doc[]): (Doc | TranslationMetadataDocument)[] {
  const sources = documents.filter((doc) => isTranslatable(doc) && !UNTRANSLATED_DOCUMENTS.includes(doc._id));
  const translated = new Set(sources.map((doc) => doc._id));
  const versions = sources.map((doc) => ({
    ...(translate(doc, '', translated, doc._id) as Doc),
    _id: italianId(doc._id),
    language: ITALIAN,
  }));
  const metadata = sources.map((doc): TranslationMetadataDocument => ({
    _id: translationMetadataId(doc._id),
    _type: 'translation.metadata',
    ...(doc._createdAt ? { _createdAt: doc._createdAt as string, _updatedAt: doc._updatedAt as string } : {}),
    translations: [
      { _key: SOURCE_LANGUAGE, value: { _type: 'reference', _ref: doc._id } },
      { _key: ITALIAN, value: { _type: 'reference', _ref: italianId(doc._id) } },
    ],
    schemaTypes: [doc._type],
  }));
  return [...versions, ...metadata];
}
