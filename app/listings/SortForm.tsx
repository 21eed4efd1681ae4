import { useId } from 'react';
import { Form } from 'react-router';
import type { SelectedFilters, SortOption } from '~/listings/filters';
import { catalogueMessages } from '~/listings/texts';
import { HiddenParams } from '~/listings/HiddenParams';
import { useHydrated } from '~/core/ui/useHydrated';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/** Sorting as a GET form: a select and an Apply button; with JavaScript choosing is enough. */
export function SortForm({
  action,
  sort,
  options,
  selection,
  keep,
}: {
  action: string;
  sort: SortOption;
  options: readonly SortOption[];
  selection: SelectedFilters;
  keep?: Record<string, string>;
}) {
  const catalogueText = messagesIn(useLocale(), catalogueMessages);
  const id = useId();
  const hydrated = useHydrated();
  return (
    <Form method="get" action={action} className="sort-form" preventScrollReset>
      <HiddenParams keep={keep} selection={selection} />
      <label htmlFor={id} className="sort-form__label">
        {catalogueText.sortBy}
      </label>
      <select
        key={sort}
        id={id}
        name="sort"
        defaultValue={sort}
        className="sort-form__select"
        onChange={(event) => {
          if (hydrated) event.currentTarget.form?.requestSubmit();
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option === 'relevance' && keep?.q ? catalogueText.searchRelevance : catalogueText.sortLabels[option]}
          </option>
        ))}
      </select>
      {/* Laid out by the no-JS stylesheet alone, so hydration never changes the form's width. */}
      <button type="submit" className="sort-form__apply">
        {catalogueText.applySort}
      </button>
    </Form>
  );
}
