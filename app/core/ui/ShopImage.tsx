import { Image } from '@shopify/hydrogen';
import { createContext, useContext, type ComponentProps } from 'react';
import { onShopImageOrigin } from '~/core/catalogue/image-origin';

/** Stands in for the origin of a relative address while it is parsed, and is taken off again. */
const RELATIVE_BASE = 'https://placeholder.shopify.com';

type ImageLoader = NonNullable<ComponentProps<typeof Image>['loader']>;

/**
 * The address of a photograph at a size on Shopify's image CDN: the URL's `width`, `height` and
 * `crop` parameters, written as Hydrogen's own loader writes them. Hydrogen's parses the URL for each
 * candidate width (about 130 times for a product page); the addresses the Storefront API hands out
 * are already well formed, so appending the parameters as text gives the same address for a fraction
 * of the work. Anything unusual (no query yet is fine; a fragment or characters a URL must encode are
 * not) goes through the URL parser as before.
 */
export const shopImageLoader: ImageLoader = ({ src, width, height, crop }) => {
  if (!src) return '';
  const params: Array<[string, string]> = [];
  if (width) params.push(['width', String(Math.round(Number(width)))]);
  if (height) params.push(['height', String(Math.round(Number(height)))]);
  if (crop) params.push(['crop', crop]);
  if (/^https?:\/\/[\x21-\x7e]+$/.test(src) && !src.includes('#')) {
    const query = params.map(([name, value]) => `${name}=${value}`).join('&');
    return query ? `${src}${src.includes('?') ? '&' : '?'}${query}` : src;
  }
  const url = new URL(src, RELATIVE_BASE);
  for (const [name, value] of params) url.searchParams.append(name, value);
  return url.href.replace(RELATIVE_BASE, '');
};

/** The shop's image origin, from the root loader (the root layout provides it to the whole page). */
export const ShopImageOrigin = createContext<string | undefined>(undefined);

/**
 * Hydrogen's Image with the loader above: every shop photograph on the site goes through here. A
 * photograph named by its path on the shop's image origin (a card's) gets the origin back first.
 */
export function ShopImage({ data, ...props }: ComponentProps<typeof Image>) {
  const origin = useContext(ShopImageOrigin);
  const image = data?.url ? { ...data, url: onShopImageOrigin(data.url, origin) } : data;
  return <Image loader={shopImageLoader} data={image} {...props} />;
}
