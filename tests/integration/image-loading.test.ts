// What each page asks the browser to download first: the largest paint (the product's lead photograph,
// the first cards of a grid) at high priority, the rest of a gallery lazily, and a card's second
// (hover) photograph never on a screen that cannot hover.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';

let storefront: Awaited<ReturnType<typeof startStorefront>>;
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(async () => {
  await storefront?.close();
});

async function page(path: string): Promise<string> {
  const response = await fetch(`${storefront.url}${path}`, { headers: { 'user-agent': BROWSER_UA } });
  expect(response.status).toBe(200);
  return response.text();
}

const imgTags = (html: string) => html.match(/<img\b[^>]*>/g) ?? [];
const highPriority = (tag: string) => /fetchpriority="high"/i.test(tag);

describe('image loading', () => {
  it('the product page fetches its lead photograph first and the rest of the gallery lazily', async () => {
    const html = await page('/products/arco-tote');
    const gallery = html.slice(html.indexOf('class="product-gallery"'));
    const images = imgTags(gallery.slice(0, gallery.indexOf('</div>')));
    expect(images.length).toBeGreaterThan(1);
    expect(highPriority(images[0])).toBe(true);
    expect(images[0]).toMatch(/loading="eager"/);
    for (const later of images.slice(1)) {
      expect(later).toMatch(/loading="lazy"/);
      expect(highPriority(later)).toBe(false);
    }
  });

  it('a collection puts its first two cards first, and a phone never loads a hover photograph', async () => {
    const html = await page('/collections/bags');
    const cards = html.split('<article class="product-card').slice(1);
    expect(cards.length).toBeGreaterThan(2);
    expect(cards.map((card) => highPriority(imgTags(card)[0]))).toEqual(cards.map((_, index) => index < 2));
    const withHover = cards.filter((card) => card.includes('product-card__image--alt'));
    expect(withHover.length).toBeGreaterThan(0);
    for (const card of withHover) {
      // The hover photograph sits in a <picture> whose first source, for screens that cannot hover, is a blank pixel.
      expect(card).toMatch(/<picture><source media="\(hover: none\)" srcSet="data:image\/gif;base64,[^"]+"\/><img[^>]*product-card__image--alt/);
    }
  });
});
