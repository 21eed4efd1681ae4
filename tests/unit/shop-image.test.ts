import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Image } from '@shopify/hydrogen';
import { ShopImage, ShopImageOrigin, shopImageLoader } from '~/core/ui/ShopImage';
import { onShopImageOrigin, pathOnShopImageOrigin } from '~/core/catalogue/image-origin';
import { CARD_SRCSET, GRID_SIZES } from '~/core/catalogue/card-image';

const photo = {
  url: 'https://cdn.shopify.com/s/files/1/0000/0001/files/arco-tote-front-nero.jpg?v=1795478400',
  altText: 'Arco Tote in Nero, front view',
  width: 1600,
  height: 2000,
};

describe("the shop's image loader", () => {
  it("writes the same addresses as Hydrogen's own loader, for a fluid and a fixed-width image", () => {
    for (const props of [
      { data: photo, aspectRatio: '4/5', sizes: GRID_SIZES, srcSetOptions: CARD_SRCSET },
      { data: photo, width: 72, height: 90, sizes: '72px', crop: 'center' as const },
      { data: photo, sizes: '100vw' },
    ]) {
      expect(renderToStaticMarkup(createElement(ShopImage, props))).toBe(renderToStaticMarkup(createElement(Image, props)));
    }
  });

  it('adds the size to an address with or without a query, and rounds it', () => {
    expect(shopImageLoader({ src: 'https://cdn.shopify.com/a.jpg?v=1', width: 400.4, height: 500, crop: 'center' })).toBe(
      'https://cdn.shopify.com/a.jpg?v=1&width=400&height=500&crop=center',
    );
    expect(shopImageLoader({ src: 'https://cdn.shopify.com/a.jpg', width: 400 })).toBe('https://cdn.shopify.com/a.jpg?width=400');
    expect(shopImageLoader({ src: '' })).toBe('');
  });

  it('parses an unusual address as Hydrogen does: a relative one, or one with characters to encode', () => {
    expect(shopImageLoader({ src: '/files/a.jpg', width: 400 })).toBe('/files/a.jpg?width=400');
    expect(shopImageLoader({ src: 'https://cdn.shopify.com/files/tote nero.jpg#x', width: 400 })).toBe(
      'https://cdn.shopify.com/files/tote%20nero.jpg?width=400#x',
    );
  });
});

describe("a photograph named by its path on the shop's image origin", () => {
  it('gets the origin back, so the page shows the same addresses as for the whole one', () => {
    const props = { aspectRatio: '4/5', sizes: GRID_SIZES, srcSetOptions: CARD_SRCSET };
    const path = { ...photo, url: '/s/files/1/0000/0001/files/arco-tote-front-nero.jpg?v=1795478400' };
    const withOrigin = createElement(
      ShopImageOrigin,
      { value: 'https://cdn.shopify.com' },
      createElement(ShopImage, { ...props, data: path }),
    );
    expect(renderToStaticMarkup(withOrigin)).toBe(renderToStaticMarkup(createElement(Image, { ...props, data: photo })));
  });

  it('leaves a whole address, and a protocol-relative one, as they are', () => {
    expect(onShopImageOrigin(photo.url, 'https://cdn.shopify.com')).toBe(photo.url);
    expect(onShopImageOrigin('//evil.example/a.jpg', 'https://cdn.shopify.com')).toBe('//evil.example/a.jpg');
    expect(onShopImageOrigin('/a.jpg', undefined)).toBe('/a.jpg');
    expect(pathOnShopImageOrigin('https://cdn.shopify.com.evil.example/a.jpg', 'https://cdn.shopify.com')).toBe(
      'https://cdn.shopify.com.evil.example/a.jpg',
    );
  });
});
