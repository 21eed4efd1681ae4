import { HydratedRouter } from 'react-router/dom';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { registerLanguage } from '~/lib/messages/language';

// A request React Router cancels because a newer one took its place (a second "+" in the bag before
// the first answer) ends in an AbortError that nothing awaits. A cancellation asked for is not a
// failure, so the browser is not to report it as one; every other rejection still is.
window.addEventListener('unhandledrejection', (event) => {
  if (event.reason instanceof DOMException && event.reason.name === 'AbortError') event.preventDefault();
});

// A page has one language for its whole life (another market is another document). The server
// rendered its words; an Italian page fetches the Italian dictionary before hydrating so the first
// client render matches, and an English page never downloads it.
const words =
  document.documentElement.lang === 'it' ? import('~/lib/messages/it').then(({ italian }) => registerLanguage('IT', italian)) : null;

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

// Should the dictionary fail to arrive, the page still hydrates (React then re-renders in English).
if (words) void words.then(hydrate, hydrate);
else hydrate();
