// The checkout host's addresses, shared by the checkout pages and the Cart and Order resolvers.
import { SHOP_LOCALE } from '../translations/localize.ts';

/**
 * The cart's checkoutUrl. Asked in another language than the shop's, it carries `locale` (the
 * parameter Shopify's checkout reads to choose its language), so the checkout opens in the
 * storefront's language; the currency follows the cart's country.
 */
export function checkoutUrl(publicUrl: string, cartToken: string, languageIsoCode: string): string {
  const locale = languageIsoCode.toLowerCase();
  return `${publicUrl}/checkouts/cn/${cartToken}${locale === SHOP_LOCALE ? '' : `?locale=${locale}`}`;
}

export function orderStatusUrl(publicUrl: string, orderToken: string): string {
  return `${publicUrl}/checkouts/orders/${orderToken}`;
}
