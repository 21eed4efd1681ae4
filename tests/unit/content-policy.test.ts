import { newsletterMessages } from '~/newsletter/texts';
import { describe, expect, it, vi } from 'vitest';
import { sanityFetchPolicy } from '~/core/sanity/client-options';
import { contentUnavailable, failureSummary, isContentServiceDown, unlessRecentlyDown } from '~/core/failures/content-service.server';
import { builtInSettings } from '~/core/settings/fallback-settings.server';
import {
  CONTENT_PAUSE_SECONDS,
  CONTENT_RETRY_AFTER_SECONDS,
  NEWSLETTER_RETRY_AFTER_SECONDS,
  SANITY_MAX_RETRIES,
  SANITY_RETRY_BASE_MS,
} from '~/core/constants';
import { DEFAULT_DESCRIPTION, SITE_NAME_FALLBACK, commonMessages, messages } from '~/texts';
import { subscribeToNewsletter } from '~/newsletter/klaviyo.server';
import { DEFAULT_I18N } from '~/core/locale/locale';

describe('the content fetch policy', () => {
  it("backs off like the spec's HTTP client: 100 ms × 2^n plus up to 100 ms", () => {
    expect(sanityFetchPolicy.maxRetries).toBe(SANITY_MAX_RETRIES);
    for (let attempt = 0; attempt < SANITY_MAX_RETRIES; attempt++) {
      const delay = sanityFetchPolicy.retryDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(SANITY_RETRY_BASE_MS * 2 ** attempt);
      expect(delay).toBeLessThan(SANITY_RETRY_BASE_MS * 2 ** attempt + SANITY_RETRY_BASE_MS);
    }
  });

  it('has a timeout a shopper can wait for', () => {
    expect(sanityFetchPolicy.timeout).toBeGreaterThan(0);
    expect(sanityFetchPolicy.timeout).toBeLessThanOrEqual(5000);
  });
});

describe('a content service that is down', () => {
  it('is one that did not answer, or answered that it is unavailable', () => {
    expect(isContentServiceDown(Object.assign(new Error('Network connection lost.'), { isNetworkError: true }))).toBe(true);
    expect(isContentServiceDown(Object.assign(new Error('Connection timed out'), { code: 'ETIMEDOUT' }))).toBe(true);
    expect(isContentServiceDown(Object.assign(new Error('Server error'), { statusCode: 503 }))).toBe(true);
    expect(isContentServiceDown(Object.assign(new Error('Too many'), { statusCode: 429 }))).toBe(true);
  });

  it("is not a query the service refused: that is the query's fault", () => {
    expect(isContentServiceDown(Object.assign(new Error('Bad query'), { statusCode: 400 }))).toBe(false);
    expect(isContentServiceDown(new Response('Not found', { status: 404 }))).toBe(false);
  });

  it('makes a content-only page a 503 with Retry-After and our message', async () => {
    const response = contentUnavailable(DEFAULT_I18N);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe(String(CONTENT_RETRY_AFTER_SECONDS));
    expect(await response.text()).toBe(commonMessages.contentUnavailable);
  });

  it('is logged by its message, never with the request (and its token)', () => {
    const error = Object.assign(new Error('Network connection lost.'), { request: { headers: { Authorization: 'Bearer secret' } } });
    expect(failureSummary(error)).toBe('Network connection lost.');
  });
});

