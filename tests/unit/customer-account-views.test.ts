// The Customer Account API's answers become the views the account pages render in both modes:
// nothing the customer typed is dropped on the way (an address's company), and tracking names its carrier.
import { describe, expect, it } from 'vitest';
import { caCustomerView, caOrderDetailView } from '~/accounts/customer-account-views';
import type { CaAddress, CaCustomer, CaOrder } from '~/accounts/customer-account-types';

const address: CaAddress = {
  id: 'gid://shopify/CustomerAddress/7',
  firstName: 'Giulia',
  lastName: 'Rossi',
  company: 'Studio Rossi',
  address1: 'Via dei Serragli 12',
  address2: null,
  city: 'Firenze',
  province: 'Firenze',
  zoneCode: 'FI',
  country: 'Italy',
  territoryCode: 'IT',
  zip: '50124',
  phoneNumber: '+390552345678',
  formatted: ['Giulia Rossi', 'Studio Rossi', 'Via dei Serragli 12', '50124 Firenze FI', 'Italy'],
  name: 'Giulia Rossi',
};
const money = { amount: '890.0', currencyCode: 'EUR' };

describe('the Customer Account API as account views', () => {
  it("keeps an address's company, so editing the address does not empty it", () => {
    const customer: CaCustomer = {
      id: 'gid://shopify/Customer/1',
      firstName: 'Giulia',
      lastName: 'Rossi',
      displayName: 'Giulia Rossi',
      creationDate: '2025-01-01T00:00:00Z',
      emailAddress: { emailAddress: 'giulia@example.com', marketingState: 'SUBSCRIBED' },
      phoneNumber: null,
      defaultAddress: address,
      addresses: { nodes: [address] },
      orders: { nodes: [] },
    };
    const view = caCustomerView(customer);
    expect(view.addresses[0]).toMatchObject({ id: '7', company: 'Studio Rossi', city: 'Firenze', isDefault: true });
  });

  it('names the carrier of a shipment from its tracking', () => {
    const order: CaOrder = {
      id: 'gid://shopify/Order/1001',
      name: '#1001',
      number: 1001,
      processedAt: '2026-10-01T10:00:00Z',
      cancelledAt: null,
      cancelReason: null,
      financialStatus: 'PAID',
      fulfillmentStatus: 'FULFILLED',
      email: 'giulia@example.com',
      statusPageUrl: 'https://shop.example/orders/1001',
      subtotal: money,
      totalPrice: money,
      totalTax: null,
      totalShipping: { amount: '0.0', currencyCode: 'EUR' },
      totalRefunded: { amount: '0.0', currencyCode: 'EUR' },
      lineItems: { nodes: [] },
      shippingAddress: address,
      billingAddress: null,
      fulfillments: {
        nodes: [
          { status: 'SUCCESS', trackingInformation: [{ company: 'DHL Express', number: '1Z999', url: 'https://track.example/1Z999' }] },
        ],
      },
    };
    const view = caOrderDetailView(order);
    expect(view.fulfillments).toEqual([{ company: 'DHL Express', tracking: [{ number: '1Z999', url: 'https://track.example/1Z999' }] }]);
    expect(view.shippingAddress?.company).toBe('Studio Rossi');
  });
});
