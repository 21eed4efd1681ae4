// What the account pages show a customer: order states in a shopper's words, phone numbers grouped.
import { describe, expect, it } from 'vitest';
import { formatPhone, orderStatus, paymentStatus } from '../../app/components/account/format';

describe('order status', () => {
  it("says where an order stands in a shopper's words, never Shopify's codes", () => {
    expect(orderStatus({ canceled: false, fulfillmentStatus: 'UNFULFILLED' })).toBe('Being prepared');
    expect(orderStatus({ canceled: false, fulfillmentStatus: 'PARTIALLY_FULFILLED' })).toBe('Partly shipped');
    expect(orderStatus({ canceled: false, fulfillmentStatus: 'FULFILLED' })).toBe('Shipped');
    expect(orderStatus({ canceled: true, cancelReason: 'CUSTOMER', fulfillmentStatus: 'UNFULFILLED' })).toBe('Cancelled (at your request)');
    expect(orderStatus({ canceled: true, cancelReason: 'OTHER', fulfillmentStatus: 'UNFULFILLED' })).toBe('Cancelled');
    expect(orderStatus({ canceled: true, cancelReason: null, fulfillmentStatus: 'FULFILLED' })).toBe('Cancelled');
    // A code added after this was written is still readable, not shouted.
    expect(orderStatus({ canceled: false, fulfillmentStatus: 'AWAITING_PICKUP' })).toBe('Awaiting pickup');
    expect(paymentStatus('PAID')).toBe('Paid');
    expect(paymentStatus('PARTIALLY_REFUNDED')).toBe('Partly refunded');
    expect(paymentStatus('AUTHORIZED')).toBe('Payment authorised');
    expect(paymentStatus(null)).toBe('');
  });
});

describe('phone numbers', () => {
  it('groups a stored E.164 number after its country code', () => {
    expect(formatPhone('+390276001234')).toBe('+39 027 600 1234');
    expect(formatPhone('+12125550134')).toBe('+1 212 555 0134');
    expect(formatPhone('+442079460958')).toBe('+44 207 946 0958');
    expect(formatPhone('+35312345678')).toBe('+353 12 34 5678');
    expect(formatPhone('+41 44 668 18 00')).toBe('+41 446 68 1800');
    expect(formatPhone('+79161234567')).toBe('+7 916 123 4567');
  });
  it('shows anything else as it was typed', () => {
    expect(formatPhone('02 7600 1234')).toBe('02 7600 1234');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('+12')).toBe('+12');
  });
});
