// The line items of carts and checkouts alike: how they are read from a call, what the shop says
// about them before they reach a cart (unknown items, more than a line may hold), and how a cart
// is made to hold exactly them. Checkouts sit on the same Storefront API carts as the agent's carts.
import type { ShopContext, ShopServices } from '../../context.ts';
import { cartLinesAdd, cartLinesRemove, cartLinesUpdate } from '../../cart/mutations.ts';
import type { CartPayload } from '../../cart/mutations.ts';
import { cartGid, cartLineGid, cartLines } from '../../cart/store.ts';
import type { CartRow } from '../../cart/store.ts';
import { numericId } from '../../ids.ts';
import { resolveMarket } from '../../markets.ts';
import { INVALID_PARAMS, isObject, requireString, RpcError } from '../rpc.ts';
import { marketOf } from './present.ts';

/** The most of one item a line may hold through the agent endpoints (the shop's rule, as on its own bag). */
export const MAX_LINE_QUANTITY = 10;
const MAX_LINE_ITEMS = 100;

export interface WantedLine {
  variantId: string;
  quantity: number;
}

/** Line items as a create sends them; an update may also name a line's `id` (line_item.json's ucp_request). */
const linesSchema = (update: boolean) => ({
  type: 'array',
  maxItems: MAX_LINE_ITEMS,
  items: {
    type: 'object',
    properties: {
      ...(update ? { id: { type: 'string' } } : {}),
      item: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
      quantity: { type: 'integer', minimum: 1 },
    },
    required: ['item', 'quantity'],
  },
});
export const lineItemsSchema = linesSchema(false);
// Lines are matched by item (a full replacement keeps the ids of lines whose item stays), so a
// line's id is accepted and need not be resolved.
export const updateLineItemsSchema = linesSchema(true);
export function readLines(input: Record<string, unknown>, name = 'cart'): WantedLine[] {
  const items = input.line_items;
  if (!Array.isArray(items)) throw new RpcError(INVALID_PARAMS, `Invalid params: ${name}.line_items must be an array.`);
  if (items.length > MAX_LINE_ITEMS) throw new RpcError(INVALID_PARAMS, `Invalid params: at most ${MAX_LINE_ITEMS} line items.`);
  return items.map((line, index) => {
    const where = `${name}.line_items[${index}]`;
    if (!isObject(line) || !isObject(line.item)) throw new RpcError(INVALID_PARAMS, `Invalid params: ${where}.item must be an object.`);
    const variantId = requireString(line.item.id, `${where}.item.id`, 200);
    if (!Number.isInteger(line.quantity) || (line.quantity as number) < 1)
      throw new RpcError(INVALID_PARAMS, `Invalid params: ${where}.quantity must be an integer of at least 1.`);
    return { variantId, quantity: line.quantity as number };
  });
}

/** The shop's own verdict on the wanted lines: unknown items and over-limit quantities. */
export function refusals(services: ShopServices, lines: WantedLine[]) {
  const catalogue = services.catalogue();
  // Lines naming the same item become one line, so their quantities count together.
  const totals = new Map<string, number>();
  return lines.flatMap((line, index) => {
    const total = (totals.get(line.variantId) ?? 0) + line.quantity;
    totals.set(line.variantId, total);
    const id = numericId(line.variantId, 'ProductVariant');
    if (id === null || !catalogue.variantsById.has(id))
      return [
        {
          type: 'error',
          code: 'not_found',
          path: `$.line_items[${index}].item.id`,
          content: `No item with id ${line.variantId.slice(0, 200)} is sold here.`,
          severity: 'recoverable',
        },
      ];
    if (total > MAX_LINE_QUANTITY)
      return [
        {
          type: 'error',
          code: 'quantity_limit',
          path: `$.line_items[${index}].quantity`,
          content: `At most ${MAX_LINE_QUANTITY} of an item per order.`,
          severity: 'recoverable',
        },
      ];
    return [];
  });
}

export function contextFor(services: ShopServices, request: Request, country: string, language: string): ShopContext {
  return { market: resolveMarket(country, language), operationName: null, request, services };
}

export function replaceLines(context: ShopContext, row: CartRow, lines: WantedLine[]): CartPayload[] {
  const cartId = cartGid(row);
  const existing = cartLines(context.services.db, row.token);
  const wanted = new Map<number, number>();
  for (const line of lines) {
    const id = numericId(line.variantId, 'ProductVariant')!;
    wanted.set(id, (wanted.get(id) ?? 0) + line.quantity);
  }
  const kept = existing.filter((line) => wanted.has(line.variant_id));
  const gone = existing.filter((line) => !kept.includes(line));
  const payloads: CartPayload[] = [];
  if (gone.length)
    payloads.push(
      cartLinesRemove(
        context,
        cartId,
        gone.map((line) => cartLineGid(line)),
      ),
    );
  if (kept.length)
    payloads.push(
      cartLinesUpdate(
        context,
        cartId,
        kept.map((line) => ({ id: cartLineGid(line), quantity: wanted.get(line.variant_id)! })),
      ),
    );
  const added = [...wanted].filter(([id]) => !kept.some((line) => line.variant_id === id));
  if (added.length)
    payloads.push(
      cartLinesAdd(
        context,
        cartId,
        added.map(([id, quantity]) => ({ merchandiseId: `gid://shopify/ProductVariant/${id}`, quantity })),
      ),
    );
  return payloads;
}

export function countryOf(cart: Record<string, unknown>, fallback: { country: string; language: string }) {
  if (!isObject(cart.context)) return fallback;
  const market = marketOf(cart.context);
  return { country: market.country.isoCode, language: market.language.isoCode };
}

export function forget(services: ShopServices, row: CartRow): void {
  services.db.transaction(() => {
    services.db.statement('DELETE FROM cart_lines WHERE cart_token = ?').run(row.token);
    services.db.statement('DELETE FROM carts WHERE token = ?').run(row.token);
  });
}
