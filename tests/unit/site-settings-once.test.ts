// The shell and the page both need the site settings (the page for its cards' sale tags): one
// request reads them once, and the next request reads them afresh.
import { describe, expect, it, vi } from 'vitest';
import { loadSiteSettings } from '~/lib/content/settings.server';

function requestContext(fetch: () => Promise<unknown>) {
  return {
    sanity: { client: { fetch }, preview: undefined },
    withCache: { run: (_options: unknown, call: () => Promise<unknown>) => call() },
    config: { sanity: { projectId: 'bottega', dataset: 'production' } },
    storefront: {},
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
});
