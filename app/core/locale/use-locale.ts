import { useRouteLoaderData } from 'react-router';
import { DEFAULT_I18N, type Locale } from '~/core/locale/locale';
import { languageTag } from '~/core/locale/market';

/** The market the page is in, as the root loader read it from the address (the default on a bare error page). */
export function useLocale(): Locale {
  return useRouteLoaderData<{ locale?: Locale }>('root')?.locale ?? DEFAULT_I18N;
}

/** The page's language tag for Intl ('it-IT'): prices and numbers are written as the market writes them. */
export function useLanguageTag(): string {
  return languageTag(useLocale());
}
