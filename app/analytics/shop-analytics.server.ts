// What the root loader hands Hydrogen's <Analytics.Provider> (components/analytics/AnalyticsRoot.tsx).
import type { AppLoadContext } from 'react-router';
import { getShopAnalytics } from '@shopify/hydrogen';
import { readConsent } from '~/core/request/consent';

export function shopAnalytics(context: AppLoadContext, request: Request) {
  const storefrontId = context.env.PUBLIC_STOREFRONT_ID;
  return {
    // The shopper's cookie choice (null until they choose): it gates every event and script.
    visitorConsent: readConsent(request.headers.get('cookie')),
    // Shopify's own analytics only run for a shop that has a storefront id; without one (the demo)
    // nothing is sent to Shopify and nothing is loaded from its CDN.
    shop: storefrontId ? getShopAnalytics({ storefront: context.storefront, publicStorefrontId: storefrontId }) : null,
    consent: {
      checkoutDomain: context.env.PUBLIC_CHECKOUT_DOMAIN || new URL(context.config.storeOrigin).host,
      // The public token, made to be seen, and sent only where it is used: Shopify's consent code,
      // which runs with Shopify's analytics alone, calls the Storefront API with it through the
      // same-origin proxy. Without a storefront id the page carries no token at all; no private
      // token ever reaches it.
      storefrontAccessToken: storefrontId ? context.env.PUBLIC_STOREFRONT_API_TOKEN : '',
      // Our banner asks; Shopify's own banner would ask a second time.
      withPrivacyBanner: false,
      country: context.locale.country,
      language: context.locale.language,
    },
  };
}
