// The shell and the page both need the site settings (the page for its cards' sale tags): one
// request reads them once, and the next request reads them afresh.
import { describe, expect, it, vi } from 'vitest';
import { loadSiteSettings } from '~/core/settings/settings.server';

function requestContext(fetch: (...args: unknown[]) => Promise<unknown>, language = 'EN', cacheKeys: unknown[] = []) {
  return {
    sanity: { client: { fetch }, preview: undefined },
    withCache: {
      run: (options: { cacheKey: unknown }, call: () => Promise<unknown>) => {
        cacheKeys.push(options.cacheKey);
        return call();
      },
    },
    config: { sanity: { projectId: 'bottega', dataset: 'production' } },
    storefront: {},
    locale: { country: language === 'IT' ? 'IT' : 'US', language },
  } as unknown as Parameters<typeof loadSiteSettings>[0];
}

describe('loadSiteSettings', () => {
  it('reads once per request however many loaders ask', async () => {
    const fetch = vi.fn(async () => ({ siteName: 'Bottega', saleTags: [{ tag: 'Sale', label: 'Sale' }] }));
    const context = requestContext(fetch);
    const [shell, page] = await Promise.all([loadSiteSettings(context), loadSiteSettings(context)]);
    expect(page.saleTags).toEqual([{ tag: 'Sale', label: 'Sale' }]);
    expect(shell).toBe(page);
    expect(fetch).toHaveBeenCalledTimes(1);

    await loadSiteSettings(requestContext(fetch));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks in the market’s language and caches each language apart', async () => {
    const fetch = vi.fn(async (..._args: unknown[]) => ({ siteName: 'Bottega' }));
    const keys: unknown[] = [];
    await loadSiteSettings(requestContext(fetch, 'EN', keys));
    await loadSiteSettings(requestContext(fetch, 'IT', keys));
    expect(fetch.mock.calls.map((call) => call[1])).toEqual([{ language: 'en' }, { language: 'it' }]);
    expect(keys).toEqual([
      ['sanity-settings', 'bottega', 'production', 'en'],
      ['sanity-settings', 'bottega', 'production', 'it'],
    ]);
  });
});
