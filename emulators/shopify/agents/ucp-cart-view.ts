// How a UCP cart reads (shopping/cart.json): lines with item, quantity and totals, the cart's totals
// in minor units of its market's currency, its policies, and continue_url, the cart's checkout page.
import type { ShopServices } from '../context.ts';
import type { CartWarning } from '../cart/mutations.ts';
import { cartLineGid } from '../cart/store.ts';
import type { CartRow } from '../cart/store.ts';
import { priceCart } from '../cart/pricing.ts';
import { imageUrl } from '../catalogue/image-url.ts';
import { toolResult } from './rpc.ts';
import { minorUnits, selectedOptions } from './present.ts';
import { ucpEnvelope } from './ucp-envelope.ts';

const CART_CAPABILITY = 'dev.ucp.shopping.cart';

/** The cart mutations' stock warnings as UCP messages. */
export function stockMessages(warnings: CartWarning[]) {
  return warnings.map((warning) =>
    warning.code === 'MERCHANDISE_OUT_OF_STOCK'
      ? { type: 'error', code: 'out_of_stock', content: warning.message, severity: 'recoverable' }
      : { type: 'warning', code: 'quantity_adjusted', content: warning.message },
  );
}

/** The cart as UCP shows it, priced in its market. */
export function presentCart(services: ShopServices, row: CartRow, messages: Record<string, unknown>[] = []) {
  const priced = priceCart(services.db, services.catalogue(), row);
  const currency = priced.currencyCode;
  const minor = (cents: number) => minorUnits(cents, currency);
  const catalogue = services.catalogue();
  const discount = priced.subtotalCents - priced.totalCents;
  return {
    ucp: ucpEnvelope(CART_CAPABILITY),
    id: priced.id,
    line_items: priced.lines.map((line) => {
      const image =
        (line.variant.imageRowId !== null && catalogue.imagesById.get(line.variant.imageRowId)) || line.variant.product.images[0];
      return {
        id: cartLineGid({ id: line.rowId, cart_token: row.token }),
        item: {
          id: line.variant.id,
          title: `${line.variant.product.title} — ${selectedOptions(line.variant)
            .map((option) => option.label)
            .join(' / ')}`,
          price: minor(line.unitCents),
          ...(image ? { image_url: imageUrl(image, services.publicUrl) } : {}),
        },
        quantity: line.quantity,
        totals: [
          { type: 'subtotal', amount: minor(line.subtotalCents) },
          { type: 'total', amount: minor(line.totalCents) },
        ],
      };
    }),
    context: { address_country: row.country_code, language: row.language_code.toLowerCase() },
    currency,
    totals: [
      { type: 'subtotal', amount: minor(priced.subtotalCents) },
      ...(discount > 0 ? [{ type: 'discount', amount: -minor(discount) }] : []),
      { type: 'total', amount: minor(priced.totalCents) },
    ],
    ...(messages.length ? { messages } : {}),
    links: [
      { type: 'refund_policy', url: `${services.storefrontUrl}/policies/refund-policy` },
      { type: 'shipping_policy', url: `${services.storefrontUrl}/policies/shipping-policy` },
    ],
    continue_url: `${services.publicUrl}/checkouts/cn/${row.token}`,
  };
}

/** A business outcome with no cart to show: the shopper can still go to the shop. */
export function failed(services: ShopServices, messages: Record<string, unknown>[]) {
  return toolResult({ ucp: ucpEnvelope(CART_CAPABILITY, 'error'), messages, continue_url: `${services.storefrontUrl}/` }, true);
}

export const notFound = (services: ShopServices) =>
  failed(services, [{ type: 'error', code: 'not_found', content: 'Cart not found or has expired.', severity: 'unrecoverable' }]);
