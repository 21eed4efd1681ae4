// What the root loader hands Hydrogen's analytics: the public Storefront API token reaches the page
// only for a shop that runs Shopify's analytics, whose consent code is its one user.
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { shopAnalytics } from '../../app/analytics/shop-analytics.server';

const PUBLIC_TOKEN = '0123456789abcdef0123456789abcdef';

function context(env: Record<string, string>) {
  const storefront = {
    CacheLong: () => ({ mode: 'public' }),
    query: async () => ({
      shop: { id: 'gid://shopify/Shop/1' },
      localization: { language: { isoCode: 'EN' }, country: { currency: { isoCode: 'USD' } } },
    }),
  };
  return {
    env: { PUBLIC_STOREFRONT_API_TOKEN: PUBLIC_TOKEN, PUBLIC_CHECKOUT_DOMAIN: 'checkout.bottega.example', ...env },
    config: { storeOrigin: 'https://bottega.myshopify.com' },
    locale: { country: 'IT', language: 'IT' },
    storefront,
  } as unknown as AppLoadContext;
}

const request = new Request('https://bottega.example/', { headers: { cookie: 'bottega_consent=analytics' } });

describe('shopAnalytics', () => {
  it('gives the page no token, and Shopify nothing to run, without a storefront id', () => {
    const analytics = shopAnalytics(context({}), request);
    expect(analytics.shop).toBeNull();
    expect(analytics.consent.storefrontAccessToken).toBe('');
    expect(JSON.stringify(analytics)).not.toContain(PUBLIC_TOKEN);
  });

  it('gives Shopify’s consent code the public token where Shopify’s analytics run', async () => {
    const analytics = shopAnalytics(context({ PUBLIC_STOREFRONT_ID: '1000000001' }), request);
    expect(analytics.consent).toMatchObject({
      storefrontAccessToken: PUBLIC_TOKEN,
      checkoutDomain: 'checkout.bottega.example',
      country: 'IT',
    });
    expect(await analytics.shop).toMatchObject({ shopId: 'gid://shopify/Shop/1', hydrogenSubchannelId: '1000000001' });
  });
});
