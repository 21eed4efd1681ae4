// The product page's badges (spec sections 3 and 9): new for 30 days after publication, Preorder
// with its note, and the merchant's sale tags (site settings `saleTags`: which product tags mean a
// sale, and the words to show for each), Final Sale among them. Without those settings (the content
// service unreachable), the spec's Final Sale tag still shows.
import { cardMessages } from '~/core/catalogue/texts';
import { NEW_PRODUCT_DAYS, TAG_FINAL_SALE, TAG_PREORDER } from '~/core/constants';
import { messagesIn } from '~/core/texts/language';
import type { Locale } from '~/core/locale/locale';

export type ProductBadge =
  | { kind: 'new'; label: string }
  | { kind: 'preorder'; label: string; note: string | null }
  | { kind: 'final-sale'; label: string }
  | { kind: 'sale'; label: string };

/** One entry of the site settings' saleTags: the product tag, and how the shop names it. */
export interface SaleTag {
  tag: string;
  label?: string | null;
}

const DAY_MS = 86_400_000;
const hasTag = (tags: readonly string[], tag: string) => tags.some((candidate) => candidate.trim().toLowerCase() === tag.toLowerCase());

export function isNewProduct(publishedAt: string | null | undefined, now: Date): boolean {
  if (!publishedAt) return false;
  const published = Date.parse(publishedAt);
  if (Number.isNaN(published)) return false;
  const age = now.getTime() - published;
  return age >= 0 && age <= NEW_PRODUCT_DAYS * DAY_MS;
}

export function productBadges(
  product: {
    publishedAt?: string | null;
    tags: readonly string[];
    preorderNote?: string | null;
    /** Sold below its earlier price: the Sale flag when the merchant names no sale tags, as on the cards. */
    markedDown?: boolean;
  },
  now: Date,
  saleTags: readonly SaleTag[] = [],
  /** The page's market: New and Sale in its language (the merchant's tag names are shown as they are). */
  locale?: Locale,
): ProductBadge[] {
  const cardText = messagesIn(locale, cardMessages);
  const badges: ProductBadge[] = [];
  if (isNewProduct(product.publishedAt, now)) badges.push({ kind: 'new', label: cardText.newIn });
  if (hasTag(product.tags, TAG_PREORDER))
    badges.push({ kind: 'preorder', label: TAG_PREORDER, note: product.preorderNote?.trim() || null });
  for (const entry of saleTags) {
    if (!entry.tag?.trim() || !hasTag(product.tags, entry.tag)) continue;
    const label = entry.label?.trim() || entry.tag.trim();
    badges.push(hasTag([entry.tag], TAG_FINAL_SALE) ? { kind: 'final-sale', label } : { kind: 'sale', label });
  }
  if (product.markedDown && !hasSaleTags(saleTags)) badges.push({ kind: 'sale', label: cardText.sale });
  // Final Sale is a tag of note whatever the settings say (spec section 9); they only name it.
  if (hasTag(product.tags, TAG_FINAL_SALE) && !badges.some((badge) => badge.kind === 'final-sale'))
    badges.push({ kind: 'final-sale', label: TAG_FINAL_SALE });
  return badges;
}

/** True when the merchant names sale tags: the Sale flag then follows them, not the compare-at price. */
export function hasSaleTags(saleTags: readonly SaleTag[] | null | undefined): boolean {
  return Boolean(saleTags?.some((entry) => entry.tag?.trim()));
}

interface PriceRanges {
  priceRange: { minVariantPrice: { amount: string } };
  compareAtPriceRange: { minVariantPrice: { amount: string } };
}

/** True when the piece sells below its earlier price: the Sale flag when the merchant names no sale tags. */
export function markedDown(product: PriceRanges): boolean {
  return Number(product.compareAtPriceRange.minVariantPrice.amount) > Number(product.priceRange.minVariantPrice.amount);
}
