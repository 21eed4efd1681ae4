import type { AppLoadContext } from 'react-router';
import { CacheLong } from '@shopify/hydrogen';
import { SETTINGS_QUERY } from '~/content/queries';
import type { SettingsQueryResult } from '~/content/model';

type SettingsContext = Pick<AppLoadContext, 'sanity' | 'withCache' | 'config'>;

/**
 * The site settings (menus, footer, banner, seo...), fetched once per request and cached long under
 * the spec's key `sanity-settings`. Editors in preview see drafts, so preview never reads the cache.
 */
export async function loadSiteSettings(context: SettingsContext): Promise<SettingsQueryResult> {
  const fetchSettings = () => context.sanity.client.fetch<SettingsQueryResult | null>(SETTINGS_QUERY);
  const settings = context.sanity.preview?.enabled
    ? await fetchSettings()
    : await context.withCache.run(
        {
          cacheKey: ['sanity-settings', context.config.sanity.projectId, context.config.sanity.dataset],
          cacheStrategy: CacheLong(),
          shouldCacheResult: (value) => value !== null,
        },
        fetchSettings,
      );
  if (!settings) throw new Error('The content service has no settings document.');
  return settings;
}
