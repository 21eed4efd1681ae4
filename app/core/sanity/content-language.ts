import { stegaClean } from '@sanity/client/stega';
import type { Locale } from '~/core/locale/locale';

/**
 * The content service's name for a market's language: the Storefront API's code in lower case
 * ('IT' → 'it'), as @sanity/document-internationalization's `language` field holds it. A language the
 * house has not written (French, German) finds no documents of its own, so every query answers in
 * English there (app/content/queries.ts).
 */
export function contentLanguage(locale: Pick<Locale, 'language'>): string {
  return locale.language.toLowerCase();
}

/** A BCP 47 tag as the plugin stores them ('en', 'it', 'pt-br'); anything else is not written out. */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

/**
 * The `lang` a document's part of the page needs: its own language where a missing translation left
 * it in another one than the page's (the English shipping page under `/it-it/`), none otherwise, so a
 * screen reader speaks each part in its language (WCAG 3.1.2). Preview may stega-encode the field.
 */
export function partLanguage(documentLanguage: string | null | undefined, locale: Pick<Locale, 'language'>): string | undefined {
  const own = documentLanguage ? stegaClean(documentLanguage).trim() : '';
  return LANGUAGE_TAG.test(own) && own !== contentLanguage(locale) ? own : undefined;
}
