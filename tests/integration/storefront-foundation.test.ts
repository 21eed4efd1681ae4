// The built worker in workerd against the emulators: home, 404s, security headers, /api/shopify.
import { commonMessages } from '../../app/core/texts/common.ts';
import { marketMessages } from '../../app/markets/texts.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { postOnOwnConnection } from '../support/oversized-post.ts';
import { HOME_PRODUCTS_QUERY } from '../../app/graphql/home.ts';
import { CUSTOMER_QUERY } from '../../app/graphql/customer.ts';
import { visibleText } from '../support/account-client.ts';

let storefront: Awaited<ReturnType<typeof startStorefront>>;
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(async () => {
  await storefront?.close();
});

const get = (path: string, ua = BROWSER_UA) => fetch(`${storefront.url}${path}`, { headers: { 'user-agent': ua }, redirect: 'manual' });
const postData = (body: unknown) =>
  fetch(`${storefront.url}/api/shopify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** Asks the Shopify emulator directly, as the test's own witness of what the shop holds. */
async function shopQuery<T>(query: string): Promise<T> {
  const response = await fetch(`${storefront.emulators!.url}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Shopify-Storefront-Access-Token': storefront.emulators!.credentials.shopify.publicToken,
    },
    body: JSON.stringify({ query }),
  });
  return ((await response.json()) as { data: T }).data;
}

async function emulatorProductTitles(): Promise<string[]> {
  const data = await shopQuery<{ products: { nodes: Array<{ title: string }> } }>(
    '{ products(first: 12, sortKey: BEST_SELLING) { nodes { title } } }',
  );
  return data.products.nodes.map((p) => p.title);
}

describe('home', () => {
  it('renders products from the Storefront API and the site name from settings', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    const titles = await emulatorProductTitles();
    expect(titles.length).toBeGreaterThan(4);
    for (const title of titles.slice(0, 4)) expect(html).toContain(escapeHtml(title));
    expect(html).toMatch(/<title>[^<]*Bottega<\/title>/);
    expect(html).toContain('<meta name="description"');
  });

  it('sends a nonce-based CSP that the inline scripts carry', async () => {
    const response = await get('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('sends the other security headers with every page', async () => {
    for (const path of ['/', '/no-such-page/at-all']) {
      const response = await get(path);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()');
    }
  });
});

