// The older Storefront MCP tools at /api/mcp, kept for clients that have not moved to UCP:
// search_shop_catalog, get_product_details, get_cart, update_cart, search_shop_policies_and_faqs.
// Answers are JSON text content with decimal amounts, as Shopify's server gives them; carts are the
// Storefront API's (the cart's userErrors come back in `errors`).
import type { ShopContext, ShopServices } from '../context.ts';
import { cartCreate, cartLinesAdd, cartLinesUpdate } from '../cart/mutations.ts';
import type { CartPayload } from '../cart/mutations.ts';
import { cartGid, cartLineGid, findCart } from '../cart/store.ts';
import type { CartRow } from '../cart/store.ts';
import { priceCart } from '../cart/pricing.ts';
import { numericId } from '../ids.ts';
import { convert, formatDecimal, resolveMarket } from '../markets.ts';
import type { Market } from '../markets.ts';
import type { ProductRecord } from '../catalogue/store.ts';
import { imageUrl } from '../catalogue/image-url.ts';
import { htmlToText } from '../resolvers/shared.ts';
import { INVALID_PARAMS, isObject, requireString, RpcError, toolResult } from './rpc.ts';
import type { Tool } from './rpc.ts';
import { marketOf, productUrl } from './present.ts';
import { searchProducts } from './ucp-catalog.ts';
import { MAX_LINE_QUANTITY } from './ucp-cart.ts';
import { answerQuestion } from './policies.ts';

const SEARCH_LIMIT = 10;
const marketSchema = {
  context: { type: 'object', properties: { address_country: { type: 'string' }, language: { type: 'string' } } },
};

/** `context` ({address_country, language}) or the older top-level country and language. */
function marketFrom(args: Record<string, unknown>): Market {
  if (isObject(args.context)) return marketOf(args.context);
  return marketOf({ address_country: args.country, language: args.language });
}

const money = (shopCents: number, market: Market) => ({
  amount: formatDecimal(convert(shopCents, market.currency)),
  currency: market.currency.isoCode,
});

function productSummary(services: ShopServices, product: ProductRecord, market: Market) {
  const image = product.images[0];
  return {
    product_id: product.id,
    title: product.title,
    description: htmlToText(product.descriptionHtml),
    url: productUrl(services, product),
    image_url: image ? imageUrl(image, services.publicUrl) : null,
    price_range: {
      min: money(product.minPrice, market).amount,
      max: money(product.maxPrice, market).amount,
      currency: market.currency.isoCode,
    },
    product_type: product.productType,
    tags: product.tags,
    variants: product.variants.map((variant) => ({
      variant_id: variant.id,
      title: variant.title,
      price: money(variant.price, market).amount,
      currency: market.currency.isoCode,
      available: variant.availableForSale,
      options: Object.fromEntries(product.options.map((option, index) => [option.name, variant.optionValues[index]])),
    })),
  };
}

function presentCart(services: ShopServices, row: CartRow) {
  const priced = priceCart(services.db, services.catalogue(), row);
  const amount = (cents: number) => ({ amount: formatDecimal(cents), currency: priced.currencyCode });
  return {
    id: priced.id,
    lines: priced.lines.map((line) => ({
      id: cartLineGid({ id: line.rowId, cart_token: row.token }),
      quantity: line.quantity,
      cost: { subtotal_amount: amount(line.subtotalCents), total_amount: amount(line.totalCents) },
      merchandise: {
        id: line.variant.id,
        title: line.variant.title,
        product: { id: line.variant.product.id, title: line.variant.product.title },
      },
    })),
    cost: { subtotal_amount: amount(priced.subtotalCents), total_amount: amount(priced.totalCents) },
    total_quantity: priced.totalQuantity,
    buyer_identity: { country_code: row.country_code },
    checkout_url: `${services.publicUrl}/checkouts/cn/${row.token}`,
  };
}

interface LineChange {
  lineId: string | null;
  merchandiseId: string | null;
  quantity: number;
}

function readLines(value: unknown): LineChange[] {
  if (!Array.isArray(value) || !value.length) throw new RpcError(INVALID_PARAMS, 'Invalid params: lines must be a non-empty array.');
  if (value.length > 100) throw new RpcError(INVALID_PARAMS, 'Invalid params: at most 100 lines per call.');
  return value.map((line, index) => {
    if (!isObject(line)) throw new RpcError(INVALID_PARAMS, `Invalid params: lines[${index}] must be an object.`);
    if (!Number.isInteger(line.quantity) || (line.quantity as number) < 0)
      throw new RpcError(INVALID_PARAMS, `Invalid params: lines[${index}].quantity must be an integer of at least 0.`);
    const lineId = typeof line.line_item_id === 'string' ? line.line_item_id : null;
    const merchandiseId = typeof line.merchandise_id === 'string' ? line.merchandise_id : null;
    if (!lineId && !merchandiseId)
      throw new RpcError(INVALID_PARAMS, `Invalid params: lines[${index}] needs merchandise_id or line_item_id.`);
    return { lineId, merchandiseId, quantity: line.quantity as number };
  });
}

