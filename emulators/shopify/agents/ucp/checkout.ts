// UCP Checkout over MCP (checkout/mcp.md): create_checkout (from line items, or converting a
// cart by cart_id), get_checkout, update_checkout (a full replacement: line items, buyer,
// destination, context) and cancel_checkout, over the Storefront API's carts and the checkout
// host. complete_checkout is in complete.ts.
import type { ShopServices } from '../../context.ts';
import { cartCreate } from '../../cart/mutations.ts';
import { cartLines, findCart, findCartByToken, updateCart } from '../../cart/store.ts';
import type { CartRow } from '../../cart/store.ts';
import { INVALID_PARAMS, isObject, requireString, RpcError, toolResult } from '../rpc.ts';
import type { Tool } from '../rpc.ts';
import { failed, stockMessages } from './cart-view.ts';
import { readBuyer, readContext, readDestination } from './checkout-input.ts';
import type { Message } from './checkout-input.ts';
import { findCheckout, insertCheckout, saveCheckout } from './checkout-store.ts';
import type { CheckoutSession } from './checkout-store.ts';
import { presentCheckout, viewerOf } from './checkout-view.ts';
import type { Caller } from '../identity/tiers.ts';
import { requireAgent, requireIdempotencyKey, withAgent } from './envelope.ts';
import { once } from './idempotency.ts';
import { contextFor, countryOf, forget, lineItemsSchema, readLines, refusals, replaceLines, updateLineItemsSchema } from './lines.ts';
import type { UcpScope } from './scope.ts';
import type { UcpVersion } from './versions.ts';

export const CHECKOUT_CAPABILITY = 'dev.ucp.shopping.checkout';

const addressSchema = {
  type: 'object',
  properties: Object.fromEntries(
    [
      'first_name',
      'last_name',
      'street_address',
      'extended_address',
      'address_locality',
      'address_region',
      'postal_code',
      'address_country',
      'phone_number',
    ].map((field) => [field, { type: 'string' }]),
  ),
};
// cart_id converts a cart on create only (cart.json's checkout); an update may name line ids.
const checkoutSchema = (update: boolean) => ({
  type: 'object',
  properties: {
    ...(update ? {} : { cart_id: { type: 'string' } }),
    line_items: update ? updateLineItemsSchema : lineItemsSchema,
    buyer: {
      type: 'object',
      properties: {
        email: { type: 'string' },
        first_name: { type: 'string' },
        last_name: { type: 'string' },
        phone_number: { type: 'string' },
      },
    },
    context: { type: 'object', properties: { address_country: { type: 'string' }, language: { type: 'string' } } },
    fulfillment: {
      type: 'object',
      properties: {
        methods: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              ...(update ? { id: { type: 'string' }, line_item_ids: { type: 'array', items: { type: 'string' } } } : {}),
              type: { type: 'string' },
              destinations: { type: 'array', items: addressSchema },
              selected_destination_id: { type: ['string', 'null'] },
              groups: {
                type: 'array',
                items: { type: 'object', properties: { id: { type: 'string' }, selected_option_id: { type: ['string', 'null'] } } },
              },
            },
          },
        },
      },
    },
  },
});

export function checkoutOf(args: Record<string, unknown>): Record<string, unknown> {
  if (!isObject(args.checkout)) throw new RpcError(INVALID_PARAMS, 'Invalid params: checkout must be an object.');
  if ('id' in args.checkout)
    throw new RpcError(INVALID_PARAMS, 'Invalid params: the checkout id goes in the top-level id, not in checkout.');
  return args.checkout;
}

export const checkoutNotFound = (services: ShopServices, version: UcpVersion) =>
  failed(
    services,
    version,
    [{ type: 'error', code: 'not_found', content: 'Checkout not found or has expired.', severity: 'unrecoverable' }],
    CHECKOUT_CAPABILITY,
  );

/** Buyer, destination and market of a create or update; the cart follows them (email, country). */
function applyDetails(services: ShopServices, session: CheckoutSession, row: CartRow, checkout: Record<string, unknown>) {
  const { buyer, messages: buyerMessages } = readBuyer(checkout);
  const { address, messages: addressMessages } = readDestination(checkout, session.shippingAddress);
  const context = readContext(checkout);
  let { country, language } = countryOf({ context }, { country: row.country_code, language: row.language_code });
  // Shipping to another country prices the checkout there, as the checkout host does.
  if (address?.countryCode) country = address.countryCode;
  if (!context && country !== row.country_code) language = row.language_code;
  updateCart(services.db, row.token, {
    email: buyer.email ?? null,
    country_code: country,
    language_code: language,
    updated_at: new Date().toISOString(),
  });
  return {
    session: saveCheckout(services.db, { ...session, buyer, shippingAddress: address }),
    messages: [...buyerMessages, ...addressMessages],
  };
}

