// The one Customer Account API client the local shop has, as a merchant would register it in the
// Shopify admin (Settings > Customer accounts > Customer Account API): its id, the shop it belongs
// to, and the storefront's https origin as callback URI, JavaScript origin and logout URL.
export const LOCAL_CUSTOMER_ACCOUNT = {
  /** Shopify's shop ids are numbers; any will do for one emulated shop. */
  shopId: '90000000001',
  clientId: 'shp_bottega-local-customer-account',
} as const;

/** What the emulator checks a client's requests against. */
export interface RegisteredClient {
  shopId: string;
  clientId: string;
  /** Exact callback URIs (Hydrogen sends `https://<origin>/account/authorize`). */
  redirectUris: string[];
  /** Origins allowed to call the token endpoint and to be returned to after logout. */
  origins: string[];
}

/**
 * Hydrogen always names the storefront by its https origin (it rewrites http to https), so the
 * registered URIs are the storefront's origin over https whatever scheme it is reached by locally.
 */
export function registeredClient(storefrontUrl: string): RegisteredClient {
  const origin = new URL(storefrontUrl);
  origin.protocol = 'https:';
  return {
    ...LOCAL_CUSTOMER_ACCOUNT,
    redirectUris: [`${origin.origin}/account/authorize`],
    origins: [origin.origin],
  };
}
