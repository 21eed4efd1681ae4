// What a product card carries to the browser: exactly what the card shows, decided on the server.
import { describe, expect, it } from 'vitest';
import type { ProductCardFragment } from 'storefrontapi.generated';
import { CARD_SWATCHES, cardView } from '~/core/catalogue/card-view';
import { listItem } from '~/core/events/list-items';
import { sharing } from '~/core/deduplicate';

const now = new Date('2025-10-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const eur = (amount: string) => ({ amount, currencyCode: 'EUR' as const });
const photo = (id: string, altText: string | null = null) => ({
  id: `gid://shopify/ProductImage/${id}`,
  url: `https://cdn.shopify.com/${id}.jpg`,
  altText,
  width: 1000,
  height: 1250,
});

function fragment(overrides: Partial<ProductCardFragment> = {}): ProductCardFragment {
  return {
    id: 'gid://shopify/Product/1',
    title: 'Arco Tote',
    handle: 'arco-tote',
    productType: 'Bags',
    availableForSale: true,
    publishedAt: daysAgo(200),
    tags: ['Bags', 'Leather'],
    options: [{ name: 'Size', optionValues: [{ name: 'One Size', swatch: null }] }],
    featuredImage: photo('front', 'Arco Tote in nero'),
    images: { nodes: [photo('front', 'Arco Tote in nero'), photo('side', 'Side view')] },
    priceRange: { minVariantPrice: eur('450.0'), maxVariantPrice: eur('450.0') },
    compareAtPriceRange: { minVariantPrice: eur('0.0'), maxVariantPrice: eur('0.0') },
    ...overrides,
  } as ProductCardFragment;
}

describe('cardView', () => {
  it('keeps what the card shows and drops the rest of the fragment', () => {
    const card = cardView(fragment(), now);
    expect(card).toEqual({
      id: 'gid://shopify/Product/1',
      handle: 'arco-tote',
      title: 'Arco Tote',
      productType: 'Bags',
      available: true,
      price: eur('450.0'),
      // The card shows its photographs at 4:5 whatever their size, so the size stays behind.
      image: { url: 'https://cdn.shopify.com/front.jpg', altText: 'Arco Tote in nero' },
      hoverImage: { url: 'https://cdn.shopify.com/side.jpg' },
    });
    const sent = JSON.stringify(card);
    for (const dropped of ['publishedAt', 'tags', 'Leather', 'options', 'ProductImage', 'compareAt', '"0.0"', 'Side view'])
      expect(sent).not.toContain(dropped);
  });

  it('strikes through the earlier price and flags Sale only when the piece is reduced', () => {
    const reduced = cardView(fragment({ compareAtPriceRange: { minVariantPrice: eur('600.0'), maxVariantPrice: eur('600.0') } }), now);
    expect(reduced.compareAt).toEqual(eur('600.0'));
    expect(reduced.flags).toEqual([{ kind: 'sale', label: 'Sale' }]);
    const full = cardView(fragment(), now);
    expect(full.compareAt).toBeUndefined();
    expect(full.flags).toBeUndefined();
  });

  it('reads "From" when variants differ in price, without a struck-through price', () => {
    const card = cardView(
      fragment({
        priceRange: { minVariantPrice: eur('390.0'), maxVariantPrice: eur('450.0') },
        compareAtPriceRange: { minVariantPrice: eur('500.0'), maxVariantPrice: eur('500.0') },
      }),
      now,
    );
    expect(card.from).toBe(true);
    expect(card.price).toEqual(eur('390.0'));
    expect(card.compareAt).toBeUndefined();
    // Still a lower price than before: the Sale flag stays.
    expect(card.flags).toEqual([{ kind: 'sale', label: 'Sale' }]);
  });

  it("links a search result with Shopify's search tracking, and every other card to the product", () => {
    expect(cardView({ ...fragment(), trackingParameters: '_pos=3&_sid=9a1c2b7e4&_ss=r' }, now).href).toBe(
      `/products/${fragment().handle}?_pos=3&_sid=9a1c2b7e4&_ss=r`,
    );
    expect(cardView(fragment(), now)).not.toHaveProperty('href');
    expect(cardView({ ...fragment(), trackingParameters: null }, now)).not.toHaveProperty('href');
  });

  it('has a hover photograph only when a second one differs from the first', () => {
    expect(cardView(fragment({ images: { nodes: [photo('front')] } }), now).hoverImage).toBeUndefined();
    expect(cardView(fragment({ featuredImage: null, images: { nodes: [] } }), now)).not.toHaveProperty('image');
    // The featured photograph need not be the first of the list.
    const card = cardView(fragment({ images: { nodes: [photo('side'), photo('front')] } }), now);
    expect(card.hoverImage?.url).toBe('https://cdn.shopify.com/side.jpg');
  });

  it("names its photographs by their path on the shop's image origin, and keeps any other address whole", () => {
    const card = cardView(
      fragment({ images: { nodes: [photo('front'), { ...photo('side'), url: 'https://elsewhere.example/side.jpg' }] } }),
      now,
      { imageOrigin: 'https://cdn.shopify.com' },
    );
    expect(card.image?.url).toBe('/front.jpg');
    expect(card.hoverImage?.url).toBe('https://elsewhere.example/side.jpg');
    // Without the origin (a caller that does not know it) the addresses stay whole.
    expect(cardView(fragment(), now).image?.url).toBe('https://cdn.shopify.com/front.jpg');
  });

  it('shares what cards repeat when given a sharing, so a page sends a price, a swatch or a badge once', () => {
    const same = sharing();
    const sale = { compareAtPriceRange: { minVariantPrice: eur('600.0'), maxVariantPrice: eur('600.0') } };
    const [a, b] = [fragment(sale), fragment({ ...sale, id: 'gid://shopify/Product/2', handle: 'arco-tote-nero' })].map((product) =>
      cardView(product, now, { same }),
    );
    expect(a).not.toBe(b);
    expect(a.price).toBe(b.price);
    expect(a.compareAt).toBe(b.compareAt);
    expect(a.flags).toBe(b.flags);
  });

  it('shows colour swatches (the first few, counting them all) only for more than one colour', () => {
    const colours = ['Nero', 'Cuoio', 'Bordeaux', 'Verde', 'Blu', 'Sabbia', 'Grigio'];
    const card = cardView(
      fragment({
        options: [
          {
            name: 'Size',
            optionValues: [
              { name: 'S', swatch: null },
              { name: 'M', swatch: null },
            ],
          },
          {
            name: 'Colour',
            optionValues: colours.map((name, index) => ({ name, swatch: index === 1 ? null : { color: `#00000${index}` } })),
          },
        ],
      }),
      now,
    );
    expect(card.colours?.count).toBe(7);
    expect(card.colours?.swatches).toHaveLength(CARD_SWATCHES);
    expect(card.colours?.swatches.slice(0, 2)).toEqual([{ name: 'Nero', color: '#000000' }, { name: 'Cuoio' }]);
    expect(JSON.stringify(card)).not.toContain('Sabbia');

    const single = cardView(fragment({ options: [{ name: 'Color', optionValues: [{ name: 'Nero', swatch: { color: '#111' } }] }] }), now);
    expect(single.colours).toBeUndefined();
  });

  it('gives the same badges as the product page: New, Preorder, Final Sale, Sold out first', () => {
    const card = cardView(fragment({ publishedAt: daysAgo(3), tags: ['Preorder', 'Final Sale'] }), now);
    expect(card.flags).toEqual([{ kind: 'new', label: 'New' }]);
    expect(card.notes).toEqual([
      { kind: 'preorder', label: 'Preorder' },
      { kind: 'final-sale', label: 'Final Sale' },
    ]);
    const soldOut = cardView(
      fragment({ availableForSale: false, compareAtPriceRange: { minVariantPrice: eur('600.0'), maxVariantPrice: eur('600.0') } }),
      now,
    );
    expect(soldOut.available).toBe(false);
    expect(soldOut.flags).toEqual([{ kind: 'soldout', label: 'Sold out' }]);
  });

  it("follows the merchant's sale tags, when named, instead of the compare-at price", () => {
    const saleTags = [
      { tag: 'Archive', label: 'From the archive' },
      { tag: 'Final Sale', label: 'Final sale' },
    ];
    const tagged = cardView(fragment({ tags: ['Archive', 'Final Sale'] }), now, { saleTags });
    expect(tagged.flags).toEqual([{ kind: 'sale', label: 'From the archive' }]);
    expect(tagged.notes).toEqual([{ kind: 'final-sale', label: 'Final sale' }]);
    const reducedUntagged = cardView(
      fragment({ compareAtPriceRange: { minVariantPrice: eur('600.0'), maxVariantPrice: eur('600.0') } }),
      now,
      { saleTags },
    );
    expect(reducedUntagged.flags).toBeUndefined();
    expect(reducedUntagged.compareAt).toEqual(eur('600.0'));
  });

  it('is what the list events report: id, title, type and the lowest price as the shop wrote it', () => {
    const card = cardView(fragment({ priceRange: { minVariantPrice: eur('390.5'), maxVariantPrice: eur('450.0') } }), now);
    expect(listItem(card)).toEqual({ id: 'gid://shopify/Product/1', title: 'Arco Tote', price: '390.5', productType: 'Bags' });
  });
});
