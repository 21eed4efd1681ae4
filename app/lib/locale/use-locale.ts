import { useRouteLoaderData } from 'react-router';
import { DEFAULT_I18N, type Locale } from '~/lib/locale/locale';

/** The market the page is in, as the root loader read it from the address (the default on a bare error page). */
export function useLocale(): Locale {
  return useRouteLoaderData<{ locale?: Locale }>('root')?.locale ?? DEFAULT_I18N;
}
