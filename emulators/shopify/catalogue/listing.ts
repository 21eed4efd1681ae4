// Product lists as collections, `products` and `search` return them: query matching, Shopify's
// ProductFilter semantics, sorting, paging, and the facets (`filters`) with their counts.
import type { ProductRecord, VariantRecord } from './store.ts';
import { foldText, handleize } from './text.ts';
import { matchesQuery, parseSearchQuery, textScore } from './search-query.ts';
import { paginate } from '../connection.ts';
import type { ConnectionArgs, Connection } from '../connection.ts';
import { convert, formatDecimal } from '../markets.ts';
import type { Market } from '../markets.ts';

export interface ProductFilterInput {
  available?: boolean | null;
  variantOption?: { name: string; value: string } | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  productMetafield?: { namespace: string; key: string; value: string } | null;
  variantMetafield?: { namespace: string; key: string; value: string } | null;
  price?: { min?: number | null; max?: number | null } | null;
  category?: unknown;
  taxonomyMetafield?: unknown;
}

export interface ListingOptions {
  query: string | null;
  sortKey: string;
  reverse: boolean;
  filters: ProductFilterInput[] | null;
  market: Market;
  connection: ConnectionArgs;
  field: string;
  /** Search answers unavailable products last unless told otherwise. */
  unavailableProducts?: 'SHOW' | 'HIDE' | 'LAST';
  prefixLast?: boolean;
}

export interface FilterValueOut {
  id: string;
  label: string;
  count: number;
  input: string;
  swatch: { color: string | null; image: null } | null;
  image: null;
}

export interface FilterOut {
  id: string;
  label: string;
  type: 'LIST' | 'PRICE_RANGE' | 'BOOLEAN';
  presentation: 'TEXT' | 'SWATCH' | 'IMAGE' | null;
  values: FilterValueOut[];
}

export type Listing = Connection<ProductRecord> & { filters: FilterOut[]; totalCount: number; productFilters: FilterOut[] };

/** The metafield-backed filter the merchant configured ("Material"). */
export const MATERIAL_FILTER = { namespace: 'my_fields', key: 'fabrication', label: 'Material' };

interface Group {
  key: string;
  level: 'product' | 'variant';
  tests: ((product: ProductRecord, variant: VariantRecord) => boolean)[];
}

function groupsOf(filters: ProductFilterInput[], market: Market): Group[] {
  const groups = new Map<string, Group>();
  const add = (key: string, level: Group['level'], test: Group['tests'][number]) => {
    let group = groups.get(key);
    if (!group) {
      group = { key, level, tests: [] };
      groups.set(key, group);
    }
    group.tests.push(test);
  };
  for (const filter of filters) {
    if (filter.available != null) {
      const wanted = filter.available;
      add('available', 'variant', (_product, variant) => variant.availableForSale === wanted);
    }
    if (filter.variantOption) {
      const name = foldText(filter.variantOption.name);
      const value = foldText(filter.variantOption.value);
      add(`option:${name}`, 'variant', (product, variant) => {
        const position = product.optionPositions.get(name);
        return position !== undefined && variant.foldedOptionValues[position] === value;
      });
    }
    if (filter.price) {
      const min = filter.price.min == null ? 0 : Math.round(filter.price.min * 100);
      const max = filter.price.max == null ? Infinity : Math.round(filter.price.max * 100);
      add('price', 'variant', (_product, variant) => {
        const price = convert(variant.price, market.currency);
        return price >= min && price <= max;
      });
    }
    if (filter.productType != null) {
      const type = foldText(filter.productType);
      add('productType', 'product', (product) => foldText(product.productType) === type);
    }
    if (filter.productVendor != null) {
      const vendor = foldText(filter.productVendor);
      add('vendor', 'product', (product) => foldText(product.vendor) === vendor);
    }
    if (filter.tag != null) {
      const tag = foldText(filter.tag);
      add('tag', 'product', (product) => product.tags.some((candidate) => foldText(candidate) === tag));
    }
    if (filter.productMetafield) {
      const { namespace, key } = filter.productMetafield;
      const value = foldText(filter.productMetafield.value);
      add(`pm:${namespace}.${key}`, 'product', (product) => foldText(product.metafields.get(`${namespace}.${key}`)?.value ?? '\u0000') === value);
    }
    if (filter.variantMetafield) {
      // Variants carry no metafields in this shop, so a variant metafield filter matches nothing.
      add(`vm:${filter.variantMetafield.namespace}.${filter.variantMetafield.key}`, 'variant', () => false);
    }
  }
  return [...groups.values()];
}

