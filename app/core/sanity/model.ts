// The shapes the storefront's GROQ queries return, hand-written with the queries in queries.ts kept
// to them. The stored documents they are projected from are the shared content model
// (content-model/documents.ts), re-exported here so the storefront has one place to import from.
import type {
  ImageCrop,
  ImageHotspot,
  PortableTextMarkDef,
  PortableTextBlock,
  LookbookSpread,
  SizeGuideCategory,
} from '../../../content-model/documents.ts';
import type { ImageUrls } from '~/core/sanity/image-shapes';

export type * from '../../../content-model/documents.ts';

// ---------------------------------------------------------------------------------------------
// Query results (see queries.ts)
// ---------------------------------------------------------------------------------------------

/** An image as the queries project it: the asset dereferenced to what a URL builder needs. */
/** A content image as pages receive it: enough to ask the image CDN for it at any size (image-url.ts). */
export interface ImageResult {
  alt: string | null;
  crop: ImageCrop | null;
  hotspot: ImageHotspot | null;
  asset: {
    _id: string;
    metadata: { lqip: string | null; dimensions: { width: number; height: number } };
  };
  /** The finished srcset of each shape the page shows it in, added by the loader (image-renditions.server.ts). */
  urls?: ImageUrls;
}

/** A site-settings picture, which the shell turns into an address on the server (shell-settings.ts). */
export interface UrlImageResult extends ImageResult {
  asset: ImageResult['asset'] & {
    url: string;
    metadata: { lqip: string | null; dimensions: { width: number; height: number; aspectRatio: number } };
  };
}

/**
 * A link reduced to what links.ts needs: the kind of target (`product`, `collection`,
 * `lookbook`, `page`, `home` or `external`), its slug, or the explicit URL.
 */
export interface LinkResult {
  _key: string | null;
  title: string | null;
  type: 'product' | 'collection' | 'lookbook' | 'page' | 'home' | 'external' | null;
  slug: string | null;
  url: string | null;
}

export type PortableTextMarkDefResult = { _key: string; _type: PortableTextMarkDef['_type'] } & Omit<LinkResult, '_key' | 'title'>;

interface PortableTextBlockResult extends Omit<PortableTextBlock, 'markDefs'> {
  markDefs: PortableTextMarkDefResult[];
}

export type PortableTextResult = PortableTextBlockResult[];

/** Rich text as pages receive it (portable-text-compact.ts): the editor's keys may be left behind. */
export type PagePortableText = Array<Omit<PortableTextBlockResult, '_key'> & { _key?: string }>;

export interface SeoResult {
  title: string | null;
  description: string | null;
  image: ImageResult | null;
}

export interface MenuEntryResult {
  _key: string;
  title: string;
  link: LinkResult | null;
  subMenus: Array<{ _key: string; title: string; links: LinkResult[] }>;
  images: Array<{
    _key: string;
    title: string;
    display: 'hide-desktop' | 'hide-mobile' | null;
    image: UrlImageResult;
    link: LinkResult | null;
  }>;
}

export interface FooterColumnResult {
  _key: string;
  title: string;
  links: LinkResult[];
}

export interface SettingsQueryResult {
  siteName: string;
  menu: MenuEntryResult[];
  menuMobile: MenuEntryResult[];
  footer: FooterColumnResult[];
  footerMobile: FooterColumnResult[];
  shipping: { title: string; body: PortableTextResult } | null;
  account: { title: string; body: PortableTextResult; links: LinkResult[] } | null;
  banner: { showBanner: boolean; colors: { background: string; text: string }; text: string; link: LinkResult | null } | null;
  sizeGuide: { title: string; body: PortableTextResult; guides: SizeGuideResult[] } | null;
  navigationLogo: UrlImageResult | null;
  notFoundPage: { title: string; body: PortableTextResult; collectionHandle: string | null; links: LinkResult[] } | null;
  seo: SeoResult & { image: UrlImageResult | null };
  accessibility: { title: string; body: PortableTextResult; widgetLabel: string } | null;
  saleTags: Array<{ _key: string; tag: string; label: string }>;
  customProductOptions: Array<{ _key: string; title: string; colors: Array<{ _key: string; title: string; hex: string }> }>;
  newsletterSignup: { title: string; body: PortableTextResult; klaviyoListId: string; buttonLabel: string; successMessage: string } | null;
  copyright: string | null;
}

