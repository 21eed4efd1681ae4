import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useHref, useNavigate } from 'react-router';
import { ShopImage } from '~/core/ui/ShopImage';
import type { PredictiveSearchQuery } from 'storefrontapi.generated';
import { PREDICTIVE_SEARCH_QUERY } from '~/graphql/search';
import { LIMITS, QUERY_STALE_TIME_MS, SEARCH_DEBOUNCE_MS } from '~/core/constants';
import { catalogueMessages } from '~/listings/texts';
import { messages } from '~/core/texts/spec';
import { formatMoney } from '~/core/locale/money';
import { cleanSearchTerm, MAX_SEARCH_TERM_LENGTH } from '~/core/catalogue/search-term';
import { productHref } from '~/core/catalogue/url';
import { useLanguageTag, useLocale } from '~/core/locale/use-locale';
import { messagesIn } from '~/core/texts/language';

type Suggestion = NonNullable<PredictiveSearchQuery['predictiveSearch']>['products'][number];
type State =
  | { status: 'idle' }
  | { status: 'loading'; term: string; products: Suggestion[] }
  | { status: 'done'; term: string; products: Suggestion[] };

/**
 * Asks the storefront's own data endpoint (spec section 7: POST /api/shopify with {query,
 * variables}; the server adds the shopper's country and language).
 */
async function fetchSuggestions(endpoint: string, term: string, signal: AbortSignal): Promise<Suggestion[]> {
  // Typing back to a term seen a moment ago (a deleted letter) reuses its answer (spec: stale time).
  const fresh = recent.get(term);
  if (fresh && Date.now() - fresh.at < QUERY_STALE_TIME_MS) return fresh.products;
  const products = await askShop(endpoint, term, signal);
  recent.set(term, { at: Date.now(), products });
  if (recent.size > 50) recent.delete(recent.keys().next().value!);
  return products;
}

const recent = new Map<string, { at: number; products: Suggestion[] }>();

async function askShop(endpoint: string, term: string, signal: AbortSignal): Promise<Suggestion[]> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: PREDICTIVE_SEARCH_QUERY, variables: { term, limit: LIMITS.predictiveSearch } }),
    signal,
  });
  const body = (await response.json().catch(() => null)) as { data?: PredictiveSearchQuery } | null;
  const products = body?.data?.predictiveSearch?.products;
  if (!products) {
    console.warn(messages.noPredictiveSearch);
    return [];
  }
  return products.slice(0, LIMITS.predictiveSearch);
}

/**
 * Search as you type, in the search panel: suggestions 300 ms after the last keystroke, at most six,
 * walked with the arrow keys (Enter opens the highlighted piece). The form itself is a GET to
 * /search, so Enter without a highlighted suggestion, or no JavaScript at all, opens the full results.
 */
export function PredictiveSearch({ onClose }: { onClose: () => void }) {
  const lang = useLanguageTag();
  const locale = useLocale();
  const specText = messagesIn(locale, messages);
  const catalogueText = messagesIn(locale, catalogueMessages);
  const [term, setTerm] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  // The data endpoint in the page's market (/it-it/api/shopify): suggestions in its language and currency.
  const endpoint = useHref('/api/shopify');
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const trimmed = cleanSearchTerm(term);

  // The dialog focuses its [autofocus] element when it opens (after this mounts), so the field is
  // marked rather than focused directly; focusing as well covers a panel that is already open.
  useEffect(() => {
    inputRef.current?.setAttribute('autofocus', '');
    inputRef.current?.focus();
  }, []);

  // A new term clears the highlight and shows the last suggestions as loading until its own arrive
  // (adjusted while rendering; the effect below only fetches).
  const [shownFor, setShownFor] = useState(trimmed);
  if (shownFor !== trimmed) {
    setShownFor(trimmed);
    setActive(-1);
    setState((previous) =>
      trimmed ? { status: 'loading', term: trimmed, products: previous.status === 'idle' ? [] : previous.products } : { status: 'idle' },
    );
  }

  useEffect(() => {
    if (!trimmed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(endpoint, trimmed, controller.signal)
        .then((products) => setState({ status: 'done', term: trimmed, products }))
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          console.warn(messages.noPredictiveSearch, error);
          setState({ status: 'done', term: trimmed, products: [] });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [endpoint, trimmed]);

  const products = state.status === 'idle' ? [] : state.products;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const searchHref = `/search?${new URLSearchParams({ q: trimmed })}`;

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && products.length) {
      event.preventDefault();
      setActive((index) => (index + 1) % products.length);
    } else if (event.key === 'ArrowUp' && products.length) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? products.length - 1 : index - 1));
    } else if (event.key === 'Enter' && active >= 0 && products[active]) {
      event.preventDefault();
      void navigate(productHref(products[active].handle, products[active].trackingParameters));
    } else if (event.key === 'Escape') {
      // A search field would only clear itself on Escape; the spec closes the panel.
      event.preventDefault();
      onClose();
    }
  }

  const expanded = state.status === 'done' || products.length > 0;
  return (
    <div className="predictive-search">
      <Form
        method="get"
        action="/search"
        role="search"
        className="predictive-search__form"
        onSubmit={(event) => !trimmed && event.preventDefault()}
      >
        <label htmlFor={`${listId}-input`} className="visually-hidden">
          {catalogueText.searchLabel}
        </label>
        <input
          ref={inputRef}
          id={`${listId}-input`}
          type="search"
          name="q"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={catalogueText.searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={MAX_SEARCH_TERM_LENGTH}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${listId}-list`}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          className="predictive-search__input"
        />
        <button type="submit" className="predictive-search__submit">
          {catalogueText.searchSubmit}
        </button>
      </Form>

      <div className="predictive-search__results" aria-live="polite" aria-busy={state.status === 'loading'}>
        {products.length ? (
          <>
            <p className="predictive-search__heading">{catalogueText.suggestions}</p>
            <ul id={`${listId}-list`} role="listbox" aria-label={catalogueText.suggestions} className="predictive-search__list">
              {products.map((product, index) => (
                // The link is the option itself: an option may not hold a control of its own, and
                // the link keeps what a link gives (its address, a new tab on a middle click).
                <li
                  key={product.id}
                  role="none"
                  className={`predictive-search__item${index === active ? ' predictive-search__item--active' : ''}`}
                >
                  <Link
                    to={productHref(product.handle, product.trackingParameters)}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    className="predictive-search__link"
                    tabIndex={-1}
                    onMouseEnter={() => setActive(index)}
                  >
                    <span className="predictive-search__thumb">
                      {product.featuredImage ? (
                        <ShopImage data={product.featuredImage} width={72} aspectRatio="4/5" sizes="72px" alt="" loading="eager" />
                      ) : null}
                    </span>
                    <span className="predictive-search__text">
                      <span className="predictive-search__title">{product.title}</span>
                      <span className="predictive-search__meta">
                        {product.productType} · {formatMoney(product.priceRange.minVariantPrice, lang)}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link to={searchHref} className="predictive-search__all">
              {catalogueText.viewAllResults(trimmed)} <span aria-hidden="true">→</span>
            </Link>
          </>
        ) : state.status === 'done' ? (
          <p className="predictive-search__empty" id={`${listId}-list`}>
            {specText.noResults}
          </p>
        ) : null}
      </div>
    </div>
  );
}
