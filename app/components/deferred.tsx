import { lazy, Suspense, use, type ComponentType } from 'react';

/**
 * A component that is not part of a page's first screen, or of most pages at all (rich text below
 * the fold, the 404's page): the server writes it like any other, whole for a shopper without
 * JavaScript and never behind a swap script, while the browser loads its code only when it first
 * renders (hydration included). React keeps the server's markup until the code has arrived, then
 * hydrates it; the rest of the page does not wait. Pages that show none never load it.
 */
export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Inner = import.meta.env.SSR ? onServer(load) : lazy(() => load().then((component) => ({ default: component })));
  return function Deferred(props: Props) {
    return (
      <Suspense fallback={null}>
        <Inner {...props} />
      </Suspense>
    );
  };
}

/**
 * The server loads it as the worker starts, not when a request first asks (Vite folds
 * import.meta.env.SSR to a constant, so the browser build keeps no trace of this): by the first
 * request it is there, and the page writes it in place.
 */
function onServer<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  const loading = load().then((component) => (loaded = component));
  return function Server(props: Props) {
    // Not made here: the module's own export, one component for the worker's life.
    const Loaded = loaded ?? use(loading);
    return <Loaded {...props} />;
  };
}
