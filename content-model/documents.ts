// The content model: every document type stored in the content service and every field it has.
// Package-neutral on purpose: the storefront (app/content/) reads documents of these shapes, and the
// emulators' seed (emulators/seed/content/) writes them; neither imports the other, they meet here
// and on the wire. Types only, so nothing of it reaches a bundle.
//
// Shopify products and collections live in the commerce platform, not here: content points at
// them by handle, stored as a `slug` object so stega (visual editing) never encodes it.

// ---------------------------------------------------------------------------------------------
// Shared field types
// ---------------------------------------------------------------------------------------------

export interface Slug {
  _type: 'slug';
  current: string;
}

export interface Reference {
  _type: 'reference';
  _ref: string;
  _key?: string;
}

export interface ImageCrop {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface ImageHotspot {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An image field: a reference to a `sanity.imageAsset` plus crop, hotspot and alternative text. */
export interface ImageField {
  _type: 'image';
  _key?: string;
  asset: Reference;
  alt: string;
  crop?: ImageCrop;
  hotspot?: ImageHotspot;
}

export interface ImageAssetDocument {
  _id: string;
  _type: 'sanity.imageAsset';
  assetId: string;
  extension: 'jpg';
  mimeType: 'image/jpeg';
  originalFilename: string;
  path: string;
  url: string;
  sha1hash: string;
  size?: number;
  metadata: {
    _type: 'sanity.imageMetadata';
    dimensions: { _type: 'sanity.imageDimensions'; width: number; height: number; aspectRatio: number };
    lqip?: string;
    palette?: { _type: 'sanity.imagePalette'; dominant: { _type: 'sanity.imagePaletteSwatch'; background: string; foreground: string } };
    hasAlpha: false;
    isOpaque: true;
  };
}

/** Points at a Shopify product by handle. */
export interface ProductRef {
  _type: 'productRef';
  _key?: string;
  slug: Slug;
}

/** Points at a Shopify collection by handle. */
export interface CollectionRef {
  _type: 'collectionRef';
  _key?: string;
  slug: Slug;
}

/** As @sanity/color-input stores a colour. */
export interface ColorField {
  _type: 'color';
  hex: string;
}

export interface SeoField {
  _type: 'seo';
  title?: string;
  description?: string;
  image?: ImageField;
}

// ---------------------------------------------------------------------------------------------
// Links (resolved into URLs by links.ts)
// ---------------------------------------------------------------------------------------------

/** To a page, lookbook or the home document. */
export interface LinkInternal {
  _type: 'linkInternal';
  _key: string;
  title: string;
  reference: Reference;
}

export interface LinkProduct {
  _type: 'linkProduct';
  _key: string;
  title: string;
  product: ProductRef;
}

export interface LinkCollection {
  _type: 'linkCollection';
  _key: string;
  title: string;
  collection: CollectionRef;
}

/** An explicit URL; in the footer it opens in a new tab. */
export interface LinkExternal {
  _type: 'linkExternal';
  _key: string;
  title: string;
  url: string;
}

export type LinkField = LinkInternal | LinkProduct | LinkCollection | LinkExternal;

// ---------------------------------------------------------------------------------------------
// Portable Text
// ---------------------------------------------------------------------------------------------

export interface PortableTextSpan {
  _type: 'span';
  _key: string;
  text: string;
  marks: string[];
}

/** Mark definitions: links inside rich text, stored like the link fields above (without a title). */
export type PortableTextMarkDef =
  | { _type: 'linkInternal'; _key: string; reference: Reference }
  | { _type: 'linkProduct'; _key: string; product: ProductRef }
  | { _type: 'linkCollection'; _key: string; collection: CollectionRef }
  | { _type: 'linkExternal'; _key: string; url: string };

export interface PortableTextBlock {
  _type: 'block';
  _key: string;
  style: 'normal' | 'h2' | 'h3' | 'blockquote';
  listItem?: 'bullet' | 'number';
  level?: number;
  children: PortableTextSpan[];
  markDefs: PortableTextMarkDef[];
}

export type PortableText = PortableTextBlock[];

// ---------------------------------------------------------------------------------------------
// Modules (home and pages)
// ---------------------------------------------------------------------------------------------

export interface ModuleProducts {
  _type: 'moduleProducts';
  _key: string;
  title: string;
  products: ProductRef[];
}

export interface ModuleCollection {
  _type: 'moduleCollection';
  _key: string;
  title: string;
  body?: string;
  collection: CollectionRef;
  image: ImageField;
}

export interface ModuleLookbooks {
  _type: 'moduleLookbooks';
  _key: string;
  title: string;
  lookbooks: Reference[];
}

export interface ModuleImage {
  _type: 'moduleImage';
  _key: string;
  image: ImageField;
  caption?: string;
  link?: LinkField;
}

export interface ModuleCallout {
  _type: 'moduleCallout';
  _key: string;
  text: string;
  link?: LinkField;
}

export interface ModuleText {
  _type: 'moduleText';
  _key: string;
  title?: string;
  body: PortableText;
}

export type ContentModule = ModuleProducts | ModuleCollection | ModuleLookbooks | ModuleImage | ModuleCallout | ModuleText;

// ---------------------------------------------------------------------------------------------
// Site settings (one document, id "settings")
// ---------------------------------------------------------------------------------------------

export interface MenuImage {
  _type: 'menuImage';
  _key: string;
  title: string;
  image: ImageField;
  link: LinkField;
  /** Leave the image out of the desktop or the mobile menu (queried as `display`). */
  hideOnDesktop?: boolean;
  hideOnMobile?: boolean;
}

export interface SubMenu {
  _type: 'subMenu';
  _key: string;
  title: string;
  links: LinkField[];
}

export interface MenuEntry {
  _type: 'menuEntry';
  _key: string;
  title: string;
  link?: LinkField;
  subMenus: SubMenu[];
  images: MenuImage[];
}

export interface FooterColumn {
  _type: 'footerColumn';
  _key: string;
  title: string;
  links: LinkField[];
}

export interface SaleTag {
  _type: 'saleTag';
  _key: string;
  /** The Shopify product tag that triggers the label. */
  tag: string;
  label: string;
}

export interface CustomProductOption {
  _type: 'customProductOption.color';
  _key: string;
  /** The Shopify option name the swatches apply to, in the document's language (Shopify translates it too). */
  title: 'Color' | 'Colour' | 'Colore';
  colors: Array<{ _type: 'swatch'; _key: string; title: string; hex: string }>;
}

export interface SettingsDocument {
  /** `settings` in the source language; a translation is `settings-{language}` (`settings-it`). */
  _id: string;
  _type: 'settings';
  siteName: string;
  menu: MenuEntry[];
  menuMobile: MenuEntry[];
  footer: FooterColumn[];
  footerMobile: FooterColumn[];
  shipping: { title: string; body: PortableText };
  account: { title: string; body: PortableText; links: LinkField[] };
  banner: { showBanner: boolean; colors: { background: ColorField; text: ColorField }; text: string; link?: LinkField };
  sizeGuide: { title: string; body: PortableText; guides: Reference[] };
  /** Optional: without one the header sets the site name as a wordmark. */
  navigationLogo?: ImageField;
  notFoundPage: { title: string; body: PortableText; collection?: CollectionRef; links: LinkField[] };
  seo: SeoField & { title: string; description: string };
  accessibility: { title: string; body: PortableText; widgetLabel: string };
  saleTags: SaleTag[];
  customProductOptions: CustomProductOption[];
  newsletterSignup: { title: string; body: PortableText; klaviyoListId: string; buttonLabel: string; successMessage: string };
  copyright: string;
}

// ---------------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------------

export interface HomeDocument {
  /** `home` in the source language; a translation is `home-{language}` (`home-it`). */
  _id: string;
  _type: 'home';
  title: string;
  hero: { _type: 'hero'; eyebrow?: string; title: string; subtitle?: string; image: ImageField; link?: LinkField };
  modules: ContentModule[];
  seo?: SeoField;
}

export interface PageDocument {
  _id: string;
  _type: 'page';
  title: string;
  slug: Slug;
  intro?: string;
  heroImage?: ImageField;
  body: PortableText;
  modules: ContentModule[];
  seo?: SeoField;
}

/** One part of the accessibility statement: its heading and its words. */
export interface StatementSection {
  _type: 'statementSection';
  heading: string;
  body: PortableText;
}

/**
 * The accessibility statement (/accessibility), which the European Accessibility Act asks of a shop
 * selling to consumers in the EU. One per language, found by type (`accessibility-statement`, its
 * translation `accessibility-statement-it`). Each part the statement must have is a field of its own,
 * so none can be left out; the storefront carries a whole statement of its own for when this is missing.
 */
export interface AccessibilityStatementDocument {
  _id: string;
  _type: 'accessibilityStatement';
  title: string;
  intro?: string;
  /** How far the shop meets WCAG 2.2 level AA. */
  status: StatementSection;
  /** What does not meet it yet, and what is not the shop's own. */
  limitations: StatementSection;
  /** How to tell the shop about a barrier, and when it answers. */
  feedback: StatementSection;
  /** Where to turn when the answer does not satisfy. */
  enforcement: StatementSection;
  /** How the statement's claims were checked. */
  assessment: StatementSection;
  /** When the statement was first prepared and last reviewed (YYYY-MM-DD). */
  preparedOn: string;
  reviewedOn: string;
  seo?: SeoField;
}

export interface LookbookHotspot {
  _type: 'lookbookHotspot';
  _key: string;
  /** Position of the marker over the image, in percent from the left and top edges. */
  x: number;
  y: number;
  product: ProductRef;
}

export interface LookbookSpreadImage {
  _type: 'lookbookImage';
  _key: string;
  image: ImageField;
  caption?: string;
  hotspots: LookbookHotspot[];
}

export interface LookbookSpread {
  _type: 'lookbookSpread';
  _key: string;
  layout: 'full' | 'pair' | 'offset';
  images: LookbookSpreadImage[];
  text?: string;
}

export interface LookbookDocument {
  _id: string;
  _type: 'lookbook';
  title: string;
  slug: Slug;
  season: string;
  publishedAt: string;
  intro: PortableText;
  hero: ImageField;
  spreads: LookbookSpread[];
  seo?: SeoField;
}

export interface PressDocument {
  _id: string;
  _type: 'press';
  publication: string;
  date: string;
  quote: string;
  image?: ImageField;
  link?: string;
}

export interface StockistDocument {
  _id: string;
  _type: 'stockist';
  country: string;
  city: string;
  name: string;
  address: string;
  link?: string;
  mapLink: string;
}

export type SizeGuideCategory = 'clothing' | 'shoes' | 'belts';

export interface SizeGuideDocument {
  _id: string;
  _type: 'sizeGuide';
  title: string;
  /** Also the guide's category: clothing, shoes or belts. */
  slug: Slug & { current: SizeGuideCategory };
  intro: PortableText;
  table: { _type: 'sizeTable'; columns: string[]; rows: Array<{ _type: 'sizeRow'; _key: string; cells: string[] }> };
  notes?: PortableText;
}

/**
 * The secret hydrogen-sanity's preview route validates against (via @sanity/preview-url-secret):
 * the shared-access singleton never expires, unlike the per-session `sanity.previewUrlSecret`
 * documents (one hour). Its id contains a dot, so only authenticated requests can read it.
 */
export interface PreviewUrlShareAccessDocument {
  _id: 'sanity-preview-url-secret.share-access';
  _type: 'sanity.previewUrlShareAccess';
  secret: string;
  studioUrl: string;
  _updatedAt: string;
}

// ---------------------------------------------------------------------------------------------
// Languages (document-level internationalization, as @sanity/document-internationalization models it)
// ---------------------------------------------------------------------------------------------

/** The languages the house writes content in (ISO 639-1, lower case); English is the source. */
export type ContentLanguage = 'en' | 'it';

/**
 * A document kept per language: every version is a whole document of its own with a `language`
 * field (the plugin's default `languageField`). Versions of one document share slugs, so a query
 * must filter on `language` to pick one. A translation's `_id` is the source's plus `-{language}`
 * (`page-about-it`); the plugin itself would use random ids, so nothing may derive one id from another
 * (the storefront finds singletons by `_type`, not by `_id`).
 *
 * How the storefront reads them (app/content/queries.ts, docs/decisions/0060): one document (by slug,
 * or a singleton) in the market's language, else the English one; a list holds each document once,
 * the English one only where no published translation in the market's language replaces it (through
 * its translation.metadata). A document without `language` counts as English.
 */
export type Translatable<T> = T & { language: ContentLanguage };

/**
 * Joins the language versions of one document: `translations[]` holds one reference per
 * language, keyed by it (`{_key: 'it', value: {_ref: 'page-about-it'}}`). A document with no
 * translation has no metadata document. Query the versions of `$id` with
 * `*[_type == "translation.metadata" && references($id)][0].translations[]{"language": _key, "doc": value->}`.
 */
export interface TranslationMetadataDocument {
  _id: string;
  _type: 'translation.metadata';
  _createdAt?: string;
  _updatedAt?: string;
  translations: Array<{ _key: ContentLanguage; value: Reference }>;
  /** The document type the versions share (the plugin uses it to filter the references). */
  schemaTypes: string[];
}

/** The document types kept per language. */
export type TranslatableDocument =
  | SettingsDocument
  | HomeDocument
  | PageDocument
  | AccessibilityStatementDocument
  | LookbookDocument
  | PressDocument
  | StockistDocument
  | SizeGuideDocument;

export type ContentDocument =
  Translatable<TranslatableDocument> | TranslationMetadataDocument | ImageAssetDocument | PreviewUrlShareAccessDocument;
