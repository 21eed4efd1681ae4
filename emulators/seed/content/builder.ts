// Small constructors for the documents' recurring parts (keys, links, rich text, images), so the
// content files read as copy. Everything is deterministic: the same build writes the same bytes.
import { createHash } from 'node:crypto';
import type { EditorialPhotoSpec } from '../images/editorial-photo.ts';
import type {
  CollectionRef,
  ImageAssetDocument,
  ImageField,
  LinkCollection,
  LinkExternal,
  LinkInternal,
  LinkProduct,
  PortableText,
  PortableTextBlock,
  PortableTextMarkDef,
  ProductRef,
  Reference,
  Slug,
} from '../../../content-model/documents.ts';

export interface ContentTarget {
  projectId: string;
  dataset: string;
  /** Base URL of the image CDN, written into each asset's `url`. */
  imageBaseUrl: string;
}

export class ContentBuilder {
  readonly target: ContentTarget;
  readonly assets: ImageAssetDocument[] = [];
  readonly imageSpecs: Record<string, EditorialPhotoSpec> = {};
  private counter = 0;

  constructor(target: ContentTarget) {
    this.target = target;
  }

  /** Array item keys: unique within the dataset, stable between builds. */
  key(): string {
    this.counter += 1;
    return createHash('sha1').update(`bottega-key-${this.counter}`).digest('hex').slice(0, 12);
  }

  /** Registers the picture a spec draws as a `sanity.imageAsset` and returns an image field for it. */
  image(spec: EditorialPhotoSpec, alt: string, options: { hotspot?: { x: number; y: number } } = {}): ImageField {
    const hash = createHash('sha1').update(JSON.stringify(spec)).digest('hex');
    const { width, height } = spec;
    const assetId = `image-${hash}-${width}x${height}-jpg`;
    if (!this.imageSpecs[hash]) {
      this.imageSpecs[hash] = spec;
      const path = `images/${this.target.projectId}/${this.target.dataset}/${hash}-${width}x${height}.jpg`;
      this.assets.push({
        _id: assetId,
        _type: 'sanity.imageAsset',
        assetId: hash,
        extension: 'jpg',
        mimeType: 'image/jpeg',
        originalFilename: `${spec.scene}-${hash.slice(0, 8)}.jpg`,
        path,
        url: `${this.target.imageBaseUrl.replace(/\/+$/, '')}/${path}`,
        sha1hash: hash,
        metadata: {
          _type: 'sanity.imageMetadata',
          dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: Math.round((width / height) * 1e4) / 1e4 },
          palette: {
            _type: 'sanity.imagePalette',
            dominant: { _type: 'sanity.imagePaletteSwatch', background: spec.palette[0], foreground: '#ffffff' },
          },
          hasAlpha: false,
          isOpaque: true,
        },
      });
    }
    const field: ImageField = { _type: 'image', asset: { _type: 'reference', _ref: assetId }, alt };
    if (options.hotspot) {
      field.hotspot = { x: options.hotspot.x, y: options.hotspot.y, width: 0.3, height: 0.3 };
      field.crop = { top: 0, bottom: 0, left: 0, right: 0 };
    }
    return field;
  }

  // Links -----------------------------------------------------------------------------------

  /** To a page, lookbook or the home document, by id. */
  toDocument(title: string, documentId: string): LinkInternal {
    return { _type: 'linkInternal', _key: this.key(), title, reference: ref(documentId) };
  }

  toCollection(title: string, handle: string): LinkCollection {
    return { _type: 'linkCollection', _key: this.key(), title, collection: collectionRef(handle) };
  }

  toProduct(title: string, handle: string): LinkProduct {
    return { _type: 'linkProduct', _key: this.key(), title, product: productRef(handle) };
  }

  toUrl(title: string, url: string): LinkExternal {
    return { _type: 'linkExternal', _key: this.key(), title, url };
  }

  // Portable Text ---------------------------------------------------------------------------

  /** A paragraph; parts are plain strings or `[text, mark]` pairs for linked words. */
  paragraph(...parts: Array<string | [string, MarkInput]>): PortableTextBlock {
    return this.block('normal', parts);
  }

  heading(text: string, level: 'h2' | 'h3' = 'h2'): PortableTextBlock {
    return this.block(level, [text]);
  }

  quote(text: string): PortableTextBlock {
    return this.block('blockquote', [text]);
  }

  bullets(...items: string[]): PortableTextBlock[] {
    return items.map((item) => ({ ...this.block('normal', [item]), listItem: 'bullet', level: 1 }));
  }

  /** Plain paragraphs, one per string. */
  text(...paragraphs: string[]): PortableText {
    return paragraphs.map((paragraph) => this.paragraph(paragraph));
  }

  private block(style: PortableTextBlock['style'], parts: Array<string | [string, MarkInput]>): PortableTextBlock {
    const markDefs: PortableTextMarkDef[] = [];
    const children = parts.map((part) => {
      if (typeof part === 'string') return { _type: 'span' as const, _key: this.key(), text: part, marks: [] };
      const [text, mark] = part;
      const markKey = this.key();
      markDefs.push(markDef(markKey, mark));
      return { _type: 'span' as const, _key: this.key(), text, marks: [markKey] };
    });
    return { _type: 'block', _key: this.key(), style, children, markDefs };
  }
}

export type MarkInput = { page: string } | { collection: string } | { product: string } | { url: string };

function markDef(key: string, mark: MarkInput): PortableTextMarkDef {
  if ('page' in mark) return { _type: 'linkInternal', _key: key, reference: ref(mark.page) };
  if ('collection' in mark) return { _type: 'linkCollection', _key: key, collection: collectionRef(mark.collection) };
  if ('product' in mark) return { _type: 'linkProduct', _key: key, product: productRef(mark.product) };
  return { _type: 'linkExternal', _key: key, url: mark.url };
}

export function ref(id: string, key?: string): Reference {
  return key ? { _type: 'reference', _ref: id, _key: key } : { _type: 'reference', _ref: id };
}

export function slug<T extends string>(current: T): Slug & { current: T } {
  return { _type: 'slug', current };
}

export function productRef(handle: string, key?: string): ProductRef {
  return key ? { _type: 'productRef', _key: key, slug: slug(handle) } : { _type: 'productRef', slug: slug(handle) };
}

export function collectionRef(handle: string): CollectionRef {
  return { _type: 'collectionRef', slug: slug(handle) };
}

/** Stable timestamps: documents look edited over the past season, identically on every build. */
export function stamp(day: string, time = '09:30:00'): { _createdAt: string; _updatedAt: string } {
  return { _createdAt: `2025-06-02T08:00:00Z`, _updatedAt: `${day}T${time}Z` };
}

export function revision(seed: string): string {
  return createHash('sha1').update(seed).digest('base64url').slice(0, 22);
}
