import type { LanguageCode } from '@shopify/hydrogen/storefront-api-types';
import type { Locale } from '~/core/locale/locale';

/**
 * In the browser only (a client action, an effect): the page's language as the document carries it
 * (`<html lang>`, root.tsx), the one language registered there (entry.client.tsx).
 */
export function documentLocale(): Pick<Locale, 'language'> {
  return { language: document.documentElement.lang.toUpperCase() as LanguageCode };
}
