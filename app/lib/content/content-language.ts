import type { Locale } from '~/lib/locale/locale';

/**
 * The content service's name for a market's language: the Storefront API's code in lower case
 * ('IT' → 'it'), as @sanity/document-internationalization's `language` field holds it. A language the
 * house has not written (French, German) finds no documents of its own, so every query answers in
 * English there (app/content/queries.ts).
 */
export function contentLanguage(locale: Pick<Locale, 'language'>): string {
  return locale.language.toLowerCase();
}
