// Product lists as collections, `products` and `search` return them: query matching, Shopify's
// ProductFilter semantics, sorting, paging, and the facets (`filters`) with their counts.
import type { Catalogue, ProductRecord, VariantRecord } from './store.ts';
import { foldText, handleize } from './text.ts';
import { matchesQuery, parseSearchQuery, textScore } from './search-query.ts';
import { paginate } from '../connection.ts';
import type { ConnectionArgs, Connection } from '../connection.ts';
import { convert, formatDecimal } from '../markets.ts';
import type { Market } from '../markets.ts';

interface ProductFilterInput {
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
  /** For a query in a translated language: where the translated words are (search-query.ts). */
  catalogue?: Catalogue;
}

interface FilterValueOut {
  id: string;
  label: string;
  count: number;
  input: string;
  swatch: { color: string | null; image: null } | null;
  image: null;
}

interface FilterOut {
  id: string;
  label: string;
  type: 'LIST' | 'PRICE_RANGE' | 'BOOLEAN';
  presentation: 'TEXT' | 'SWATCH' | 'IMAGE' | null;
  values: FilterValueOut[];
}

export type Listing = Connection<ProductRecord> & { filters: FilterOut[]; totalCount: number; productFilters: FilterOut[] };

/** The metafield-backed filter the merchant configured ("Material"). */
const MATERIAL_FILTER = { namespace: 'my_fields', key: 'fabrication', label: 'Material' };
const MATERIAL_KEY = `${MATERIAL_FILTER.namespace}.${MATERIAL_FILTER.key}`;

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
      add(
        `pm:${namespace}.${key}`,
        'product',
        (product) => foldText(product.metafields.get(`${namespace}.${key}`)?.value ?? '\u0000') === value,
      );
    }
    if (filter.variantMetafield) {
      // Variants carry no metafields in this shop, so a variant metafield filter matches nothing.
      add(`vm:${filter.variantMetafield.namespace}.${filter.variantMetafield.key}`, 'variant', () => false);
    }
  }
  const facetFirst = (group: Group) => (FACET_GROUP_KEYS.includes(group.key) ? 0 : 1);
  return [...groups.values()].sort((a, b) => facetFirst(a) - facetFirst(b));
}

/** Facets ignore these groups one at a time, so they keep bits of their own (see groupBit). */
const FACET_GROUP_KEYS = ['available', 'productType', 'option:color', 'option:size', `pm:${MATERIAL_KEY}`];

/**
 * A group's bit in a Verdict mask. Past 30 groups (only a hostile query gets there) the rest share
 * the last bit: the listing stays exact, and facet groups are ordered first so their counts do too.
 */
function groupBit(index: number): number {
  return 1 << Math.min(index, 30);
}

/**
 * How one product fares against the active filter groups, as bitmasks over the groups' positions:
 * the product-level groups it fails, and for each variant the variant-level groups that variant fails.
 * Judging once lets the listing and every facet (each of which ignores its own group) share the work.
 */
interface Verdict {
  productFails: number;
  variantFails: number[];
}

function judge(product: ProductRecord, groups: Group[]): Verdict {
  let productFails = 0;
  const variantFails = new Array<number>(product.variants.length).fill(0);
  groups.forEach((group, index) => {
    const bit = groupBit(index);
    if (group.level === 'product') {
      if (!group.tests.some((test) => test(product, product.variants[0]))) productFails |= bit;
      return;
    }
    product.variants.forEach((variant, position) => {
      if (!group.tests.some((test) => test(product, variant))) variantFails[position] |= bit;
    });
  });
  return { productFails, variantFails };
}

/** The variants that pass every group but those in `ignored`; null when a product-level group fails. */
function passingVariants(product: ProductRecord, verdict: Verdict | undefined, ignored = 0): VariantRecord[] | null {
  if (!verdict) return product.variants;
  if (verdict.productFails & ~ignored) return null;
  if (verdict.variantFails.every((fails) => (fails & ~ignored) === 0)) return product.variants;
  return product.variants.filter((_variant, position) => (verdict.variantFails[position] & ~ignored) === 0);
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
    case 'PRICE':
      return product.minPrice;
    case 'TITLE':
      return product.title;
    case 'CREATED':
    case 'CREATED_AT':
      return product.createdAt;
    case 'BEST_SELLING':
      return product.unitsSold;
    default:
      return product.rowId;
  }
}

