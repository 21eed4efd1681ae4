// The built storefront with the Storefront API behind a fault proxy (fault-proxy.ts): the shop is a
// standalone emulator instance, and only the storefront's calls to it pass through the proxy. Sanity
// and Klaviyo are addressed directly, so a shop fault is only a shop fault. Tests read the bag
// straight from `shopUrl`, past the proxy, to see what the shop really holds.
import { startFaultProxy, type FaultProxy } from './fault-proxy.ts';
import { startStandaloneEmulators, startStorefront } from './storefront.ts';

export interface FaultyStorefront {
  url: string;
  /** The emulators themselves, bypassing the proxy. */
  shopUrl: string;
  proxy: FaultProxy;
  close(): Promise<void>;
}

export async function startStorefrontBehindFaultProxy(): Promise<FaultyStorefront> {
  const shop = await startStandaloneEmulators();
  const proxy = await startFaultProxy(shop.url);
  const storefront = await startStorefront({
    PUBLIC_STORE_DOMAIN: proxy.url,
    PUBLIC_STOREFRONT_API_TOKEN: shop.credentials.shopify.publicToken,
    PRIVATE_STOREFRONT_API_TOKEN: shop.credentials.shopify.privateToken,
    SANITY_PROJECT_ID: 'bottega',
    SANITY_DATASET: 'production',
    SANITY_API_HOST: shop.url,
    KLAVIYO_PUBLIC_KEY: 'FaultTest',
    KLAVIYO_LIST_ID: 'FaultList',
    KLAVIYO_API_HOST: shop.url,
    SESSION_SECRET: 'fault-injection-test-secret',
  });
  return {
    url: storefront.url,
    shopUrl: shop.url,
    proxy,
    async close() {
      await storefront.close();
      await proxy.close();
      await shop.close();
    },
  };
}
