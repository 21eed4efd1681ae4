// UCP Cart over MCP (spec 2026-04-08, cart-mcp.md): create_cart, get_cart, update_cart (the line
// items are replaced in full) and cancel_cart, over the Storefront API's own carts: the id is the
// Storefront API's cart id and continue_url its checkoutUrl, so the shopper finishes on the checkout
// host, never through the agent. Input that breaks the schema is Invalid params; what the shop
// decides (an unknown item, more than a line may hold, stock) comes back in `messages`.
import type { ShopContext, ShopServices } from '../context.ts';
import { cartCreate, cartBuyerIdentityUpdate, cartLinesAdd, cartLinesRemove, cartLinesUpdate } from '../cart/mutations.ts';
import type { CartPayload } from '../cart/mutations.ts';
import { cartGid, cartLineGid, cartLines, findCart, updateCart } from '../cart/store.ts';
import type { CartRow } from '../cart/store.ts';
import { numericId } from '../ids.ts';
import { resolveMarket } from '../markets.ts';
import { INVALID_PARAMS, isObject, requireString, RpcError, toolResult } from './rpc.ts';
import type { Tool } from './rpc.ts';
import { marketOf } from './present.ts';
import { failed, notFound, presentCart, stockMessages } from './ucp-cart-view.ts';
import { requireAgent, withAgent } from './ucp-envelope.ts';

/** The most of one item a cart line may hold through the agent endpoints (the shop's rule, as on its own bag). */
export const MAX_LINE_QUANTITY = 10;
const MAX_LINE_ITEMS = 100;

interface WantedLine {
  variantId: string;
  quantity: number;
}

const lineItemsSchema = {
  type: 'array',
  maxItems: MAX_LINE_ITEMS,
  items: {
    type: 'object',
    properties: {
      item: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
      quantity: { type: 'integer', minimum: 1 },
    },
    required: ['item', 'quantity'],
  },
};
const cartSchema = {
  type: 'object',
  properties: {
    line_items: lineItemsSchema,
    context: { type: 'object', properties: { address_country: { type: 'string' }, language: { type: 'string' } } },
  },
  required: ['line_items'],
};

function readLines(cart: Record<string, unknown>): WantedLine[] {
  const items = cart.line_items;
  if (!Array.isArray(items)) throw new RpcError(INVALID_PARAMS, 'Invalid params: cart.line_items must be an array.');
  if (items.length > MAX_LINE_ITEMS) throw new RpcError(INVALID_PARAMS, `Invalid params: at most ${MAX_LINE_ITEMS} line items.`);
  return items.map((line, index) => {
    const where = `cart.line_items[${index}]`;
    if (!isObject(line) || !isObject(line.item)) throw new RpcError(INVALID_PARAMS, `Invalid params: ${where}.item must be an object.`);
    const variantId = requireString(line.item.id, `${where}.item.id`, 200);
    if (!Number.isInteger(line.quantity) || (line.quantity as number) < 1)
      throw new RpcError(INVALID_PARAMS, `Invalid params: ${where}.quantity must be an integer of at least 1.`);
    return { variantId, quantity: line.quantity as number };
  });
}

