import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { announce } from '~/core/ui/announcer';
import { Panel } from '~/core/ui/Panel';
import { PanelLink } from '~/core/ui/PanelLink';
import { usePanel } from '~/core/ui/panels';
import { FilterForm } from '~/listings/FilterForm';
import { SortForm } from '~/listings/SortForm';
import { ActiveFilters } from '~/listings/ActiveFilters';
import { ProductResults, type ProductConnection } from '~/listings/ProductResults';
import { useHydrated } from '~/core/ui/useHydrated';
import { catalogueSearch, noFilters, type SelectedFilters, type SortOption } from '~/listings/filters';
import type { FacetGroup } from '~/listings/facets';
import { catalogueMessages } from '~/listings/texts';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

interface CatalogueViewProps {
  pathname: string;
  connection: ProductConnection;
  groups: FacetGroup[];
  selection: SelectedFilters;
  sort: SortOption;
  sortOptions: readonly SortOption[];
  /** Parameters that are not filters but belong to the page (the search term). */
  keep?: Record<string, string>;
  count?: string;
  empty: ReactNode;
  /** The list's name in analytics (the collection's handle, or search). */
  list: string;
}

/**
 * Filters, sorting and the paged grid, shared by collections and search. Without JavaScript the
 * filter form stands in the page (a sidebar on wide screens, after the grid on phones, reached by
 * the Filter link); with it, the same form opens in the filter panel.
 */
export function CatalogueView({
  pathname,
  connection,
  groups,
  selection,
  sort,
  sortOptions,
  keep,
  count,
  empty,
  list,
}: CatalogueViewProps) {
  const catalogueText = messagesIn(useLocale(), catalogueMessages);
  const hydrated = useHydrated();
  const { close } = usePanel('filter');
  const chosen = groups.reduce((sum, group) => sum + group.values.filter((value) => value.selected).length, 0);
  const clearHref = `${pathname}${catalogueSearch(noFilters(), sort, keep)}`;
  useAnnounceChange(count);
  const form = (onSubmit?: () => void) => (
    <FilterForm action={pathname} groups={groups} sort={sort} keep={keep} clearHref={clearHref} onSubmit={onSubmit} />
  );

  return (
    <div className={`catalogue${hydrated ? ' catalogue--enhanced' : ''}`}>
      <div className="catalogue__toolbar">
        {groups.length ? (
          <PanelLink panel="filter" href="#filters" className="catalogue__filter-toggle">
            <FilterIcon />
            {catalogueText.filter}
            {chosen ? <span className="catalogue__filter-count"> ({chosen})</span> : null}
          </PanelLink>
        ) : (
          <span />
        )}
        {/* Always present: it holds the middle of the toolbar even when there is no count. Read out
            through the shell's live region when filtering changes it (useAnnounceChange). */}
        <p className="catalogue__count">{count}</p>
        <SortForm action={pathname} sort={sort} options={sortOptions} selection={selection} keep={keep} />
      </div>
      <ActiveFilters pathname={pathname} groups={groups} selection={selection} sort={sort} keep={keep} />
      <div className="catalogue__body">
        {!hydrated && groups.length ? (
          <aside id="filters" className="catalogue__filters" aria-labelledby="filters-title">
            <h2 id="filters-title" className="catalogue__filters-title">
              {catalogueText.filters}
            </h2>
            {form()}
          </aside>
        ) : null}
        <div className="catalogue__results">
          <ProductResults connection={connection} empty={empty} search={catalogueSearch(selection, sort, keep)} list={list} />
        </div>
      </div>
      {hydrated && groups.length ? (
        <Panel name="filter" title={catalogueText.filter} placement="right" className="filter-panel">
          {form(() => close())}
        </Panel>
      ) : null}
    </div>
  );
}

/** Says the count when the shopper's filtering (or a new search) changes the address, not on arrival. */
function useAnnounceChange(count: string | undefined) {
  const { search } = useLocation();
  const shown = useRef(search);
  useEffect(() => {
    if (search === shown.current) return;
    shown.current = search;
    if (count) announce(count);
  }, [search, count]);
}

function FilterIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="catalogue__filter-icon">
      <path d="M1 4h9M13 4h2M1 12h3M7 12h8" stroke="currentColor" strokeWidth="1.1" fill="none" />
      <circle cx="11.5" cy="4" r="1.6" stroke="currentColor" strokeWidth="1.1" fill="none" />
      <circle cx="5.5" cy="12" r="1.6" stroke="currentColor" strokeWidth="1.1" fill="none" />
    </svg>
  );
}
