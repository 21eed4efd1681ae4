// Shopify's search syntax as the Storefront API accepts it in `query` arguments: free text plus
// `field:value` terms (title, product_type, tag, tag_not, vendor, available_for_sale, created_at,
// updated_at, variants.price, sku), `-` / NOT negation and OR between groups.
import { foldText } from './text.ts';
import type { Catalogue, ProductRecord, SearchFields } from './store.ts';
import { searchWords } from './store.ts';

interface Term {
  field: string | null;
  value: string;
  negated: boolean;
  comparator: '' | '>' | '>=' | '<' | '<=';
}

export interface ParsedQuery {
  /** Alternatives joined by OR; each is a list of terms joined by AND. */
  alternatives: Term[][];
  /** The folded free-text words, in order, for relevance and prefix matching. */
  words: string[];
  /**
   * The query said something, but nothing searchable ('👜', '%', '!!!'): it finds no product, as
   * Shopify's search does, rather than reading as no query at all.
   */
  matchesNothing: boolean;
}

const MAX_QUERY_LENGTH = 1000;

export function parseSearchQuery(input: string): ParsedQuery {
  const text = input.slice(0, MAX_QUERY_LENGTH);
  const tokens = text.match(/-?[\w.]+:(?:[<>]=?)?"[^"]*"|-?[\w.]+:(?:[<>]=?)?\S+|"[^"]*"|\S+/g) ?? [];
  const alternatives: Term[][] = [[]];
  const words: string[] = [];
  let negateNext = false;
  for (const token of tokens) {
    if (token === 'OR') {
      alternatives.push([]);
      continue;
    }
    if (token === 'AND') continue;
    if (token === 'NOT') {
      negateNext = true;
      continue;
    }
    const fieldMatch = /^(-?)([\w.]+):([<>]=?)?(.*)$/.exec(token);
    if (fieldMatch) {
      const value = fieldMatch[4].replace(/^"|"$/g, '');
      alternatives[alternatives.length - 1].push({
        field: fieldMatch[2].toLowerCase(),
        value,
        negated: negateNext || fieldMatch[1] === '-',
        comparator: (fieldMatch[3] ?? '') as Term['comparator'],
      });
    } else {
      const negated = negateNext || (token.startsWith('-') && token.length > 1);
      const raw = token.replace(/^-/, '').replace(/^"|"$/g, '');
      for (const word of foldText(raw)
        .split(/[^a-z0-9*]+/)
        .filter(Boolean)) {
        alternatives[alternatives.length - 1].push({ field: null, value: word, negated, comparator: '' });
        if (!negated) words.push(word.replace(/\*$/, ''));
      }
    }
    negateNext = false;
  }
  const searchable = alternatives.filter((terms) => terms.length);
  return { alternatives: searchable, words, matchesNothing: tokens.length > 0 && searchable.length === 0 };
}

const STEM = (word: string) =>
  word.length > 3 && word.endsWith('es') ? word.slice(0, -2) : word.length > 2 && word.endsWith('s') ? word.slice(0, -1) : word;

function wordMatches(candidates: string[], term: string, prefix: boolean): boolean {
  if (term.endsWith('*')) prefix = true;
  const bare = term.replace(/\*$/, '');
  if (!bare) return true;
  const stem = STEM(bare);
  for (const candidate of candidates) {
    if (candidate === bare || (prefix && candidate.startsWith(bare))) return true;
    // Only words that could share the stem are worth stemming.
    if (candidate.length >= stem.length && candidate.charCodeAt(0) === stem.charCodeAt(0) && STEM(candidate) === stem) return true;
  }
  return false;
}

const WEIGHTS: [keyof ProductRecord['searchFields'], number][] = [
  ['title', 5],
  ['productType', 3],
  ['tags', 2],
  ['options', 1],
  ['vendor', 1],
];

/**
 * Relevance of free-text words to the product; 0 when some word matches nothing. Under a translated
 * `locale` ("it") the product's translated words count too, as Shopify searches in the buyer's language.
 */
