// How Shopify picks variants from selected options: exact matches, the first available
// fallback, and the neighbours that differ by one option (what Hydrogen's option picker needs).
import { foldText } from './text.ts';
import type { OptionValueRecord, ProductRecord, VariantRecord } from './store.ts';

export interface SelectedOptionInput {
  name: string;
  value: string;
}

export interface SelectionRules {
  ignoreUnknownOptions: boolean;
  caseInsensitiveMatch: boolean;
  /** Names in the @inContext language, accepted beside the shop language's (translations/localize.ts). */
  localName?: {
    option(option: ProductRecord['options'][number]): string;
    value(value: OptionValueRecord): string;
  };
}

/**
 * Resolves the input to a value per option position, or null when an unknown option or value
 * makes the selection impossible under the rules. Positions left undefined were not selected.
 */
function normalizeSelection(
  product: ProductRecord,
  selected: readonly SelectedOptionInput[],
  rules: SelectionRules,
): (string | undefined)[] | null {
  const same = (a: string, b: string) => (rules.caseInsensitiveMatch ? foldText(a) === foldText(b) : a === b);
  const values: (string | undefined)[] = product.options.map(() => undefined);
  for (const input of selected) {
    const local = rules.localName;
    const position = product.options.findIndex(
      (option) => same(option.name, input.name) || (local !== undefined && same(local.option(option), input.name)),
    );
    if (position === -1) {
      if (rules.ignoreUnknownOptions) continue;
      return null;
    }
    const value = product.options[position].values.find(
      (candidate) => same(candidate.name, input.value) || (local !== undefined && same(local.value(candidate), input.value)),
    );
    if (!value) {
      if (rules.ignoreUnknownOptions) continue;
      return null;
    }
    values[position] = value.name;
  }
  return values;
}

function matchVariant(product: ProductRecord, values: readonly (string | undefined)[]): VariantRecord | null {
  if (values.every((value) => value === undefined)) return null;
  return (
    product.variants.find((variant) => values.every((value, index) => value === undefined || variant.optionValues[index] === value)) ?? null
  );
}

function firstAvailableVariant(product: ProductRecord): VariantRecord | null {
  return product.variants.find((variant) => variant.availableForSale) ?? product.variants[0] ?? null;
}

export function variantBySelectedOptions(
  product: ProductRecord,
  selected: readonly SelectedOptionInput[],
  rules: SelectionRules,
): VariantRecord | null {
  const values = normalizeSelection(product, selected, rules);
  return values ? matchVariant(product, values) : null;
}

export function selectedOrFirstAvailableVariant(
  product: ProductRecord,
  selected: readonly SelectedOptionInput[] | null | undefined,
  rules: SelectionRules,
): VariantRecord | null {
  if (selected?.length) {
    const values = normalizeSelection(product, selected, rules);
    // Only a selection naming every option picks a variant; a partial one falls back like Shopify.
    if (values && values.every((value) => value !== undefined)) {
      const match = matchVariant(product, values);
      if (match) return match;
    }
  }
  return firstAvailableVariant(product);
}

export function adjacentVariants(
  product: ProductRecord,
  selected: readonly SelectedOptionInput[] | null | undefined,
  rules: SelectionRules,
): VariantRecord[] {
  let base: (string | undefined)[] | null = null;
  if (selected?.length) {
    const values = normalizeSelection(product, selected, rules);
    if (values && values.every((value) => value !== undefined)) base = values;
  }
  if (!base) {
    const first = firstAvailableVariant(product);
    if (!first) return [];
    base = first.optionValues;
  }
  const reference = base;
  return product.variants.filter((variant) => {
    let differences = 0;
    for (let i = 0; i < reference.length; i++) if (variant.optionValues[i] !== reference[i]) differences++;
    return differences === 1;
  });
}

/** The variant with this value and the lowest-position values of every other option. */
export function firstSelectableVariant(product: ProductRecord, optionPosition: number, valueName: string): VariantRecord | null {
  return product.variants.find((variant) => variant.optionValues[optionPosition] === valueName) ?? null;
}
