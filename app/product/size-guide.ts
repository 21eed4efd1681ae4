// Which size guides a product page shows: the one for its kind of product (clothing, shoes or
// belts, by product type), or every guide when none fits.
import type { SizeGuideResult } from '~/core/sanity/model';

const CATEGORY_BY_TYPE: Record<string, SizeGuideResult['category']> = {
  'ready-to-wear': 'clothing',
  clothing: 'clothing',
  shoes: 'shoes',
  footwear: 'shoes',
  belts: 'belts',
};

export function sizeGuideCategory(productType: string | null | undefined): SizeGuideResult['category'] | null {
  return CATEGORY_BY_TYPE[productType?.trim().toLowerCase() ?? ''] ?? null;
}

export function guidesForProduct(guides: SizeGuideResult[], productType: string | null | undefined): SizeGuideResult[] {
  const category = sizeGuideCategory(productType);
  const matching = category ? guides.filter((guide) => guide.category === category) : [];
  return matching.length ? matching : guides;
}
