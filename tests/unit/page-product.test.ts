// The product as the page receives it: one object per variant and per photograph (React Router's
// serialiser then writes each once), the server-only fields turned into what the page shows.
import { describe, expect, it } from 'vitest';
import type { ProductQuery } from 'storefrontapi.generated';
import { pageProduct } from '~/product/page-product';
import { markedDown } from '~/core/catalogue/badges';

type Queried = NonNullable<ProductQuery['product']>;
const money = (amount: string) => ({ amount, currencyCode: 'EUR' as const });
const photo = (id: number) => ({
  id: `gid://shopify/ProductImage/${id}`,
  url: `https://cdn.example/${id}.jpg`,
  altText: null,
  width: 1600,
  height: 2000,
});

// Each call returns a fresh copy, as a parsed GraphQL answer has one object per occurrence.
function variant(id: number, colour: string, quantityAvailable: number | null = 5) {
  return {
    id: `gid://shopify/ProductVariant/${id}`,
    title: `${colour} / One Size`,
    sku: `SKU-${id}`,
    availableForSale: true,
    quantityAvailable,
    requiresShipping: true,
    price: money('2450.0'),
    compareAtPrice: null,
    unitPrice: null,
    weight: 950,
    weightUnit: 'GRAMS' as const,
    selectedOptions: [
      { name: 'Color', value: colour },
      { name: 'Size', value: 'One Size' },
    ],
    image: photo(id),
    product: {
      id: 'gid://shopify/Product/1',
      handle: 'arco-tote',
      title: 'Arco Tote',
      tags: [],
      productType: 'Bags',
      featuredImage: photo(1),
      preorderNote: null,
    },
  };
}

function queried(overrides: Partial<Queried> = {}): Queried {
  const colours = ['Nero', 'Cognac'];
  return {
    id: 'gid://shopify/Product/1',
    handle: 'arco-tote',
    title: 'Arco Tote',
    vendor: 'Bottega',
    description: 'A tote.',
    productType: 'Bags',
    tags: [],
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
    publishedAt: '2026-02-01T00:00:00Z',
    availableForSale: true,
    isGiftCard: false,
    totalInventory: 12,
    onlineStoreUrl: null,
    encodedVariantExistence: '',
    encodedVariantAvailability: '',
    seo: { title: null, description: null },
    featuredImage: photo(1),
    images: { nodes: [{ url: photo(1).url }, { url: photo(2).url }] },
    media: {
      nodes: [1, 2].map((id) => ({
        __typename: 'MediaImage' as const,
        id: `gid://shopify/MediaImage/${id}`,
        alt: null,
        mediaContentType: 'IMAGE' as const,
        previewImage: photo(id),
        image: photo(id),
      })),
    },
    options: [
      {
        id: 'gid://shopify/ProductOption/1',
        name: 'Color',
        optionValues: colours.map((colour, index) => ({
          id: `v${index}`,
          name: colour,
          swatch: null,
          firstSelectableVariant: variant(index + 1, colour),
        })),
      },
      {
        id: 'gid://shopify/ProductOption/2',
        name: 'Size',
        optionValues: [{ id: 's', name: 'One Size', swatch: null, firstSelectableVariant: variant(1, 'Nero') }],
      },
    ],
    selectedOrFirstAvailableVariant: variant(1, 'Nero'),
    adjacentVariants: [variant(2, 'Cognac')],
    variants: { nodes: [1, 2].map((id) => ({ ...variant(id, colours[id - 1]), image: { url: photo(id).url } })) },
    priceRange: { minVariantPrice: money('2450.0'), maxVariantPrice: money('2450.0') },
    compareAtPriceRange: { minVariantPrice: money('0.0'), maxVariantPrice: money('0.0') },
    pdpDescription: null,
    materialsAndCare: null,
    dimensions: null,
    shipping: null,
    swatchColor: null,
    preorderNote: null,
    styleColor: null,
    fabrication: null,
    matchingColours: null,
    ...overrides,
  } as Queried;
}

