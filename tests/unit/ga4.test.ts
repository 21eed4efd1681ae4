import { describe, expect, it } from 'vitest';
import { ga4Event } from '~/analytics/ga4';

const line = (quantity: number) => ({
  quantity,
  cost: { amountPerQuantity: { amount: '890.0', currencyCode: 'EUR' } },
  merchandise: {
    id: 'gid://shopify/ProductVariant/7',
    title: 'Nero',
    product: { id: 'gid://shopify/Product/3', title: 'Symmetry Pochette', productType: 'Pochettes' },
  },
});

describe('GA4 events from Hydrogen analytics', () => {
  it('maps a product view to view_item', () => {
    const event = ga4Event('product_viewed', {
      products: [
        {
          id: 'gid://shopify/Product/3',
          title: 'Symmetry Pochette',
          price: '890.0',
          variantTitle: 'Nero',
          quantity: 1,
          productType: 'Pochettes',
        },
      ],
      customData: { currency: 'USD' },
    });
    expect(event).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'USD',
        value: 890,
        items: [
          {
            item_id: 'gid://shopify/Product/3',
            item_name: 'Symmetry Pochette',
            item_variant: 'Nero',
            item_category: 'Pochettes',
            price: 890,
            quantity: 1,
          },
        ],
      },
    });
  });

  it('counts only what was added in add_to_cart', () => {
    const event = ga4Event('product_added_to_cart', {
      currentLine: line(3),
      prevLine: line(1),
      cart: { cost: { totalAmount: { amount: '2670.0', currencyCode: 'EUR' } } },
    });
    expect(event?.event).toBe('add_to_cart');
    expect(event?.ecommerce?.items[0].quantity).toBe(2);
    expect(event?.ecommerce?.value).toBe(1780);
    expect(event?.ecommerce?.currency).toBe('EUR');
  });

  it('maps the bag to view_cart with every line', () => {
    const event = ga4Event('cart_viewed', {
      cart: { cost: { totalAmount: { amount: '1780.0', currencyCode: 'EUR' } }, lines: { nodes: [line(2)] } },
    });
    expect(event).toMatchObject({
      event: 'view_cart',
      ecommerce: { value: 1780, currency: 'EUR', items: [{ item_name: 'Symmetry Pochette', quantity: 2 }] },
    });
  });

  it('maps search, lists and selections', () => {
    expect(ga4Event('search_viewed', { searchTerm: 'tote' })).toEqual({ event: 'search', search_term: 'tote' });
    expect(ga4Event('collection_viewed', { collection: { id: 'gid://shopify/Collection/1', handle: 'bags' } })?.event).toBe(
      'view_item_list',
    );
    expect(ga4Event('custom_select_item', { customData: { list: 'bags', item: { id: 'p1', title: 'Arco Tote' } } })).toMatchObject({
      event: 'select_item',
      ecommerce: { item_list_name: 'bags', items: [{ item_id: 'p1', item_name: 'Arco Tote' }] },
    });
  });

  it('ignores events without their subject', () => {
    expect(ga4Event('product_viewed', {})).toBeNull();
    expect(ga4Event('product_added_to_cart', null)).toBeNull();
    expect(ga4Event('custom_select_item', {})).toBeNull();
  });
});
