// Collections, search, sitemap and redirects against hostile and stale input, in the built worker:
// unknown filter JSON, unknown sorts and 2,000-character parameters fall back to a clean page; a
// malformed or rejected cursor is a 400 showing the first page with a notice; unknown collections are
// 404s with the spec's text; nothing answers 500 or reflects markup.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from 'react-router';
import { startStorefront } from '../support/storefront.ts';
import { PREDICTIVE_SEARCH_QUERY } from '../../app/graphql/search.ts';
import { catalogueMessages } from '../../app/texts.ts';

let storefront: Awaited<ReturnType<typeof startStorefront>>;
const log: string[] = [];
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

beforeAll(async () => {
  storefront = await startStorefront({}, { log: (line) => log.push(line) });
});
afterAll(async () => {
  await storefront?.close();
});

const get = (path: string) => fetch(`${storefront.url}${path}`, { headers: { 'user-agent': BROWSER_UA }, redirect: 'manual' });
const long = 'x'.repeat(2000);
/** The page's own content: the shell around it (menus, region form) is not what these tests are about. */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const cards = (html: string) => [...html.matchAll(/<h3 class="product-card__title">([^<]*)<\/h3>/g)].map((match) => match[1]);
/** The notice a page shows when the cursor it was asked for could not be honoured. */
const pageNotice = `role="status">${catalogueMessages.pageUnavailable}</p>`;
/** Cursors that cannot be honoured: malformed ones never reach the API, the last one it rejects. */
const badCursors: Array<[string, string]> = [
  ['a cursor that is not base64', encodeURIComponent('<script>alert(1)</script>')],
  ['a 2,000-character cursor', long],
  ['a well-formed cursor the API rejects', 'bm90LWEtY3Vyc29y'],
];

async function page(path: string) {
  const response = await get(path);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** What a client-side navigation to `path` receives for `route`, decoded as the browser's router does. */
async function navigation(path: string, route: string) {
  const response = await get(path.replace('?', '.data?'));
  const decoded = await decodeTurboStream(response.body!, globalThis);
  await decoded.done;
  const routes = decoded.value as Record<string, { data?: Record<string, unknown>; error?: unknown }>;
  return { status: response.status, ...routes[route] };
}

describe('collection parameters that cannot be honoured fall back to the plain collection', () => {
  const cases: Array<[string, string]> = [
    ['unknown filter JSON', `?filter=${encodeURIComponent('{"evil":{"$where":"1"}}')}`],
    ['filter that is not JSON', '?filter=%7Bnot-json'],
    ['filter for a facet we do not offer', `?filter=${encodeURIComponent('{"price":{"min":-1}}')}`],
    ['a 2,000-character filter value', `?color=${long}`],
    ['a 2,000-character filter JSON', `?filter=${encodeURIComponent(`{"productType":"${long}"}`)}`],
    ['an unknown sort', '?sort=cheapest-first'],
    ['a 2,000-character sort', `?sort=${long}`],
    ['an unknown direction', '?direction=sideways'],
    ['an empty cursor', '?cursor=&direction=next'],
    ['repeated parameters', `?${Array.from({ length: 200 }, (_, index) => `size=${index}`).join('&')}`],
  ];

  it.each(cases)('%s', async (_label, search) => {
    const { status, html } = await page(`/collections/bags${search}`);
    expect(status).toBe(200);
    expect(html).toContain('<h1 class="catalogue-page__title">Bags</h1>');
    expect(html).not.toContain(pageNotice);
    expect(html).not.toContain('<script>alert');
    // Nothing the page ignored is written back into it (links keep only what was understood).
    expect(mainOf(html).match(/x{2000}/)).toBeNull();
  });

  it('an unknown sort shows the same pieces as no sort', async () => {
    const plain = cards((await page('/collections/bags')).html);
    expect(plain.length).toBeGreaterThan(0);
    expect(cards((await page('/collections/bags?sort=cheapest-first')).html)).toEqual(plain);
    expect(cards((await page(`/collections/bags?filter=${encodeURIComponent('{"evil":1}')}`)).html)).toEqual(plain);
  });
});

describe('a cursor that cannot be honoured is a 400 with the first page and a notice', () => {
  // Filters and sort that change the first page, so keeping them is visible in the pieces shown.
  const kept = 'color=Nero&sort=price-low-high';

  it.each(badCursors)('%s', async (_label, cursor) => {
    const first = await page(`/collections/bags?${kept}`);
    expect(first.status).toBe(200);
    expect(first.html).not.toContain(pageNotice);
    expect(cards(first.html)).not.toEqual(cards((await page('/collections/bags')).html));

    const { status, html } = await page(`/collections/bags?${kept}&cursor=${cursor}&direction=next`);
    expect(status).toBe(400);
    expect(html).toContain('<h1 class="catalogue-page__title">Bags</h1>');
    expect(html).toContain(pageNotice);
    expect(cards(html)).toEqual(cards(first.html));
    expect(html).not.toContain('<script>alert');
    expect(mainOf(html).match(/x{2000}/)).toBeNull();
  });

  it('a cursor the API rejects is the client’s doing: one line in the log, never a stack trace', async () => {
    const before = log.length;
    for (const path of [
      '/collections/bags?cursor=bm90LWEtY3Vyc29y&direction=next',
      '/search?q=bag&cursor=bm90LWEtY3Vyc29y&direction=next',
    ]) {
      expect((await page(path)).status, path).toBe(400);
    }
    const lines = log.slice(before);
    expect(lines.filter((line) => /^\s+at\s/.test(line))).toEqual([]);
    expect(lines.filter((line) => line.includes('INVALID_CURSOR')).length).toBeGreaterThan(0);
  });

  it('the same for a client-side navigation (the data request)', async () => {
    const first = await navigation(`/collections/bags?${kept}`, 'routes/collections.$handle');
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ pageUnavailable: false, sort: 'price-low-high' });
    for (const [label, cursor] of badCursors) {
      const { status, data, error } = await navigation(
        `/collections/bags?${kept}&cursor=${cursor}&direction=next`,
        'routes/collections.$handle',
      );
      expect(status, label).toBe(400);
      expect(error, label).toBeUndefined();
      expect(data, label).toMatchObject({ pageUnavailable: true, sort: 'price-low-high', selection: { color: ['Nero'] } });
      expect(data!.collection, label).toEqual(first.data!.collection);
    }
  });
});

