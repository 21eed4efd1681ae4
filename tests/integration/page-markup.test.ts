// What pages send: the largest paint (the product's lead photograph, the first cards of a grid) at
// high priority, the rest of a gallery lazily, a card's second (hover) photograph never on a screen
// that cannot hover; cards that name their kind only where the grid mixes kinds; and loader data
// that carries what the page shows.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { pageScripts } from '../support/markup.ts';

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

/** The page's own loader data, as a client navigation asks for it (React Router's single fetch). */
async function pageData(path: string, route: string, status = 200): Promise<string> {
  const url = new URL(path, storefront.url);
  url.pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname}.data`;
  url.searchParams.set('_routes', route);
  const response = await fetch(url, { headers: { 'user-agent': BROWSER_UA } });
  expect(response.status).toBe(status);
  return response.text();
}

const imgTags = (html: string) => html.match(/<img\b[^>]*>/g) ?? [];
const highPriority = (tag: string) => /fetchpriority="high"/i.test(tag);

describe('sections that arrive with the page', () => {
  it('are written in place, so a shopper without JavaScript sees them: the recommendations of a warm product', async () => {
    // Warm: the shop's answers are then at hand when the next rendering of the page asks.
    const cold = await page('/products/arco-tote?warm=1');
    // The worker's first page already writes its shipping note's rich text inside the note, though
    // the browser loads that renderer only later (DeferredRichText).
    expect(cold).toMatch(/<aside class="settings-note[^>]*>(?:(?!<\/aside>).)*<div class="rich-text settings-note__body"><p>\w/s);
    const html = await page('/products/arco-tote?warm=2');
    const section = html.indexOf('<section class="section recommendations"');
    expect(section).toBeGreaterThan(0);
    // Not moved to the end of the document inside a hidden segment that a script swaps into place.
    expect(html).not.toMatch(/<div hidden id="S:\d+">/);
    expect(html).not.toContain('product-card-placeholder');
    expect(html.slice(section, html.indexOf('</section>', section))).toContain('class="product-card"');
  });
});

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
      expect(card).toMatch(
        /<picture><source media="\(hover: none\)" srcSet="data:image\/gif;base64,[^"]+"\/><img[^>]*product-card__image--alt/,
      );
    }
  });

  it('the head opens the image host early and fetches the two first-screen fonts with the stylesheet', async () => {
    const html = await page('/');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="preconnect" href="${storefront.emulators!.url}"/>`);
    const fonts = [
      ...head.matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font" type="font\/woff2" crossorigin="anonymous"\/>/g),
    ].map((m) => m[1]);
    expect(fonts).toHaveLength(2);
    // The same files the stylesheet asks for, or the browser would download each face twice.
    const stylesheet = head.match(/<link rel="stylesheet" href="(\/assets\/app-[^"]+\.css)"/)?.[1];
    const css = await (await fetch(`${storefront.url}${stylesheet}`)).text();
    for (const font of fonts) expect(css).toContain(font!.split('/').pop());
  });

  it('a lookbook fetches its opening photograph first, cropped and sized for the phone box it fills there, and its spreads after it', async () => {
    const html = await page('/lookbooks/autunno-inverno-2025');
    const article = html.slice(html.indexOf('<article class="lookbook"'));
    const images = imgTags(article);
    const [hero = '', ...spreads] = images;
    expect(hero).toContain('lookbook__hero-image');
    expect(highPriority(hero)).toBe(true);
    expect(hero).toMatch(/sizes="max\(100vw, calc\(min\(80vh, 50rem\)/);
    // A phone's box (lookbook.css: the full width, min(68vh, 34rem) tall) gets a portrait crop of its own.
    const narrow = article.match(/<source media="\(max-width: 767\.98px\)" srcSet="([^"]+)" sizes="([^"]+)"/);
    expect(narrow?.[2]).toMatch(/^max\(100vw, calc\(min\(68vh, 34rem\) \* 0\.75\)\)$/);
    const [, width = '0', height = '0'] = narrow?.[1]?.match(/&amp;w=(\d+)&amp;h=(\d+)/) ?? [];
    expect(Number(height)).toBeGreaterThan(Number(width));
    expect(spreads.length).toBeGreaterThan(0);
    for (const image of spreads) {
      expect(image).toMatch(/loading="lazy"/);
      expect(highPriority(image)).toBe(false);
    }
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

describe('what a first visit downloads', () => {
  it('the home hero gives a phone a portrait crop, and each screen preloads only its own photograph', async () => {
    const html = await page('/');
    const head = html.slice(0, html.indexOf('</head>'));
    const hero = html.slice(html.indexOf('class="hero__media"'));
    const picture = hero.slice(0, hero.indexOf('</picture>'));
    const narrow = picture.match(/<source media="\(max-width: 767\.98px\)" srcSet="([^"]+)"/)?.[1] ?? '';
    const [, width = '0', height = '0'] = narrow.match(/&amp;w=(\d+)&amp;h=(\d+)/) ?? [];
    expect(Number(height)).toBeGreaterThan(Number(width));
    const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    expect(preloads.filter((tag) => tag.includes('media="(max-width: 767.98px)"'))).toHaveLength(1);
    expect(preloads.filter((tag) => tag.includes('media="(min-width: 768px)"'))).toHaveLength(1);
    for (const tag of preloads) expect(tag).toMatch(/fetchPriority="high"/);
  });

  it('a card offers four photograph widths, not Hydrogen fifteen', async () => {
    const html = await page('/collections/bags');
    const card = html.split('<article class="product-card')[1] ?? '';
    const srcset = card.match(/srcSet="([^"]+)"/)?.[1] ?? '';
    expect(srcset.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['400w', '600w', '800w', '1000w']);
  });

  it("the stylesheet is asked for before the scripts React Router's <Scripts> preloads, which carry the page's nonce", async () => {
    for (const path of ['/', '/products/arco-tote', '/collections/bags']) {
      const html = await page(path);
      const head = html.slice(0, html.indexOf('</head>'));
      const stylesheet = head.search(/<link rel="stylesheet" href="[^"]+" data-precedence="default"\/>/);
      expect(stylesheet, path).toBeGreaterThan(-1);
      expect(stylesheet, path).toBeLessThan(head.indexOf('rel="modulepreload"'));
      // The entry, the root route and the shell chunk every page needs, preloaded in the head.
      const preloaded = pageScripts(head);
      expect(preloaded.filter((src) => /\/assets\/(entry\.client|root|shell)-/.test(src)).length, path).toBe(3);
      const nonce = /<script nonce="([0-9a-f]+)" type="module"/.exec(html)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(
        head.match(/rel="modulepreload"[^>]*>/g)?.every((tag) => tag.includes(`nonce="${nonce}"`)),
        path,
      ).toBe(true);
    }
  });

  it("the bag's, the account's, the listings', the product's and the content pages' styles come with their own pages, in the head, and with no other", async () => {
    // Each named for its file (`stylesheets()` in the routes' `links`), right after the shop's.
    const sheets = (html: string) => {
      const head = html.slice(0, html.indexOf('</head>'));
      return [
        ...head.matchAll(
          /<link rel="stylesheet" href="\/assets\/(app|bag|account|markets|listing|product|home|modules|pages|lookbook|no-js)-[^"]+\.css"/g,
        ),
      ].map((m) => m[1]);
    };
    expect(sheets(await page('/products/arco-tote'))).toEqual(['app', 'product', 'no-js']);
    // The home's hero and its modules; the content pages' modules and their own; a lookbook's only.
    expect(sheets(await page('/'))).toEqual(['app', 'home', 'modules', 'no-js']);
    expect(sheets(await page('/about'))).toEqual(['app', 'modules', 'pages', 'no-js']);
    expect(sheets(await page('/lookbooks'))).toEqual(['app', 'modules', 'pages', 'no-js']);
    expect(sheets(await page('/press'))).toEqual(['app', 'pages', 'no-js']);
    expect(sheets(await page('/stockists'))).toEqual(['app', 'pages', 'no-js']);
    expect(sheets(await page('/lookbooks/riviera'))).toEqual(['app', 'lookbook', 'no-js']);
    // In the head as plain links, a shopper without JavaScript gets them too, and the no-JS layout
    // (no-js.css) still comes last, over the listing's rules.
    expect(sheets(await page('/collections/bags'))).toEqual(['app', 'listing', 'no-js']);
    expect(sheets(await page('/search?q=nero'))).toEqual(['app', 'listing', 'no-js']);
    expect(sheets(await page('/cart'))).toEqual(['app', 'bag', 'no-js']);
    expect(sheets(await page('/account/login'))).toEqual(['app', 'account', 'no-js']);
    expect(sheets(await page('/locale'))).toEqual(['app', 'markets', 'no-js']);
  });

  it("a page's own styles are asked for before the scripts it preloads, so a slow line paints it sooner", async () => {
    for (const [path, sheet] of [
      ['/', 'home'],
      ['/products/arco-tote', 'product'],
      ['/collections/bags', 'listing'],
    ]) {
      const html = await page(path);
      const firstScript = html.indexOf('<link rel="modulepreload"');
      expect(firstScript).toBeGreaterThan(0);
      expect(html.indexOf(`<link rel="stylesheet" href="/assets/${sheet}-`)).toBeGreaterThan(0);
      expect(html.indexOf(`<link rel="stylesheet" href="/assets/${sheet}-`)).toBeLessThan(firstScript);
    }
  });

  it('no page loads the code of a panel before the shopper opens it', async () => {
    const html = await page('/products/mocassino-veneziano');
    const scripts = pageScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const body of ['CartMain', 'AccountPanelBody', 'AuthForms', 'PredictiveSearch', 'LocaleForm']) {
      expect(scripts.filter((src) => src!.includes(`/${body}-`))).toEqual([]);
    }
  });
});

