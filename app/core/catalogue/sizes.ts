// Size ordering and option-name recognition (spec section 9): sizes run One Size, OS, XS, S, M, L,
// XL, XXL, then numeric sizes ascending, then any other text alphabetically. Shared by the product
// page (option values), the collection filter panel (filter values) and anything else listing sizes.
import { COLOUR_OPTION_NAMES, SIZE_OPTION_NAMES, SIZE_ORDER, TRANSLATED_OPTION_NAMES } from '~/core/constants';

// The one size in the shop's other languages ranks with One Size.
const LETTER_RANK = new Map<string, number>([
  ...SIZE_ORDER.map((size, index): [string, number] => [size.toLowerCase(), index]),
  ...TRANSLATED_OPTION_NAMES.oneSize.map((size): [string, number] => [size.toLowerCase(), 0]),
]);

// A numeric size may carry a unit or a half size ("38.5", "38,5", "90 cm", "EU 40" is text).
const NUMERIC = /^(\d+(?:[.,]\d+)?)(?:\s*[a-z"]{0,3})?$/i;

const normalise = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** 0 for the lettered sizes, 1 for numbers, 2 for other text; plus the value to compare within the group. */
function classify(value: string): { group: 0; rank: number } | { group: 1; rank: number } | { group: 2; text: string } {
  const key = normalise(value);
  const letter = LETTER_RANK.get(key);
  if (letter !== undefined) return { group: 0, rank: letter };
  const numeric = NUMERIC.exec(key);
  if (numeric) return { group: 1, rank: Number(numeric[1].replace(',', '.')) };
  return { group: 2, text: key };
}

/** A comparator for Array.prototype.sort: negative when size `a` comes before size `b`. */
export function compareSizes(a: string, b: string): number {
  const left = classify(a);
  const right = classify(b);
  if (left.group !== right.group) return left.group - right.group;
  if (left.group === 2 && right.group === 2) {
    return left.text.localeCompare(right.text, 'en', { numeric: true }) || a.localeCompare(b);
  }
  // Same group, both ranked; fall back to the raw text so the order is total and stable.
  const difference = (left as { rank: number }).rank - (right as { rank: number }).rank;
  return difference !== 0 ? difference : a.localeCompare(b);
}

/** A sorted copy (the input is left alone); `pick` reads the size label from richer values. */
export function sortSizes<T>(values: T[], pick?: (v: T) => string): T[] {
  const label = pick ?? ((value: T) => String(value));
  return values
    .map((value, index) => ({ value, index, size: label(value) }))
    .sort((x, y) => compareSizes(x.size, y.size) || x.index - y.index)
    .map((entry) => entry.value);
}

const matchesName = (names: readonly string[], name: string) => {
  const key = normalise(name);
  return names.some((candidate) => candidate.toLowerCase() === key);
};

/** True for an option named Color or Colour (any case), or so in another language the shop sells in (Colore). */
export function isColourOption(name: string): boolean {
  return matchesName(COLOUR_OPTION_NAMES, name) || matchesName(TRANSLATED_OPTION_NAMES.colour, name);
}

/** True for an option named Size or Length (any case), or so in another language the shop sells in (Taglia). */
export function isSizeOption(name: string): boolean {
  return matchesName(SIZE_OPTION_NAMES, name) || matchesName(TRANSLATED_OPTION_NAMES.size, name);
}
