// Product JSON-LD: one Offer per variant with price, currency, availability, sku and url.
import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, productJsonLd, variantUrl } from '~/product/structured-data';

const product = {
  title: 'Camicia Lino',
  handle: 'camicia-lino',
  description: 'A relaxed shirt.',
  vendor: 'Bottega',
  productType: 'Ready-to-Wear',
  featuredImage: { url: 'https://cdn/a.jpg' },
  images: ['https://cdn/a.jpg', 'https://cdn/b.jpg'],
  variants: [
    {
      id: 'gid://shopify/ProductVariant/11',
      title: 'Bianco / S',
      sku: 'BTG-S',
      availableForSale: true,
      price: { amount: '490.0', currencyCode: 'USD' },
      selectedOptions: [],
    },
    {
      id: 'gid://shopify/ProductVariant/12',
      title: 'Bianco / XS',
      sku: null,
      availableForSale: false,
      price: { amount: '490.5', currencyCode: 'USD' },
      selectedOptions: [],
    },
  ],
};

describe('productJsonLd', () => {
  const json = productJsonLd(product, 'https://shop.example', 'Bottega');

  it('describes the product with its canonical url, images and brand', () => {
    expect(json).toMatchObject({
      '@type': 'Product',
      name: 'Camicia Lino',
      url: 'https://shop.example/products/camicia-lino',
      image: product.images,
      brand: { name: 'Bottega' },
    });
  });

  it('has an Offer per variant', () => {
    expect(json.offers).toHaveLength(2);
    expect(json.offers[0]).toMatchObject({
      '@type': 'Offer',
      price: '490.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      sku: 'BTG-S',
      url: 'https://shop.example/products/camicia-lino?variant=11',
    });
    expect(json.offers[1].availability).toBe('https://schema.org/OutOfStock');
    expect(json.offers[1]).not.toHaveProperty('sku');
  });

  it('serialises without any markup-breaking surprises left to the renderer', () => {
    expect(() => JSON.stringify(json)).not.toThrow();
    expect(variantUrl('https://shop.example', 'a b', 'gid://shopify/ProductVariant/3')).toBe(
      'https://shop.example/products/a%20b?variant=3',
    );
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute urls', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Arco Tote', path: '/products/arco-tote' },
        ],
        'https://shop.example',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Arco Tote', item: 'https://shop.example/products/arco-tote' },
      ],
    });
  });
});
