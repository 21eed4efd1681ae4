// UCP Catalog over MCP (catalog/mcp.md, 2026-04-08 and 2026-08-25): search_catalog, lookup_catalog and
// get_product over the Storefront API's catalogue, priced in the market of `catalog.context`.
// Unknown ids are business outcomes (fewer products, `not_found` messages), never transport errors.
import type { ShopServices } from '../../context.ts';
import type { ProductRecord, VariantRecord } from '../../catalogue/store.ts';
import { parseSearchQuery, textScore } from '../../catalogue/search-query.ts';
import { numericId } from '../../ids.ts';
import { INVALID_PARAMS, isObject, requireString, RpcError, toolResult } from '../rpc.ts';
import type { Tool } from '../rpc.ts';
import { localContext, marketOf, price, ucpProduct } from './present.ts';
import type { Market } from '../../markets.ts';
import { optionName, optionValueName } from '../../translations/localize.ts';
import { catalogArgument, ucpEnvelope, withAgent } from './envelope.ts';
import type { UcpScope } from './scope.ts';
import { shopPolicies } from './shop-terms.ts';

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 50;
const MAX_LOOKUP_IDS = 50;

const contextSchema = {
  type: 'object',
  properties: {
    address_country: { type: 'string' },
    address_region: { type: 'string' },
    language: { type: 'string' },
    intent: { type: 'string' },
  },
};

/** The scored matches for a free-text query, best first, as the Storefront API's search ranks them. */
function searchProducts(products: readonly ProductRecord[], query: string): ProductRecord[] {
  const parsed = parseSearchQuery(query.slice(0, 1000));
  if (!parsed.words.length) return [];
  return products
    .map((product) => ({ product, score: textScore(product, parsed.words, true) }))
    .filter((entry) => entry.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score || Number(b.product.availableForSale) - Number(a.product.availableForSale) || a.product.rowId - b.product.rowId,
    )
    .map((entry) => entry.product);
}

function pageOf(pagination: unknown): { offset: number; limit: number } {
  if (pagination === undefined) return { offset: 0, limit: DEFAULT_LIMIT };
  if (!isObject(pagination)) throw new RpcError(INVALID_PARAMS, 'Invalid params: catalog.pagination must be an object.');
  const limit = pagination.limit ?? DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > MAX_LIMIT)
    throw new RpcError(INVALID_PARAMS, `Invalid params: catalog.pagination.limit must be an integer from 1 to ${MAX_LIMIT}.`);
  let offset = 0;
  if (pagination.cursor !== undefined) {
    offset = Number(Buffer.from(String(pagination.cursor), 'base64url').toString());
    if (!Number.isInteger(offset) || offset < 0)
      throw new RpcError(INVALID_PARAMS, 'Invalid params: catalog.pagination.cursor is not one this shop issued.');
  }
  return { offset, limit: limit as number };
}

/**
 * search_filters.json: categories (any of them, against the product's category values) and a price
 * range in the market's minor units, against the product's lowest price there; both must hold.
 */
function filterOf(filters: unknown, market: Market): (product: ProductRecord) => boolean {
  if (filters === undefined) return () => true;
  if (!isObject(filters)) throw new RpcError(INVALID_PARAMS, 'Invalid params: catalog.filters must be an object.');
  const categories = Array.isArray(filters.categories) ? filters.categories.map((category) => String(category).toLowerCase()) : null;
  const range = isObject(filters.price) ? filters.price : {};
  for (const bound of ['min', 'max'] as const)
    if (range[bound] !== undefined && (!Number.isInteger(range[bound]) || (range[bound] as number) < 0))
      throw new RpcError(INVALID_PARAMS, `Invalid params: catalog.filters.price.${bound} must be a whole amount in minor units.`);
  return (product) => {
    if (categories && !categories.includes(product.productType.toLowerCase())) return false;
    const lowest = price(product.minPrice, market).amount;
    return (range.min === undefined || lowest >= (range.min as number)) && (range.max === undefined || lowest <= (range.max as number));
  };
}

/** A product id or a variant id, as Storefront API gids. */
function resolveId(services: ShopServices, id: string): { product: ProductRecord; variant: VariantRecord | null; match: string } | null {
  const catalogue = services.catalogue();
  const productId = numericId(id, 'Product');
  const product = productId === null ? undefined : catalogue.productsById.get(productId);
  if (product) return { product, variant: null, match: 'featured' };
  const variantId = numericId(id, 'ProductVariant');
  const variant = variantId === null ? undefined : catalogue.variantsById.get(variantId);
  return variant ? { product: variant.product, variant, match: 'exact' } : null;
}