/** The variants of `product` satisfying every variant-level group but `skip`; null if a product-level group fails. */
function passingVariants(product: ProductRecord, groups: Group[], skip: string | null): VariantRecord[] | null {
  for (const group of groups) {
    if (group.level !== 'product' || group.key === skip) continue;
    if (!group.tests.some((test) => test(product, product.variants[0]))) return null;
  }
  const variantGroups = groups.filter((group) => group.level === 'variant' && group.key !== skip);
  if (!variantGroups.length) return product.variants;
  return product.variants.filter((variant) => variantGroups.every((group) => group.tests.some((test) => test(product, variant))));
}

function sortProducts(products: ProductRecord[], sortKey: string, scores: Map<ProductRecord, number> | null): ProductRecord[] {
  const sorted = [...products];
  const byId = (a: ProductRecord, b: ProductRecord) => a.rowId - b.rowId;
  switch (sortKey) {
    case 'PRICE':
      return sorted.sort((a, b) => a.minPrice - b.minPrice || byId(a, b));
    case 'TITLE':
      return sorted.sort((a, b) => a.title.localeCompare(b.title) || byId(a, b));
    case 'CREATED':
    case 'CREATED_AT':
      return sorted.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || byId(a, b));
    case 'UPDATED_AT':
      return sorted.sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || byId(a, b));
    case 'BEST_SELLING':
      return sorted.sort((a, b) => b.unitsSold - a.unitsSold || byId(a, b));
    case 'PRODUCT_TYPE':
      return sorted.sort((a, b) => a.productType.localeCompare(b.productType) || byId(a, b));
    case 'VENDOR':
      return sorted.sort((a, b) => a.vendor.localeCompare(b.vendor) || byId(a, b));
    case 'ID':
      return sorted.sort(byId);
    case 'RELEVANCE':
      // Stable sort keeps the merchant's order among equally relevant products.
      return scores ? sorted.sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0)) : sorted;
    default:
      return sorted;
  }
}

function sortValue(product: ProductRecord, sortKey: string): string | number {
  switch (sortKey) {
    case 'PRICE': return product.minPrice;
    case 'TITLE': return product.title;
    case 'CREATED':
    case 'CREATED_AT': return product.createdAt;
    case 'BEST_SELLING': return product.unitsSold;
    default: return product.rowId;
  }
}

export function listProducts(base: readonly ProductRecord[], options: ListingOptions): Listing {
  const query = options.query?.trim() ? parseSearchQuery(options.query) : null;
  const prefixLast = options.prefixLast ?? true;
  const scores = query ? new Map<ProductRecord, number>() : null;
  let scoped = base as ProductRecord[];
  if (query) {
    scoped = base.filter((product) => matchesQuery(product, query, prefixLast));
    for (const product of scoped) scores!.set(product, textScore(product, query.words, prefixLast));
  }
  if (options.unavailableProducts === 'HIDE') scoped = scoped.filter((product) => product.availableForSale);

  const groups = groupsOf(options.filters ?? [], options.market);
  const matched = groups.length ? scoped.filter((product) => passingVariants(product, groups, null)?.length) : scoped;
  let ordered = sortProducts(matched, options.sortKey, scores);
  if (options.reverse) ordered.reverse();
  if (options.unavailableProducts === 'LAST') ordered = [...ordered.filter((p) => p.availableForSale), ...ordered.filter((p) => !p.availableForSale)];

  const page = paginate(ordered, options.connection, options.field, (product) => ({ last_id: product.rowId, last_value: sortValue(product, options.sortKey) }));
  let facets: FilterOut[] | null = null;
  const computeFacets = () => (facets ??= buildFacets(scoped, groups, options.market));
  const listing = page as Listing;
  listing.totalCount = ordered.length;
  // Facets cost more than the page itself, so they are computed only when the query asks.
  for (const name of ['filters', 'productFilters']) Object.defineProperty(listing, name, { get: computeFacets, enumerable: true });
  return listing;
}

const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

function compareLabels(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  const sa = SIZE_ORDER.indexOf(a);
  const sb = SIZE_ORDER.indexOf(b);
  if (sa !== -1 && sb !== -1) return sa - sb;
  return a.localeCompare(b);
}

/**
 * Facet counts follow the usual rule: a value's count is how many products would match if it were
 * added to every other active filter group, so choosing a value never zeroes its own siblings.
 */
