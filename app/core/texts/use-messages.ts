import { useLocale } from '~/core/locale/use-locale';
import { messagesIn, type Messages } from '~/core/texts/language';

/**
 * An area in the page's language. A hook of its own module: the validation shared with the enhanced
 * forms reads messagesIn without pulling the router into their chunks.
 */
export function useMessages<T extends object>(area: T): Messages<T> {
  return messagesIn(useLocale(), area);
}
