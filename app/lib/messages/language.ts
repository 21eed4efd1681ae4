// The interface texts in the page's language. Components import the English area they use
// (`bagMessages`) and read it through `useMessages(bagMessages)`; server code through
// `messagesIn(context.locale, bagMessages)`. A language's dictionary is registered against the
// English objects themselves, so an English page carries no other language's words: the server
// registers every language it has (languages.server.ts), the browser only the page's own, before
// hydrating (entry.client.tsx). A language without a dictionary reads English.
import type { LanguageCode } from '@shopify/hydrogen/storefront-api-types';
import { useLocale } from '~/lib/locale/use-locale';
import type { Locale } from '~/lib/locale/locale';

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

/** One area's translation, typed against its English original. */
export type Translation = readonly [english: object, translated: object];

export function translation<T extends object>(english: T, translated: Messages<T>): Translation {
  return [english, translated];
}

/** Dictionaries by language, each keyed by the English area object. Settled values only. */
const dictionaries = new Map<string, WeakMap<object, object>>();

export function registerLanguage(language: LanguageCode, translations: readonly Translation[]): void {
  dictionaries.set(language, new WeakMap(translations));
}

/** An area in a language: the registered translation, or the English area itself. */
export function messagesIn<T extends object>(locale: Pick<Locale, 'language'> | null | undefined, area: T): Messages<T> {
  const translated = locale ? dictionaries.get(locale.language)?.get(area) : undefined;
  return (translated ?? area) as Messages<T>;
}

/** An area in the page's language. */
export function useMessages<T extends object>(area: T): Messages<T> {
  return messagesIn(useLocale(), area);
}

/** In the browser only (a client action, an effect): the document's language, the one registered there. */
export function browserMessages<T extends object>(area: T): Messages<T> {
  return messagesIn({ language: document.documentElement.lang.toUpperCase() as LanguageCode }, area);
}

/** An area in the language of the page a `meta` function describes (the root loader's market). */
export function metaMessages<T extends object>(matches: ReadonlyArray<{ data?: unknown } | undefined>, area: T): Messages<T> {
  const root = matches[0]?.data as { locale?: Locale } | undefined;
  return messagesIn(root?.locale, area);
}