describe('the pause after an outage', () => {
  const unreachable = () => Promise.reject(Object.assign(new Error('Network connection lost.'), { isNetworkError: true }));
  let now = Date.parse('2026-11-23T12:00:00Z');
  /** Each test starts well past any pause an earlier one left. */
  const later = (seconds: number) => {
    now += seconds * 1000;
    vi.setSystemTime(now);
  };

  it('sends nothing for a while once the service was unreachable, then tries again', async () => {
    vi.useFakeTimers();
    try {
      later(3600);
      await expect(unlessRecentlyDown(unreachable)).rejects.toThrow('Network connection lost.');
      const call = vi.fn().mockResolvedValue('settings');
      later(CONTENT_PAUSE_SECONDS - 1);
      await expect(unlessRecentlyDown(call)).rejects.toThrow();
      expect(call).not.toHaveBeenCalled();
      later(2);
      await expect(unlessRecentlyDown(call)).resolves.toBe('settings');
      expect(call).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not pause for a query the service refused: that is the query's fault", async () => {
    vi.useFakeTimers();
    try {
      later(3600);
      await expect(unlessRecentlyDown(() => Promise.reject(Object.assign(new Error('Bad query'), { statusCode: 400 })))).rejects.toThrow(
        'Bad query',
      );
      await expect(unlessRecentlyDown(() => Promise.resolve('ok'))).resolves.toBe('ok');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the built-in settings', () => {
  const menu = {
    menu: {
      handle: 'collections-menu',
      itemsCount: 4,
      items: [
        {
          id: 'gid://shopify/MenuItem/1',
          title: 'Bags',
          resource: { __typename: 'Collection', id: 'c1', handle: 'bags', title: 'Bags', description: '' },
        },
        { id: 'gid://shopify/MenuItem/2', title: 'Journal', resource: null },
        {
          id: 'gid://shopify/MenuItem/3',
          title: '',
          resource: { __typename: 'Collection', id: 'c2', handle: 'shoes', title: 'Shoes', description: '' },
        },
        {
          id: 'gid://shopify/MenuItem/4',
          title: 'The Symmetry Pochette',
          resource: { __typename: 'Product', id: 'p1', handle: 'symmetry-pochette-cognac', title: 'Symmetry Pochette Cognac' },
        },
      ],
    },
  };

  it("name the house, describe it as the spec does, show no banner and list the shop's collections menu", async () => {
    const storefront = { query: vi.fn().mockResolvedValue(menu) };
    const settings = await builtInSettings({ storefront } as never);
    expect(settings.siteName).toBe(SITE_NAME_FALLBACK);
    expect(settings.seo.description).toBe(DEFAULT_DESCRIPTION);
    expect(settings.banner).toBeNull();
    expect(settings.menu.map((entry) => [entry.title, entry.link?.type, entry.link?.slug])).toEqual([
      ['Bags', 'collection', 'bags'],
      ['Shoes', 'collection', 'shoes'],
      ['The Symmetry Pochette', 'product', 'symmetry-pochette-cognac'],
    ]);
    expect(settings.menuMobile).toEqual(settings.menu);
    expect(storefront.query.mock.calls[0][1].variables).toEqual({ handle: 'collections-menu' });
  });

  it('still open the shop when the shop cannot list its menu either', async () => {
    const storefront = { query: vi.fn().mockRejectedValue(new Error('down')) };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const settings = await builtInSettings({ storefront } as never);
    expect(settings.menu).toEqual([]);
    expect(settings.siteName).toBe(SITE_NAME_FALLBACK);
  });
});

describe('the newsletter subscription', () => {
  const klaviyo = { publicKey: 'Key', listId: 'List', apiHost: 'http://klaviyo.test' };

  it('is time-boxed and sent once, even when it fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Network connection lost.'));
    const result = await subscribeToNewsletter(klaviyo, 'a@b.example', 'List', DEFAULT_I18N, fetchImpl);
    expect(result).toEqual({
      ok: false,
      status: 503,
      message: messages.tryAgainLater(messages.somethingWentWrong),
      retryAfterSeconds: NEWSLETTER_RETRY_AFTER_SECONDS,
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0][1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('passes on the pause Klaviyo asks for when it is one a shopper can wait', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const throttled = (retryAfter: string) =>
      vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 429, headers: { 'Retry-After': retryAfter } }));
    expect(await subscribeToNewsletter(klaviyo, 'a@b.example', 'List', DEFAULT_I18N, throttled('30'))).toMatchObject({
      status: 429,
      retryAfterSeconds: 30,
    });
    for (const odd of ['0', '99999', 'Wed, 21 Oct 2015 07:28:00 GMT', '-5', '1e3']) {
      expect(await subscribeToNewsletter(klaviyo, 'a@b.example', 'List', DEFAULT_I18N, throttled(odd)), odd).toMatchObject({
        status: 429,
        retryAfterSeconds: NEWSLETTER_RETRY_AFTER_SECONDS,
      });
    }
  });

  it('answers a refusal in the shop’s words, never Klaviyo’s', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refuse = (status: number, pointer?: string) =>
      vi.fn<typeof fetch>().mockResolvedValue(
        new Response(
          JSON.stringify({ errors: [{ status, detail: 'List XyZ123 does not exist.', source: pointer ? { pointer } : undefined }] }),
          {
            status,
          },
        ),
      );
    const email = '/data/attributes/profile/data/attributes/email';
    expect(await subscribeToNewsletter(klaviyo, 'a@b.example', 'List', DEFAULT_I18N, refuse(400, email))).toEqual({
      ok: false,
      status: 400,
      message: messages.invalidEmail,
    });
    expect(
      await subscribeToNewsletter(klaviyo, 'a@b.example', 'List', DEFAULT_I18N, refuse(400, '/data/relationships/list/data/id')),
    ).toEqual({
      ok: false,
      status: 503,
      message: newsletterMessages.newsletterUnavailable,
    });
    expect(await subscribeToNewsletter(klaviyo, 'a@b.example', 'List', DEFAULT_I18N, refuse(429))).toMatchObject({
      ok: false,
      status: 429,
      retryAfterSeconds: NEWSLETTER_RETRY_AFTER_SECONDS,
    });
    expect(await subscribeToNewsletter(klaviyo, 'a@b.example', 'List', DEFAULT_I18N, refuse(503))).toMatchObject({
      ok: false,
      status: 502,
    });
  });
});
