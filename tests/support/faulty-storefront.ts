// The built storefront with one service behind a fault proxy (fault-proxy.ts): the Storefront API by
// default, or Klaviyo. The services are a standalone emulator instance, and only the storefront's
// calls to the chosen one pass through the proxy; the others are addressed directly, so a shop fault
// is only a shop fault. Tests read the bag straight from `shopUrl`, past the proxy, to see what the
// shop really holds.
import { startFaultProxy, type FaultProxy } from './fault-proxy.ts';
import { startStandaloneEmulators, startStorefront } from './storefront.ts';
import { LOCAL_KLAVIYO } from '../../emulators/server.ts';

export interface FaultyStorefront {
  url: string;
  /** The emulators themselves, bypassing the proxy. */
  shopUrl: string;
  proxy: FaultProxy;
  close(): Promise<void>;
}

export async function startStorefrontBehindFaultProxy({
  faulty = 'shopify',
}: { faulty?: 'shopify' | 'klaviyo' } = {}): Promise<FaultyStorefront> {
  const shop = await startStandaloneEmulators();
  const proxy = await startFaultProxy(shop.url);
  const through = (service: typeof faulty) => (service === faulty ? proxy.url : shop.url);
  const storefront = await startStorefront({
    PUBLIC_STORE_DOMAIN: through('shopify'),
    PUBLIC_STOREFRONT_API_TOKEN: shop.credentials.shopify.publicToken,
    PRIVATE_STOREFRONT_API_TOKEN: shop.credentials.shopify.privateToken,
    SANITY_PROJECT_ID: 'bottega',
    SANITY_DATASET: 'production',
    SANITY_API_HOST: shop.url,
    KLAVIYO_PUBLIC_KEY: LOCAL_KLAVIYO.publicKey,
    KLAVIYO_LIST_ID: LOCAL_KLAVIYO.listId,
    KLAVIYO_API_HOST: through('klaviyo'),
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
