import type { AppLoadContext } from 'react-router';
import { SETTINGS_QUERY } from '~/core/sanity/queries';
import type { SettingsQueryResult } from '~/core/sanity/model';
import { contentCache } from '~/core/sanity/client-options';
import { failureSummary, unlessRecentlyDown } from '~/core/failures/content-service.server';
import { builtInSettings } from '~/core/settings/fallback-settings.server';
import { contentLanguage } from '~/core/sanity/content-language';

type SettingsContext = Pick<AppLoadContext, 'sanity' | 'withCache' | 'config' | 'storefront' | 'locale'>;

/**
 * The site settings (menus, footer, banner, seo...) in the market's language (English where the
 * house has not translated them), cached under the spec's key `sanity-settings` and the language
 * with a long stale window: the last good copy outlives an outage of the content service. With
 * nothing cached and the service away (or no settings document), the built-in settings let every
 * shop page open. Editors in preview see drafts, so preview never reads the cache.
 */
export function loadSiteSettings(context: SettingsContext): Promise<SettingsQueryResult> {
  // The shell (root loader) and the page (cards' sale tags, the product's size guide) ask in the same
  // request: one read of the cache, one parse, for both.
  let settings = readThisRequest.get(context);
  if (!settings) {
    settings = readSiteSettings(context);
    readThisRequest.set(context, settings);
  }
  return settings;
}

/** Keyed by the request's context object, so nothing outlives the request. */
const readThisRequest = new WeakMap<SettingsContext, Promise<SettingsQueryResult>>();

async function readSiteSettings(context: SettingsContext): Promise<SettingsQueryResult> {
  const language = contentLanguage(context.locale);
  const fetchSettings = () => context.sanity.client.fetch<SettingsQueryResult | null>(SETTINGS_QUERY, { language });
  try {
    const settings = context.sanity.preview?.enabled
      ? await fetchSettings()
      : await context.withCache.run(
          {
            cacheKey: ['sanity-settings', context.config.sanity.projectId, context.config.sanity.dataset, language],
            cacheStrategy: contentCache(),
            shouldCacheResult: (value) => value !== null,
          },
          () => unlessRecentlyDown(fetchSettings),
        );
    if (settings) return settings;
    console.error('The content service has no settings document.');
  } catch (error) {
    console.error('Site settings are unavailable, the built-in ones serve:', failureSummary(error));
  }
  return builtInSettings(context);
}
