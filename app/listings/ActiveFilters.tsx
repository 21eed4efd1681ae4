import { Link } from 'react-router';
import { catalogueMessages } from '~/listings/texts';
import { catalogueSearch, noFilters, toggleFilter, type SelectedFilters, type SortOption } from '~/listings/filters';
import type { FacetGroup } from '~/listings/facets';
import { selectedLabels } from '~/listings/facets';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/** The chosen filters as links that remove them, and one that clears them all. */
export function ActiveFilters({
  pathname,
  groups,
  selection,
  sort,
  keep,
}: {
  pathname: string;
  groups: FacetGroup[];
  selection: SelectedFilters;
  sort: SortOption;
  keep?: Record<string, string>;
}) {
  const catalogueText = messagesIn(useLocale(), catalogueMessages);
  const chosen = selectedLabels(groups);
  if (!chosen.length) return null;
  return (
    <ul className="active-filters" aria-label={catalogueText.filters}>
      {chosen.map((chip) => (
        <li key={`${chip.key}:${chip.value}`}>
          <Link
            to={`${pathname}${catalogueSearch(toggleFilter(selection, chip.key, chip.value), sort, keep)}`}
            className="active-filters__chip"
            aria-label={catalogueText.removeFilter(chip.label)}
            preventScrollReset
          >
            {chip.label} <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
      <li>
        <Link to={`${pathname}${catalogueSearch(noFilters(), sort, keep)}`} className="active-filters__clear" preventScrollReset>
          {catalogueText.clearAll}
        </Link>
      </li>
    </ul>
  );
}
