// How a UCP cart reads (shopping/cart.json): lines with item, quantity and totals, the cart's totals
// in minor units of its market's currency, its policies, and continue_url, the cart's checkout page.
import type { ShopServices } from '../../context.ts';
import type { CartWarning } from '../../cart/mutations.ts';
import { cartLineGid } from '../../cart/store.ts';
import type { CartRow } from '../../cart/store.ts';
import { priceCart } from '../../cart/pricing.ts';
import type { PricedCart } from '../../cart/pricing.ts';
import { imageUrl } from '../../catalogue/image-url.ts';
import { toolResult } from '../rpc.ts';
import { itemTitle, localContext, minorUnits } from './present.ts';
import { ucpEnvelope } from './envelope.ts';
import { shopLinks, shopPolicies } from './shop-terms.ts';
import type { UcpVersion } from './versions.ts';

const CART_CAPABILITY = 'dev.ucp.shopping.cart';

/** The cart mutations' stock warnings as UCP messages. */
export function stockMessages(warnings: CartWarning[]) {
  return warnings.map((warning) =>
    warning.code === 'MERCHANDISE_OUT_OF_STOCK'
      ? { type: 'error', code: 'out_of_stock', content: warning.message, severity: 'recoverable' }
      : { type: 'warning', code: 'quantity_adjusted', content: warning.message },
  );
}

/** Line items as UCP shows them (a cart's and a checkout's alike), in the cart's market and language. */
export function lineItems(services: ShopServices, priced: PricedCart) {
  const catalogue = services.catalogue();
  const context = localContext(services, priced.market);
  const minor = (cents: number) => minorUnits(cents, priced.currencyCode);
  return priced.lines.map((line) => {
    const image = (line.variant.imageRowId !== null && catalogue.imagesById.get(line.variant.imageRowId)) || line.variant.product.images[0];
    return {
      id: cartLineGid({ id: line.rowId, cart_token: priced.row.token }),
      item: {
        id: line.variant.id,
        title: itemTitle(context, line.variant),
        price: minor(line.unitCents),
        ...(image ? { image_url: imageUrl(image, services.publicUrl) } : {}),
      },
      quantity: line.quantity,
      totals: [
        { type: 'subtotal', amount: minor(line.subtotalCents) },
        { type: 'total', amount: minor(line.totalCents) },
      ],
    };
  });
}

/** The cart as UCP shows it, priced in its market. */
export function presentCart(services: ShopServices, version: UcpVersion, row: CartRow, messages: Record<string, unknown>[] = []) {
  const priced = priceCart(services.db, services.catalogue(), row);
  const currency = priced.currencyCode;
  const minor = (cents: number) => minorUnits(cents, currency);
  const discount = priced.subtotalCents - priced.totalCents;
  return {
    ucp: ucpEnvelope(version, CART_CAPABILITY),
    id: priced.id,
    line_items: lineItems(services, priced),
    context: { address_country: row.country_code, language: row.language_code.toLowerCase() },
    currency,
    totals: [
      { type: 'subtotal', amount: minor(priced.subtotalCents) },
      ...(discount > 0 ? [{ type: 'discount', amount: -minor(discount) }] : []),
      { type: 'total', amount: minor(priced.totalCents) },
    ],
    ...(messages.length ? { messages } : {}),
    links: shopLinks(services),
    ...shopPolicies(services, version),
    continue_url: `${services.publicUrl}/checkouts/cn/${row.token}`,
  };
}

/** A business outcome with no cart to show: the shopper can still go to the shop. */
export function failed(services: ShopServices, version: UcpVersion, messages: object[], capability = CART_CAPABILITY) {
  return toolResult({ ucp: ucpEnvelope(version, capability, 'error'), messages, continue_url: `${services.storefrontUrl}/` }, true);
}

export const notFound = (services: ShopServices, version: UcpVersion) =>
  failed(services, version, [{ type: 'error', code: 'not_found', content: 'Cart not found or has expired.', severity: 'unrecoverable' }]);
