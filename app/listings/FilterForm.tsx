import { useId } from 'react';
import { Form, Link } from 'react-router';
import type { FacetGroup } from '~/listings/facets';
import type { SortOption } from '~/listings/filters';
import { catalogueMessages } from '~/listings/texts';
import { HiddenParams } from '~/listings/HiddenParams';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

interface FilterFormProps {
  action: string;
  groups: FacetGroup[];
  sort: SortOption;
  /** Parameters to keep that are not filters (the search term). */
  keep?: Record<string, string>;
  clearHref: string;
  onSubmit?: () => void;
}

/**
 * The filters as one GET form: checkboxes named like the URL parameters (?color=Nero&size=M), the
 * API's count beside each value. It works as plain HTML; with JavaScript it sits in the filter panel.
 */
export function FilterForm({ action, groups, sort, keep, clearHref, onSubmit }: FilterFormProps) {
  const catalogueText = messagesIn(useLocale(), catalogueMessages);
  const id = useId();
  const anySelected = groups.some((group) => group.values.some((value) => value.selected));
  return (
    <Form method="get" action={action} className="filter-form" preventScrollReset onSubmit={onSubmit}>
      <HiddenParams keep={keep} sort={sort} />
      {groups.map((group) => (
        <fieldset key={group.key} className={`filter-group filter-group--${group.key}`}>
          <legend className="filter-group__legend">{catalogueText.filterLabels[group.key]}</legend>
          <ul className="filter-group__values">
            {group.values.map((value) => {
              const inputId = `${id}-${group.key}-${value.value}`;
              const empty = value.count === 0 && !value.selected;
              return (
                <li key={value.value} className={`filter-value${empty ? ' filter-value--empty' : ''}`}>
                  <input
                    id={inputId}
                    type="checkbox"
                    name={group.key}
                    value={value.value}
                    defaultChecked={value.selected}
                    className="filter-value__input"
                  />
                  <label htmlFor={inputId} className="filter-value__label">
                    {group.key === 'color' ? (
                      <span
                        className="filter-value__swatch"
                        style={value.swatch ? { backgroundColor: value.swatch } : undefined}
                        aria-hidden="true"
                      />
                    ) : null}
                    {/* Read as one phrase in the page's language: "Nero, 5 pieces". */}
                    <span className="filter-value__name">
                      {value.label}
                      <span className="visually-hidden">,</span>
                    </span>
                    <span className="filter-value__count">
                      <span aria-hidden="true">{value.count}</span>
                      <span className="visually-hidden">{catalogueText.pieces(value.count)}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      <div className="filter-form__actions">
        <button type="submit" className="button">
          {catalogueText.applyFilters}
        </button>
        {anySelected ? (
          <Link to={clearHref} className="filter-form__clear" preventScrollReset>
            {catalogueText.clearAll}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
