import { HydratedRouter } from 'react-router/dom';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { registerLanguage } from '~/core/texts/language';

// A request React Router cancels because a newer one took its place (a second "+" in the bag before
// the first answer) ends in an AbortError that nothing awaits. A cancellation asked for is not a
// failure, so the browser is not to report it as one; every other rejection still is.
window.addEventListener('unhandledrejection', (event) => {
  if (event.reason instanceof DOMException && event.reason.name === 'AbortError') event.preventDefault();
});

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// A page keeps its language for its whole life (another market is another document). The server
// wrote an Italian page's words; the browser registers the Italian dictionary before hydrating, so
// the first render matches, and an English page never downloads it. Should it fail to arrive, the
// page still hydrates (React then renders the browser's English).
if (document.documentElement.lang === 'it') {
  void import('~/italian').then(({ italian }) => registerLanguage('IT', italian)).then(hydrate, hydrate);
} else {
  hydrate();
}
