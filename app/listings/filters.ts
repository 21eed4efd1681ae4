// Catalogue URL parameters <-> Storefront API inputs, for collections and search (spec sections 3 and 9).
// The URL speaks the shopper's language (?color=Nero&size=M&sort=price-low-high) so GET forms and
// plain links drive everything without JavaScript; this module is the only place that turns those
// parameters into `ProductFilter` inputs and sort keys, and it never trusts them.
import type { ProductCollectionSortKeys, ProductFilter, SearchSortKeys } from '@shopify/hydrogen/storefront-api-types';
import { DEFAULT_SORT, FILTER_KEYS, SORT_OPTIONS } from '~/core/constants';
import { isColourOption, isSizeOption } from '~/core/catalogue/sizes';
import { echoable } from '~/core/security/typed-text';

export type FilterKey = (typeof FILTER_KEYS)[number];
export type SortOption = (typeof SORT_OPTIONS)[number] | typeof DEFAULT_SORT;
export type SelectedFilters = Record<FilterKey, string[]>;

/** The merchant's material filter is backed by this product metafield (the shop's search & discovery setting). */
const MATERIAL_METAFIELD = { namespace: 'my_fields', key: 'fabrication' } as const;

/** A Shopify-style raw filter (`?filter={"productType":"Bags"}`), accepted so facet inputs can be linked verbatim. */
const RAW_FILTER_PARAM = 'filter';
export const SORT_PARAM = 'sort';
/** Hydrogen's pagination parameters (getPaginationVariables); dropped whenever the result set changes. */
export const PAGINATION_PARAMS = ['cursor', 'direction'] as const;

// Limits on what a URL may ask for: generous for a shopper, useless for an attacker.
const MAX_VALUE_LENGTH = 100;
const MAX_VALUES_PER_KEY = 20;
const MAX_RAW_FILTER_LENGTH = 500;

/** Sorts the Storefront search API supports (SearchSortKeys has only RELEVANCE and PRICE). */
export const SEARCH_SORT_OPTIONS: readonly SortOption[] = [DEFAULT_SORT, 'price-low-high', 'price-high-low'];
export const COLLECTION_SORT_OPTIONS: readonly SortOption[] = [DEFAULT_SORT, ...SORT_OPTIONS];

const emptySelection = (): SelectedFilters => ({ color: [], size: [], productType: [], material: [] });

/** Trimmed, single-spaced, without control characters; null when blank or absurdly long. */
function cleanValue(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // The form's hidden fields give the selection back: never with a control character in it.
  const cleaned = echoable(value).replace(/\s+/g, ' ').trim();
  if (!cleaned || cleaned.length > MAX_VALUE_LENGTH) return null;
  return cleaned;
}