export function textScore(product: ProductRecord, words: string[], prefixLast: boolean, locale?: string, catalogue?: Catalogue): number {
  const fields = locale && catalogue ? localSearchFields(catalogue, product, locale) : product.searchFields;
  let score = 0;
  for (let i = 0; i < words.length; i++) {
    const prefix = prefixLast && i === words.length - 1;
    let best = 0;
    for (const [field, weight] of WEIGHTS) {
      if (wordMatches(fields[field], words[i], prefix)) best = Math.max(best, weight);
    }
    if (!best) return 0;
    score += best;
  }
  return score;
}

function compare(actual: number | string, expected: number | string, comparator: Term['comparator']): boolean {
  switch (comparator) {
    case '>':
      return actual > expected;
    case '>=':
      return actual >= expected;
    case '<':
      return actual < expected;
    case '<=':
      return actual <= expected;
    default:
      return actual === expected;
  }
}

function termMatches(
  product: ProductRecord,
  term: Term,
  prefixLast: boolean,
  isLastWord: boolean,
  locale?: string,
  catalogue?: Catalogue,
): boolean {
  const value = foldText(term.value);
  switch (term.field) {
    case null:
      return textScore(product, [value], prefixLast && isLastWord, locale, catalogue) > 0;
    case 'title':
      return value.endsWith('*') ? foldText(product.title).startsWith(value.slice(0, -1)) : foldText(product.title).includes(value);
    case 'product_type':
      return foldText(product.productType) === value;
    case 'tag':
      return product.tags.some((tag) => foldText(tag) === value);
    case 'tag_not':
      return !product.tags.some((tag) => foldText(tag) === value);
    case 'vendor':
      return foldText(product.vendor) === value;
    case 'handle':
      return product.handle === value;
    case 'sku':
      return product.variants.some((variant) => foldText(variant.sku ?? '') === value);
    case 'available_for_sale':
      return product.availableForSale === (value === 'true');
    case 'created_at':
      return compare(product.createdAt.slice(0, value.length), term.value, term.comparator);
    case 'updated_at':
      return compare(product.updatedAt.slice(0, value.length), term.value, term.comparator);
    case 'variants.price': {
      const cents = Math.round(Number(term.value) * 100);
      if (!Number.isFinite(cents)) return false;
      return product.variants.some((variant) => compare(variant.price, cents, term.comparator));
    }
    default:
      // Unknown fields match nothing, as on Shopify, rather than erroring.
      return false;
  }
}

export function matchesQuery(
  product: ProductRecord,
  query: ParsedQuery,
  prefixLast: boolean,
  locale?: string,
  catalogue?: Catalogue,
): boolean {
  if (!query.alternatives.length) return !query.matchesNothing;
  return query.alternatives.some((terms) => {
    const lastFree = terms.map((term) => term.field === null && !term.negated).lastIndexOf(true);
    return terms.every((term, index) => termMatches(product, term, prefixLast, index === lastFree, locale, catalogue) !== term.negated);
  });
}

/**
 * The product's words plus their translations into `locale`, built on the first search in that
 * language (the catalogue is rebuilt on every change, and the cache with it).
 */
function localSearchFields(catalogue: Catalogue, product: ProductRecord, locale: string): SearchFields {
  const table = catalogue.translations(locale);
  if (!table.size) return product.searchFields;
  let fields = product.localSearchFields.get(locale);
  if (fields) return fields;
  const local = (key: string) => searchWords(table.get(key) ?? '');
  const own = product.searchFields;
  fields = {
    ...own,
    title: [...own.title, ...local(`PRODUCT/${product.rowId}/title`)],
    productType: [...own.productType, ...local(`PRODUCT/${product.rowId}/product_type`)],
    options: [
      ...own.options,
      ...product.options.flatMap((option) => option.values.flatMap((value) => local(`PRODUCT_OPTION_VALUE/${value.rowId}/name`))),
    ],
  };
  product.localSearchFields.set(locale, fields);
  return fields;
}