describe('forms in the document', () => {
  it("the product's add-to-bag form carries the line, not the whole variant the optimistic bag draws once scripts run", async () => {
    const html = await page('/products/arco-tote');
    const input = html.match(/name="cartFormInput" value="([^"]*)"/)?.[1]?.replaceAll('&quot;', '"');
    expect(JSON.parse(input ?? 'null')).toEqual({
      action: 'LinesAdd',
      inputs: { lines: [{ merchandiseId: expect.stringMatching(/^gid:\/\/shopify\/ProductVariant\/\d+$/), quantity: 1 }] },
    });
  });
});

describe('loader data', () => {
  /** What the page's own loaders send a client-side navigation (React Router's single fetch). */
  it('every page shell carries no size guide; a piece sold in sizes brings its own, a bag none', async () => {
    const root = await (await fetch(`${storefront.url}/_root.data?_routes=root`)).text();
    expect(root).toContain('menuMobile');
    expect(root).not.toContain('sizeGuide');
    expect(root).not.toContain('customProductOptions');
    // The guide's tables name their columns; a bag has none to show.
    expect(await pageData('/products/arco-tote', 'routes/products.$handle')).not.toContain('"guides"');
    const shoe = await pageData('/products/mocassino-veneziano', 'routes/products.$handle');
    expect(shoe).toContain('"guides"');
  });

  it('every page shell carries its links resolved, and none of the copy that one page or panel shows', async () => {
    const root = await (await fetch(`${storefront.url}/_root.data?_routes=root`)).text();
    expect(root).toContain('"/collections/bags"');
    for (const absent of ['_key', '"slug"', 'availableLanguages', 'unitSystem', 'lqip', 'klaviyoListId', 'saleTags'])
      expect(root).not.toContain(absent);
    // The accessibility statement, the shipping and account notes and the 404's words each travel
    // with what shows them.
    const copy = ['Bottega wants everyone', 'packed by hand', 'lifetime care', 'may have sold out'];
    for (const words of copy) expect(root).not.toContain(words);
    const statement = await fetch(`${storefront.url}/api/shell-copy/accessibility`);
    expect(statement.status).toBe(200);
    // The same for every shopper: a CDN may keep it, per Cookie header as a shared page.
    expect(statement.headers.get('Cache-Control')).toMatch(/^public, .*stale-while-revalidate=\d+/);
    expect(statement.headers.get('Vary')).toMatch(/Cookie/i);
    expect(await statement.text()).toContain('Bottega wants everyone');
    expect(await (await fetch(`${storefront.url}/api/shell-copy/shipping`)).text()).toContain('packed by hand');
    expect((await fetch(`${storefront.url}/api/shell-copy/settings`)).status).toBe(404);
    expect(await pageData('/account/login', 'routes/account')).toContain('lifetime care');
    expect(await pageData('/cart', 'routes/cart')).toContain('packed by hand');
  });

  it('the product page sends its JSON-LD in the document, not a second time in its data', async () => {
    const html = await page('/products/arco-tote');
    expect(html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Product"/);
    expect(await pageData('/products/arco-tote', 'routes/products.$handle')).not.toContain('schema.org');
  });
});

// Product cards reach the browser as what the card shows, not as the Storefront API's fragment, and
// the filter panel as its groups, not the API's facets: what a client navigation fetches for each
// page that shows cards carries none of their extra fields (option value lists, image ids, price
// ranges, facet value ids). Publication dates are not among them: lookbooks have their own.
const API_ONLY = [
  'availableForSale',
  'featuredImage',
  'priceRange',
  'minVariantPrice',
  'optionValues',
  'gid://shopify/ProductImage/',
  'filter.v.',
];

describe('cards in loader data', () => {
  it.each([
    ['a collection', '/collections/bags', 'routes/collections.$handle', 200, 'mercato-tote'],
    ['search', '/search?q=nero', 'routes/search', 200, 'arco-tote'],
    ['home', '/', 'routes/_index', 200, 'hoverImage'],
    ['the 404 page', '/products/no-such-piece', 'routes/products.$handle', 404, 'hoverImage'],
  ])('%s sends card views', async (_name, path, route, status, expected) => {
    const data = await pageData(path, route, status);
    expect(data).toContain(expected);
    expect(data).toContain('"price"');
    for (const field of API_ONLY) expect(data, field).not.toContain(field);
  });

  it('a lookbook sends each marked piece as its name, price and address', async () => {
    const data = await pageData('/lookbooks/autunno-inverno-2025', 'routes/lookbooks.$handle');
    expect(data).toContain('"price"');
    for (const field of [...API_ONLY, 'hoverImage', 'productType', 'gid://shopify/Product/']) expect(data, field).not.toContain(field);
  });
});

describe("the shell's panels", () => {
  it('come with no dialog and none of their code, only links to the pages that hold the same content', async () => {
    const html = await page('/products/arco-tote');
    expect(html).not.toContain('<dialog');
    // Without JavaScript these links are the panels: the bag, search, sign-in, the statement, the region.
    for (const href of ['/cart', '/search', '/account/login', '/accessibility', '/locale']) {
      expect(html, href).toMatch(new RegExp(`<a[^>]+href="${href}"[^>]+aria-haspopup="dialog"`));
    }
    // Chunks are named for their first module: each panel's is in the build, and none is fetched up front.
    const assets = readdirSync(join(process.env.BOTTEGA_BUILD_DIR ?? 'dist', 'client', 'assets'));
    const scripts = pageScripts(html).join('\n');
    for (const panel of [
      'BagPanel',
      'AccountPanel',
      'SearchPanel',
      'LocalePanel',
      'AccessibilityPopup',
      'MobileMenu',
      'NewsletterSheet',
      'ConsentDialog',
    ]) {
      expect(
        assets.some((file) => file.startsWith(`${panel}-`)),
        panel,
      ).toBe(true);
      expect(scripts, panel).not.toMatch(new RegExp(`/assets/${panel}-`));
    }
  });
});
