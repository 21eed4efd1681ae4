// The filter panel's groups from the API's facets (spec section 3, Filter): colour, size, product
// type and material, each value with its count from the API, sizes in the house order. Facets we do
// not offer (availability, which the rules add by themselves, and price) are left out.
import { FILTER_KEYS } from '~/core/constants';
import { filterFromInput, isSelected, type FilterKey, type SelectedFilters } from '~/listings/filters';
import { sortSizes } from '~/core/catalogue/sizes';

interface FacetValueInput {
  label: string;
  count: number;
  input: unknown;
  swatch?: { color?: unknown } | null;
}

export interface FacetInput {
  id: string;
  label: string;
  values: FacetValueInput[];
}

interface FacetValue {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  swatch: string | null;
}

export interface FacetGroup {
  key: FilterKey;
  values: FacetValue[];
}

/** Only plain colour values reach a style attribute. */
const CSS_COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i;

export function facetGroups(facets: readonly FacetInput[] | null | undefined, selection: SelectedFilters): FacetGroup[] {
  const groups = new Map<FilterKey, FacetValue[]>();
  for (const facet of facets ?? []) {
    for (const entry of facet.values) {
      const filter = filterFromInput(entry.input);
      if (!filter) continue;
      const values = groups.get(filter.key) ?? [];
      if (values.some((existing) => existing.value.toLowerCase() === filter.value.toLowerCase())) continue;
      const colour = typeof entry.swatch?.color === 'string' && CSS_COLOUR.test(entry.swatch.color) ? entry.swatch.color : null;
      values.push({
        value: filter.value,
        label: entry.label || filter.value,
        count: Math.max(0, Number(entry.count) || 0),
        selected: isSelected(selection, filter.key, filter.value),
        swatch: colour,
      });
      groups.set(filter.key, values);
    }
  }
  // A value in the URL that the API no longer lists still shows, so it can be removed.
  for (const key of FILTER_KEYS) {
    for (const value of selection[key]) {
      const values = groups.get(key) ?? [];
      if (!values.some((existing) => existing.value.toLowerCase() === value.toLowerCase())) {
        values.push({ value, label: value, count: 0, selected: true, swatch: null });
        groups.set(key, values);
      }
    }
  }
  return FILTER_KEYS.filter((key) => groups.get(key)?.length).map((key) => {
    const values = groups.get(key)!;
    return { key, values: key === 'size' ? sortSizes(values, (value) => value.value) : values };
  });
}

/** A label for each selected value, for the active-filter chips. */
export function selectedLabels(groups: readonly FacetGroup[]): Array<{ key: FilterKey; value: string; label: string }> {
  return groups.flatMap((group) =>
    group.values.filter((value) => value.selected).map((value) => ({ key: group.key, value: value.value, label: value.label })),
  );
}