export function listProducts(base: readonly ProductRecord[], options: ListingOptions): Listing {
  const query = options.query?.trim() ? parseSearchQuery(options.query) : null;
  const prefixLast = options.prefixLast ?? true;
  const scores = query ? new Map<ProductRecord, number>() : null;
  let scoped = base as ProductRecord[];
  if (query) {
    const locale = options.market.language.isoCode.toLowerCase();
    const { catalogue } = options;
    scoped = base.filter((product) => matchesQuery(product, query, prefixLast, locale, catalogue));
    for (const product of scoped) scores!.set(product, textScore(product, query.words, prefixLast, locale, catalogue));
  }
  if (options.unavailableProducts === 'HIDE') scoped = scoped.filter((product) => product.availableForSale);

  const groups = groupsOf(options.filters ?? [], options.market);
  const verdicts = groups.length ? scoped.map((product) => judge(product, groups)) : null;
  const matched = verdicts ? scoped.filter((product, index) => passingVariants(product, verdicts[index])?.length) : scoped;
  let ordered = sortProducts(matched, options.sortKey, scores);
  if (options.reverse) ordered.reverse();
  if (options.unavailableProducts === 'LAST')
    ordered = [...ordered.filter((p) => p.availableForSale), ...ordered.filter((p) => !p.availableForSale)];

  const page = paginate(ordered, options.connection, options.field, (product) => ({
    last_id: product.rowId,
    last_value: sortValue(product, options.sortKey),
  }));
  let facets: FilterOut[] | null = null;
  const computeFacets = () => (facets ??= buildFacets(scoped, verdicts, groups, options.market));
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
 * What a list of products offers to filter by, whatever is filtered: the facets' values, the colour
 * swatches and the top price. It depends only on the list, so it is kept per list (a collection's or
 * the shop's product array, replaced whole when the catalogue reloads) rather than rebuilt per query.
 */
interface Choices {
  types: Set<string>;
  options: Map<string, { values: Set<string>; swatches: Map<string, string | null> }>;
  materials: Set<string>;
  /** In shop cents; conversion is monotonic, so the converted maximum is the maximum converted. */
  maxPrice: number;
}

const FACET_OPTIONS = ['Color', 'Size'];
const choicesByList = new WeakMap<readonly ProductRecord[], Choices>();

function choicesOf(products: readonly ProductRecord[]): Choices {
  const known = choicesByList.get(products);
  if (known) return known;
  const choices: Choices = { types: new Set(), options: new Map(), materials: new Set(), maxPrice: 0 };
  for (const name of FACET_OPTIONS) choices.options.set(foldText(name), { values: new Set(), swatches: new Map() });
  for (const product of products) {
    choices.maxPrice = Math.max(choices.maxPrice, product.maxPrice);
    choices.types.add(product.productType);
    for (const [folded, option] of choices.options) {
      const position = product.optionPositions.get(folded);
      if (position === undefined) continue;
      for (const value of product.options[position].values) {
        option.values.add(value.name);
        if (!option.swatches.has(value.name)) option.swatches.set(value.name, value.swatchColor);
      }
    }
    const material = product.metafields.get(MATERIAL_KEY)?.value;
    if (material) choices.materials.add(material);
  }
  choicesByList.set(products, choices);
  return choices;
}

const bump = (counts: Map<string, number>, value: string) => counts.set(value, (counts.get(value) ?? 0) + 1);

/**
 * Facet counts follow the usual rule: a value's count is how many products would match if it were
 * added to every other active filter group, so choosing a value never zeroes its own siblings.
 * One pass over the products counts every facet; each facet ignores its own group's bit.
 */
function buildFacets(products: readonly ProductRecord[], verdicts: Verdict[] | null, groups: Group[], market: Market): FilterOut[] {
  const ownBit = (key: string) => {
    const index = groups.findIndex((group) => group.key === key);
    return index === -1 ? 0 : groupBit(index);
  };
  const choices = choicesOf(products);
  const options = FACET_OPTIONS.map((name) => {
    const folded = foldText(name);
    return { name, folded, ignored: ownBit(`option:${folded}`), counts: new Map<string, number>(), ...choices.options.get(folded)! };
  });
  const ignored = { available: ownBit('available'), productType: ownBit('productType'), material: ownBit(`pm:${MATERIAL_KEY}`) };
  const availability = new Map<string, number>();
  const types = new Map<string, number>();
  const materials = new Map<string, number>();

  products.forEach((product, index) => {
    const verdict = verdicts?.[index];
    // A product failing a product-level group that none of these facets ignores counts in none of them.
    if (verdict && verdict.productFails & ~(ignored.productType | ignored.material)) return;

    const stock = passingVariants(product, verdict, ignored.available);
    if (stock?.some((variant) => variant.availableForSale)) bump(availability, '1');
    if (stock?.some((variant) => !variant.availableForSale)) bump(availability, '0');

    if (passingVariants(product, verdict, ignored.productType)?.length) bump(types, product.productType);

    for (const option of options) {
      const position = product.optionPositions.get(option.folded);
      if (position === undefined) continue;
      const variants = passingVariants(product, verdict, option.ignored) ?? [];
      for (const value of new Set(variants.map((variant) => variant.optionValues[position]))) bump(option.counts, value);
    }

    if (passingVariants(product, verdict, ignored.material)?.length) {
      const material = product.metafields.get(MATERIAL_KEY)?.value;
      if (material) bump(materials, material);
    }
  });
  const maxPrice = convert(choices.maxPrice, market.currency);

  const facets: FilterOut[] = [
    {
      id: 'filter.v.availability',
      label: 'Availability',
      type: 'LIST',
      presentation: 'TEXT',
      values: [
        {
          id: 'filter.v.availability.1',
          label: 'In stock',
          count: availability.get('1') ?? 0,
          input: JSON.stringify({ available: true }),
          swatch: null,
          image: null,
        },
        {
          id: 'filter.v.availability.0',
          label: 'Out of stock',
          count: availability.get('0') ?? 0,
          input: JSON.stringify({ available: false }),
          swatch: null,
          image: null,
        },
      ],
    },
    // Price: one range value whose input spans the collection's prices in the shopper's currency.
    {
      id: 'filter.v.price',
      label: 'Price',
      type: 'PRICE_RANGE',
      presentation: null,
      values: [
        {
          id: 'filter.v.price',
          label: 'Price',
          count: 0,
          input: `{"price":{"min":0,"max":${formatDecimal(maxPrice)}}}`,
          swatch: null,
          image: null,
        },
      ],
    },
    {
      id: 'filter.p.product_type',
      label: 'Product type',
      type: 'LIST',
      presentation: 'TEXT',
      values: listValues(choices.types, types, (type) => ({
        id: `filter.p.product_type.${handleize(type)}`,
        input: JSON.stringify({ productType: type }),
      })),
    },
  ];
  // Variant options: Color (with swatches) and Size.
  for (const option of options) {
    if (!option.values.size) continue;
    const isColor = option.name === 'Color';
    facets.push({
      id: `filter.v.option.${option.folded}`,
      label: option.name,
      type: 'LIST',
      presentation: isColor ? 'SWATCH' : 'TEXT',
      values: listValues(option.values, option.counts, (value) => ({
        id: `filter.v.option.${option.folded}.${handleize(value)}`,
        input: JSON.stringify({ variantOption: { name: option.folded, value } }),
        swatch: isColor ? { color: option.swatches.get(value) ?? null, image: null } : null,
      })),
    });
  }
  // Material, backed by a product metafield.
  if (choices.materials.size) {
    const { namespace, key, label } = MATERIAL_FILTER;
    facets.push({
      id: `filter.p.m.${MATERIAL_KEY}`,
      label,
      type: 'LIST',
      presentation: 'TEXT',
      values: listValues(choices.materials, materials, (value) => ({
        id: `filter.p.m.${MATERIAL_KEY}.${handleize(value)}`,
        input: JSON.stringify({ productMetafield: { namespace, key, value } }),
      })),
    });
  }
  return facets;
}

function listValues(
  values: Set<string>,
  counts: Map<string, number>,
  describe: (value: string) => { id: string; input: string; swatch?: FilterValueOut['swatch'] },
): FilterValueOut[] {
  return [...values].sort(compareLabels).map((value) => {
    const { id, input, swatch = null } = describe(value);
    return { id, label: value, count: counts.get(value) ?? 0, input, swatch, image: null };
  });
}