describe('pageProduct', () => {
  it('makes every occurrence of a variant one object', () => {
    const product = pageProduct(queried());
    const selected = product.selectedOrFirstAvailableVariant;
    expect(product.options[0].optionValues[0].firstSelectableVariant).toBe(selected);
    expect(product.options[1].optionValues[0].firstSelectableVariant).toBe(selected);
    expect(product.options[0].optionValues[1].firstSelectableVariant).toBe(product.adjacentVariants[0]);
    // Their product is one object too, and the same photograph is one object wherever it appears.
    expect(product.adjacentVariants[0]?.product).toBe(selected?.product);
    expect(selected?.image).toBe(product.featuredImage);
    const gallery = product.media.nodes[1];
    expect(gallery.__typename === 'MediaImage' && gallery.image).toBe(product.adjacentVariants[0]?.image);
  });

  it('leaves the server-only fields behind and keeps what the page shows of them', () => {
    const product = pageProduct(queried());
    for (const field of ['createdAt', 'updatedAt', 'isGiftCard', 'totalInventory', 'images', 'compareAtPriceRange'])
      expect(product).not.toHaveProperty(field);
    expect(product.extras).toEqual({ giftCard: false, imageUrls: [photo(1).url, photo(2).url], updatedAt: '2026-11-01T10:00:00Z' });
    expect(pageProduct(queried({ isGiftCard: true })).extras.giftCard).toBe(true);
  });

  it('sends nothing the page never reads', () => {
    const product = pageProduct(queried());
    expect(product).not.toHaveProperty('onlineStoreUrl');
    expect(product.seo).toEqual({ description: null });
    for (const option of product.options) {
      expect(option).not.toHaveProperty('id');
      for (const value of option.optionValues) expect(value).not.toHaveProperty('id');
    }
    // A photograph's preview is the photograph: the gallery reads `image`.
    for (const node of product.media.nodes) {
      expect(node).not.toHaveProperty('previewImage');
      expect(node).not.toHaveProperty('mediaContentType');
    }
    // The structured data's offers are the variants the page already has.
    expect(product.variants.nodes[0]).toBe(product.selectedOrFirstAvailableVariant);
    expect(product.variants.nodes[1]).toBe(product.adjacentVariants[0]);
  });

  it("takes a one-variant piece's stock from the product when the variant's is not known", () => {
    const single = (quantity: number | null) =>
      queried({
        selectedOrFirstAvailableVariant: variant(1, 'Nero', quantity),
        adjacentVariants: [],
        variants: { nodes: [{ ...variant(1, 'Nero', quantity), image: { url: photo(1).url } }] },
        totalInventory: 2,
      });
    expect(pageProduct(single(null)).selectedOrFirstAvailableVariant?.quantityAvailable).toBe(2);
    expect(pageProduct(single(7)).selectedOrFirstAvailableVariant?.quantityAvailable).toBe(7);
    // With several variants the product's total says nothing about the chosen one.
    const several = queried({ selectedOrFirstAvailableVariant: variant(1, 'Nero', null) });
    expect(pageProduct(several).selectedOrFirstAvailableVariant?.quantityAvailable).toBeNull();
  });

  it('leaves the query answer untouched', () => {
    const answer = queried({
      selectedOrFirstAvailableVariant: variant(1, 'Nero', null),
      adjacentVariants: [],
      variants: { nodes: [] } as never,
    });
    const before = JSON.stringify(answer);
    pageProduct(answer);
    expect(JSON.stringify(answer)).toBe(before);
  });
});

describe('markedDown', () => {
  it('is true only when the earlier price is above the price', () => {
    const range = (min: string) => ({ minVariantPrice: money(min), maxVariantPrice: money(min) });
    expect(markedDown({ priceRange: range('900.0'), compareAtPriceRange: range('1200.0') })).toBe(true);
    expect(markedDown({ priceRange: range('900.0'), compareAtPriceRange: range('0.0') })).toBe(false);
    expect(markedDown({ priceRange: range('900.0'), compareAtPriceRange: range('900.0') })).toBe(false);
  });
});