describe('unknown pages', () => {
  it('answer 404 with the error page for shoppers', async () => {
    const response = await get('/no-such-page/at-all');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('This page was not found');
    expect(html).toMatch(/<a[^>]+href="\/"[^>]*>Back to Home<\/a>/);
  });

  it("answer a bot with a bare 404 'Page not found: {path}'", async () => {
    const response = await get('/no-such-page', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toBe('Page not found: /no-such-page');
  });

  it('never reflect markup from the path', async () => {
    const response = await get('/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<script>alert(1)</script>');
  });
});

describe('malformed addresses', () => {
  // Hand-typed `%` signs: the local runtime's router once answered these with a 500 and a stack trace.
  it('a stray % is read as a percent sign, and a broken escape is a 404, never a 500', async () => {
    const search = await get('/search?q=100%');
    expect(search.status).toBe(200);
    expect(visibleText(await search.text())).toContain('Results for “100%”');
    for (const path of ['/%', '/products/%zz', '/%E0%A4%A', '/collections/%']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('at async');
    }
  });
});

describe('/api/shopify', () => {
  it('answers an operation the storefront defines, in the shopper context', async () => {
    const response = await postData({ query: HOME_PRODUCTS_QUERY, variables: { first: 3 } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data: { products: { nodes: Array<{ handle: string; priceRange: { minVariantPrice: { currencyCode: string } } }> } };
    };
    expect(body.data.products.nodes).toHaveLength(3);
    expect(body.data.products.nodes[0].priceRange.minVariantPrice.currencyCode).toBe('USD');
  });

  it('refuses an arbitrary query with a GraphQL-shaped 400', async () => {
    const response = await postData({ query: '{ shop { name } }' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors[0].extensions.code).toBe('OPERATION_NOT_ALLOWED');
  });

  it('refuses an allowlisted query with extra fields, mutations, and malformed bodies', async () => {
    const widened = HOME_PRODUCTS_QUERY.replace('nodes {', 'nodes { vendor');
    expect((await postData({ query: widened, variables: { first: 1 } })).status).toBe(400);
    expect((await postData({ query: 'mutation { cartCreate { cart { id } } }' })).status).toBe(400);
    // The customer's own query is the storefront's, but only its server runs it (token from the session).
    const customer = await postData({ query: CUSTOMER_QUERY, variables: { customerAccessToken: 'x' } });
    expect(customer.status).toBe(400);
    expect(((await customer.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code).toBe(
      'OPERATION_NOT_ALLOWED',
    );
    expect((await postData('{not json')).status).toBe(400);
    expect((await postData({ query: 42 })).status).toBe(400);
    expect((await postData({ query: HOME_PRODUCTS_QUERY, variables: [1] })).status).toBe(400);
    const oversized = JSON.stringify({ query: 'x'.repeat(100_000) });
    const headers = { 'content-type': 'application/json', 'user-agent': BROWSER_UA };
    expect((await postOnOwnConnection(`${storefront.url}/api/shopify`, headers, oversized)).status).toBe(413);
    expect((await get('/api/shopify')).status).toBe(405);
  });
});

describe('a product page for sites that read it', () => {
  it("names when the piece last changed and every one of its photographs, from the shop's own fields", async () => {
    const { product } = await shopQuery<{ product: { updatedAt: string; images: { nodes: Array<{ url: string }> } } }>(
      '{ product(handle: "arco-tote") { updatedAt images(first: 250) { nodes { url } } } }',
    );
    const html = await (await get('/products/arco-tote')).text();
    expect(/<meta property="og:updated_time" content="([^"]+)"/.exec(html)?.[1]).toBe(product.updatedAt);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]) as { '@type': string; image?: string[] },
    );
    const images = product.images.nodes.map((image) => image.url);
    expect(images.length).toBeGreaterThan(1);
    expect(jsonLd.find((entry) => entry['@type'] === 'Product')?.image).toEqual(images);
  });
});

describe('open graph fallbacks', () => {
  it('pages without seo of their own carry the site settings’ description and image', async () => {
    // The collections overview has no image of its own: its og:image is the settings' one.
    const ogImage = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? null;
    const siteImage = ogImage(await (await get('/collections')).text());
    expect(siteImage).toMatch(/\/images\/.+-1200x630\.jpg$/);
    for (const path of ['/account/login', '/account/register', '/cart', '/locale', '/newsletter', '/search']) {
      const html = await (await get(path)).text();
      expect(ogImage(html), path).toBe(siteImage);
      expect(/<meta name="twitter:card" content="([^"]+)"/.exec(html)?.[1], path).toBe('summary_large_image');
    }
  });
});

describe('posts the shell does not expect', () => {
  const post = (path: string, body: string, type?: string) =>
    fetch(`${storefront.url}${path}`, {
      method: 'POST',
      headers: { 'user-agent': BROWSER_UA, ...(type ? { 'content-type': type } : {}) },
      body,
      redirect: 'manual',
    });
  const text = async (response: Response) => (await response.text()).replace(/<script[\s\S]*?<\/script>/g, '');

  it('a post to a page that takes none says so in words for shoppers', async () => {
    for (const path of ['/search', '/collections/bags', '/']) {
      const response = await post(path, 'q=x', 'application/x-www-form-urlencoded');
      expect(response.status).toBe(405);
      const html = await text(response);
      expect(html).toContain(commonMessages.notAForm);
      expect(html).not.toContain('did not provide an `action`');
    }
  });

  it('the region and newsletter forms answer an unreadable body with a 400, not a crash', async () => {
    for (const path of ['/locale', '/newsletter']) {
      const response = await post(path, 'garbage', 'multipart/form-data; boundary=zzz');
      expect(response.status, path).toBe(400);
      expect(await text(response)).toContain(commonMessages.formUnreadable);
    }
  });

  it('without JavaScript, a region that is not offered is refused with the reason on the page', async () => {
    const response = await post('/locale', 'country=ZZ&redirectTo=%2F', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(400);
    expect(await text(response)).toContain(marketMessages.chooseRegion);
  });
});

function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

describe('tokens', () => {
  const secrets = () => {
    const { shopify, sanityReadToken } = storefront.emulators!.credentials;
    return [shopify.privateToken, sanityReadToken];
  };

  it('the same-origin Storefront API proxy passes the public token Shopify’s consent code is given, and the shop refuses any other', async () => {
    const ask = (token: string) =>
      fetch(`${storefront.url}/api/2026-04/graphql.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA, 'X-Shopify-Storefront-Access-Token': token },
        body: JSON.stringify({ query: '{ shop { name } }' }),
      });
    const given = storefront.emulators!.credentials.shopify.publicToken;
    // Only a shop with Shopify's analytics (a storefront id) hands its page this token, for Shopify's
    // consent code, which calls through the proxy (tests/unit/shop-analytics.test.ts); this one has none.
    expect(await (await get('/')).text()).not.toContain(given);
    const answer = await ask(given);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ data: { shop: { name: 'Bottega' } } });
    const refused = await ask('local-public-token');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ errors: [{ message: '', extensions: { code: 'UNAUTHORIZED' } }] });
  });

  it('reads drafts in preview with the read token the content service issued, and no secret token reaches the browser', async () => {
    const entered = await fetch(`${storefront.url}/api/preview?sanity-preview-secret=bottega-local-preview&sanity-preview-pathname=/`, {
      headers: { 'user-agent': BROWSER_UA },
      redirect: 'manual',
    });
    expect(entered.status).toBeGreaterThanOrEqual(300);
    const cookie = entered.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const preview = await fetch(`${storefront.url}/`, { headers: { 'user-agent': BROWSER_UA, cookie } });
    const html = await preview.text();
    // Draft-only text: only the issued read token can fetch it from the content service.
    expect(html).toContain('Autumn atelier preview');
    const shopper = await (await get('/')).text();
    const answer = await (await postData({ query: HOME_PRODUCTS_QUERY, variables: { first: 1 } })).text();
    for (const body of [html, shopper, answer]) for (const secret of secrets()) expect(body).not.toContain(secret);
  });
});
