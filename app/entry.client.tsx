import { HydratedRouter } from 'react-router/dom';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';

// A request React Router cancels because a newer one took its place (a second "+" in the bag before
// the first answer) ends in an AbortError that nothing awaits. A cancellation asked for is not a
// failure, so the browser is not to report it as one; every other rejection still is.
window.addEventListener('unhandledrejection', (event) => {
  if (event.reason instanceof DOMException && event.reason.name === 'AbortError') event.preventDefault();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