function buildFacets(products: readonly ProductRecord[], groups: Group[], market: Market): FilterOut[] {
  const facets: FilterOut[] = [];
  const counted = (skip: string, valuesOf: (product: ProductRecord, variants: VariantRecord[]) => Iterable<string>) => {
    const counts = new Map<string, number>();
    for (const product of products) {
      const variants = passingVariants(product, groups, skip);
      if (!variants) continue;
      for (const value of valuesOf(product, variants)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return counts;
  };
  const seen = (valuesOf: (product: ProductRecord) => Iterable<string>) => {
    const all = new Set<string>();
    for (const product of products) for (const value of valuesOf(product)) all.add(value);
    return all;
  };

  // Availability
  const availability = counted('available', (_product, variants) => {
    const states = new Set<string>();
    for (const variant of variants) states.add(variant.availableForSale ? '1' : '0');
    return states;
  });
  facets.push({
    id: 'filter.v.availability',
    label: 'Availability',
    type: 'LIST',
    presentation: 'TEXT',
    values: [
      { id: 'filter.v.availability.1', label: 'In stock', count: availability.get('1') ?? 0, input: JSON.stringify({ available: true }), swatch: null, image: null },
      { id: 'filter.v.availability.0', label: 'Out of stock', count: availability.get('0') ?? 0, input: JSON.stringify({ available: false }), swatch: null, image: null },
    ],
  });

  // Price: one range value whose input spans the collection's prices in the shopper's currency.
  let maxPrice = 0;
  for (const product of products) maxPrice = Math.max(maxPrice, convert(product.maxPrice, market.currency));
  facets.push({
    id: 'filter.v.price',
    label: 'Price',
    type: 'PRICE_RANGE',
    presentation: null,
    values: [{ id: 'filter.v.price', label: 'Price', count: 0, input: `{"price":{"min":0,"max":${formatDecimal(maxPrice)}}}`, swatch: null, image: null }],
  });

  // Product type
  const types = counted('productType', (product, variants) => (variants.length ? [product.productType] : []));
  facets.push({
    id: 'filter.p.product_type',
    label: 'Product type',
    type: 'LIST',
    presentation: 'TEXT',
    values: [...seen((product) => [product.productType])].sort(compareLabels).map((type) => ({
      id: `filter.p.product_type.${handleize(type)}`,
      label: type,
      count: types.get(type) ?? 0,
      input: JSON.stringify({ productType: type }),
      swatch: null,
      image: null,
    })),
  });

  // Variant options: Color (with swatches) and Size.
  for (const optionName of ['Color', 'Size']) {
    const folded = foldText(optionName);
    const swatches = new Map<string, string | null>();
    const all = seen((product) => {
      const option = product.options.find((candidate) => foldText(candidate.name) === folded);
      if (!option) return [];
      for (const value of option.values) if (!swatches.has(value.name)) swatches.set(value.name, value.swatchColor);
      return option.values.map((value) => value.name);
    });
    if (!all.size) continue;
    const counts = counted(`option:${folded}`, (product, variants) => {
      const position = product.options.findIndex((candidate) => foldText(candidate.name) === folded);
      if (position === -1) return [];
      return new Set(variants.map((variant) => variant.optionValues[position]));
    });
    facets.push({
      id: `filter.v.option.${folded}`,
      label: optionName,
      type: 'LIST',
      presentation: optionName === 'Color' ? 'SWATCH' : 'TEXT',
      values: [...all].sort(compareLabels).map((value) => ({
        id: `filter.v.option.${folded}.${handleize(value)}`,
        label: value,
        count: counts.get(value) ?? 0,
        input: JSON.stringify({ variantOption: { name: folded, value } }),
        swatch: optionName === 'Color' ? { color: swatches.get(value) ?? null, image: null } : null,
        image: null,
      })),
    });
  }

  // Material, backed by a product metafield.
  const { namespace, key, label } = MATERIAL_FILTER;
  const metaKey = `${namespace}.${key}`;
  const materials = counted(`pm:${metaKey}`, (product, variants) => {
    const value = product.metafields.get(metaKey)?.value;
    return value && variants.length ? [value] : [];
  });
  const allMaterials = seen((product) => {
    const value = product.metafields.get(metaKey)?.value;
    return value ? [value] : [];
  });
  if (allMaterials.size) {
    facets.push({
      id: `filter.p.m.${metaKey}`,
      label,
      type: 'LIST',
      presentation: 'TEXT',
      values: [...allMaterials].sort(compareLabels).map((value) => ({
        id: `filter.p.m.${metaKey}.${handleize(value)}`,
        label: value,
        count: materials.get(value) ?? 0,
        input: JSON.stringify({ productMetafield: { namespace, key, value } }),
        swatch: null,
        image: null,
      })),
    });
  }
  return facets;
}