export function ucpCheckoutTools(services: ShopServices): Tool<UcpScope>[] {
  const { db } = services;
  const respond = (caller: Caller, session: CheckoutSession, messages: Message[] = []) =>
    toolResult(presentCheckout(services, viewerOf(caller), session, messages), true);
  return [
    {
      name: 'create_checkout',
      description:
        'Open a checkout session from line items, or from a cart (cart_id). Its continue_url opens the same checkout in the browser.',
      inputSchema: withAgent({ checkout: checkoutSchema(false) }),
      call(args, { request, caller }) {
        requireAgent(args);
        const checkout = checkoutOf(args);
        const lines = checkout.line_items === undefined && checkout.cart_id !== undefined ? [] : readLines(checkout, 'checkout');
        const refused = refusals(services, lines);
        if (refused.length) return failed(services, caller.version, refused, CHECKOUT_CAPABILITY);
        return db.transaction(() => {
          let row: CartRow | null;
          const warnings: Message[] = [];
          if (checkout.cart_id !== undefined) {
            row = findCart(db, requireString(checkout.cart_id, 'checkout.cart_id', 300));
            if (!row)
              return failed(
                services,
                caller.version,
                [{ type: 'error', code: 'not_found', content: 'Cart not found or has expired.', severity: 'unrecoverable' }],
                CHECKOUT_CAPABILITY,
              );
            if (lines.length) replaceLines(contextFor(services, request, row.country_code, row.language_code), row, lines);
          } else {
            const { country, language } = countryOf(checkout, { country: 'US', language: 'EN' });
            const payload = cartCreate(contextFor(services, request, country, language), {
              buyerIdentity: { countryCode: country },
              lines: lines.map((line) => ({ merchandiseId: line.variantId, quantity: line.quantity })),
            });
            row = payload.cartRow;
            warnings.push(...(stockMessages(payload.warnings) as Message[]));
            if (row && !cartLines(db, row.token).length) {
              forget(services, row);
              row = null;
            }
            if (!row)
              return failed(
                services,
                caller.version,
                warnings.length
                  ? warnings
                  : [{ type: 'error', code: 'item_unavailable', content: 'Nothing could be added.', severity: 'unrecoverable' }],
                CHECKOUT_CAPABILITY,
              );
          }
          const opened = insertCheckout(db, caller.owner, row.token);
          const { session, messages } = applyDetails(services, opened, row, checkout);
          return respond(caller, session, [...warnings, ...messages]);
        });
      },
    },
    {
      name: 'get_checkout',
      description: 'Read a checkout session: its status, what it still needs, and the order once placed.',
      inputSchema: withAgent({ id: { type: 'string' } }),
      call(args, { caller }) {
        requireAgent(args);
        const session = findCheckout(db, requireString(args.id, 'id', 300), caller.owner);
        return session ? respond(caller, session) : checkoutNotFound(services, caller.version);
      },
    },
    {
      name: 'update_checkout',
      description: 'Replace a checkout session’s line items, buyer, shipping destination and context; send everything to keep.',
      inputSchema: withAgent({ id: { type: 'string' }, checkout: checkoutSchema(true) }),
      call(args, { request, caller }) {
        requireAgent(args);
        const id = requireString(args.id, 'id', 300);
        const checkout = checkoutOf(args);
        const lines = readLines(checkout, 'checkout');
        return db.transaction(() => {
          const session = findCheckout(db, id, caller.owner);
          if (!session) return checkoutNotFound(services, caller.version);
          if (session.state !== 'open')
            return respond(caller, session, [
              {
                type: 'error',
                code: 'invalid',
                content: `This checkout is ${session.state.replaceAll('_', ' ')} and can no longer change.`,
                severity: 'recoverable',
              },
            ]);
          const row = findCartByToken(db, session.cartToken)!;
          const refused = refusals(services, lines);
          if (refused.length) return respond(caller, session, refused as Message[]);
          const payloads = replaceLines(contextFor(services, request, row.country_code, row.language_code), row, lines);
          const warnings = stockMessages(payloads.flatMap((payload) => payload.warnings)) as Message[];
          const applied = applyDetails(services, session, findCartByToken(db, session.cartToken)!, checkout);
          return respond(caller, applied.session, [...warnings, ...applied.messages]);
        });
      },
    },
    {
      name: 'cancel_checkout',
      description: 'Cancel a checkout session that is not completed.',
      inputSchema: withAgent({ id: { type: 'string' } }, ['id'], true),
      call(args, { caller }) {
        requireAgent(args);
        const key = requireIdempotencyKey(args);
        const id = requireString(args.id, 'id', 300);
        return once(db, { owner: caller.owner, operation: 'cancel_checkout', key }, args, () => {
          const session = findCheckout(db, id, caller.owner);
          if (!session) return checkoutNotFound(services, caller.version);
          if (session.state === 'completed' || session.state === 'canceled')
            return respond(caller, session, [
              { type: 'error', code: 'invalid', content: `This checkout is already ${session.state}.`, severity: 'unrecoverable' },
            ]);
          return respond(caller, saveCheckout(db, { ...session, state: 'canceled' }));
        });
      },
    },
  ];
}
