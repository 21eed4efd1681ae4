// The interface texts in the page's language, read one way everywhere: `messagesIn(locale, area)`,
// with the English area (`bagMessages`) and the locale from where the code runs:
//   loaders, actions, services   messagesIn(context.locale, bagMessages)
//   meta functions               messagesIn(pageLocale(matches), bagMessages)   (core/page-meta.ts)
//   components                   messagesIn(useLocale(), bagMessages)           (core/locale/use-locale.ts)
//   browser-only code            messagesIn(documentLocale(), bagMessages)      (core/locale/document-locale.ts)
// This module imports no router, so the validation the enhanced forms share reads it without pulling
// the router into their chunks. A language's dictionary holds its areas under the English areas'
// names (area.ts), so an English page carries no other language's words: the server registers every
// language it has (languages.server.ts), the browser only the page's own, before hydrating
// (entry.client.tsx). A language without a dictionary, or an area it lacks, reads English.
import type { LanguageCode } from '@shopify/hydrogen/storefront-api-types';
import type { Locale } from '~/core/locale/locale';
import { areaName } from '~/core/texts/area';

/**
 * An English area's shape in another language: every text a string, every function the same
 * parameters returning a string, nested groups alike. The compiler refuses a missing key or a
 * function that takes something else.
 */
export type Messages<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Messages<T[K]>;
};

/**
 * A language's words: its areas under the English areas' names. The core knows no area; the app's
 * own dictionary type, with every area it has, is in app/texts.ts.
 */
type AnyDictionary = Readonly<Partial<Record<string, object>>>;

/** Dictionaries by language. Settled values only. */
const dictionaries = new Map<string, AnyDictionary>();

export function registerLanguage(language: LanguageCode, dictionary: AnyDictionary): void {
  dictionaries.set(language, dictionary);
}

/** An area in a language: the registered translation, or the English area itself. */
export function messagesIn<T extends object>(locale: Pick<Locale, 'language'> | null | undefined, area: T): Messages<T> {
  const dictionary = locale ? dictionaries.get(locale.language) : undefined;
  const name = dictionary ? areaName(area) : undefined;
  return ((name && dictionary?.[name]) ?? area) as Messages<T>;
}
