// UCP Cart over MCP (cart/mcp.md, 2026-04-08 and 2026-08-25): create_cart, get_cart, update_cart (the line
// items are replaced in full) and cancel_cart, over the Storefront API's own carts: the id is the
// Storefront API's cart id and continue_url its checkoutUrl, so the shopper finishes on the checkout
// host, never through the agent. Input that breaks the schema is Invalid params; what the shop
// decides (an unknown item, more than a line may hold, stock) comes back in `messages`.
import type { ShopServices } from '../../context.ts';
import { cartCreate, cartBuyerIdentityUpdate } from '../../cart/mutations.ts';
import type { CartPayload } from '../../cart/mutations.ts';
import { cartLines, findCart, updateCart } from '../../cart/store.ts';
import { INVALID_PARAMS, isObject, requireString, RpcError, toolResult } from '../rpc.ts';
import type { Tool } from '../rpc.ts';
import { failed, notFound, presentCart, stockMessages } from './cart-view.ts';
import { requireAgent, requireIdempotencyKey, withAgent } from './envelope.ts';
import type { UcpScope } from './scope.ts';
import {
  contextFor,
  countryOf,
  forget,
  lineItemsSchema,
  MAX_LINE_QUANTITY,
  readLines,
  refusals,
  replaceLines,
  updateLineItemsSchema,
} from './lines.ts';

const cartSchema = (update: boolean) => ({
  type: 'object',
  properties: {
    line_items: update ? updateLineItemsSchema : lineItemsSchema,
    context: { type: 'object', properties: { address_country: { type: 'string' }, language: { type: 'string' } } },
  },
  required: ['line_items'],
});

function cartOf(args: Record<string, unknown>): Record<string, unknown> {
  if (!isObject(args.cart)) throw new RpcError(INVALID_PARAMS, 'Invalid params: cart must be an object.');
  if ('id' in args.cart) throw new RpcError(INVALID_PARAMS, 'Invalid params: the cart id goes in the top-level id, not in cart.');
  return args.cart;
}

/** Makes the cart hold exactly `lines`: lines already there keep their ids, others are added or removed. */
export function ucpCartTools(services: ShopServices): Tool<UcpScope>[] {
  const idSchema = { id: { type: 'string' } };
  return [
    {
      name: 'create_cart',
      description: `Create a cart. At most ${MAX_LINE_QUANTITY} of an item per line; continue_url hands the shopper to checkout.`,
      inputSchema: withAgent({ cart: cartSchema(false) }),
      call(args, { request, caller: { version } }) {
        requireAgent(args);
        const cart = cartOf(args);
        const lines = readLines(cart);
        const refused = refusals(services, lines);
        if (refused.length) return failed(services, version, refused);
        const { country, language } = countryOf(cart, { country: 'US', language: 'EN' });
        const context = contextFor(services, request, country, language);
        const payload = cartCreate(context, {
          buyerIdentity: { countryCode: country },
          lines: lines.map((line) => ({ merchandiseId: line.variantId, quantity: line.quantity })),
        });
        if (!payload.cartRow)
          return failed(
            services,
            version,
            payload.userErrors.map((error) => ({ type: 'error', code: 'invalid', content: error.message, severity: 'recoverable' })),
          );
        const messages = stockMessages(payload.warnings);
        // Nothing could go in (all sold out): no cart is made, as the binding's example has it.
        if (!cartLines(services.db, payload.cartRow.token).length) {
          forget(services, payload.cartRow);
          return failed(services, version, messages);
        }
        return toolResult(presentCart(services, version, payload.cartRow, messages), true);
      },
    },
    {
      name: 'get_cart',
      description: 'Read a cart by its id.',
      inputSchema: withAgent(idSchema),
      call(args, { caller: { version } }) {
        requireAgent(args);
        const row = findCart(services.db, requireString(args.id, 'id', 300));
        return row ? toolResult(presentCart(services, version, row), true) : notFound(services, version);
      },
    },
    {
      name: 'update_cart',
      description: 'Replace the line items (and the buyer context) of a cart; send every line to keep.',
      inputSchema: withAgent({ ...idSchema, cart: cartSchema(true) }),
      call(args, { request, caller: { version } }) {
        requireAgent(args);
        const id = requireString(args.id, 'id', 300);
        const cart = cartOf(args);
        const lines = readLines(cart);
        const row = findCart(services.db, id);
        if (!row) return notFound(services, version);
        const refused = refusals(services, lines);
        if (refused.length) return toolResult(presentCart(services, version, row, refused), true);
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
          presentCart(services, version, findCart(services.db, id)!, [
            ...errors,
            ...stockMessages(payloads.flatMap((payload) => payload.warnings)),
          ]),
          true,
        );
      },
    },
    {
      name: 'cancel_cart',
      description: 'Cancel a cart: it is forgotten and its checkout link no longer opens.',
      inputSchema: withAgent(idSchema, ['id'], true),
      call(args, { caller: { version } }) {
        requireAgent(args);
        // The binding counts cancelling as state-changing: it carries an idempotency key.
        requireIdempotencyKey(args);
        const row = findCart(services.db, requireString(args.id, 'id', 300));
        if (!row) return notFound(services, version);
        const last = presentCart(services, version, row);
        forget(services, row);
        return toolResult(last, true);
      },
    },
  ];
}