function updateCart(services: ShopServices, request: Request, args: Record<string, unknown>) {
  const lines = readLines(args.lines);
  const over = lines.findIndex((line) => line.quantity > MAX_LINE_QUANTITY);
  if (over >= 0)
    return {
      cart: null,
      errors: [{ field: ['lines', String(over), 'quantity'], message: `At most ${MAX_LINE_QUANTITY} of an item per order.` }],
    };
  const existing = typeof args.cart_id === 'string' ? findCart(services.db, args.cart_id) : null;
  if (typeof args.cart_id === 'string' && !existing)
    return { cart: null, errors: [{ field: ['cart_id'], message: 'The specified cart does not exist.' }] };
  const market = existing ? resolveMarket(existing.country_code, existing.language_code) : marketFrom(args);
  const context: ShopContext = { market, operationName: null, request, services };
  const adds = lines.filter((line) => !line.lineId).map((line) => ({ merchandiseId: line.merchandiseId!, quantity: line.quantity }));
  const updates = lines
    .filter((line) => line.lineId)
    .map((line) => ({ id: line.lineId!, quantity: line.quantity, merchandiseId: line.merchandiseId }));
  const payloads: CartPayload[] = [];
  let row = existing;
  if (!row) {
    const created = cartCreate(context, { buyerIdentity: { countryCode: market.country.isoCode }, lines: adds });
    payloads.push(created);
    row = created.cartRow;
  } else if (adds.length) payloads.push(cartLinesAdd(context, args.cart_id, adds));
  if (row && updates.length) payloads.push(cartLinesUpdate(context, cartGid(row), updates));
  const errors = payloads.flatMap((payload) => payload.userErrors).map(({ field, message }) => ({ field, message }));
  const warnings = payloads.flatMap((payload) => payload.warnings).map(({ message }) => ({ message }));
  const current = row ? findCart(services.db, cartGid(row)) : null;
  return { cart: current ? presentCart(services, current) : null, errors, warnings };
}

export function storefrontMcpTools(services: ShopServices): Tool[] {
  return [
    {
      name: 'search_shop_catalog',
      description: "Search the shop's products. Prices are in the market of context.address_country.",
      inputSchema: {
        type: 'object',
        properties: { query: { type: 'string' }, limit: { type: 'integer' }, ...marketSchema },
        required: ['query'],
      },
      call(args) {
        const market = marketFrom(args);
        const limit = Number.isInteger(args.limit) ? Math.min(Math.max(args.limit as number, 1), 50) : SEARCH_LIMIT;
        const found = searchProducts(services.catalogue().products, requireString(args.query, 'query'));
        return toolResult(
          {
            products: found.slice(0, limit).map((product) => productSummary(services, product, market)),
            pagination: { total_count: found.length },
          },
          false,
        );
      },
    },
    {
      name: 'get_product_details',
      description: 'Details of one product and its variants.',
      inputSchema: { type: 'object', properties: { product_id: { type: 'string' }, ...marketSchema }, required: ['product_id'] },
      call(args) {
        const id = requireString(args.product_id, 'product_id', 200);
        const numeric = numericId(id, 'Product');
        const product = numeric === null ? undefined : services.catalogue().productsById.get(numeric);
        if (!product) return { ...toolResult({ error: `No product with id ${id}.` }, false), isError: true };
        return toolResult({ product: productSummary(services, product, marketFrom(args)) }, false);
      },
    },
    {
      name: 'get_cart',
      description: 'Read a cart: its lines, cost and checkout URL.',
      inputSchema: { type: 'object', properties: { cart_id: { type: 'string' } }, required: ['cart_id'] },
      call(args) {
        const row = findCart(services.db, requireString(args.cart_id, 'cart_id', 300));
        if (!row) return toolResult({ cart: null, errors: [{ field: ['cart_id'], message: 'The specified cart does not exist.' }] }, false);
        return toolResult({ cart: presentCart(services, row), errors: [] }, false);
      },
    },
    {
      name: 'update_cart',
      description: `Add lines (merchandise_id, quantity) or change lines (line_item_id, quantity; 0 removes). Without cart_id a cart is created. At most ${MAX_LINE_QUANTITY} per line.`,
      inputSchema: {
        type: 'object',
        properties: {
          cart_id: { type: 'string' },
          lines: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                line_item_id: { type: 'string' },
                merchandise_id: { type: 'string' },
                quantity: { type: 'integer', minimum: 0 },
              },
            },
          },
          ...marketSchema,
        },
        required: ['lines'],
      },
      call: (args, request) => toolResult(updateCart(services, request, args), false),
    },
    {
      name: 'search_shop_policies_and_faqs',
      description: "Answers from the shop's policies and pages: shipping, returns, care, the shop itself.",
      inputSchema: { type: 'object', properties: { query: { type: 'string' }, context: { type: 'string' } }, required: ['query'] },
      call: (args) => toolResult({ answers: answerQuestion(services, requireString(args.query, 'query')) }, false),
    },
  ];
}
