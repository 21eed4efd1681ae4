// Field-by-field checks of UCP checkout and order documents, written from the specification
// (2026-08-25 draft: shopping/checkout.json, shopping/order.json, types/line_item.json,
// types/order_line_item.json, types/expectation.json, types/fulfillment_event.json, common/types).
import { expect } from 'vitest';
import { checkEnvelope, checkMessage } from './agents-ucp-checks.ts';

type Json = Record<string, any>;
const STATUSES = ['incomplete', 'requires_escalation', 'ready_for_complete', 'complete_in_progress', 'completed', 'canceled'];

function checkTotals(totals: Json[]) {
  expect(totals.length).toBeGreaterThan(0);
  for (const total of totals) {
    expect(total.type).toBeTypeOf('string');
    expect(Number.isInteger(total.amount)).toBe(true);
  }
  expect(totals.at(-1)!.type).toBe('total');
}

export function checkCheckout(checkout: Json) {
  for (const key of ['ucp', 'id', 'line_items', 'status', 'currency', 'totals', 'links'])
    expect(checkout, `checkout lacks ${key}`).toHaveProperty(key);
  checkEnvelope(checkout.ucp, 'dev.ucp.shopping.checkout');
  expect(checkout.ucp.payment_handlers).toBeTypeOf('object');
  expect(STATUSES).toContain(checkout.status);
  expect(checkout.currency).toMatch(/^[A-Z]{3}$/);
  for (const line of checkout.line_items) {
    for (const key of ['id', 'item', 'quantity', 'totals']) expect(line).toHaveProperty(key);
    expect(Number.isInteger(line.quantity) && line.quantity >= 1).toBe(true);
    checkTotals(line.totals);
  }
  checkTotals(checkout.totals);
  for (const link of checkout.links) expect(URL.canParse(link.url)).toBe(true);
  (checkout.messages ?? []).forEach(checkMessage);
  if (checkout.status === 'requires_escalation') {
    expect(URL.canParse(checkout.continue_url)).toBe(true);
    expect(checkout.messages.some((message: Json) => /^requires_buyer_/.test(message.severity))).toBe(true);
  }
  if (checkout.status === 'completed') for (const key of ['id', 'permalink_url']) expect(checkout.order).toHaveProperty(key);
  else expect(checkout.order).toBeUndefined();
}

export function checkOrder(order: Json) {
  for (const key of ['ucp', 'id', 'checkout_id', 'permalink_url', 'line_items', 'fulfillment', 'currency', 'totals'])
    expect(order, `order lacks ${key}`).toHaveProperty(key);
  checkEnvelope(order.ucp, 'dev.ucp.shopping.order');
  for (const line of order.line_items) {
    for (const key of ['id', 'item', 'quantity', 'totals', 'status']) expect(line).toHaveProperty(key);
    expect(line.quantity.total).toBeGreaterThanOrEqual(line.quantity.fulfilled);
    expect(['processing', 'partial', 'fulfilled', 'removed']).toContain(line.status);
  }
  for (const expectation of order.fulfillment.expectations)
    for (const key of ['id', 'line_items', 'method_type', 'destination']) expect(expectation).toHaveProperty(key);
  for (const event of order.fulfillment.events) {
    for (const key of ['id', 'occurred_at', 'type', 'line_items']) expect(event).toHaveProperty(key);
    expect(Number.isNaN(Date.parse(event.occurred_at))).toBe(false);
  }
  checkTotals(order.totals);
}
