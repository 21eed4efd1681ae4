// The product page's badges (spec sections 3 and 9): new for 30 days after publication, Preorder
// with its note, Final Sale.
import { NEW_PRODUCT_DAYS, TAG_FINAL_SALE, TAG_PREORDER } from '~/lib/constants';

export type ProductBadge = { kind: 'new'; label: string } | { kind: 'preorder'; label: string; note: string | null } | { kind: 'final-sale'; label: string };

const DAY_MS = 86_400_000;
const hasTag = (tags: readonly string[], tag: string) => tags.some((candidate) => candidate.trim().toLowerCase() === tag.toLowerCase());

export function isNewProduct(publishedAt: string | null | undefined, now: Date): boolean {
  if (!publishedAt) return false;
  const published = Date.parse(publishedAt);
  if (Number.isNaN(published)) return false;
  const age = now.getTime() - published;
  return age >= 0 && age <= NEW_PRODUCT_DAYS * DAY_MS;
}

export function productBadges(product: { publishedAt?: string | null; tags: readonly string[]; preorderNote?: string | null }, now: Date): ProductBadge[] {
  const badges: ProductBadge[] = [];
  if (isNewProduct(product.publishedAt, now)) badges.push({ kind: 'new', label: 'New' });
  if (hasTag(product.tags, TAG_PREORDER)) badges.push({ kind: 'preorder', label: TAG_PREORDER, note: product.preorderNote?.trim() || null });
  if (hasTag(product.tags, TAG_FINAL_SALE)) badges.push({ kind: 'final-sale', label: TAG_FINAL_SALE });
  return badges;
}
