// Everything a shared (cached) page depends on beyond its URL must be in its cache key.
import { describe, expect, it } from 'vitest';
import { sharedPageVariant } from '~/core/page-cache/shared-page.server';

const at = (
  cookie?: string,
  userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
) => new Request('https://bottega.test/collections/bags', { headers: { ...(cookie ? { cookie } : {}), 'user-agent': userAgent } });

describe('the shared page key', () => {
  it('tells a shopper who has not chosen about cookies (the banner shows) from one who has', () => {
    const unasked = sharedPageVariant(at());
    expect(sharedPageVariant(at('bottega_consent=none'))).not.toBe(unasked);
    expect(sharedPageVariant(at('bottega_consent=analytics'))).not.toBe(sharedPageVariant(at('bottega_consent=none')));
    expect(sharedPageVariant(at('bottega_consent=analytics.marketing'))).not.toBe(sharedPageVariant(at('bottega_consent=analytics')));
  });

  it('separates crawlers from browsers', () => {
    expect(sharedPageVariant(at(undefined, 'Googlebot/2.1'))).not.toBe(sharedPageVariant(at()));
  });

  it('leaves the market to the URL: a locale cookie of any value makes no key of its own', () => {
    for (const value of ['IT-IT', 'IT-EN', 'us-en', 'ZZ-ZZ', '']) {
      expect(sharedPageVariant(at(`bottega_locale=${value}`)), value).toBe(sharedPageVariant(at()));
    }
  });

  it('gives forged values no keys of their own', () => {
    expect(sharedPageVariant(at('bottega_consent=<script>'))).toBe(sharedPageVariant(at()));
    expect(sharedPageVariant(at(`bottega_locale=${'x'.repeat(500)}`))).toBe(sharedPageVariant(at()));
  });
});
