// The browser's words for the page. A page keeps its language for its whole life (another market is
// another document, with its own basename), so an Italian page fetches the Italian dictionary once,
// and an English page never does. Only the root layout calls this: its first render in the browser
// waits for the dictionary (React keeps the server's HTML meanwhile), so hydration matches what the
// server wrote. The server has every dictionary from the start (languages.server.ts).
import { use } from 'react';
import type { Locale } from '~/lib/locale/locale';
import { hasLanguage, registerLanguage } from '~/lib/messages/language';

/** Browser only, settled once for the page: never reached on the server, where no request could await it. */
let arriving: Promise<void> | undefined;

export function usePageLanguage({ language }: Locale): void {
  if (typeof document === 'undefined' || language !== 'IT' || hasLanguage(language)) return;
  // Should it fail to arrive, the page goes on in English (React then renders the browser's words).
  arriving ??= import('~/lib/messages/it').then(
    ({ italian }) => registerLanguage('IT', italian),
    () => undefined,
  );
  use(arriving);
}