/** The shop's own verdict on the wanted lines: unknown items and over-limit quantities. */
function refusals(services: ShopServices, lines: WantedLine[]) {
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

function contextFor(services: ShopServices, request: Request, country: string, language: string): ShopContext {
  return { market: resolveMarket(country, language), operationName: null, request, services };
}

function cartOf(args: Record<string, unknown>): Record<string, unknown> {
  if (!isObject(args.cart)) throw new RpcError(INVALID_PARAMS, 'Invalid params: cart must be an object.');
  if ('id' in args.cart) throw new RpcError(INVALID_PARAMS, 'Invalid params: the cart id goes in the top-level id, not in cart.');
  return args.cart;
}

/** Makes the cart hold exactly `lines`: lines already there keep their ids, others are added or removed. */
function replaceLines(context: ShopContext, row: CartRow, lines: WantedLine[]): CartPayload[] {
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

function countryOf(cart: Record<string, unknown>, fallback: { country: string; language: string }) {
  if (!isObject(cart.context)) return fallback;
  const market = marketOf(cart.context);
  return { country: market.country.isoCode, language: market.language.isoCode };
}

function forget(services: ShopServices, row: CartRow): void {
  services.db.transaction(() => {
    services.db.statement('DELETE FROM cart_lines WHERE cart_token = ?').run(row.token);
    services.db.statement('DELETE FROM carts WHERE token = ?').run(row.token);
  });
}

export function ucpCartTools(services: ShopServices): Tool[] {
  const idSchema = { id: { type: 'string' } };
  return [
    {
      name: 'create_cart',
      description: `Create a cart. At most ${MAX_LINE_QUANTITY} of an item per line; continue_url hands the shopper to checkout.`,
      inputSchema: withAgent({ cart: cartSchema }),
      call(args, request) {
        requireAgent(args);
        const cart = cartOf(args);
        const lines = readLines(cart);
        const refused = refusals(services, lines);
        if (refused.length) return failed(services, refused);
        const { country, language } = countryOf(cart, { country: 'US', language: 'EN' });
        const context = contextFor(services, request, country, language);
        const payload = cartCreate(context, {
          buyerIdentity: { countryCode: country },
          lines: lines.map((line) => ({ merchandiseId: line.variantId, quantity: line.quantity })),
        });
        if (!payload.cartRow)
          return failed(
            services,
            payload.userErrors.map((error) => ({ type: 'error', code: 'invalid', content: error.message, severity: 'recoverable' })),
          );
        const messages = stockMessages(payload.warnings);
        // Nothing could go in (all sold out): no cart is made, as the binding's example has it.
        if (!cartLines(services.db, payload.cartRow.token).length) {
          forget(services, payload.cartRow);
          return failed(services, messages);
        }
        return toolResult(presentCart(services, payload.cartRow, messages), true);
      },
    },
    {
      name: 'get_cart',
      description: 'Read a cart by its id.',
      inputSchema: withAgent(idSchema),
      call(args) {
        requireAgent(args);
        const row = findCart(services.db, requireString(args.id, 'id', 300));
        return row ? toolResult(presentCart(services, row), true) : notFound(services);
      },
    },
    {
      name: 'update_cart',
      description: 'Replace the line items (and the buyer context) of a cart; send every line to keep.',
      inputSchema: withAgent({ ...idSchema, cart: cartSchema }),
      call(args, request) {
        requireAgent(args);
        const id = requireString(args.id, 'id', 300);
        const cart = cartOf(args);
        const lines = readLines(cart);
        const row = findCart(services.db, id);
        if (!row) return notFound(services);
        const refused = refusals(services, lines);
        if (refused.length) return toolResult(presentCart(services, row, refused), true);
        const { country, language } = countryOf(cart, { country: row.country_code, language: row.language_code });
        const context = contextFor(services, request, country, language);
        const payloads: CartPayload[] = [];
        if (country !== row.country_code || language !== row.language_code) {
          payloads.push(cartBuyerIdentityUpdate(context, id, { countryCode: country }));
          updateCart(services.db, row.token, { language_code: language });
        }
        payloads.push(...replaceLines(context, row, lines));
        const errors = payloads
          .flatMap((payload) => payload.userErrors)
          .map((error) => ({ type: 'error', code: 'invalid', content: error.message, severity: 'recoverable' }));
        return toolResult(
          presentCart(services, findCart(services.db, id)!, [...errors, ...stockMessages(payloads.flatMap((payload) => payload.warnings))]),
          true,
        );
      },
    },
    {
      name: 'cancel_cart',
      description: 'Cancel a cart: it is forgotten and its checkout link no longer opens.',
      inputSchema: withAgent(idSchema),
      call(args) {
        requireAgent(args);
        const row = findCart(services.db, requireString(args.id, 'id', 300));
        if (!row) return notFound(services);
        const last = presentCart(services, row);
        forget(services, row);
        return toolResult(last, true);
      },
    },
  ];
}
