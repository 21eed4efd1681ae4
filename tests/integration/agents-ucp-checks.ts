// Field-by-field checks of UCP documents, written from the specification (version 2026-04-08:
// source/schemas/ucp.json, service.json, shopping/cart.json, catalog_search.json, catalog_lookup.json
// and shopping/types/*.json). @ucp-js/sdk 0.1.1 ships zod schemas for the 2026-01 drafts only (a
// profile's services there are single objects, not arrays per transport), so it cannot judge these.
import { expect } from 'vitest';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
type Json = Record<string, any>;

function isUri(value: unknown): boolean {
  return typeof value === 'string' && URL.canParse(value);
}

function expectKeys(value: Json, required: string[], where: string) {
  expect(value, where).toBeTypeOf('object');
  for (const key of required) expect(value, `${where} lacks ${key}`).toHaveProperty(key);
}

/** ucp.json#/$defs/business_schema with service.json#/$defs/business_schema entries. */
export function checkProfile(profile: Json) {
  expectKeys(profile, ['ucp'], 'profile');
  const { ucp } = profile;
  expectKeys(ucp, ['version', 'services', 'payment_handlers'], 'profile.ucp');
  expect(ucp.version).toMatch(DATE);
  for (const [name, services] of Object.entries<Json[]>(ucp.services)) {
    expect(name).toMatch(/^[a-z0-9]+(\.[a-z0-9_]+)+$/);
    expect(Array.isArray(services)).toBe(true);
    for (const service of services) {
      expectKeys(service, ['version', 'transport'], `service ${name}`);
      expect(service.version).toMatch(DATE);
      expect(['rest', 'mcp', 'a2a', 'embedded']).toContain(service.transport);
      if (service.endpoint !== undefined) expect(isUri(service.endpoint)).toBe(true);
      if (service.spec !== undefined) expect(isUri(service.spec)).toBe(true);
      if (service.transport === 'mcp') expect(isUri(service.schema)).toBe(true);
    }
  }
  for (const entries of Object.values<Json[]>(ucp.capabilities ?? {})) {
    for (const capability of entries) {
      expect(capability.version).toMatch(DATE);
      for (const key of ['spec', 'schema']) if (capability[key] !== undefined) expect(isUri(capability[key])).toBe(true);
    }
  }
  expect(ucp.payment_handlers).toBeTypeOf('object');
}

/** ucp.json#/$defs/base as a response carries it. */
export function checkEnvelope(ucp: Json, capability: string) {
  expectKeys(ucp, ['version'], 'ucp');
  expect(ucp.version).toMatch(DATE);
  if (ucp.status !== undefined) expect(['success', 'error']).toContain(ucp.status);
  expect(Object.keys(ucp.capabilities ?? {})).toContain(capability);
  for (const entries of Object.values<Json[]>(ucp.capabilities)) for (const entry of entries) expect(entry.version).toMatch(DATE);
}

/** types/message_error.json, message_warning.json, message_info.json. */
export function checkMessage(message: Json) {
  expect(['error', 'warning', 'info']).toContain(message.type);
  expect(message.content).toBeTypeOf('string');
  if (message.type !== 'info') expect(message.code).toBeTypeOf('string');
  if (message.type === 'error')
    expect(['recoverable', 'requires_buyer_input', 'requires_buyer_review', 'unrecoverable']).toContain(message.severity);
  if (message.content_type !== undefined) expect(['plain', 'markdown']).toContain(message.content_type);
  if (message.path !== undefined) expect(message.path).toMatch(/^\$/);
}

/** types/price.json: an amount in minor units (a non-negative integer) and an ISO 4217 code. */
export function checkPrice(price: Json) {
  expectKeys(price, ['amount', 'currency'], 'price');
  expect(Number.isInteger(price.amount) && price.amount >= 0).toBe(true);
  expect(price.currency).toMatch(CURRENCY);
}

/** types/product.json with types/variant.json. */
export function checkProduct(product: Json) {
  expectKeys(product, ['id', 'title', 'description', 'price_range', 'variants'], 'product');
  expect(product.description).toBeTypeOf('object');
  checkPrice(product.price_range.min);
  checkPrice(product.price_range.max);
  if (product.url !== undefined) expect(isUri(product.url)).toBe(true);
  for (const media of product.media ?? []) {
    expectKeys(media, ['type', 'url'], 'media');
    expect(isUri(media.url)).toBe(true);
  }
  for (const option of product.options ?? []) {
    expectKeys(option, ['name', 'values'], 'option');
    for (const value of option.values) expect(value.label).toBeTypeOf('string');
  }
  for (const variant of product.variants) {
    expectKeys(variant, ['id', 'title', 'description', 'price'], 'variant');
    checkPrice(variant.price);
    for (const selected of variant.options ?? []) expectKeys(selected, ['name', 'label'], 'selected option');
  }
}

/** shopping/cart.json with types/line_item.json, item.json and total.json. */
export function checkCart(cart: Json) {
  expectKeys(cart, ['ucp', 'id', 'line_items', 'currency', 'totals'], 'cart');
  checkEnvelope(cart.ucp, 'dev.ucp.shopping.cart');
  expect(cart.currency).toMatch(CURRENCY);
  const checkTotal = (total: Json) => {
    expectKeys(total, ['type', 'amount'], 'total');
    expect(Number.isInteger(total.amount)).toBe(true);
    if (['subtotal', 'fulfillment', 'tax', 'fee'].includes(total.type)) expect(total.amount).toBeGreaterThanOrEqual(0);
    if (['discount', 'items_discount'].includes(total.type)) expect(total.amount).toBeLessThan(0);
  };
  for (const line of cart.line_items) {
    expectKeys(line, ['id', 'item', 'quantity', 'totals'], 'line item');
    expectKeys(line.item, ['id', 'title', 'price'], 'item');
    expect(Number.isInteger(line.item.price)).toBe(true);
    expect(Number.isInteger(line.quantity) && line.quantity >= 1).toBe(true);
    line.totals.forEach(checkTotal);
  }
  cart.totals.forEach(checkTotal);
  for (const message of cart.messages ?? []) checkMessage(message);
  for (const link of cart.links ?? []) expect(isUri(link.url)).toBe(true);
  expect(isUri(cart.continue_url)).toBe(true);
}
