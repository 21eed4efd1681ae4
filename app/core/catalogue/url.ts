// What a product page URL may carry: the selected options as `Name=Value` pairs (as Hydrogen's
// option links build them) and `variant={id}`. Anything malformed is dropped here, so the query
// only ever sees well-formed input and a bad link falls back to the first available variant
// (a malformed `variant` is also bad input the page answers 400 for: see isMalformedVariantParam).
import { TRACKING_PARAMS } from '~/core/constants';

/** Variant ids are positive whole numbers: no zero, no leading zeros, no more than 20 digits. */
const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/([1-9]\d{0,19})$/;
const VARIANT_NUMBER = /^[1-9]\d{0,19}$/;
/** Shopify handles: lowercase letters, digits and hyphens (Unicode letters in other languages). */
const HANDLE = /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,254}$/u;

/** Option names and values longer than this are not real options (Shopify's limit is 255). */
const MAX_OPTION_TEXT = 255;
/** Products have at most three options; a few more leaves room without inviting abuse. */
const MAX_SELECTED_OPTIONS = 8;
/** What Shopify's search puts on a result's link (`trackingParameters`) for its search analytics. */
const SHOPIFY_SEARCH_PARAMS = ['_pos', '_sid', '_ss', '_psq', '_v'];
/** Parameters that are about the page, not the product's options. */
const NOT_OPTIONS = new Set<string>(['variant', ...TRACKING_PARAMS, 'fbclid', 'gclid', ...SHOPIFY_SEARCH_PARAMS]);

export function isValidHandle(handle: string | undefined): handle is string {
  return typeof handle === 'string' && HANDLE.test(handle);
}

/** The variant's global id from `?variant=` (a number or a gid), or null when it is not one. */
export function parseVariantParam(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (VARIANT_NUMBER.test(value)) return `gid://shopify/ProductVariant/${value}`;
  return VARIANT_GID.test(value) ? value : null;
}

/**
 * Whether `?variant=` holds something that cannot be a variant id ('abc', '-1', markup, a product
 * gid, 2,000 characters). An empty value asks for nothing; a well-formed id of another product or
 * a deleted variant is a stale link, not bad input, so neither counts.
 */
export function isMalformedVariantParam(raw: string | null | undefined): boolean {
  return Boolean(raw?.trim()) && parseVariantParam(raw) === null;
}

/** The numeric part of a variant gid, for `?variant=` links. */
export function variantNumber(id: string): string {
  return id.split('/').pop() ?? id;
}

export interface SelectedOption {
  name: string;
  value: string;
}

/** The `Name=Value` pairs of the URL that can be product options. */
export function selectedOptionsFromSearch(search: URLSearchParams): SelectedOption[] {
  const options: SelectedOption[] = [];
  const seen = new Set<string>();
  for (const [name, value] of search) {
    if (options.length >= MAX_SELECTED_OPTIONS) break;
    if (NOT_OPTIONS.has(name) || seen.has(name)) continue;
    if (!name.trim() || !value.trim() || name.length > MAX_OPTION_TEXT || value.length > MAX_OPTION_TEXT) continue;
    seen.add(name);
    options.push({ name, value });
  }
  return options;
}

/** The search string of a product URL with these options selected, plus the variant id. */
export function productSearch(options: SelectedOption[], variantId?: string | null): string {
  const search = new URLSearchParams();
  for (const option of options) search.set(option.name, option.value);
  if (variantId) search.set('variant', variantNumber(variantId));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A product's link, carrying the search's tracking parameters when it is a search result, so Shopify
 * can tell which search led to the visit. Only Shopify's own search keys pass: the parameters can
 * never choose a variant or carry anything else onto the page.
 */
export function productHref(handle: string, trackingParameters?: string | null): string {
  const path = `/products/${handle}`;
  if (!trackingParameters) return path;
  const tracked = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(trackingParameters))
    if (SHOPIFY_SEARCH_PARAMS.includes(name) && value.length <= MAX_OPTION_TEXT) tracked.append(name, value);
  const search = tracked.toString();
  return search ? `${path}?${search}` : path;
}