function add(selection: SelectedFilters, key: FilterKey, value: unknown) {
  const cleaned = cleanValue(value);
  const values = selection[key];
  if (cleaned === null || values.length >= MAX_VALUES_PER_KEY) return;
  if (!values.some((existing) => existing.toLowerCase() === cleaned.toLowerCase())) values.push(cleaned);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A Storefront `ProductFilter` input (a facet value's `input`, or a raw `filter` parameter) as one of
 * our URL filters; null for anything else (price, availability, vendor, tags, unknown shapes).
 */
export function filterFromInput(input: unknown): { key: FilterKey; value: string } | null {
  let parsed = input;
  if (typeof input === 'string') {
    if (input.length > MAX_RAW_FILTER_LENGTH) return null;
    try {
      parsed = JSON.parse(input);
    } catch {
      return null;
    }
  }
  if (!isRecord(parsed) || Object.keys(parsed).length !== 1) return null;
  const option = parsed.variantOption;
  if (isRecord(option) && typeof option.name === 'string') {
    const value = cleanValue(option.value);
    if (value === null) return null;
    if (isColourOption(option.name)) return { key: 'color', value };
    if (isSizeOption(option.name)) return { key: 'size', value };
    return null;
  }
  if ('productType' in parsed) {
    const value = cleanValue(parsed.productType);
    return value === null ? null : { key: 'productType', value };
  }
  const metafield = parsed.productMetafield;
  if (isRecord(metafield) && metafield.namespace === MATERIAL_METAFIELD.namespace && metafield.key === MATERIAL_METAFIELD.key) {
    const value = cleanValue(metafield.value);
    return value === null ? null : { key: 'material', value };
  }
  return null;
}

/** The filters a URL asks for; anything malformed or unknown is left out rather than failing. */
export function parseFilters(params: URLSearchParams): SelectedFilters {
  const selection = emptySelection();
  for (const key of FILTER_KEYS) for (const value of params.getAll(key)) add(selection, key, value);
  for (const raw of params.getAll(RAW_FILTER_PARAM)) {
    const filter = filterFromInput(raw);
    if (filter) add(selection, filter.key, filter.value);
  }
  return selection;
}

export function hasFilters(selection: SelectedFilters): boolean {
  return FILTER_KEYS.some((key) => selection[key].length > 0);
}

/**
 * The Storefront API filters for a selection. Values of one key are alternatives (Shopify ORs
 * repeated filters of the same kind); different keys narrow each other. Spec section 9: colour,
 * size or type filters also ask for available products only.
 */
export function toProductFilters(selection: SelectedFilters): ProductFilter[] {
  const filters: ProductFilter[] = [
    ...selection.color.map((value) => ({ variantOption: { name: 'color', value } })),
    ...selection.size.map((value) => ({ variantOption: { name: 'size', value } })),
    ...selection.productType.map((productType) => ({ productType })),
    ...selection.material.map((value) => ({ productMetafield: { ...MATERIAL_METAFIELD, value } })),
  ];
  if (selection.color.length || selection.size.length || selection.productType.length) filters.push({ available: true });
  return filters;
}

/** A known sort option, or the default (relevance) for anything else, including sorts `allowed` leaves out. */
export function parseSort(value: string | null | undefined, allowed: readonly SortOption[] = COLLECTION_SORT_OPTIONS): SortOption {
  return allowed.find((option) => option === value) ?? DEFAULT_SORT;
}

export function collectionSort(sort: SortOption): { sortKey: ProductCollectionSortKeys; reverse: boolean } {
  switch (sort) {
    case 'price-low-high':
      return { sortKey: 'PRICE', reverse: false };
    case 'price-high-low':
      return { sortKey: 'PRICE', reverse: true };
    case 'best-selling':
      return { sortKey: 'BEST_SELLING', reverse: false };
    case 'newest':
      return { sortKey: 'CREATED', reverse: true };
    default:
      return { sortKey: 'COLLECTION_DEFAULT', reverse: false };
  }
}

export function searchSort(sort: SortOption): { sortKey: SearchSortKeys; reverse: boolean } {
  if (sort === 'price-low-high') return { sortKey: 'PRICE', reverse: false };
  if (sort === 'price-high-low') return { sortKey: 'PRICE', reverse: true };
  return { sortKey: 'RELEVANCE', reverse: false };
}

// ---- Building URLs: every change of filters or sort starts again from the first page. ----------

function withoutPaging(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of PAGINATION_PARAMS) next.delete(name);
  return next;
}

/** Canonical URL parameters for a selection, sort and any other parameters worth keeping (e.g. q). */
export function catalogueSearch(selection: SelectedFilters, sort: SortOption, keep: Record<string, string> = {}): string {
  const params = new URLSearchParams(keep);
  for (const key of FILTER_KEYS) for (const value of selection[key]) params.append(key, value);
  if (sort !== DEFAULT_SORT) params.set(SORT_PARAM, sort);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function isSelected(selection: SelectedFilters, key: FilterKey, value: string): boolean {
  return selection[key].some((existing) => existing.toLowerCase() === value.toLowerCase());
}

/** The selection with `value` added to or removed from `key`. */
export function toggleFilter(selection: SelectedFilters, key: FilterKey, value: string): SelectedFilters {
  const next: SelectedFilters = { ...selection, [key]: [...selection[key]] };
  next[key] = isSelected(selection, key, value)
    ? next[key].filter((existing) => existing.toLowerCase() !== value.toLowerCase())
    : [...next[key], value];
  return next;
}

export const noFilters = emptySelection;

/** The current URL's parameters without paging, with the sort replaced (or removed for the default). */
export function withSort(params: URLSearchParams, sort: SortOption): string {
  const next = withoutPaging(params);
  if (sort === DEFAULT_SORT) next.delete(SORT_PARAM);
  else next.set(SORT_PARAM, sort);
  const search = next.toString();
  return search ? `?${search}` : '';
}
