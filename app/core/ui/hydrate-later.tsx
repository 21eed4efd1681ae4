import { lazy, memo, Suspense, use, useEffect, type ComponentType } from 'react';
import { useHydrated } from '~/core/ui/useHydrated';

/**
 * A part of the page the server writes whole, in place, but whose code the first load does not
 * carry: the browser fetches it as hydration reaches the part, and React keeps the server's markup
 * (nothing disappears, nothing shifts) until it has arrived, then hydrates that part alone; the rest
 * of the page does not wait. Without JavaScript the markup is all there is, and it works as written
 * (its links and forms go to real addresses). A part the page does not render is never fetched.
 *
 * The server loads the code as the worker starts (writtenByServer; Vite folds `import.meta.env.SSR`
 * to a constant, so the browser build keeps no trace of that branch), and a page writes the part in
 * place, never behind a swap script a shopper without JavaScript would not run.
 * Memoised: a parent's re-render with the same props leaves a part still waiting for its code alone.
 */
export function hydrateLater<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Part: ComponentType<Props> = import.meta.env.SSR
    ? writtenByServer(load)
    : lazy(() => load().then((component) => ({ default: component })));
  return memo(function HydratedLater(props: Props) {
    useEffect(() => note(1), []);
    return (
      <Suspense fallback={null}>
        <Part {...props} />
        <Arrived />
      </Suspense>
    );
  });
}

/**
 * A part only the server writes, whose code the browser never fetches: what <noscript> holds (React
 * does not hydrate it, and a browser running scripts never shows it). In the browser `inBrowser`
 * stands in its place (an empty <noscript>).
 */
export function serverOnly<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  inBrowser: ComponentType<Props>,
): ComponentType<Props> {
  return import.meta.env.SSR ? writtenByServer(load) : inBrowser;
}

/**
 * A part with nothing for the server to write (it watches, polls or opens something later): the
 * server and the hydrating page render nothing, and its code is fetched once the page has hydrated,
 * off the first load. It counts among the parts still waiting until it has arrived.
 */
export function afterHydration<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  if (import.meta.env.SSR) return () => null;
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return function AfterHydration(props: Props) {
    const hydrated = useHydrated();
    useEffect(() => note(1), []);
    return hydrated ? (
      <Suspense fallback={null}>
        <Part {...props} />
        <Arrived />
      </Suspense>
    ) : null;
  };
}

/**
 * The server's side of a part loaded on demand: the code is loaded as the worker starts, so by the
 * first request it is there and the page writes the part in place. Only the settled component is
 * shared between requests: one that comes before it has arrived waits on an import of its own,
 * never on a promise another request could be holding.
 */
function writtenByServer<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  const keep = (component: ComponentType<Props>): ComponentType<Props> => (loaded = component);
  void load().then(keep);
  return function ServerPart(props: Props) {
    const Component: ComponentType<Props> = loaded ?? use(load().then(keep));
    // Not made here: it is the module's own export, one component for the worker's life.
    return <Component {...props} />;
  };
}

/**
 * How many parts of the page still wait for their code, as `<html data-parts-waiting>`: until a
 * part has hydrated, a press inside it takes the path written for browsers without JavaScript (a
 * link's page, a form's post), so whoever needs the enhanced page (the journeys) waits for "0".
 */
let waiting = 0;
function note(change: number): () => void {
  waiting += change;
  document.documentElement.dataset.partsWaiting = String(waiting);
  return () => {
    note(-change);
  };
}

/** Hydrates with its part, after it: the part is interactive from here on. */
function Arrived() {
  useEffect(() => note(-1), []);
  return null;
}
