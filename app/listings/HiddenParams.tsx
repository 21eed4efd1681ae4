import { FILTER_KEYS } from '~/core/constants';
import type { SelectedFilters } from '~/listings/filters';

/** The parts of the current URL a GET form must carry along so nothing the shopper chose is lost. */
export function HiddenParams({
  keep = {},
  selection,
  sort,
}: {
  keep?: Record<string, string>;
  selection?: SelectedFilters;
  sort?: string;
}) {
  return (
    <>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {selection
        ? FILTER_KEYS.flatMap((key) =>
            selection[key].map((value) => <input key={`${key}:${value}`} type="hidden" name={key} value={value} />),
          )
        : null}
      {sort && sort !== 'relevance' ? <input type="hidden" name="sort" value={sort} /> : null}
    </>
  );
}