describe('collections that do not exist', () => {
  it('are a 404 with the spec text', async () => {
    const { status, html } = await page('/collections/no-such-collection');
    expect(status).toBe(404);
    expect(html).toContain('Collection not found');
  });

  it('a 2,000-character or malformed handle is a 404, never a 500', async () => {
    for (const handle of [long, '%3Cscript%3E', 'a%00b', '..%2F..%2Fetc']) {
      const { status, html } = await page(`/collections/${handle}`);
      expect(status).toBe(404);
      expect(html).toContain('Page Not Found: /collections/');
      expect(html).not.toContain('<script>');
    }
  });
});

describe('filters, sorting and paging', () => {
  it('filter by colour and size, and the availability rule hides sold-out pieces', async () => {
    const all = cards((await page('/collections/bags')).html);
    expect(all).toContain('Vela Tote Oliva'); // sold out
    const nero = cards((await page('/collections/bags?color=Nero')).html);
    expect(nero.length).toBeGreaterThan(0);
    expect(nero.length).toBeLessThan(all.length);
    expect(nero).not.toContain('Vela Tote Oliva');
    expect(nero).not.toContain('Vela Tote Sabbia');
    const sized = cards((await page('/collections/ready-to-wear?color=Nero&size=M')).html);
    expect(sized.length).toBeGreaterThan(0);
    expect(sized).not.toContain('Giacca Suede'); // sold out, and not in Nero
  });

  it('price sorts put the pieces in price order', async () => {
    const prices = (html: string) =>
      [...html.matchAll(/<span class="price__current[^"]*">\$([\d,]+)/g)].map((match) => Number(match[1].replace(/,/g, '')));
    const ascending = prices((await page('/collections/bags?sort=price-low-high')).html);
    expect(ascending.length).toBeGreaterThan(3);
    expect([...ascending].sort((a, b) => a - b)).toEqual(ascending);
    const descending = prices((await page('/collections/bags?sort=price-high-low')).html);
    expect([...descending].sort((a, b) => b - a)).toEqual(descending);
  });

  it('the next and previous links keep the filters and sort', async () => {
    const first = await page('/collections/all?color=Nero&sort=price-low-high');
    const next = first.html.match(/<a[^>]*rel="next"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*rel="next"/);
    expect(next).not.toBeNull();
    const nextHref = (next![1] ?? next![2]).replace(/&amp;/g, '&');
    const nextUrl = new URL(nextHref, `${storefront.url}/collections/all`);
    expect(nextUrl.searchParams.get('color')).toBe('Nero');
    expect(nextUrl.searchParams.get('sort')).toBe('price-low-high');
    const second = await page(`${nextUrl.pathname}${nextUrl.search}`);
    expect(second.status).toBe(200);
    expect(second.html).not.toContain(pageNotice);
    const overlap = cards(second.html).filter((title) => cards(first.html).includes(title));
    expect(cards(second.html).length).toBeGreaterThan(0);
    expect(overlap).toEqual([]);
  });

  it('filter counts come from the API', async () => {
    const { html } = await page('/collections/bags');
    expect(html).toMatch(/name="color" value="Nero"/);
    expect(html).toMatch(
      /class="filter-value__count"><span aria-hidden="true">\d+<\/span><span class="visually-hidden">\d+ pieces?<\/span>/,
    );
  });
});

describe('search', () => {
  it('finds pieces and shows the total', async () => {
    const { status, html } = await page('/search?q=tote');
    expect(status).toBe(200);
    expect(cards(html)).toContain('Arco Tote');
    expect(html).toMatch(/\d+ results/);
  });

  it("says 'No results found' for nonsense, with a 200", async () => {
    const { status, html } = await page('/search?q=zzqxj-nothing');
    expect(status).toBe(200);
    expect(html).toContain('No results found');
  });

  it("says 'No results found' for a term of signs alone, which names no piece", async () => {
    for (const term of ['👜', '%', '!!!']) {
      const { status, html } = await page(`/search?q=${encodeURIComponent(term)}`);
      expect(status, term).toBe(200);
      expect(html, term).toContain('No results found');
      expect(cards(html), term).toEqual([]);
    }
  });

  it('ignores a blank term: the empty search page, without results', async () => {
    const { status, html } = await page('/search?q=%20%20%20');
    expect(status).toBe(200);
    expect(html).not.toContain('No results found');
    expect(cards(html)).toEqual([]);
  });

  it('cuts a 2,000-character term and never reflects markup', async () => {
    const { status, html } = await page(`/search?q=${encodeURIComponent(`<script>alert(1)</script>${long}`)}`);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(mainOf(html).match(/x{300}/)).toBeNull();
    expect(mainOf(html)).toContain('&lt;script&gt;alert(1)&lt;/script&gt;x');
  });

  it('applies filters and falls back on unknown sorts', async () => {
    const filtered = await page('/search?q=tote&color=Sabbia');
    expect(cards(filtered.html).length).toBeGreaterThan(0);
    expect(cards(filtered.html).every((title) => /Sabbia|Mercato/.test(title))).toBe(true);
    for (const search of ['&sort=best-selling', `&sort=${long}`, `&filter=${encodeURIComponent('[1,2]')}`]) {
      const { status, html } = await page(`/search?q=tote${search}`);
      expect(status).toBe(200);
      expect(cards(html)).toContain('Arco Tote');
      expect(html).not.toContain(pageNotice);
    }
  });

  it.each([...badCursors, ['a cursor of percent signs', '%25%25%25']])(
    'answers 400 with the first page and a notice for %s',
    async (_label, cursor) => {
      const first = await page('/search?q=tote&color=Sabbia&sort=price-high-low');
      expect(first.status).toBe(200);
      expect(first.html).not.toContain(pageNotice);
      expect(cards(first.html).length).toBeGreaterThan(0);

      const { status, html } = await page(`/search?q=tote&color=Sabbia&sort=price-high-low&cursor=${cursor}&direction=previous`);
      expect(status).toBe(400);
      expect(html).toContain(pageNotice);
      expect(html).toContain('Results for “tote”');
      expect(cards(html)).toEqual(cards(first.html));
      expect(html).not.toContain('<script>alert');
      expect(mainOf(html).match(/x{2000}/)).toBeNull();
    },
  );

  it('answers a bad cursor with a 400 for a client-side navigation too', async () => {
    const first = await navigation('/search?q=tote', 'routes/search');
    expect(first).toMatchObject({ status: 200, data: { pageUnavailable: false } });
    const { status, data, error } = await navigation('/search?q=tote&cursor=%25%25%25&direction=next', 'routes/search');
    expect(status).toBe(400);
    expect(error).toBeUndefined();
    expect(data).toMatchObject({ term: 'tote', pageUnavailable: true });
    expect(data!.results).toEqual(first.data!.results);
  });
});

describe('predictive search through /api/shopify', () => {
  it('answers at most six products in the shopper context', async () => {
    const response = await fetch(`${storefront.url}/api/shopify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: PREDICTIVE_SEARCH_QUERY, variables: { term: 'a', limit: 6 } }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { predictiveSearch: { products: Array<{ handle: string }> } } };
    expect(body.data.predictiveSearch.products.length).toBeGreaterThan(0);
    expect(body.data.predictiveSearch.products.length).toBeLessThanOrEqual(6);
  });
});

describe('redirects over HTTP', () => {
  it.each([
    ['/products/arco-bag', '/products/arco-tote'],
    ['/products/luna-bag-blush/?utm_source=press', '/products/luna-shoulder-bag?variant=5&utm_source=press'],
    ['/products/symmetry-pochette-mini', '/collections/symmetry-pochette'],
    ['/collections/bags/products/arco-tote?variant=2', '/products/arco-tote?variant=2'],
    ['/pages/shipping', '/shipping-and-returns'],
    ['/pages/press/', '/press'],
    // A handle with letters written as escapes is the same handle.
    ['/products/%41rco-tote', '/products/arco-tote'],
    ['/collections/%42AGS?sort=newest', '/collections/bags?sort=newest'],
    // A content page asked for in capitals moves to its lower-case address.
    ['/About', '/about'],
    ['/ARCHIVE?utm_source=press', '/archive?utm_source=press'],
    ['/lookbooks/Riviera/', '/lookbooks/riviera'],
  ])('%s → %s (301)', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location')!, storefront.url).toString()).toBe(new URL(to, storefront.url).toString());
  });

  it('a client-side navigation gets the redirect the way React Router expects, without its internal parameters', async () => {
    const response = await get('/products/arco-bag.data?_routes=root,routes/products.$handle&utm_source=ig');
    expect(response.status).toBe(202);
    expect(await response.text()).toContain('/products/arco-tote?utm_source=ig');
  });

  it('a form post to an old address is not moved', async () => {
    const response = await fetch(`${storefront.url}/pages/shipping`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ a: '1' }),
    });
    expect(response.status).not.toBe(301);
    expect(response.headers.get('location')).toBeNull();
  });

  it('a page in capitals that does not exist in any case stays a 404', async () => {
    for (const path of ['/No-Such-Page', '/lookbooks/No-Such-Lookbook']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain(`Page not found: ${path}`);
    }
  });

  it("then the shop's own URL redirects for pages the app does not know", async () => {
    const response = await get('/collections/clutches');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/collections/pochettes');
  });
});

describe('sitemap and robots', () => {
  it('the sitemap index lists products, collections, pages and lookbooks', async () => {
    const { status, html: xml, headers } = await page('/sitemap.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('xml');
    for (const type of ['products', 'collections', 'pages', 'lookbooks']) expect(xml).toContain(`/sitemap/${type}/1.xml`);
    const products = await page('/sitemap/products/1.xml');
    expect(products.html).toContain('/products/arco-tote</loc>');
    const lookbooks = await page('/sitemap/lookbooks/1.xml');
    expect(lookbooks.html).toMatch(/\/lookbooks\/[a-z0-9-]+<\/loc>/);
  });

  it('unknown sitemap types and pages are 404s', async () => {
    for (const path of [
      '/sitemap/secrets/1.xml',
      '/sitemap/products/0.xml',
      '/sitemap/products/abc.xml',
      `/sitemap/pages/${long}.xml`,
      '/sitemap/pages/99.xml',
      // Past the shop's last page (Hydrogen would list the home page there).
      '/sitemap/products/99.xml',
      '/sitemap/collections/99.xml',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('robots.txt points at the sitemap', async () => {
    const { status, html: body } = await page('/robots.txt');
    expect(status).toBe(200);
    expect(body).toMatch(/^Sitemap: http:\/\/.+\/sitemap\.xml$/m);
    expect(body).toContain('Disallow: /account');
  });
});
