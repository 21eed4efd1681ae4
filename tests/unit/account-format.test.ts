// What the account pages show a customer: order states in a shopper's words, phone numbers grouped.
import { describe, expect, it } from 'vitest';
import { formatPhone, orderStatus, paymentStatus } from '../../app/accounts/format';
import { formatDate } from '../../app/core/locale/dates';
import { DEFAULT_I18N } from '../../app/core/locale/locale';
import '../../app/languages.server';

const ENGLISH = DEFAULT_I18N;
const ITALIAN = { country: 'IT', language: 'IT' } as const;

describe('order status', () => {
  it("says where an order stands in a shopper's words, never Shopify's codes", () => {
    expect(orderStatus({ canceled: false, fulfillmentStatus: 'UNFULFILLED' }, ENGLISH)).toBe('Being prepared');
    expect(orderStatus({ canceled: false, fulfillmentStatus: 'PARTIALLY_FULFILLED' }, ENGLISH)).toBe('Partly shipped');
    expect(orderStatus({ canceled: false, fulfillmentStatus: 'FULFILLED' }, ENGLISH)).toBe('Shipped');
    expect(orderStatus({ canceled: true, cancelReason: 'CUSTOMER', fulfillmentStatus: 'UNFULFILLED' }, ENGLISH)).toBe(
      'Cancelled (at your request)',
    );
    expect(orderStatus({ canceled: true, cancelReason: 'OTHER', fulfillmentStatus: 'UNFULFILLED' }, ENGLISH)).toBe('Cancelled');
    expect(orderStatus({ canceled: true, cancelReason: null, fulfillmentStatus: 'FULFILLED' }, ENGLISH)).toBe('Cancelled');
    // A code added after this was written is still readable, not shouted.
    expect(orderStatus({ canceled: false, fulfillmentStatus: 'AWAITING_PICKUP' }, ENGLISH)).toBe('Awaiting pickup');
    expect(paymentStatus('PAID', ENGLISH)).toBe('Paid');
    expect(paymentStatus('PARTIALLY_REFUNDED', ENGLISH)).toBe('Partly refunded');
    expect(paymentStatus('AUTHORIZED', ENGLISH)).toBe('Payment authorised');
    expect(paymentStatus(null, ENGLISH)).toBe('');
  });
  it('says it in Italian on an Italian page, with the date as Italians write it', () => {
    expect(orderStatus({ canceled: false, fulfillmentStatus: 'FULFILLED' }, ITALIAN)).toBe('Spedito');
    expect(orderStatus({ canceled: true, cancelReason: 'CUSTOMER', fulfillmentStatus: 'UNFULFILLED' }, ITALIAN)).toBe(
      'Annullato (su tua richiesta)',
    );
    expect(paymentStatus('PAID', ITALIAN)).toBe('Pagato');
    expect(formatDate('2026-03-03T10:00:00Z', ITALIAN)).toBe('3 marzo 2026');
    expect(formatDate('2026-03-03T10:00:00Z', ENGLISH)).toBe('3 March 2026');
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