/** A document's own language ('en', 'it'), so a page can mark an English fallback under another market as English. */
interface WrittenIn {
  language: string;
}

export interface LookbookCardResult extends WrittenIn {
  _id: string;
  title: string;
  slug: string;
  season: string | null;
  publishedAt: string | null;
  hero: ImageResult;
}

export type ModuleResult =
  | { _type: 'moduleProducts'; _key: string; title: string; productHandles: string[] }
  | { _type: 'moduleCollection'; _key: string; title: string; body: string | null; collectionHandle: string; image: ImageResult }
  | { _type: 'moduleLookbooks'; _key: string; title: string; lookbooks: LookbookCardResult[] }
  | { _type: 'moduleImage'; _key: string; image: ImageResult; caption: string | null; link: LinkResult | null }
  | { _type: 'moduleCallout'; _key: string; text: string; link: LinkResult | null }
  | { _type: 'moduleText'; _key: string; title: string | null; body: PortableTextResult };

export interface HomeQueryResult extends WrittenIn {
  _id: string;
  title: string;
  hero: { eyebrow: string | null; title: string; subtitle: string | null; image: ImageResult; link: LinkResult | null };
  modules: ModuleResult[];
  seo: SeoResult | null;
}

export interface PageQueryResult extends WrittenIn {
  _id: string;
  title: string;
  slug: string;
  intro: string | null;
  heroImage: ImageResult | null;
  body: PortableTextResult;
  modules: ModuleResult[];
  seo: SeoResult | null;
}

export interface StatementSectionResult {
  heading: string | null;
  body: PortableTextResult;
}

export interface StatementQueryResult extends WrittenIn {
  title: string | null;
  intro: string | null;
  status: StatementSectionResult | null;
  limitations: StatementSectionResult | null;
  feedback: StatementSectionResult | null;
  enforcement: StatementSectionResult | null;
  assessment: StatementSectionResult | null;
  preparedOn: string | null;
  reviewedOn: string | null;
  seo: SeoResult | null;
}

export type LookbooksQueryResult = LookbookCardResult[];

export interface LookbookQueryResult extends LookbookCardResult {
  intro: PortableTextResult;
  spreads: Array<{
    _key: string;
    layout: LookbookSpread['layout'];
    text: string | null;
    images: Array<{
      _key: string;
      image: ImageResult;
      caption: string | null;
      hotspots: Array<{ _key: string; x: number; y: number; productHandle: string }>;
    }>;
  }>;
  seo: SeoResult | null;
}

export type PressQueryResult = Array<
  WrittenIn & {
    _id: string;
    publication: string;
    date: string;
    quote: string;
    image: ImageResult | null;
    link: string | null;
  }
>;

export type StockistsQueryResult = Array<{
  _id: string;
  country: string;
  city: string;
  name: string;
  address: string;
  link: string | null;
  mapLink: string;
}>;

export interface SizeGuideResult {
  _id: string;
  title: string;
  slug: string;
  category: SizeGuideCategory;
  intro: PortableTextResult;
  columns: string[];
  rows: Array<{ _key: string; cells: string[] }>;
  notes: PortableTextResult | null;
}

export type SizeGuidesQueryResult = SizeGuideResult[];

export interface SitemapQueryResult {
  pages: Array<{ slug: string; _updatedAt: string }>;
  /** When the accessibility statement last changed; null where the storefront's own serves. */
  statement: string | null;
  lookbooks: Array<{ slug: string; _updatedAt: string }>;
}
