import { Link } from 'react-router';
import { POPULAR_SEARCHES } from '~/core/constants';
import { bagMessages } from '~/bag/texts';
import { catalogueMessages } from '~/listings/texts';
import { messages } from '~/core/texts/spec';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/**
 * A search that found nothing: the spec's 'No results found', then somewhere to go next, so the
 * page is never a dead end.
 */
export function NoResults({ filtered = false }: { filtered?: boolean }) {
  const locale = useLocale();
  const specText = messagesIn(locale, messages);
  const catalogueText = messagesIn(locale, catalogueMessages);
  const bagText = messagesIn(locale, bagMessages);
  return (
    <div className="no-results">
      <p className="search-page__no-results">{specText.noResults}</p>
      {filtered ? <p>{catalogueText.noProductsMatch}</p> : null}
      <h2 className="no-results__heading">{catalogueText.popularSearches}</h2>
      <ul className="no-results__terms">
        {POPULAR_SEARCHES.map((term) => (
          <li key={term}>
            <Link to={`/search?${new URLSearchParams({ q: term })}`}>{term}</Link>
          </li>
        ))}
      </ul>
      <Link className="button button--ghost" to="/collections">
        {bagText.shopTheCollections}
      </Link>
    </div>
  );
}
