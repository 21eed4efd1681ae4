// What pages send: the largest paint (the product's lead photograph, the first cards of a grid) at
// high priority, the rest of a gallery lazily, a card's second (hover) photograph never on a screen
// that cannot hover; and cards that name their kind only where the grid mixes kinds.
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
    const [lead = ''] = images;
    expect(highPriority(lead)).toBe(true);
    expect(lead).toMatch(/loading="eager"/);
    for (const later of images.slice(1)) {
      expect(later).toMatch(/loading="lazy"/);
      expect(highPriority(later)).toBe(false);
    }
  });

  it('a collection puts its first two cards first, and a phone never loads a hover photograph', async () => {
    const html = await page('/collections/bags');
    const cards = html.split('<article class="product-card').slice(1);
    expect(cards.length).toBeGreaterThan(2);
    expect(cards.map((card) => highPriority(imgTags(card)[0] ?? ''))).toEqual(cards.map((_, index) => index < 2));
    const withHover = cards.filter((card) => card.includes('product-card__image--alt'));
    expect(withHover.length).toBeGreaterThan(0);
    for (const card of withHover) {
      // The hover photograph sits in a <picture> whose first source, for screens that cannot hover, is a blank pixel.
      expect(card).toMatch(/<picture><source media="\(hover: none\)" srcSet="data:image\/gif;base64,[^"]+"\/><img[^>]*product-card__image--alt/);
    }
  });

  it('the head opens the image host early and fetches the two first-screen fonts with the stylesheet', async () => {
    const html = await page('/');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="preconnect" href="${storefront.emulators!.url}"/>`);
    const fonts = [...head.matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font" type="font\/woff2" crossorigin="anonymous"\/>/g)].map((m) => m[1]);
    expect(fonts).toHaveLength(2);
    // The same files the stylesheet asks for, or the browser would download each face twice.
    const stylesheet = head.match(/<link rel="stylesheet" href="(\/assets\/app-[^"]+\.css)"/)?.[1];
    const css = await (await fetch(`${storefront.url}${stylesheet}`)).text();
    for (const font of fonts) expect(css).toContain(font!.split('/').pop());
  });

  it('cards name their kind only in a grid that mixes kinds', async () => {
    const kinds = (html: string) => [...html.matchAll(/<p class="product-card__type">([^<]*)<\/p>/g)].map((m) => m[1]);
    const bags = await page('/collections/bags');
    expect(bags.split('<article class="product-card').length).toBeGreaterThan(3);
    expect(kinds(bags)).toEqual([]);
    const everything = kinds(await page('/search?q=nero'));
    expect(new Set(everything).size).toBeGreaterThan(1);
  });
});