export function ucpCatalogTools(services: ShopServices): Tool<UcpScope>[] {
  return [
    {
      name: 'search_catalog',
      description: "Search the shop's catalogue. Prices are in the minor units of the buyer's market (catalog.context.address_country).",
      inputSchema: withAgent({
        catalog: {
          type: 'object',
          properties: {
            query: { type: 'string' },
            context: contextSchema,
            filters: {
              type: 'object',
              properties: {
                categories: { type: 'array', items: { type: 'string' } },
                price: { type: 'object', properties: { min: { type: 'integer', minimum: 0 }, max: { type: 'integer', minimum: 0 } } },
              },
            },
            pagination: {
              type: 'object',
              properties: { cursor: { type: 'string' }, limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT } },
            },
          },
          required: ['query'],
        },
      }),
      call(args, { caller: { version } }) {
        const catalog = catalogArgument(args);
        const query = requireString(catalog.query, 'catalog.query');
        const market = marketOf(catalog.context);
        const { offset, limit } = pageOf(catalog.pagination);
        const found = searchProducts(services.catalogue().products, query).filter(filterOf(catalog.filters, market));
        const page = found.slice(offset, offset + limit);
        const hasNext = offset + limit < found.length;
        return toolResult(
          {
            ucp: ucpEnvelope(version, 'dev.ucp.shopping.catalog.search'),
            products: page.map((product) => ucpProduct(services, product, market)),
            ...shopPolicies(services, version),
            pagination: {
              has_next_page: hasNext,
              total_count: found.length,
              ...(hasNext ? { cursor: Buffer.from(String(offset + limit)).toString('base64url') } : {}),
            },
          },
          true,
        );
      },
    },
    {
      name: 'lookup_catalog',
      description: 'Look up products or variants by id (Storefront API gids).',
      inputSchema: withAgent({
        catalog: {
          type: 'object',
          properties: { ids: { type: 'array', items: { type: 'string' }, maxItems: MAX_LOOKUP_IDS }, context: contextSchema },
          required: ['ids'],
        },
      }),
      call(args, { caller: { version } }) {
        const catalog = catalogArgument(args);
        if (!Array.isArray(catalog.ids) || !catalog.ids.length || catalog.ids.some((id) => typeof id !== 'string'))
          throw new RpcError(INVALID_PARAMS, 'Invalid params: catalog.ids must be a non-empty array of strings.');
        if (catalog.ids.length > MAX_LOOKUP_IDS)
          throw new RpcError(INVALID_PARAMS, `Invalid params: at most ${MAX_LOOKUP_IDS} ids per lookup.`);
        const market = marketOf(catalog.context);
        const found = new Map<ProductRecord, { variant: VariantRecord; input: { id: string; match: string } }[]>();
        const messages: Record<string, unknown>[] = [];
        for (const id of catalog.ids as string[]) {
          const hit = resolveId(services, id);
          if (!hit) {
            messages.push({ type: 'info', code: 'not_found', content: id.slice(0, 200) });
            continue;
          }
          const entries = found.get(hit.product) ?? [];
          const variant = hit.variant ?? hit.product.variants.find((candidate) => candidate.availableForSale) ?? hit.product.variants[0];
          entries.push({ variant, input: { id, match: hit.match } });
          found.set(hit.product, entries);
        }
        const products = [...found].map(([product, entries]) => {
          const shown = ucpProduct(services, product, market, [...new Set(entries.map((entry) => entry.variant))]);
          shown.variants = shown.variants.map((variant) => ({
            ...variant,
            inputs: entries.filter((entry) => entry.variant.id === variant.id).map((entry) => entry.input),
          }));
          return shown;
        });
        return toolResult(
          { ucp: ucpEnvelope(version, 'dev.ucp.shopping.catalog.lookup'), products, ...(messages.length ? { messages } : {}) },
          true,
        );
      },
    },
    {
      name: 'get_product',
      description: 'Full details of one product, with its options and the variants matching the selected option values.',
      inputSchema: withAgent({
        catalog: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            selected: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, label: { type: 'string' } } } },
            context: contextSchema,
          },
          required: ['id'],
        },
      }),
      call(args, { caller: { version } }) {
        const catalog = catalogArgument(args);
        const id = requireString(catalog.id, 'catalog.id');
        const hit = resolveId(services, id);
        if (!hit)
          return toolResult(
            {
              ucp: ucpEnvelope(version, 'dev.ucp.shopping.catalog.lookup', 'error'),
              messages: [
                { type: 'error', code: 'not_found', content: `Product not found: ${id.slice(0, 200)}`, severity: 'unrecoverable' },
              ],
            },
            true,
          );
        const selected = Array.isArray(catalog.selected) ? catalog.selected.filter(isObject) : [];
        const market = marketOf(catalog.context);
        const context = localContext(services, market);
        // Names and labels may come in the shop's language or the buyer's, as the agent was shown them.
        const optionIndex = (name: unknown) =>
          hit.product.options.findIndex((option) => option.name === name || optionName(context, option) === name);
        const valueIs = (index: number, label: unknown, name: string) => {
          const value = hit.product.options[index].values.find((candidate) => candidate.name === name);
          return name === label || (value !== undefined && optionValueName(context, value) === label);
        };
        // A variant matches the selection, leaving out one option (whose values are being judged).
        const matches = (variant: VariantRecord, except = -1) =>
          selected.every((choice) => {
            const index = optionIndex(choice.name);
            return index < 0 || index === except || valueIs(index, choice.label, variant.optionValues[index]);
          });
        const variants = hit.variant ? [hit.variant] : hit.product.variants.filter((variant) => matches(variant));
        const product = ucpProduct(services, hit.product, market, variants);
        // Each value says whether it exists, and is available, beside the other options chosen.
        const options = hit.product.options.map((option, index) => ({
          name: optionName(context, option),
          values: option.values.map((value) => {
            const candidates = hit.product.variants.filter(
              (variant) => variant.optionValues[index] === value.name && matches(variant, index),
            );
            return {
              label: optionValueName(context, value),
              exists: candidates.length > 0,
              available: candidates.some((variant) => variant.availableForSale),
            };
          }),
        }));
        return toolResult(
          {
            ucp: ucpEnvelope(version, 'dev.ucp.shopping.catalog.lookup'),
            product: { ...product, options, selected: selected.map(({ name, label }) => ({ name, label })) },
            ...shopPolicies(services, version),
          },
          true,
        );
      },
    },
  ];
}
